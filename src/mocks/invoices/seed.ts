// invoices/: 电子发票 (issue 26). Seed and shape: this file; rules without state: model.ts; the
// invoiceable orders, the lazy ISSUING -> ISSUED | FAILED move and the invoices made: invoicing.ts;
// the PDF's bytes: pdf.ts (also served by scripts/plugins/mock-invoice-pdf.ts); handlers: handlers.ts.
/** The invoices part of the mock db: two titles and one issued invoice of an older order. */
import type { Invoice, InvoiceTitle } from '@/api/invoice-types'
import { formatTime, parseTime } from '../core/clock'
import type { StoredOrder } from '../charging/state'
import {
  buyerOf,
  invoiceableAmount,
  invoiceableOrderOf,
  invoiceItems,
  invoiceNoOf,
  ISSUE_AFTER_MS,
  SELLER,
} from './model'

/** An invoice as the mock keeps it: the public fields but the PDF's URL, and how it moves on. */
export interface StoredInvoice extends Omit<Invoice, 'pdfUrl'> {
  seq: number
  /** Mock clock ms of the application: ISSUING until ISSUE_AFTER_MS later. */
  appliedMs: number
  /** The idempotency id it was made under (apply or reissue). */
  requestId: string
  /** Decided when applied (a buyer name with 失败, or mockInvoice=fail): it ends FAILED. */
  willFail: boolean
  /** 'YYYY-MM-DD' of the mock clock when it was last sent again, and how often that day. */
  resendDay: string
  resendsThatDay: number
}

export interface InvoicesState {
  invoiceTitles: InvoiceTitle[]
  /** The last title number given (IT1002 is the seed's). */
  invoiceTitleSeq: number
  invoices: StoredInvoice[]
  invoiceSeq: number
}

export function invoiceIdOf(seq: number): string {
  return `IV${String(seq).padStart(8, '0')}`
}

const COMPANY_TITLE: InvoiceTitle = {
  titleId: 'IT1001',
  titleType: 'COMPANY',
  name: '杭州示例科技有限公司',
  taxNo: '91350100M000100Y43',
  address: '杭州市西湖区文三路100号',
  phone: '0571-88880000',
  bankName: '招商银行杭州分行',
  bankAccount: '571900000010001',
  email: 'finance@example.com',
  isDefault: true,
  createTime: '2026-09-02 09:30:00',
}

const PERSONAL_TITLE: InvoiceTitle = {
  titleId: 'IT1002',
  titleType: 'PERSONAL',
  name: '张建国',
  taxNo: '',
  address: '',
  phone: '',
  bankName: '',
  bankAccount: '',
  email: 'zhang@example.com',
  isDefault: false,
  createTime: '2026-09-15 20:10:00',
}

/** Two days after the oldest paid car charge, the company asked for its invoice, issued 8 s later. */
function seededInvoice(order: StoredOrder): StoredInvoice {
  const title = COMPANY_TITLE
  const appliedMs = parseTime(order.endTime) + 2 * 86400000
  const issuedMs = appliedMs + ISSUE_AFTER_MS
  const items = invoiceItems([order])
  return {
    invoiceId: invoiceIdOf(1),
    seq: 1,
    status: 'ISSUED',
    titleType: title.titleType,
    buyerName: title.name,
    totalAmount: invoiceableAmount(order),
    orderCount: 1,
    applyTime: formatTime(appliedMs),
    issueTime: formatTime(issuedMs),
    seller: { ...SELLER },
    buyer: buyerOf(title),
    email: title.email,
    items,
    totalTax: items.reduce((sum, line) => sum + line.taxAmount, 0),
    orders: [invoiceableOrderOf(order)],
    invoiceNo: invoiceNoOf(invoiceIdOf(1), issuedMs),
    failReason: '',
    resendCount: 0,
    appliedMs,
    requestId: 'seed-invoice-0001',
    willFail: false,
    resendDay: '',
    resendsThatDay: 0,
  }
}

/** `orders`: the seeded ones, newest first. */
export function createInvoicesState(orders: readonly StoredOrder[]): InvoicesState {
  // A car charge: its invoice has both items (electricity and service fee).
  const paidCar = orders.filter(
    (o) => o.deviceType === 'CAR' && o.status === 'COMPLETED' && invoiceableAmount(o) > 0,
  )
  const oldest = paidCar[paidCar.length - 1]
  const invoices = oldest ? [seededInvoice(oldest)] : []
  return {
    invoiceTitles: [{ ...COMPANY_TITLE }, { ...PERSONAL_TITLE }],
    invoiceTitleSeq: 1002,
    invoices,
    invoiceSeq: invoices.length,
  }
}
