import { useQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { chargingApi } from '@/api/charging'
import { feedback } from '@/api/feedback'
import { deviceQuery, queryKeys } from '@/api/queries'
import type { CouponOption } from '@/api/types'
import { PageSkeleton } from '@/components/page-skeleton'
import { RequirePhone } from '@/components/require-phone'
import { StateBlock } from '@/components/state-block'
import { amountDue, bestCoupon, discountOf } from '@/lib/coupon'
import { centsToYuan } from '@/lib/money'
import { planText } from '@/lib/order-labels'
import { isDeviceId } from '@/lib/validators'
import { CouponPicker } from './coupon-picker'
import { PayMethods, type Method } from './pay-methods'
import { usePay } from './use-pay'
import './pay.css'

export const AGREEMENT_TEXT = '请先阅读并同意《充电服务协议》'

function PaymentPage() {
  const [params] = useSearchParams()
  const deviceId = params.get('deviceId') ?? ''
  const portNo = Number(params.get('portNo'))
  const planId = params.get('planId') ?? undefined
  const amount = Number(params.get('amount'))
  const valid = isDeviceId(deviceId) && portNo > 0 && amount > 0

  const device = useQuery({ ...deviceQuery(deviceId), enabled: valid })
  const options = useQuery({
    queryKey: queryKeys.payOptions(deviceId, amount),
    queryFn: () => chargingApi.payOptions({ deviceId, amount }),
    enabled: valid,
    staleTime: 0,
  })
  const [method, setMethod] = useState<Method>({ type: 'WECHAT' })
  const [coupon, setCoupon] = useState<CouponOption | null | 'best'>('best')
  const [agreed, setAgreed] = useState(false)
  const pay = usePay()
  // Set synchronously: two taps in one tick must not create two orders.
  const submitting = useRef(false)

  if (!valid)
    return (
      <StateBlock
        kind="error"
        role="alert"
        title="订单信息不完整"
        description="请返回重新选择插座和充电方案"
      />
    )
  if (device.isPending || options.isPending) return <PageSkeleton rows={6} />
  if (device.isError || options.isError) {
    return (
      <StateBlock
        kind="error"
        role="alert"
        title="加载失败"
        description={(device.error ?? options.error)?.message}
      >
        <Button
          color="primary"
          block
          onClick={() => void Promise.all([device.refetch(), options.refetch()])}
        >
          重试
        </Button>
      </StateBlock>
    )
  }

  const d = device.data
  const plan = d.plans.find((p) => p.planId === planId)
  const chosen = coupon === 'best' ? bestCoupon(options.data.coupons, amount) : coupon
  const discount = chosen ? discountOf(chosen, amount) : 0
  const due = amountDue(amount, discount)
  const isBike = d.deviceType === 'BIKE'

  const submit = async () => {
    if (submitting.current) return
    if (!agreed) return feedback().toast(AGREEMENT_TEXT)
    submitting.current = true
    try {
      await confirmAndPay()
    } finally {
      submitting.current = false
    }
  }
  const confirmAndPay = async () => {
    if (method.type === 'CARD') {
      const ok = await feedback().confirm(
        '确认支付',
        `将从充电卡扣除 ¥${centsToYuan(due)}，确认开始充电？`,
        '确认支付',
      )
      if (!ok) return
    }
    await pay
      .mutateAsync({
        deviceId,
        portNo,
        planId: isBike ? planId : undefined,
        amount,
        payType: method.type,
        cardId: method.type === 'CARD' ? method.cardId : undefined,
        couponId: chosen?.couponId,
      })
      .catch(() => undefined)
  }

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
          <div>
            <dt>预付金额</dt>
            <dd>¥{centsToYuan(amount)}</dd>
          </div>
        </dl>
      </section>
      <CouponPicker
        coupons={options.data.coupons}
        amount={amount}
        selected={chosen}
        onChange={setCoupon}
      />
      <PayMethods cards={options.data.cards} due={due} method={method} onChange={setMethod} />
      <label className="pay__agreement">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>我已阅读并同意《充电服务协议》，充电结束后按实际用量结算，未用完的金额原路退回</span>
      </label>
      <footer className="app-bar pay__bar">
        <p className="pay__due">
          应付 <strong>¥{centsToYuan(due)}</strong>
          {discount > 0 && <small>已优惠 ¥{centsToYuan(discount)}</small>}
        </p>
        <Button
          color="primary"
          shape="rounded"
          loading={pay.isPending}
          loadingText="支付中"
          disabled={pay.isPending}
          onClick={() => void submit()}
        >
          {due === 0 ? '立即充电' : method.type === 'WECHAT' ? '微信支付' : '充电卡支付'}
        </Button>
      </footer>
    </div>
  )
}

/** Charging payment (SPEC §2 /pages/scan/secondScanPage): needs a bound phone first. */
export default function SecondScanPage() {
  return (
    <RequirePhone>
      <PaymentPage />
    </RequirePhone>
  )
}
