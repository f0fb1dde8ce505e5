/**
 * The rules of 电子发票 that need no state: codes and messages, the buyer's checks, the items and
 * their tax, the invoice number, and the titles' one default (as vehicles/model.ts keeps its own).
 */
import type {
  InvoiceableOrder,
  InvoiceBuyer,
  InvoiceItem,
  InvoiceTitle,
  InvoiceTitleType,
} from '@/api/invoice-types'
import type { Order } from '@/api/types'
import { isSocialCreditCode } from '@/lib/credit-code'
import { hashInt } from '../core/assets'
import { formatTime } from '../core/clock'
import { charCount } from '@/lib/text'

/** Orders that ended within this many days of the mock clock can be invoiced. */
export const WINDOW_DAYS = 180
export const MAX_TITLES = 20
export const MAX_ORDERS = 50
export const MAX_NAME = 100
/** Simulated time an invoice stays ISSUING before the tax system answers. */
export const ISSUE_AFTER_MS = 8000
export const RESENDS_PER_DAY = 5

/** The operator as 销售方 (a well-formed 统一社会信用代码, made up). */
export const SELLER = { name: '杭州绿动充电科技有限公司', taxNo: '91330100MA2H00001P' } as const

/** QA's deterministic refusal: a buyer whose name contains this fails at the tax system. */
export const FAIL_MARK = '失败'
export const FAIL_REASON = '税务系统校验未通过：购买方信息与税务登记不一致'

/** Codes of the invoice calls (docs/API.md "Invoice calls"). */
export const INVOICE_CODE = {
  badTaxNo: '860001',
  badEmail: '860002',
  noOrders: '860003',
  notInvoiceable: '860004',
  titleUnknown: '860005',
  invoiceUnknown: '860006',
  nameTooLong: '860007',
  tooManyTitles: '860008',
  resendLimit: '860009',
  notFailed: '860010',
} as const

export const INVOICE_MSG = {
  badTaxNo: '纳税人识别号格式不正确，请输入18位统一社会信用代码',
  badEmail: '邮箱格式不正确',
  noOrders: '请选择要开票的订单',
  notInvoiceable: '部分订单已开票或不可开票，请刷新后重试',
  titleUnknown: '抬头不存在或已删除',
  invoiceUnknown: '发票不存在',
  nameTooLong: `抬头名称不能超过${MAX_NAME}个字符`,
  tooManyTitles: `最多可保存${MAX_TITLES}个抬头`,
  resendLimit: '今日重发次数已达上限',
  notFailed: '只有开票失败的发票可以重新开具',
} as const

/** A business refusal: the handler answers it with `fail(code, msg)`. */
export interface Refusal {
  refused: true
  code: string
  msg: string
}

export function refusal(key: keyof typeof INVOICE_CODE): Refusal {
  return { refused: true, code: INVOICE_CODE[key], msg: INVOICE_MSG[key] }
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'refused' in value
}

// --- buyer -----------------------------------------------------------------------------------------

/** The buyer as typed (the schema trimmed it and checked the optional fields' lengths). */
export interface BuyerInput {
  titleType: InvoiceTitleType
  name: string
  taxNo: string
  address: string
  phone: string
  bankName: string
  bankAccount: string
}

/**
 * The buyer's own checks, and only the buyer's fields of a larger body (a title's). A PERSONAL
 * buyer keeps no tax number nor company details.
 */
export function checkBuyer(input: BuyerInput): InvoiceBuyer | Refusal {
  const { titleType, name, address, phone, bankName, bankAccount } = input
  if (charCount(name) > MAX_NAME) return refusal('nameTooLong')
  if (titleType === 'PERSONAL') {
    return { titleType, name, taxNo: '', address: '', phone: '', bankName: '', bankAccount: '' }
  }
  const taxNo = input.taxNo.toUpperCase()
  if (!isSocialCreditCode(taxNo)) return refusal('badTaxNo')
  return { titleType, name, taxNo, address, phone, bankName, bankAccount }
}

export function buyerOf(title: InvoiceTitle): InvoiceBuyer {
  const { titleType, name, taxNo, address, phone, bankName, bankAccount } = title
  return { titleType, name, taxNo, address, phone, bankName, bankAccount }
}

// --- titles: exactly one default while any ------------------------------------------------------

/** The default first, then in the order they were added (the array's order). */
export function sortTitles(titles: readonly InvoiceTitle[]): InvoiceTitle[] {
  return [...titles].sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
}

export function makeDefault(titles: InvoiceTitle[], titleId: string): void {
  for (const t of titles) t.isDefault = t.titleId === titleId
}

/** After a change: when nothing is default, the earliest added left becomes it. */
export function keepOneDefault(titles: InvoiceTitle[]): void {
  const first = titles[0]
  if (first && !titles.some((t) => t.isDefault)) first.isDefault = true
}

// --- orders, items and tax ----------------------------------------------------------------------

/** Cents of an order that can be invoiced: what was paid less what went back. */
export function invoiceableAmount(order: Pick<Order, 'paid' | 'refunded'>): number {
  return order.paid - order.refunded
}

export function invoiceableOrderOf(order: Order): InvoiceableOrder {
  return {
    orderId: order.orderId,
    orderNo: order.orderNo,
    deviceType: order.deviceType,
    stationName: order.station.name,
    endTime: order.endTime,
    energyWh: order.energyWh,
    amount: invoiceableAmount(order),
  }
}

/**
 * An order's invoiceable cents as electricity and service fee. What was paid is the fees less the
 * coupon's discount, so the discount is shared in proportion to the two fees; an order without fee
 * figures counts as electricity.
 */
function splitOrder(order: Order): { electricity: number; service: number } {
  const amount = invoiceableAmount(order)
  const fees = order.electricityFee + order.serviceFee
  const electricity = fees > 0 ? Math.round((amount * order.electricityFee) / fees) : amount
  return { electricity, service: amount - electricity }
}

/** Cents of tax within a tax-included amount, as the tax system rounds it. */
export function taxWithin(amount: number, ratePercent: number): number {
  return Math.round((amount * ratePercent) / (100 + ratePercent))
}

function item(name: string, amount: number, ratePercent: number): InvoiceItem {
  return { name, amount, taxRate: `${ratePercent}%`, taxAmount: taxWithin(amount, ratePercent) }
}

/** The invoice's lines (a line that comes to nothing is left out). */
export function invoiceItems(orders: readonly Order[]): InvoiceItem[] {
  const parts = orders.map(splitOrder)
  const electricity = parts.reduce((sum, p) => sum + p.electricity, 0)
  const service = parts.reduce((sum, p) => sum + p.service, 0)
  return [item('*电力*电费', electricity, 13), item('*现代服务*充电服务费', service, 6)].filter(
    (line) => line.amount > 0,
  )
}

/**
 * A 20-digit 数电发票号码 (the 8-digit ones are the paper-era 发票号码): the year, Zhejiang's area
 * code 33, ten digits hashed from the id and its sequence, deterministic as the whole seed is.
 */
export function invoiceNoOf(invoiceId: string, issuedMs: number): string {
  const year = formatTime(issuedMs).slice(2, 4)
  const digits = String(hashInt(`invoice:${invoiceId}`))
    .padStart(10, '0')
    .slice(-10)
  const seq = invoiceId.replace(/\D/g, '').slice(-6).padStart(6, '0')
  return `${year}33${digits}${seq}`
}
