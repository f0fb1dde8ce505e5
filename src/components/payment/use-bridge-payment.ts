import { paymentsApi, type PaymentKind, type PayOrder } from '@/api/payments'
import { payAtCashier } from './cashier'
import { keptIn, useKeptInUrl } from './kept'

export interface BridgePaymentOptions {
  kind: PaymentKind
  /** What is bought (the card topped up, the insurance product, …): a kept order belongs to it. */
  product: string
  /** The kind's own create call: the server makes the unpaid order and decides the amount. */
  create: () => Promise<PayOrder>
  /** The server answered with nothing to pay (`payParams: null`): the order is paid already. */
  onPaidAtOnce?: (orderId: string) => void
}

/**
 * Create the order and pay through the bridge (the payment page's rule, for a top-up, a red packet,
 * a policy). From the moment the cashier opens the order id is kept (the store and the page's URL);
 * once the money may have left, the page shows PaymentConfirming, never the pay button. The caller
 * guards it (useOnceAction), which shows what it throws.
 */
export function useBridgePayment({ kind, product, create, onPaidAtOnce }: BridgePaymentOptions) {
  const inUrl = useKeptInUrl()

  return async (): Promise<void> => {
    const order = await create()
    if (!order.payParams) {
      onPaidAtOnce?.(order.orderId)
      return
    }
    await payAtCashier({
      orderId: order.orderId,
      payParams: order.payParams,
      confirm: paymentsApi.confirm,
      cancel: paymentsApi.cancel,
      ...keptIn(kind, product, inUrl),
    })
  }
}
