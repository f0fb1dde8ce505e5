/**
 * Payments through WeChat's cashier other than a charge (a card top-up, a red packet, an insurance
 * policy): each is created by its own call, then confirmed or cancelled by the two calls here
 * (designed; docs/API.md "Payments"). The charging order keeps its own calls.
 */
import { post } from './client'
import { PAYMENT_API } from './endpoints/payments'
import type { PayParams } from './pay-params'

export type PaymentKind = 'topup' | 'redPacket' | 'insurance'
export type PaymentStatus = 'UNPAID' | 'PAID' | 'CANCELLED'

/** What a create call answers: the server decides the amount. `payParams: null` = already paid. */
export interface PayOrder {
  orderId: string
  /** fen */
  amount: number
  payParams: PayParams | null
}

export interface PaymentAnswer {
  paid: boolean
  status: PaymentStatus
}

/**
 * The server refuses to cancel an order it has the money for (`订单已支付，无法取消`): both cancel
 * calls answer it, and the app takes it as paid (docs/API.md).
 */
export const ORDER_PAID_CODE = '300014'

export const paymentsApi = {
  /** Asked again and again after WeChat's "ok" until the server has the money: silent. */
  confirm: (orderId: string) =>
    post<PaymentAnswer>(
      PAYMENT_API.confirm,
      { orderId },
      { loading: false, toast: false, networkDialog: false },
    ),
  /** After WeChat's cancel or fail (src/components/payment/cashier.ts): silent, the page says what it means. */
  cancel: (orderId: string) =>
    post<null>(
      PAYMENT_API.cancel,
      { orderId },
      { loading: false, toast: false, networkDialog: false },
    ),
}
