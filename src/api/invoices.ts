/** 电子发票 calls (designed; docs/API.md "Invoice calls"). */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { chargingKeys } from './charging'
import { post } from './client'
import { INVOICE_API } from './endpoints/invoices'
import type { PagedSource } from './envelope'
import type {
  Invoice,
  InvoiceApplyRequest,
  InvoiceBuyer,
  InvoiceListRequest,
  InvoicePreview,
  InvoicePreviewRequest,
  InvoiceResendRequest,
  InvoiceSummary,
  InvoiceTitle,
  InvoiceTitleListResult,
  InvoiceTitleSaveRequest,
  InvoiceableOrder,
  InvoiceableOrdersRequest,
  InvoiceableOrdersResult,
} from './invoice-types'

export type * from './invoice-types'

/** A failed invoice asked for again: its id, the buyer (a saved title or typed), the e-mail. */
export interface InvoiceReissueRequest {
  invoiceId: string
  titleId?: string
  buyer?: InvoiceBuyer
  email?: string
  requestId: string
}

/** One typed function per call. Lists and details are quiet: their pages show their own states. */
export const invoicesApi = {
  orders: (page: InvoiceableOrdersRequest) =>
    post<InvoiceableOrdersResult>(INVOICE_API.orders, page, { loading: false }),
  titles: () => post<InvoiceTitleListResult>(INVOICE_API.titles, {}, { loading: false }),
  /** Adds a title, or changes one (`titleId`). */
  saveTitle: (body: InvoiceTitleSaveRequest) => post<InvoiceTitle>(INVOICE_API.saveTitle, body),
  removeTitle: (titleId: string) => post<null>(INVOICE_API.removeTitle, { titleId }),
  /** What the invoice will say (the server's seller, items and tax); nothing is stored. */
  preview: (body: InvoicePreviewRequest) => post<InvoicePreview>(INVOICE_API.preview, body),
  /** `requestId`: the intent's id (useRequestId), the same on a retry after a lost answer. */
  apply: (body: InvoiceApplyRequest) => post<Invoice>(INVOICE_API.apply, body),
  list: (page: InvoiceListRequest) =>
    post<{ list: InvoiceSummary[]; total: number }>(INVOICE_API.list, page, { loading: false }),
  detail: (invoiceId: string) =>
    post<Invoice>(INVOICE_API.detail, { invoiceId }, { loading: false }),
  resend: (body: InvoiceResendRequest) => post<null>(INVOICE_API.resend, body),
  reissue: (body: InvoiceReissueRequest) => post<Invoice>(INVOICE_API.reissue, body),
}

/** A PagedSource whose pages also say the operator's window (`windowDays`). */
export interface InvoiceableSource extends PagedSource<InvoiceableOrder> {
  fetchPage: (page: InvoiceableOrdersRequest) => Promise<InvoiceableOrdersResult>
}

export const invoiceKeys = {
  all: ['invoices'] as const,
  orders: ['invoices', 'orders'] as const,
  titles: ['invoices', 'titles'] as const,
  list: ['invoices', 'list'] as const,
  detail: (invoiceId: string) => ['invoices', 'detail', invoiceId] as const,
}

export const invoiceQueries = {
  /** The orders that can be invoiced now, newest first (开具发票). */
  orders: (): InvoiceableSource => ({
    queryKey: invoiceKeys.orders,
    fetchPage: invoicesApi.orders,
  }),
  /** The saved titles, the default first (抬头管理, the apply form). */
  titles: () => queryOptions({ queryKey: invoiceKeys.titles, queryFn: invoicesApi.titles }),
  /** The user's invoices, newest first (开票记录). */
  list: (): PagedSource<InvoiceSummary> => ({
    queryKey: invoiceKeys.list,
    fetchPage: invoicesApi.list,
  }),
  /** One invoice: asked fresh each time (it may have been issued since). */
  detail: (invoiceId: string) =>
    queryOptions({
      queryKey: invoiceKeys.detail(invoiceId),
      queryFn: () => invoicesApi.detail(invoiceId),
      enabled: invoiceId !== '',
      staleTime: 0,
    }),
}

/** The saved title that is the default, or null. */
export function defaultTitle(list: readonly InvoiceTitle[] | undefined): InvoiceTitle | null {
  return list?.find((t) => t.isDefault) ?? null
}

/** After a title was added, changed, removed or made the default. */
export function refreshInvoiceTitles(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: invoiceKeys.titles })
}

/**
 * After an invoice was applied for or reissued (or moved from 开票中): the invoiceable orders, the
 * history, the invoice, and the detail of each order it covers (their `invoice` state changed).
 */
export function refreshAfterInvoice(
  client: QueryClient,
  orderIds: readonly string[],
): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: invoiceKeys.orders }),
    client.invalidateQueries({ queryKey: invoiceKeys.list }),
    client.invalidateQueries({ queryKey: [...invoiceKeys.all, 'detail'] }),
    ...orderIds.map((orderId) =>
      client.invalidateQueries({ queryKey: chargingKeys.order(orderId), exact: true }),
    ),
  ])
}
