import { useSearchParams } from 'react-router-dom'
import { paymentsApi, type PaymentKind, type PayOrder } from '@/api/payments'
import { payAtCashier } from './cashier'
import { keepPayment, KEPT_QUERY } from './kept'

export interface BridgePaymentOptions {
  kind: PaymentKind
  /** The kind's own create call: the server makes the unpaid order and decides the amount. */
  create: () => Promise<PayOrder>
  /** The server answered with nothing to pay (`payParams: null`): the order is paid already. */
  onPaidAtOnce?: (orderId: string) => void
}

/**
 * Create the order and pay through the bridge (the payment page's rule, for a top-up, a red packet,
 * a policy). WeChat's "ok" is not proof of payment but the money has left: from then on the order id
 * is kept (the store and the page's URL) and the page shows PaymentConfirming, never the pay button.
 * The caller guards it (useOnceAction), which shows what it throws.
 */
export function useBridgePayment({ kind, create, onPaidAtOnce }: BridgePaymentOptions) {
  const [, setParams] = useSearchParams()

  return async (): Promise<void> => {
    const order = await create()
    if (!order.payParams) {
      onPaidAtOnce?.(order.orderId)
      return
    }
    await payAtCashier({
      orderId: order.orderId,
      payParams: order.payParams,
      cancel: paymentsApi.cancel,
      keep: (orderId, answer) => {
        keepPayment(kind, orderId)
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev)
            next.set(KEPT_QUERY.orderId, orderId)
            next.set(KEPT_QUERY.cashier, answer)
            return next
          },
          { replace: true },
        )
      },
    })
  }
}
