/** 电子发票 (ours, docs/API.md "Invoice calls"). */
export const INVOICE_API = {
  /** The orders the user may still invoice, newest first, paged. */
  orders: '/invoice/invoiceable-orders',
  titles: '/invoice/title-list',
  saveTitle: '/invoice/title-save',
  removeTitle: '/invoice/title-delete',
  /** What the invoice will say, before it is asked for (nothing is stored). */
  preview: '/invoice/invoice-preview',
  apply: '/invoice/invoice-apply',
  list: '/invoice/invoice-list',
  detail: '/invoice/invoice-detail',
  resend: '/invoice/invoice-resend',
  /** A failed invoice asked for again, with the same orders (and the title and e-mail given). */
  reissue: '/invoice/invoice-reissue',
} as const
