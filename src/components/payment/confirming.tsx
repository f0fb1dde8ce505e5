import Button from 'antd-mobile/es/components/button'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { feedback } from '@/api/feedback'
import { paymentsApi } from '@/api/payments'
import { StateBlock } from '@/components/state-block'
import { MSG } from '@/lib/messages'
import { CancelKeptOrder } from './cancel-kept'
import { ConfirmingStatus } from './confirming-status'
import { forgetPayment } from '@/store'
import { KEPT_QUERY, useKeptInUrl, type KeptKind, type KeptPaymentRef } from './kept'
import { useServerConfirmation, type ServerAnswer } from './use-server-confirmation'

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

/** The kind's own two calls: a silent "is it paid?" and the cancel the server refuses once paid. */
export interface PaymentCalls {
  confirm: (orderId: string) => Promise<ServerAnswer>
  cancel: (orderId: string) => Promise<unknown>
}

/** Top-ups, red packets and policies share /pay/confirm-pay and /pay/cancel-pay. */
export const CASHIER_PAYMENT_CALLS: PaymentCalls = {
  confirm: (orderId) =>
    paymentsApi
      .confirm(orderId)
      .then((a) => ({ paid: a.paid, cancelled: a.status === 'CANCELLED' })),
  cancel: paymentsApi.cancel,
}

export interface PaymentConfirmingProps {
  kind: KeptKind
  orderId: string
  /**
   * What is known of the payment: 'ok', the cashier said so; 'unknown', no trusted answer (none, or
   * a cancel or fail not settled: 取消订单 is offered once unconfirmed); 'paid', the server said so
   * itself (it refused to cancel the order): the paid path, unasked.
   */
  cashier: KeptPaymentRef['cashier']
  /** The server has the money: show the result (called once). */
  onPaid: (orderId: string) => void
  /** `onPaid` leaves for another page (the live charge): the order stays in this page's URL. */
  leavesOnPaid?: boolean
  /** The server cancelled it (called once). */
  onCancelled?: (orderId: string) => void
  /** What was bought, for the texts, e.g. '充值'. */
  what?: string
  /**
   * The order in a few words, said beside its number when it cannot be confirmed or was cancelled
   * (a charge's socket, plan and amount): a pile scanned again for another socket shows which order
   * holds it.
   */
  order?: string
  calls?: PaymentCalls
  /** The page query that holds the order (the charge keeps SPEC's `orderId`). */
  query?: { orderId: string }
  /** What happens when it cannot be confirmed, and when it was cancelled, in this kind's words. */
  hints?: { unconfirmed: string; cancelled: string }
  /** The way on from a cancelled order (default: 返回, back to the form). */
  cancelledAction?: ReactNode
  /** More ways on while unconfirmed (e.g. the order centre). */
  unconfirmedActions?: ReactNode
}

/**
 * Every payment once the money may have left (src/components/payment): asked silently with backoff;
 * paid -> forgotten and `onPaid`; cancelled -> said so; unconfirmed -> '订单未支付！' and 重新查询, and
 * 取消订单 where the cashier's answer was not a trusted "ok". The pay button does not come back for
 * this order until the server has cancelled it.
 */
export function PaymentConfirming(props: PaymentConfirmingProps) {
  // One instance per order: what it learnt of one (settled, a cancel refused as paid) must not
  // carry over to the next kept order shown in the same place.
  return <ConfirmingOrder key={props.orderId} {...props} />
}

function ConfirmingOrder({
  kind,
  orderId,
  cashier,
  onPaid,
  leavesOnPaid = false,
  onCancelled,
  what,
  order,
  calls = CASHIER_PAYMENT_CALLS,
  query = KEPT_QUERY,
  hints,
  cancelledAction,
  unconfirmedActions,
}: PaymentConfirmingProps) {
  // A cancel refused as paid (here, or before the page came back to this order) is the server's
  // own answer: the paid path follows it, even when the confirmation call cannot be reached.
  const [serverSaidPaid, setServerSaidPaid] = useState(false)
  const confirmation = useServerConfirmation(
    [kind, orderId],
    () => calls.confirm(orderId),
    serverSaidPaid || cashier === 'paid',
  )
  const unknown = cashier === 'unknown'
  const { state } = confirmation
  const settledOnce = useRef(false)
  const latest = useRef({ onPaid, onCancelled })
  useEffect(() => {
    latest.current = { onPaid, onCancelled }
  })

  const number = order ? `订单号 ${orderId}（${order}）` : `订单号 ${orderId}`
  const inUrl = useKeptInUrl(query)
  const clearUrl = () => inUrl(null)

  useEffect(() => {
    if ((state !== 'paid' && state !== 'cancelled') || settledOnce.current) return
    settledOnce.current = true
    forgetPayment(orderId)
    if (state === 'paid') {
      latest.current.onPaid(orderId)
      if (!leavesOnPaid) clearUrl()
    } else {
      latest.current.onCancelled?.(orderId)
    }
    // clearUrl is stable enough: setParams from the router
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, orderId, leavesOnPaid])

  useEffect(() => {
    // SPEC §8: a payment the server has not confirmed says so.
    if (state === 'unconfirmed') feedback().toast(MSG.orderUnpaid)
  }, [state])

  if (confirmation.state === 'cancelled') {
    return (
      <StateBlock
        kind="error"
        role="alert"
        title={PAYMENT_CONFIRM_TEXT.cancelled}
        description={`${number}。${hints?.cancelled ?? PAYMENT_CONFIRM_TEXT.cancelledHint}`}
      >
        {cancelledAction ?? (
          <Button color="primary" block onClick={clearUrl}>
            {PAYMENT_CONFIRM_TEXT.back}
          </Button>
        )}
      </StateBlock>
    )
  }
  if (confirmation.state === 'unconfirmed') {
    return (
      <StateBlock
        kind="error"
        role="alert"
        title={PAYMENT_CONFIRM_TEXT.unconfirmed}
        description={`${number}。${hints?.unconfirmed ?? PAYMENT_CONFIRM_TEXT.unconfirmedHint}`}
      >
        <Button color="primary" block onClick={confirmation.retry}>
          {PAYMENT_CONFIRM_TEXT.retry}
        </Button>
        {unknown && (
          <CancelKeptOrder
            orderId={orderId}
            cancel={calls.cancel}
            onCancelled={clearUrl}
            onPaid={() => setServerSaidPaid(true)}
          />
        )}
        {unconfirmedActions}
      </StateBlock>
    )
  }
  const base = unknown ? PAYMENT_CONFIRM_TEXT.checkingUnknown : PAYMENT_CONFIRM_TEXT.checking
  return <ConfirmingStatus text={what ? `${what}：${base}` : base} orderId={orderId} />
}
