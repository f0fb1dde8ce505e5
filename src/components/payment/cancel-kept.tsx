import Button from 'antd-mobile/es/components/button'
import { ApiError } from '@/api/client'
import { feedback } from '@/api/feedback'
import { ORDER_PAID_CODE } from '@/api/payments'
import { useOnceAction } from '@/components/once-action'
import { MSG } from '@/lib/messages'
import { forgetPayment } from '@/store'

export const CANCEL_KEPT_TEXT = {
  button: '取消订单',
  confirmTitle: '取消订单',
  confirm: '如微信未扣款，取消后可重新支付；如已扣款，服务器不会取消，订单将继续确认。',
  cancelled: '订单已取消，可重新支付',
  paid: '该订单已支付，正在确认',
} as const

export interface CancelKeptProps {
  orderId: string
  /** The kind's own silent cancel call; the server refuses a paid order (ORDER_PAID_CODE). */
  cancel: (orderId: string) => Promise<unknown>
  /** Cancelled: the page drops the order from its URL and offers its form again. */
  onCancelled: () => void
  /** Refused as paid: the server's own answer, so the paid path (nothing more is asked). */
  onPaid: () => void
}

/**
 * The way on from an order whose cashier never gave an answer we trust (no answer, or a cancel or
 * fail the server could not be asked about) and that the server has not confirmed: the server
 * decides. Cancelled -> the form again; refused as paid -> the paid path. Never a second payment.
 */
export function CancelKeptOrder({ orderId, cancel, onCancelled, onPaid }: CancelKeptProps) {
  const action = useOnceAction(async () => {
    const ok = await feedback().confirm(
      CANCEL_KEPT_TEXT.confirmTitle,
      CANCEL_KEPT_TEXT.confirm,
      CANCEL_KEPT_TEXT.button,
    )
    if (!ok) return
    try {
      await cancel(orderId)
    } catch (error) {
      if (error instanceof ApiError && error.code === ORDER_PAID_CODE) {
        feedback().toast(CANCEL_KEPT_TEXT.paid)
        onPaid()
        return
      }
      // The cancel call is silent: say why here.
      feedback().toast(error instanceof Error && error.message ? error.message : MSG.requestFailed)
      return
    }
    forgetPayment(orderId)
    feedback().toast(CANCEL_KEPT_TEXT.cancelled)
    onCancelled()
  })
  return (
    <Button block fill="outline" loading={action.busy} onClick={() => void action.run()}>
      {CANCEL_KEPT_TEXT.button}
    </Button>
  )
}
