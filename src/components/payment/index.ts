/**
 * The payment rule for every payment through WeChat's cashier (a charge, a top-up, a red packet, a
 * policy): the order is kept before the cashier opens, the server confirms, a paid order is never
 * lost nor offered for payment again (docs/design-notes.md "Money: a paid order is never lost,
 * never paid twice").
 */
export type { PaymentKind, PayOrder } from '@/api/payments'
export { PAY_TEXT } from './cashier'
export {
  CASHIER_PAYMENT_CALLS,
  PaymentConfirming,
  PAYMENT_CONFIRM_TEXT,
  type PaymentCalls,
  type PaymentConfirmingProps,
} from './confirming'
export { keepPayment, useKeptPayment, type KeptPaymentRef } from './kept'
export { useBridgePayment, type BridgePaymentOptions } from './use-bridge-payment'
