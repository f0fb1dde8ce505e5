import { useQuery, useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useEffect, useRef, useState } from 'react'
import { feedback } from '@/api/feedback'
import { insuranceApi, insuranceQueries, refreshPolicies } from '@/api/insurance'
import type { InsurancePlan, InsuredPerson, ProductType } from '@/api/insurance-types'
import { useOnceAction, useRequestId } from '@/components/once-action'
import { LoadError } from '@/components/state-block/load-error'
import { PageSkeleton } from '@/components/page-skeleton'
import { PaymentConfirming, useBridgePayment, useKeptPayment } from '@/components/payment'
import { PullToRefresh } from '@/components/pull-to-refresh'
import { StateBlock } from '@/components/state-block'
import { formatYuan } from '@/lib/money'
import { maskName } from '@/lib/validators'
import { clearDraft } from '@/store/session-drafts'
import { BuyForm, insuranceDraft } from './buy-form'
import { PolicyCard } from './policy-card'
import './insurance.css'

export const INSURANCE_TEXT = {
  confirmTitle: '确认投保',
  confirmPay: '确认支付',
  paid: '投保成功，保单已生成',
} as const

/**
 * 安心充电 / 安心骑行: the product and the buy form, or the user's policy once bought. Buying pays
 * through WeChat under the payment rule (the server confirms; a paid order is kept and never paid
 * again) and the policy shown is the server's.
 */
export function InsurancePage({ productType }: { productType: ProductType }) {
  const queryClient = useQueryClient()
  const kept = useKeptPayment('insurance', productType)
  const product = useQuery(insuranceQueries.product(productType))
  const policy = useQuery(insuranceQueries.policy(productType))
  const bought = policy.data != null
  const [justPaid, setJustPaid] = useState(false)
  useEffect(() => {
    // Bought: what was typed for it (the insured's ID number among it) is not kept any longer.
    if (bought) clearDraft(insuranceDraft(productType))
  }, [bought, productType])
  // What the confirmed tap buys, read by `create` inside the same guarded action.
  const order = useRef<{ plan: InsurancePlan; insured: InsuredPerson } | null>(null)
  // A create whose answer was lost is retried with the same id (one policy); other details, a new id.
  const createId = useRequestId()
  const idFor = useRef('')
  const pay = useBridgePayment({
    kind: 'insurance',
    product: productType,
    create: () => {
      const chosen = order.current
      if (!chosen) throw new Error('请填写被保险人信息')
      const intent = JSON.stringify([chosen.plan.planId, chosen.insured])
      if (intent !== idFor.current) createId.answered()
      idFor.current = intent
      return createId.send((requestId) =>
        insuranceApi.create({
          productType,
          planId: chosen.plan.planId,
          insured: chosen.insured,
          agreed: true,
          requestId,
        }),
      )
    },
    onPaidAtOnce: () => {
      setJustPaid(true)
      void policy.refetch()
    },
  })
  const buy = useOnceAction(async (plan: InsurancePlan, insured: InsuredPerson) => {
    const name = product.data?.name ?? ''
    const ok = await feedback().confirm(
      INSURANCE_TEXT.confirmTitle,
      `${name}·${plan.name}，保费${formatYuan(plan.price)}，被保险人${maskName(insured.name)}。确认后将打开微信支付。`,
      INSURANCE_TEXT.confirmPay,
    )
    if (!ok) return
    order.current = { plan, insured }
    await pay()
  })

  if (kept) {
    return (
      <div className="app-page">
        <PaymentConfirming
          kind="insurance"
          orderId={kept.orderId}
          cashier={kept.cashier}
          what="投保"
          onPaid={() => {
            feedback().toast(INSURANCE_TEXT.paid)
            setJustPaid(true)
            void refreshPolicies(queryClient)
          }}
        />
      </div>
    )
  }
  // Paid: the policy is read again; until it is in, the page waits instead of showing the buy form
  // (and 立即投保) for what was just bought.
  if (justPaid && !bought) {
    if (policy.isFetching) return <PageSkeleton rows={5} />
    if (policy.isError) {
      return <LoadError title="保单加载失败" error={policy.error} onRetry={policy.refetch} />
    }
    // Paid, and the server has not written the policy yet: said so, with a way to ask again.
    return (
      <StateBlock kind="empty" title="保单生成中" description="投保已成功，保单生成后将显示在这里">
        <Button color="primary" onClick={() => void policy.refetch()}>
          刷新
        </Button>
      </StateBlock>
    )
  }
  if (!product.data || policy.data === undefined) {
    const failed = product.isError ? product.error : policy.isError ? policy.error : null
    if (!failed) return <PageSkeleton rows={5} />
    return (
      <StateBlock kind="error" role="alert" title="保险信息加载失败" description={failed.message}>
        <Button
          color="primary"
          onClick={() => {
            void product.refetch()
            void policy.refetch()
          }}
        >
          重试
        </Button>
      </StateBlock>
    )
  }
  if (policy.data) {
    return (
      <div className="app-page app-page--soft">
        <PullToRefresh onRefresh={() => policy.refetch()}>
          <PolicyCard policy={policy.data} />
        </PullToRefresh>
      </div>
    )
  }
  return (
    <div className="app-page app-page--soft ins-page">
      <BuyForm
        product={product.data}
        busy={buy.busy}
        onBuy={(plan, insured) => void buy.run(plan, insured)}
      />
    </div>
  )
}
