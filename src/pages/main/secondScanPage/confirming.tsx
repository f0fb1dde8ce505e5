import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { Link } from '@/components/link'
import { chargingApi, chargingQueries } from '@/api/charging'
import { refreshAfterCharge } from '@/api/charge-refresh'
import {
  PaymentConfirming,
  PAYMENT_CONFIRM_TEXT,
  type KeptPaymentRef,
  type PaymentCalls,
} from '@/components/payment'
import type { Order } from '@/api/types'
import { href } from '@/config/paths'
import { formatYuan } from '@/lib/money'
import { portName } from '@/lib/order-labels'
import { planText } from '@/lib/pile-labels'
import { CHARGE_QUERY } from './use-pay'

/** The charge's words for the shared confirming states (src/components/payment). */
export const CONFIRM_TEXT = {
  ...PAYMENT_CONFIRM_TEXT,
  unconfirmedHint:
    '如微信已扣款，订单不会丢失：到账后将自动开始充电，未能开始的将原路退款。请勿重复支付，可稍后重新查询或在订单中心查看。',
  cancelledHint: '该订单未能开始充电，如已扣款，款项将原路退回。',
} as const

const CHARGING_CALLS: PaymentCalls = {
  confirm: (orderId) =>
    chargingApi
      .confirmPay(orderId)
      .then((a) => ({ paid: a.paid, cancelled: a.status === 'CANCELLED' })),
  cancel: chargingApi.cancelOrder,
}

/** A charge order in a few words: '10号插座 · 2小时 · 预付 ¥2.00'. */
function orderWords(o: Order): string {
  return [
    portName(o.portNo, o.deviceType),
    o.plan ? planText(o.plan) : null,
    `预付 ${formatYuan(o.prepaid)}`,
  ]
    .filter(Boolean)
    .join(' · ')
}

/**
 * The payment page once the money may have left (the cashier said "ok", gave no answer, or one the
 * server could not settle): the order is the server's to confirm, and the pay button does not come
 * back for it. Paid: the live charging page replaces this one.
 */
export function Confirming({
  orderId,
  cashier,
  onLeaving,
}: KeptPaymentRef & { onLeaving: () => void }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const refresh = () => void refreshAfterCharge(queryClient)
  // Which socket and plan the order is for: the page may have been opened for another socket of
  // the same pile (the order holds the pile until the server answers for it). Asked as the page
  // opens, not once it cannot confirm: the alert is then whole the first time it is read, rather
  // than read again when the words arrive. One call, not polled.
  const detail = useQuery(chargingQueries.order(orderId))
  return (
    <PaymentConfirming
      kind="charging"
      orderId={orderId}
      order={detail.data && orderWords(detail.data)}
      cashier={cashier}
      calls={CHARGING_CALLS}
      query={CHARGE_QUERY}
      hints={{ unconfirmed: CONFIRM_TEXT.unconfirmedHint, cancelled: CONFIRM_TEXT.cancelledHint }}
      leavesOnPaid
      onPaid={(id) => {
        onLeaving()
        refresh()
        navigate(href('chargingDetail', { orderId: id }), { replace: true })
      }}
      onCancelled={refresh}
      cancelledAction={
        <Link className="app-button" to={href('carChargingDetail', { orderId })} replace>
          查看订单
        </Link>
      }
      unconfirmedActions={
        <Link className="pay__link" to={href('orderList')}>
          订单中心
        </Link>
      }
    />
  )
}
