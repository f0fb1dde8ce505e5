/**
 * Invoicing against the mock db: which orders can be invoiced, the lazy move of an applied invoice
 * (ISSUING --ISSUE_AFTER_MS of the mock clock--> ISSUED, or FAILED when it was meant to), the draft
 * that preview, apply and reissue share, and the views the API gives.
 */
import { isEmail } from '@/lib/validators'
import type {
  Invoice,
  InvoiceBuyer,
  InvoicePreview,
  InvoiceSummary,
  OrderInvoiceState,
} from '@/api/invoice-types'
import { findOrder, stepOrders } from '../charging/db'
import type { StoredOrder } from '../charging/state'
import { formatTime, invoiceOutcome, now, parseTime } from '../core/clock'
import { db } from '../core/db'
import { invoicePdfPath } from './pdf'
import {
  buyerOf,
  checkBuyer,
  FAIL_MARK,
  FAIL_REASON,
  invoiceableAmount,
  invoiceableOrderOf,
  invoiceItems,
  invoiceNoOf,
  isRefusal,
  ISSUE_AFTER_MS,
  refusal,
  SELLER,
  WINDOW_DAYS,
  type BuyerInput,
  type Refusal,
} from './model'
import { invoiceIdOf, type StoredInvoice } from './seed'

const DAY_MS = 86400000

// --- the lazy move ------------------------------------------------------------------------------

/** Moves one invoice on to `at`: the tax system answers ISSUE_AFTER_MS after the application. */
export function stepInvoice(invoice: StoredInvoice, at = now()): StoredInvoice {
  const answeredMs = invoice.appliedMs + ISSUE_AFTER_MS
  if (invoice.status !== 'ISSUING' || answeredMs > at) return invoice
  if (invoice.willFail) {
    invoice.status = 'FAILED'
    invoice.failReason = FAIL_REASON
  } else {
    invoice.status = 'ISSUED'
    invoice.issueTime = formatTime(answeredMs)
    invoice.invoiceNo = invoiceNoOf(invoice.invoiceId, answeredMs)
  }
  return invoice
}

/** Moves the orders (the simulator) and the invoices to `at`. */
export function stepAll(at = now()): void {
  stepOrders(at)
  for (const invoice of db.invoices) stepInvoice(invoice, at)
}

export function findInvoice(invoiceId: string): StoredInvoice | undefined {
  return db.invoices.find((invoice) => invoice.invoiceId === invoiceId)
}

export function invoiceOfRequest(requestId: string): StoredInvoice | undefined {
  return db.invoices.find((invoice) => invoice.requestId === requestId)
}

// --- which orders can be invoiced ---------------------------------------------------------------

type Covering = StoredInvoice & { status: 'ISSUING' | 'ISSUED' }

/** The ISSUING or ISSUED invoice that covers an order (a FAILED one gave it back). */
function coveringInvoice(orderId: string): Covering | undefined {
  return db.invoices.find(
    (invoice): invoice is Covering =>
      invoice.status !== 'FAILED' && invoice.orders.some((order) => order.orderId === orderId),
  )
}

/** Finished, paid above zero and ended within the window (whether invoiced or not). */
function eligible(order: StoredOrder, at: number): boolean {
  const endMs = parseTime(order.endTime)
  return (
    order.status === 'COMPLETED' &&
    invoiceableAmount(order) > 0 &&
    endMs <= at &&
    endMs >= at - WINDOW_DAYS * DAY_MS
  )
}

/** Call stepAll() first. */
function invoiceable(order: StoredOrder, at: number): boolean {
  return eligible(order, at) && !coveringInvoice(order.orderId)
}

/** Newest first: by the charge's end, then by order sequence. */
function newestEnd(a: StoredOrder, b: StoredOrder): number {
  return b.endTime.localeCompare(a.endTime) || b.sim.seq - a.sim.seq
}

export function invoiceableOrders(at = now()): StoredOrder[] {
  stepAll(at)
  return db.orders.filter((order) => invoiceable(order, at)).sort(newestEnd)
}

/** What an order says about its invoice (`Order.invoice`). */
export function orderInvoiceState(order: StoredOrder, at = now()): OrderInvoiceState {
  stepAll(at)
  const covering = coveringInvoice(order.orderId)
  if (covering) return { status: covering.status, invoiceId: covering.invoiceId }
  return { status: eligible(order, at) ? 'NONE' : 'NOT_INVOICEABLE', invoiceId: '' }
}

// --- the draft: preview, apply and reissue ------------------------------------------------------

export interface DraftInput {
  orderIds: readonly string[]
  titleId?: string
  buyer?: BuyerInput
  email: string
}

