/**
 * The payment rule for every payment through WeChat's cashier other than a charge (a top-up, a red
 * packet, a policy): the server confirms, a paid order is never lost nor offered for payment again.
 * The charging payment (pages/main/secondScanPage) shares the cashier and the confirmation backoff.
 */
export type { PaymentKind, PayOrder } from '@/api/payments'
export { PAY_TEXT } from './cashier'
export { PaymentConfirming, PAYMENT_CONFIRM_TEXT, type PaymentConfirmingProps } from './confirming'
export {
  forgetPayment,
  keepPayment,
  useKeptCharge,
  useKeptPayment,
  type KeptPaymentRef,
} from './kept'
export { useBridgePayment, type BridgePaymentOptions } from './use-bridge-payment'
