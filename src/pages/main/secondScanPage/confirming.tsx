import Button from 'antd-mobile/es/components/button'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { feedback } from '@/api/feedback'
import { chargingApi } from '@/api/charging'
import { CancelKeptOrder } from '@/components/payment/cancel-kept'
import { ConfirmingStatus } from '@/components/payment/confirming-status'
import { useKeptInUrl } from '@/components/payment/kept'
import { StateBlock } from '@/components/state-block'
import { href } from '@/config/paths'
import { MSG } from '@/lib/messages'
import { usePaymentConfirmation } from './use-confirmation'
import { CHARGE_QUERY } from './use-pay'

export const CONFIRM_TEXT = {
  checking: '正在向服务器确认支付结果，请勿重复支付',
  checkingUnknown: '未收到微信支付的结果，正在向服务器查询，请勿重复支付',
  unconfirmed: '暂未确认支付结果',
  unconfirmedHint:
    '如微信已扣款，订单不会丢失：到账后将自动开始充电，未能开始的将原路退款。请勿重复支付，可稍后重新查询或在订单中心查看。',
  cancelled: '订单已取消',
  cancelledHint: '该订单未能开始充电，如已扣款，款项将原路退回。',
  retry: '重新查询',
} as const

/**
 * The payment page once the cashier has answered "ok" (or never answered): the order is the
 * server's to confirm, and the pay button does not come back for it.
 */
export function Confirming({ orderId }: { orderId: string }) {
  const [params] = useSearchParams()
  const unknown = params.get(CHARGE_QUERY.cashier) !== 'ok'
  const confirmation = usePaymentConfirmation(orderId)
  const inUrl = useKeptInUrl(CHARGE_QUERY)
  const detail = href('carChargingDetail', { orderId })
  const unconfirmed = confirmation.state === 'unconfirmed'
  useEffect(() => {
    // SPEC §8: a payment the server has not confirmed says so.
    if (unconfirmed) feedback().toast(MSG.orderUnpaid)
  }, [unconfirmed])

  if (confirmation.state === 'cancelled') {
    return (
      <StateBlock
        kind="error"
        role="alert"
        title={CONFIRM_TEXT.cancelled}
        description={CONFIRM_TEXT.cancelledHint}
      >
        <Link className="app-button" to={detail} replace>
          查看订单
        </Link>
      </StateBlock>
    )
  }
  if (confirmation.state === 'unconfirmed') {
    return (
      <StateBlock
        kind="error"
        role="alert"
        title={CONFIRM_TEXT.unconfirmed}
        description={`订单号 ${orderId}。${CONFIRM_TEXT.unconfirmedHint}`}
      >
        <Button color="primary" block onClick={confirmation.retry}>
          {CONFIRM_TEXT.retry}
        </Button>
        {unknown && (
          <CancelKeptOrder
            orderId={orderId}
            cancel={chargingApi.cancelOrder}
            onCancelled={() => inUrl(null)}
            onPaid={confirmation.retry}
          />
        )}
        <Link className="pay__link" to={href('orderList')}>
          订单中心
        </Link>
      </StateBlock>
    )
  }
  return (
    <ConfirmingStatus
      text={unknown ? CONFIRM_TEXT.checkingUnknown : CONFIRM_TEXT.checking}
      orderId={orderId}
    />
  )
}
