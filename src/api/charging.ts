import { queryOptions } from '@tanstack/react-query'
import { post } from './client'
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
  device: (deviceId: string) => post<Device>(API.deviceDetail, { deviceId }, { loading: false }),
  pricePeriods: (deviceId: string) =>
    post<PricePeriodsResult>(API.pricePeriods, { deviceId }, { loading: false }),
  payOptions: (body: PayOptionsRequest) =>
    post<PayOptions>(API.payOptions, body, { loading: false }),
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
  live: (orderId: string) => ['order', orderId, 'live'] as const,
  order: (orderId: string) => ['order', orderId] as const,
  curve: (orderId: string) => ['order', orderId, 'curve'] as const,
  orders: (tab: OrderTab) => ['orders', tab] as const,
}

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
      staleTime: 5_000,
    }),
  /** A CAR pile's price periods (分时电价说明). */
  pricePeriods: (deviceId: string) =>
    queryOptions({
      queryKey: chargingKeys.pricePeriods(deviceId),
      queryFn: () => chargingApi.pricePeriods(deviceId),
    }),
  /** What can pay for `amount` on this pile (cards, coupons): asked fresh each time the page opens. */
  payOptions: (deviceId: string, amount: number) =>
    queryOptions({
      queryKey: chargingKeys.payOptions(deviceId, amount),
      queryFn: () => chargingApi.payOptions({ deviceId, amount }),
      staleTime: 0,
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
