import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { QUIET, post, type CallOptions } from './client'
import { API } from './endpoints/spec'
import type { PagedSource } from './envelope'
import {
  type ConfirmPayResult,
  type CreateOrderRequest,
  type CreateOrderResult,
  type Device,
  type LiveCharging,
  type Order,
  type OrderListRequest,
  type OrderSummary,
  type OrderTab,
  type Page,
  type PayOptions,
  type PayOptionsRequest,
  type PricePeriodsResult,
} from './types'

/** One typed function per charging call (DESIGN §7; paths in docs/API.md). */
export const chargingApi = {
  device: (deviceId: string, options?: CallOptions) =>
    post<Device>(API.deviceDetail, { deviceId }, { loading: false, ...options }),
  pricePeriods: (deviceId: string) =>
    post<PricePeriodsResult>(API.pricePeriods, { deviceId }, { loading: false }),
  payOptions: (body: PayOptionsRequest, options?: CallOptions) =>
    post<PayOptions>(API.payOptions, body, { loading: false, ...options }),
  createOrder: (body: CreateOrderRequest) => post<CreateOrderResult>(API.createOrder, body),
  /** Asked again and again after WeChat's "ok" until the server has the money: silent. */
  confirmPay: (orderId: string) =>
    post<ConfirmPayResult>(
      API.confirmPay,
      { orderId },
      { loading: false, toast: false, networkDialog: false },
    ),
  /** After WeChat's cancel or fail (src/components/payment/cashier.ts): silent, the page says what it means. */
  cancelOrder: (orderId: string) =>
    post<null>(
      API.cancelOrder,
      { orderId },
      { loading: false, toast: false, networkDialog: false },
    ),
  /** Polled every few seconds: silent; a failed poll neither toasts nor opens the network dialog. */
  live: (orderId: string) =>
    post<LiveCharging>(
      API.liveCharging,
      { orderId },
      { loading: false, toast: false, networkDialog: false },
    ),
  stop: (orderId: string) => post<{ status: string }>(API.stopCharging, { orderId }),
  order: (orderId: string) => post<Order>(API.orderDetail, { orderId }, { loading: false }),
  orders: (body: OrderListRequest) =>
    post<Page<OrderSummary>>(API.orderList, body, { loading: false }),
}

/** Query keys of the charging domain: a pile, its prices, a charge, the orders. */
export const chargingKeys = {
  device: (deviceId: string) => ['device', deviceId] as const,
  pricePeriods: (deviceId: string) => ['device', deviceId, 'periods'] as const,
  payOptions: (deviceId: string, amount: number) => ['pay-options', deviceId, amount] as const,
  /** Every amount's payment options on a pile. */
  payOptionsOf: (deviceId: string) => ['pay-options', deviceId] as const,
  live: (orderId: string) => ['order', orderId, 'live'] as const,
  order: (orderId: string) => ['order', orderId] as const,
  curve: (orderId: string) => ['order', orderId, 'curve'] as const,
  /** Every tab of the order centre. */
  allOrders: ['orders'] as const,
  orders: (tab: OrderTab) => ['orders', tab] as const,
}

/** How long a pile's state (and what pays on it) is taken as it was read: a few seconds. */
const FRESH_MS = 5_000

export const chargingQueries = {
  /**
   * A pile's state (sockets/guns, plans): charge selection reads it, and boot starts it for a pile
   * link while the page's chunk is still loading. Fresh for a few seconds, so that start is not
   * repeated. `early`: index.html's answer for this pile, when it is a success (a pile link's
   * landing, src/app/landing-data.ts), taken instead of asking again.
   */
  device: (deviceId: string, early?: Promise<Device | undefined>) =>
    queryOptions({
      queryKey: chargingKeys.device(deviceId),
      queryFn: async () => (await early) ?? chargingApi.device(deviceId),
      staleTime: FRESH_MS,
    }),
  /** A CAR pile's price periods (分时电价说明). */
  pricePeriods: (deviceId: string) =>
    queryOptions({
      queryKey: chargingKeys.pricePeriods(deviceId),
      queryFn: () => chargingApi.pricePeriods(deviceId),
    }),
  /**
   * What can pay for `amount` on this pile (cards, coupons): asked each time the payment page
   * opens, unless charge selection asked for it (prefetchPayment) within a pile's few seconds.
   */
  payOptions: (deviceId: string, amount: number) =>
    queryOptions({
      queryKey: chargingKeys.payOptions(deviceId, amount),
      queryFn: () => chargingApi.payOptions({ deviceId, amount }),
      staleTime: FRESH_MS,
    }),
  /** An order's detail: asked fresh each time (a refund may have landed since). */
  order: (orderId: string) =>
    queryOptions({
      queryKey: chargingKeys.order(orderId),
      queryFn: () => chargingApi.order(orderId),
      enabled: orderId !== '',
      staleTime: 0,
    }),
  /** The order centre's list of one tab. */
  orders: (tab: OrderTab): PagedSource<OrderSummary> => ({
    queryKey: chargingKeys.orders(tab),
    fetchPage: (page) => chargingApi.orders({ ...page, tab }),
  }),
}

/**
 * The payment page's data, asked while charge selection shows a choice that can be paid for, so
 * that 去支付 opens a page with its data in: the pile read again as the choice becomes payable (or
 * its amount changes), and what can pay for `amount`. The payment page takes them while they are a
 * few seconds old and asks again after (never a socket, coupon or balance from memory). Silent, and
 * not retried (no charging query is): after a failure charge selection keeps what it shows, and
 * the payment page asks again and shows its own error.
 */
export function prefetchPayment(queryClient: QueryClient, deviceId: string, amount: number): void {
  void queryClient.prefetchQuery({
    ...chargingQueries.device(deviceId),
    queryFn: () => chargingApi.device(deviceId, QUIET),
    staleTime: 0,
  })
  void queryClient.prefetchQuery({
    ...chargingQueries.payOptions(deviceId, amount),
    queryFn: () => chargingApi.payOptions({ deviceId, amount }, QUIET),
  })
}
