import { post } from './client'
import {
  COMPLAINT_API,
  type Complaint,
  type ComplaintListRequest,
  type ComplaintSubmitRequest,
  type ComplaintSubmitResult,
} from './complaint-types'
import { API, type Order, type Page } from './types'

/** Complaints: one typed function per call (docs/API.md, complaint calls). */
export const complaintsApi = {
  /** The overlay shows while it is sent: the button is locked by useOnceAction too. */
  submit: (body: ComplaintSubmitRequest) => post<ComplaintSubmitResult>(COMPLAINT_API.submit, body),
  list: (body: ComplaintListRequest) =>
    post<Page<Complaint>>(COMPLAINT_API.list, body, { loading: false }),
  detail: (complaintId: string) =>
    post<Complaint>(COMPLAINT_API.detail, { complaintId }, { loading: false }),
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