export interface Draft extends InvoicePreview {
  orders: StoredOrder[]
}

/** The buyer: a saved title's (titleId wins), or the one typed. */
function resolveBuyer(input: DraftInput): InvoiceBuyer | Refusal {
  if (input.titleId !== undefined) {
    const title = db.invoiceTitles.find((t) => t.titleId === input.titleId)
    return title ? buyerOf(title) : refusal('titleUnknown')
  }
  if (input.buyer) return checkBuyer(input.buyer)
  return { refused: true, code: '100001', msg: '参数错误：请选择抬头或填写购买方信息' }
}

/** Every check of preview, apply and reissue; nothing is stored. */
export function draftInvoice(input: DraftInput, at = now()): Draft | Refusal {
  const orderIds = [...new Set(input.orderIds)]
  if (orderIds.length === 0) return refusal('noOrders')
  const buyer = resolveBuyer(input)
  if (isRefusal(buyer)) return buyer
  if (!isEmail(input.email)) return refusal('badEmail')
  stepAll(at)
  const orders = orderIds.map(findOrder)
  if (!orders.every((order): order is StoredOrder => !!order && invoiceable(order, at))) {
    return refusal('notInvoiceable')
  }
  const items = invoiceItems(orders)
  return {
    seller: { ...SELLER },
    buyer,
    email: input.email,
    items,
    totalAmount: orders.reduce((sum, order) => sum + invoiceableAmount(order), 0),
    totalTax: items.reduce((sum, line) => sum + line.taxAmount, 0),
    orderCount: orders.length,
    orders,
  }
}

export function previewOf(draft: Draft): InvoicePreview {
  const { orders: _orders, ...preview } = draft
  return preview
}

/** Stores an ISSUING invoice of a draft; whether it will fail is decided now. */
export function createInvoice(draft: Draft, requestId: string, at = now()): StoredInvoice {
  db.invoiceSeq += 1
  const willFail = draft.buyer.name.includes(FAIL_MARK) || invoiceOutcome() === 'fail'
  const invoice: StoredInvoice = {
    invoiceId: invoiceIdOf(db.invoiceSeq),
    seq: db.invoiceSeq,
    status: 'ISSUING',
    titleType: draft.buyer.titleType,
    buyerName: draft.buyer.name,
    totalAmount: draft.totalAmount,
    orderCount: draft.orderCount,
    applyTime: formatTime(at),
    issueTime: '',
    seller: draft.seller,
    buyer: draft.buyer,
    email: draft.email,
    items: draft.items,
    totalTax: draft.totalTax,
    orders: draft.orders.map(invoiceableOrderOf),
    invoiceNo: '',
    failReason: '',
    resendCount: 0,
    appliedMs: at,
    requestId,
    willFail,
    resendDay: '',
    resendsThatDay: 0,
  }
  db.invoices.push(invoice)
  return invoice
}

// --- views --------------------------------------------------------------------------------------

/**
 * Where the PDF is: a same-origin path when the API is the page's own origin (the demo's service
 * worker, vitest), else an absolute URL on the API's origin (scripts/mock-api.mjs serves it there).
 */
function pdfUrlOf(invoice: StoredInvoice, requestUrl: string): string {
  if (invoice.status !== 'ISSUED') return ''
  const path = invoicePdfPath(invoice)
  const api = new URL(requestUrl)
  const page = typeof window !== 'undefined' ? window.location.origin : null
  return page === api.origin ? path : new URL(path, api.origin).href
}

export function publicInvoice(invoice: StoredInvoice, requestUrl: string): Invoice {
  const { seq: _s, appliedMs: _a, requestId: _r, willFail: _w, resendDay: _d, ...view } = invoice
  const { resendsThatDay: _t, ...rest } = view
  // A failed request whose orders were all given back can be issued again; once one of them is on
  // another request, reissuing it could only be refused.
  const reissuable =
    invoice.status === 'FAILED' &&
    invoice.orders.every((order) => coveringInvoice(order.orderId) === undefined)
  return { ...rest, pdfUrl: pdfUrlOf(invoice, requestUrl), reissuable }
}

export function summaryOf(invoice: StoredInvoice): InvoiceSummary {
  const { invoiceId, status, titleType, buyerName, totalAmount, orderCount } = invoice
  const { applyTime, issueTime } = invoice
  return { invoiceId, status, titleType, buyerName, totalAmount, orderCount, applyTime, issueTime }
}

/** Newest first: by application time, then by sequence. */
export function newestApplied(a: StoredInvoice, b: StoredInvoice): number {
  return b.appliedMs - a.appliedMs || b.seq - a.seq
}
