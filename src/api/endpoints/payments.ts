export const PAYMENT_API = {
  confirm: '/pay/confirm-pay',
  cancel: '/pay/cancel-pay',
} as const
