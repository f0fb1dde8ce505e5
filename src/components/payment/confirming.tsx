import Button from 'antd-mobile/es/components/button'
import { useEffect, useRef } from 'react'
import { feedback } from '@/api/feedback'
import { paymentsApi, type PaymentKind } from '@/api/payments'
import { StateBlock } from '@/components/state-block'
import { MSG } from '@/lib/messages'
import { CancelKeptOrder } from './cancel-kept'
import { ConfirmingStatus } from './confirming-status'
import { forgetPayment, useKeptInUrl } from './kept'
import { useServerConfirmation } from './use-server-confirmation'

export const PAYMENT_CONFIRM_TEXT = {
  checking: '正在向服务器确认支付结果，请勿重复支付',
  checkingUnknown: '未收到微信支付的结果，正在向服务器查询，请勿重复支付',
  unconfirmed: '暂未确认支付结果',
  unconfirmedHint:
    '如微信已扣款，订单不会丢失：到账后将自动生效，未能生效的将原路退款。请勿重复支付，可稍后重新查询。',
  cancelled: '订单已取消',
  cancelledHint: '该订单未支付成功，如已扣款，款项将原路退回。',
  retry: '重新查询',
  back: '返回',
} as const

export interface PaymentConfirmingProps {
  kind: PaymentKind
  orderId: string
  /** The cashier never answered (`cashier=unknown`). */
  unknown?: boolean
  /** The server has the money: show the result (called once). */
  onPaid: (orderId: string) => void
  /** What was bought, for the texts, e.g. '充值'. */
  what?: string
}

/**
 * A payment the cashier said "ok" for, until the server confirms it: asked silently with backoff;
 * paid -> forgotten and `onPaid`; cancelled -> said so; unconfirmed -> '订单未支付！' and 重新查询.
 * The pay button does not come back for this order.
 */
export function PaymentConfirming({
  kind,
  orderId,
  unknown,
  onPaid,
  what,
}: PaymentConfirmingProps) {
  const confirmation = useServerConfirmation([kind, orderId], () =>
    paymentsApi
      .confirm(orderId)
      .then((a) => ({ paid: a.paid, cancelled: a.status === 'CANCELLED' })),
  )
  const settled = confirmation.state === 'paid' || confirmation.state === 'cancelled'
  const unconfirmed = confirmation.state === 'unconfirmed'
  const paidOnce = useRef(false)
  const latestOnPaid = useRef(onPaid)
  useEffect(() => {
    latestOnPaid.current = onPaid
  })

  const inUrl = useKeptInUrl()
  const clearUrl = () => inUrl(null)

  useEffect(() => {
    if (!settled) return
    forgetPayment(orderId)
    if (confirmation.state === 'paid' && !paidOnce.current) {
      paidOnce.current = true
      latestOnPaid.current(orderId)
      clearUrl()
    }
    // clearUrl is stable enough: setParams from the router
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, confirmation.state, orderId])

  useEffect(() => {
    // SPEC §8: a payment the server has not confirmed says so.
    if (unconfirmed) feedback().toast(MSG.orderUnpaid)
  }, [unconfirmed])

  if (confirmation.state === 'cancelled') {
    return (
      <StateBlock
        kind="error"
        role="alert"
        title={PAYMENT_CONFIRM_TEXT.cancelled}
        description={`订单号 ${orderId}。${PAYMENT_CONFIRM_TEXT.cancelledHint}`}
      >
        <Button color="primary" block onClick={clearUrl}>
          {PAYMENT_CONFIRM_TEXT.back}
        </Button>
      </StateBlock>
    )
  }
  if (confirmation.state === 'unconfirmed') {
    return (
      <StateBlock
        kind="error"
        role="alert"
        title={PAYMENT_CONFIRM_TEXT.unconfirmed}
        description={`订单号 ${orderId}。${PAYMENT_CONFIRM_TEXT.unconfirmedHint}`}
      >
        <Button color="primary" block onClick={confirmation.retry}>
          {PAYMENT_CONFIRM_TEXT.retry}
        </Button>
        {unknown && (
          <CancelKeptOrder
            orderId={orderId}
            cancel={paymentsApi.cancel}
            onCancelled={clearUrl}
            onPaid={confirmation.retry}
          />
        )}
      </StateBlock>
    )
  }
  const base = unknown ? PAYMENT_CONFIRM_TEXT.checkingUnknown : PAYMENT_CONFIRM_TEXT.checking
  return <ConfirmingStatus text={what ? `${what}：${base}` : base} orderId={orderId} />
}
