import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { chargingApi } from './charging'
import { post, quietOnceShown, type CallOptions } from './client'
import { COMPLAINT_API } from './endpoints/complaints'
import { API } from './endpoints/spec'
import type { PagedSource } from './envelope'
import {
  type Complaint,
  type ComplaintListRequest,
  type ComplaintSubmitRequest,
  type ComplaintSubmitResult,
} from './complaint-types'
import { type Order, type OrderSummary, type Page } from './types'

/** Complaints: one typed function per call (docs/API.md, complaint calls). */
export const complaintsApi = {
  /** The overlay shows while it is sent: the button is locked by useOnceAction too. */
  submit: (body: ComplaintSubmitRequest) => post<ComplaintSubmitResult>(COMPLAINT_API.submit, body),
  list: (body: ComplaintListRequest) =>
    post<Page<Complaint>>(COMPLAINT_API.list, body, { loading: false }),
  detail: (complaintId: string, options?: CallOptions) =>
    post<Complaint>(COMPLAINT_API.detail, { complaintId }, { loading: false, ...options }),
  /** The order a complaint link names, checked quietly: the page says itself when it is not the user's. */
  order: (orderId: string) =>
    post<Order>(
      API.orderDetail,
      { orderId },
      { loading: false, toast: false, networkDialog: false },
    ),
}

export const complaintKeys = {
  all: ['complaints'] as const,
  list: ['complaints', 'list'] as const,
  detail: (complaintId: string) => ['complaints', 'detail', complaintId] as const,
  order: (orderId: string) => ['complaints', 'order', orderId] as const,
  orders: ['complaints', 'orders'] as const,
}

export const complaintQueries = {
  /** The user's complaints (我的投诉). */
  list: (): PagedSource<Complaint> => ({
    queryKey: complaintKeys.list,
    fetchPage: complaintsApi.list,
  }),
  /**
   * Asked again each time it opens (and polled until answered): its status and reply move on the
   * server. Once shown, a refresh that fails is said by the page's quiet line (StaleNote).
   */
  detail: (complaintId: string) =>
    queryOptions({
      queryKey: complaintKeys.detail(complaintId),
      queryFn: ({ client, queryKey }) =>
        complaintsApi.detail(complaintId, quietOnceShown(client.getQueryData(queryKey))),
      staleTime: 0,
    }),
  /** The orders a complaint can be about (the order sheet). */
  orderChoices: (): PagedSource<OrderSummary> => ({
    queryKey: complaintKeys.orders,
    fetchPage: (page) => chargingApi.orders({ ...page, tab: 'ALL' }),
  }),
  /** Whether an order a link names is one of the user's (asked once, quietly). */
  order: (orderId: string) =>
    queryOptions({
      queryKey: complaintKeys.order(orderId),
      queryFn: () => complaintsApi.order(orderId),
      retry: false,
      staleTime: 60_000,
    }),
}

/** After a complaint was filed, or its reply's message opened: the list and its details. */
export function refreshComplaints(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: complaintKeys.all })
}
