/**
 * 电子发票 (ours, docs/API.md "Invoice calls"). Amounts are cents, like every amount of the API.
 * An order is invoiced once: while an invoice covering it is ISSUING or ISSUED it is not invoiceable;
 * a FAILED invoice gives its orders back (or is reissued with them).
 */

export type InvoiceTitleType = 'PERSONAL' | 'COMPANY'

/** 抬头: a buyer the user saved. */
export interface InvoiceTitle {
  titleId: string
  titleType: InvoiceTitleType
  /** 个人姓名 or 单位名称, at most 100 characters. */
  name: string
  /** COMPANY: 统一社会信用代码 (18 characters, GB 32100-2015 check digit); '' for PERSONAL. */
  taxNo: string
  /** Optional company details, '' when not given. */
  address: string
  phone: string
  bankName: string
  bankAccount: string
  /** Where the PDF is sent. */
  email: string
  /** One title is the default while the user has any. */
  isDefault: boolean
  createTime: string
}

export interface InvoiceTitleListResult {
  /** The default first, then in the order they were added (at most 20, no paging). */
  list: InvoiceTitle[]
  total: number
}

/** Without `titleId` a new title; with it, that title changed. */
export interface InvoiceTitleSaveRequest {
  titleId?: string
  titleType: InvoiceTitleType
  name: string
  taxNo?: string
  address?: string
  phone?: string
  bankName?: string
  bankAccount?: string
  email: string
  isDefault?: boolean
}

/** An order the user may invoice (finished, paid above zero, not invoiced, within the window). */
export interface InvoiceableOrder {
  orderId: string
  orderNo: string
  deviceType: 'BIKE' | 'CAR'
  stationName: string
  /** 'YYYY-MM-DD HH:mm:ss', the charge's end. */
  endTime: string
  energyWh: number
  /** Cents that can be invoiced: paid less refunded. */
  amount: number
}

export interface InvoiceableOrdersRequest {
  pageNo: number
  pageSize: number
}

export interface InvoiceableOrdersResult {
  list: InvoiceableOrder[]
  total: number
  /** The operator's window: orders that ended within this many days can be invoiced. */
  windowDays: number
}

/** The buyer as given on a request: a saved title's id, or the fields typed. */
export interface InvoiceBuyer {
  titleType: InvoiceTitleType
  name: string
  taxNo: string
  address: string
  phone: string
  bankName: string
  bankAccount: string
}

export interface InvoicePreviewRequest {
  orderIds: string[]
  /** A saved title, or `buyer` typed for this invoice. */
  titleId?: string
  buyer?: InvoiceBuyer
  email: string
}

export interface InvoiceItem {
  /** 如 *电力*电费 / *现代服务*充电服务费. */
  name: string
  /** Cents, tax included. */
  amount: number
  /** '13%', '6%' as the server gives it. */
  taxRate: string
  /** Cents of tax within `amount`. */
  taxAmount: number
}

export interface InvoicePreview {
  /** The operator (销售方). */
  seller: { name: string; taxNo: string }
  buyer: InvoiceBuyer
  email: string
  items: InvoiceItem[]
  /** Cents, tax included: the orders' amounts added up. */
  totalAmount: number
  totalTax: number
  orderCount: number
}

export interface InvoiceApplyRequest extends InvoicePreviewRequest {
  /** The intent's idempotency id: a retry after a lost answer reuses it and gets the same invoice. */
  requestId: string
}

export type InvoiceStatus = 'ISSUING' | 'ISSUED' | 'FAILED'

export interface InvoiceSummary {
  invoiceId: string
  status: InvoiceStatus
  titleType: InvoiceTitleType
  buyerName: string
  totalAmount: number
  orderCount: number
  applyTime: string
  /** ISSUED: when it was issued; '' otherwise. */
  issueTime: string
}

export interface Invoice extends InvoiceSummary {
  seller: { name: string; taxNo: string }
  buyer: InvoiceBuyer
  email: string
  items: InvoiceItem[]
  totalTax: number
  /** The orders it covers. */
  orders: InvoiceableOrder[]
  /** ISSUED: 发票号码; '' otherwise. */
  invoiceNo: string
  /** ISSUED: the PDF's URL (https, or a same-origin path in demo mode); '' otherwise. */
  pdfUrl: string
  /** FAILED: why, to show as is; '' otherwise. */
  failReason: string
  /** Times the PDF was sent again (at most 5 a day). */
  resendCount: number
  /**
   * FAILED: whether 重新开具 can succeed (false once one of its orders is on another request);
   * absent from a server that does not say, which offers it.
   */
  reissuable?: boolean
}

export interface InvoiceListRequest {
  pageNo: number
  pageSize: number
}

export interface InvoiceResendRequest {
  invoiceId: string
  /** Another address; the invoice's own when absent. */
  email?: string
}

/** What an order says about its invoice (ours: `Order.invoice`). */
export interface OrderInvoiceState {
  status: 'NONE' | 'ISSUING' | 'ISSUED' | 'NOT_INVOICEABLE'
  /** ISSUING / ISSUED: the invoice that covers it; '' otherwise. */
  invoiceId: string
}
