import { post } from './client'
import {
  API,
  type ConfirmPayResult,
  type CreateOrderRequest,
  type CreateOrderResult,
  type Device,
  type LiveCharging,
  type Order,
  type OrderListRequest,
  type OrderSummary,
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
