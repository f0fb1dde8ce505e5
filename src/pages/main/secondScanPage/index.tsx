import { useQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { Link } from '@/components/link'
import { chargingQueries } from '@/api/charging'
import { feedback } from '@/api/feedback'
import { useOnceAction, useRequestId } from '@/components/once-action'
import { PageSkeleton } from '@/components/page-skeleton'
import { RequirePhone } from '@/components/require-phone'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'
import { useKeptPayment, type KeptPaymentRef } from '@/components/payment/kept'
import { href } from '@/config/paths'
import { formatYuan } from '@/lib/money'
import { formatPlate } from '@/lib/plate'
import { planText } from '@/lib/pile-labels'
import { Confirming } from './confirming'
import { CouponPicker, bestCoupon } from './coupon-picker'
import { offerProblem, readPayRequest, type PayRequest } from './pay-request'
import { PayMethods, covers } from './pay-methods'
import { usePayChoices } from './use-choices'
import { CHARGE_QUERY, usePay } from './use-pay'
import './pay.css'

export const AGREEMENT_TEXT = '请先阅读并同意《充电服务协议》'
export const CARD_DESELECTED_TEXT = '充电卡余额不足，已改为微信支付'

function Refused({
  title,
  description,
  deviceId,
}: {
  title: string
  description: string
  deviceId?: string
}) {
  return (
    <StateBlock kind="error" role="alert" title={title} description={description}>
      {deviceId && (
        <Link className="app-button" to={href('scan', { deviceId })} replace>
          重新选择
        </Link>
      )}
    </StateBlock>
  )
}

function PaymentForm({ request }: { request: PayRequest }) {
  const { deviceId, portNo, planId, amount, plateNo } = request
  const navigate = useNavigate()
  const device = useQuery(chargingQueries.device(deviceId))
  const options = useQuery(chargingQueries.payOptions(deviceId, amount))
  const choices = usePayChoices(JSON.stringify([deviceId, portNo, planId, amount, plateNo]))
  const pay = usePay()
  // A create whose answer was lost is retried with the same id: one order (and one card charge).
  const createId = useRequestId(
    JSON.stringify([deviceId, portNo, planId, amount, plateNo, choices.cardId, choices.coupon]),
  )

  const data = options.data
  // The best coupon unless the user chose one or none; a coupon no longer offered (used since, or
  // a link's id) is the best too: only 不使用优惠券 pays without one.
  const chosen =
    !data || choices.coupon === 'none'
      ? null
      : (data.coupons.find((c) => c.couponId === choices.coupon) ?? bestCoupon(data.coupons))
  // The server's figures: what this coupon leaves to pay, or the amount without one.
  const due = chosen ? chosen.amountDue : (data?.amountDue ?? amount)
  const card = data?.cards.find((c) => c.cardId === choices.cardId) ?? null
  const cardShort = card !== null && !covers(card, due)

  useEffect(() => {
    // A card that no longer covers the total (a coupon was removed) is deselected, not left chosen.
    if (!cardShort) return
    choices.setCard(null)
    feedback().toast(CARD_DESELECTED_TEXT)
  }, [cardShort]) // eslint-disable-line react-hooks/exhaustive-deps -- runs when the card stops covering

  const submit = useOnceAction(async () => {
    if (!choices.agreed) return feedback().toast(AGREEMENT_TEXT)
    if (card) {
      const ok = await feedback().confirm(
        '确认支付',
        `将从充电卡扣除 ${formatYuan(due)}，确认开始充电？`,
        '确认支付',
      )
      if (!ok) return
    }
    await pay(
      {
        ...request,
        planId: device.data?.deviceType === 'BIKE' ? planId : undefined,
        // BIKE never sends a plate.
        plateNo: device.data?.deviceType === 'CAR' ? plateNo : undefined,
        payType: card ? 'CARD' : 'WECHAT',
        cardId: card?.cardId,
        couponId: chosen?.couponId,
        requestId: createId.current(),
      },
      () => {
        createId.answered()
        // The order exists: the next charge is chosen and agreed to afresh.
        choices.forget()
      },
    ).catch((error: unknown) => {
      createId.failed(error)
      throw error
    })
  })

  // A pile or its payment options read before this page opened and now out of date (a payment
  // since, or more than their few fresh seconds: charge selection reads them ahead) are asked again
  // before any choice: never offer a socket, a coupon or a card balance from memory.
  const rechecking = [device, options].some((q) => q.isFetching && !q.isFetchedAfterMount)
  if (device.isPending || options.isPending || rechecking) return <PageSkeleton rows={6} />
  if (device.isError || options.isError) {
    return (
      <LoadError
        title="加载失败"
        error={device.error ?? options.error}
        onRetry={() => Promise.all([device.refetch(), options.refetch()])}
      />
    )
  }

  const d = device.data
  const problem = offerProblem(d, request)
  if (problem) return <Refused {...problem} deviceId={deviceId} />
  const plan = d.plans.find((p) => p.planId === planId)
  const isBike = d.deviceType === 'BIKE'
  const discount = amount - due

  return (
    <div className="app-page app-page--soft pay">
      <section className="app-card pay__card pay__summary" aria-label="订单信息">
        <h2 className="pay__station">{d.station.name}</h2>
        <dl className="pay__rows">
          <div>
            <dt>电桩</dt>
            <dd>
              {d.deviceName}（{d.deviceId}）
            </dd>
          </div>
          <div>
            <dt>{isBike ? '插座' : '充电枪'}</dt>
            <dd>
              {portNo}
              {isBike ? '号插座' : '号枪'}
            </dd>
          </div>
          {isBike && plan && (
            <div>
              <dt>充电方案</dt>
              <dd>{planText(plan)}</dd>
            </div>
          )}
          {!isBike && plateNo && (
            <div>
              <dt>车牌</dt>
              <dd>{formatPlate(plateNo)}</dd>
            </div>
          )}
          <div>
            <dt>预付金额</dt>
            <dd>{formatYuan(amount)}</dd>
          </div>
        </dl>
      </section>
      <CouponPicker
        coupons={options.data.coupons}
        selected={chosen}
        onChange={(coupon) => choices.setCoupon(coupon ? coupon.couponId : 'none')}
      />
      <PayMethods
        cards={options.data.cards}
        due={due}
        method={card && !cardShort ? { type: 'CARD', cardId: card.cardId } : { type: 'WECHAT' }}
        onChange={(method) => choices.setCard(method.type === 'CARD' ? method.cardId : null)}
      />
      <div className="pay__agreement">
        <input
          id="pay-agreement"
          type="checkbox"
          checked={choices.agreed}
          onChange={(e) => choices.setAgreed(e.target.checked)}
        />
        <label htmlFor="pay-agreement">
          我已阅读并同意《充电服务协议》，充电结束后按实际用量结算，未用完的金额原路退回
        </label>
        <button
          type="button"
          className="pay__agreement-link"
          onClick={() => navigate(href('chargeAgreement'))}
        >
          查看《充电服务协议》
        </button>
      </div>
      <footer className="app-bar pay__bar">
        <p className="pay__due">
          应付 <strong>{formatYuan(due)}</strong>
          {discount > 0 && <small>已优惠 {formatYuan(discount)}</small>}
        </p>
        <Button
          color="primary"
          shape="rounded"
          loading={submit.busy}
          loadingText="支付中"
          disabled={submit.busy}
          onClick={() => void submit.run()}
        >
          {due === 0 ? '立即充电' : card && !cardShort ? '充电卡支付' : '微信支付'}
        </Button>
      </footer>
    </div>
  )
}

function PaymentPage() {
  const [params] = useSearchParams()
  const read = readPayRequest(params)
  if (!read.ok) return <Refused title={read.title} description={read.description} />
  return <PaymentForm request={read.request} />
}

/**
 * Charging payment (SPEC §2 /pages/scan/secondScanPage): needs a bound phone first. Once the cashier
 * has answered, the page only confirms that order (kept for this pile, `orderId` in its URL): it
 * never offers to pay again, also when the pile's link is opened afresh (a user who scans the pile
 * again while WeChat's "ok" is unconfirmed), and nothing (a re-login, a missing phone) stands
 * between the user and the paid order.
 */
export default function SecondScanPage() {
  const [params] = useSearchParams()
  // While WeChat's cashier is in front of this page, it is null: the form stays (busy).
  const kept = useKeptPayment('charging', params.get('deviceId') ?? '', CHARGE_QUERY)
  // Paid, the store forgets the order as the live page replaces this one: held until it does, so
  // the form (and its calls) does not come back for the moment in between.
  const [leaving, setLeaving] = useState<KeptPaymentRef | null>(null)
  const shown = kept ?? leaving
  if (shown) {
    return <Confirming {...shown} onLeaving={() => setLeaving(shown)} />
  }
  return (
    <RequirePhone>
      <PaymentPage />
    </RequirePhone>
  )
}
