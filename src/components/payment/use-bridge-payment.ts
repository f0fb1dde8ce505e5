import { useSearchParams } from 'react-router-dom'
import { feedback } from '@/api/feedback'
import { paymentsApi, type PaymentKind, type PayOrder } from '@/api/payments'
import type { PayResult } from '@/wechat'
import { openCashier, PAY_TEXT } from './cashier'
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
    let result: PayResult | 'timeout'
    try {
      result = await openCashier(order.payParams)
    } catch (error) {
      // No cashier opened (outside WeChat, no WeixinJSBridge): nothing was paid.
      await cancelUnpaid(order.orderId)
      throw error
    }
    if (result === 'ok' || result === 'timeout') {
      keepPayment(kind, order.orderId)
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          next.set(KEPT_QUERY.orderId, order.orderId)
          next.set(KEPT_QUERY.cashier, result === 'ok' ? 'ok' : 'unknown')
          return next
        },
        { replace: true },
      )
      return
    }
    if (await cancelUnpaid(order.orderId)) {
      feedback().toast(result === 'cancel' ? PAY_TEXT.cancelled : PAY_TEXT.failed)
    }
  }
}

/** True when cancelled; on failure the client has shown why (the server lets it lapse later). */
async function cancelUnpaid(orderId: string): Promise<boolean> {
  try {
    await paymentsApi.cancel(orderId)
    return true
  } catch {
    return false
  }
}
