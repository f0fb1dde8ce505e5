import { useQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import * as z from 'zod/mini'
import { Link } from '@/components/link'
import { cardQueries, cardsApi } from '@/api/cards'
import { feedback } from '@/api/feedback'
import type { ChargingCard } from '@/api/types'
import { useDraftState } from '@/components/form-draft'
import { FieldError, fieldA11y, fieldErrorId, focusField, FormField } from '@/components/form-field'
import { useOnceAction, useRequestId } from '@/components/once-action'
import { useBridgePayment } from '@/components/payment'
import { LoadError } from '@/components/state-block/load-error'
import { href } from '@/config/paths'
import { parseYuanInput } from '@/lib/amount-input'
import { cardTail } from '@/lib/card-labels'
import { formatYuan } from '@/lib/money'
import { TopUpTiers } from './top-up-tiers'

export const TOP_UP_TEXT = {
  chooseAmount: '请选择或输入充值金额',
  agree: '请先阅读并同意《充值协议》',
  confirmTitle: '确认充值',
  confirmButton: '确认支付',
  pay: '立即充值',
  customHint: '自定义金额不参与赠送活动',
} as const

/**
 * The page's choices live in its URL (tier, custom): 返回 from the agreement finds them. The
 * router applies the URL in a transition, so a tap also shows at once from local state (a checkbox
 * or radio bound only to the URL would flick back until then and could lose a quick second tap).
 */
function useChoices() {
  const [url, setParams] = useSearchParams()
  const [tapped, setTapped] = useState<Record<string, string | null>>({})
  const read = (key: string) => (key in tapped ? tapped[key] : url.get(key))
  const params = { get: read }
  const tier = Number(params.get('tier') ?? '')
  const update = (change: Record<string, string | null>) => {
    setTapped((prev) => ({ ...prev, ...change }))
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        for (const [key, value] of Object.entries(change)) {
          if (value === null) next.delete(key)
          else next.set(key, value)
        }
        return next
      },
      { replace: true },
    )
  }
  return {
    tier: Number.isSafeInteger(tier) && tier > 0 ? tier : null,
    custom: (params.get('custom') ?? '').slice(0, 12),
    update,
  }
}

/**
 * Tiers with their gifts, a custom amount, the agreement, and WeChat pay (server-confirmed).
 * `after`: what the page shows below the form (its latest records), placed before the fixed pay
 * bar so that a screen reader reads the page top to bottom and the bar last.
 */
export function TopUpForm({ card, after }: { card: ChargingCard; after?: ReactNode }) {
  const options = useQuery(cardQueries.rechargeOptions(card.cardId))
  const choices = useChoices()
  // The agreement is the user's own tick, never a link's (agree=1 came ticked): the visit's draft,
  // for this card, so 返回 from 《充值协议》 or a reload still finds it.
  const [agreedTo, setAgreedTo] = useDraftState('topup-agreement', z.string(), '')
  const agreed = agreedTo === card.cardId
  const [amountError, setAmountError] = useState('')
  const [agreeError, setAgreeError] = useState('')
  const data = options.data
  const tier = data?.tiers.find((t) => t.amount === choices.tier) ?? null
  const customMode = tier === null && choices.custom !== ''
  const parsed = data && customMode ? parseYuanInput(choices.custom, data, '充值金额') : null
  const amount = tier?.amount ?? (parsed?.ok ? parsed.cents : null)
  const gift = tier?.gift ?? 0

  // A create whose answer was lost is retried with the same id: one top-up order.
  const createId = useRequestId(`${card.cardId}:${amount ?? ''}`)
  const pay = useBridgePayment({
    kind: 'topup',
    product: card.cardId,
    create: () =>
      createId.send((requestId) => cardsApi.createTopUp(card.cardId, amount ?? 0, requestId)),
  })
  const submit = useOnceAction(async () => {
    if (amount === null) {
      setAmountError(parsed && !parsed.ok ? parsed.error : TOP_UP_TEXT.chooseAmount)
      focusField('vcard-custom')
      return
    }
    if (!agreed) {
      setAgreeError(TOP_UP_TEXT.agree)
      focusField('vcard-agree')
      return
    }
    const giftText = gift > 0 ? `，赠送${formatYuan(gift)}` : ''
    const text = `向充值卡${cardTail(card.cardNo)}充值${formatYuan(amount)}${giftText}，将通过微信支付。`
    if (!(await feedback().confirm(TOP_UP_TEXT.confirmTitle, text, TOP_UP_TEXT.confirmButton))) {
      return
    }
    await pay()
  })

  if (!data) {
    return (
      <>
        {options.isError ? (
          <LoadError title="无法获取充值方案" error={options.error} onRetry={options.refetch} />
        ) : (
          <section className="app-card vcard__form" aria-busy="true" aria-label="加载中" />
        )}
        {after}
      </>
    )
  }
  return (
    <>
      <section className="app-card vcard__form" aria-labelledby="vcard-topup">
        <h2 id="vcard-topup">充值金额</h2>
        <TopUpTiers
          tiers={data.tiers}
          selected={tier?.amount ?? null}
          onSelect={(value) => {
            setAmountError('')
            choices.update({ tier: String(value), custom: null })
          }}
        />
        <FormField
          inline
          id="vcard-custom"
          label="其他金额"
          unit="元"
          className="vcard__custom"
          error={amountError}
          hint={amountError ? undefined : TOP_UP_TEXT.customHint}
        >
          {(a11y) => (
            <input
              {...a11y}
              inputMode="decimal"
              autoComplete="off"
              placeholder={`${data.min / 100}-${data.max / 100}元`}
              value={choices.custom}
              onChange={(e) => {
                setAmountError('')
                choices.update({ custom: e.target.value || null, tier: null })
              }}
              onBlur={() => {
                if (parsed && !parsed.ok) setAmountError(parsed.error)
              }}
            />
          )}
        </FormField>
        <label className="vcard__agree">
          <input
            {...fieldA11y('vcard-agree', { error: agreeError })}
            type="checkbox"
            checked={agreed}
            onChange={(e) => {
              setAgreeError('')
              setAgreedTo(e.target.checked ? card.cardId : '')
            }}
          />
          <span>
            我已阅读并同意<Link to={href('rechargeAgreement')}>《充值协议》</Link>
          </span>
        </label>
        <FieldError id={fieldErrorId('vcard-agree')}>{agreeError}</FieldError>
      </section>
      {after}
      <footer className="app-bar vcard__bar">
        <p>
          实付 <strong>{formatYuan(amount)}</strong>
          {gift > 0 && <small>送{formatYuan(gift)}</small>}
        </p>
        <Button
          color="primary"
          shape="rounded"
          loading={submit.busy}
          loadingText="支付中"
          onClick={() => void submit.run()}
        >
          {TOP_UP_TEXT.pay}
        </Button>
      </footer>
    </>
  )
}
