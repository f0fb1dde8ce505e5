import Button from 'antd-mobile/es/components/button'
import { useState } from 'react'
import { Link } from '@/components/link'
import { useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { feedback } from '@/api/feedback'
import { redPacketsApi, refreshRedPackets, type RedPacketSplit } from '@/api/red-packets'
import { useDraftState } from '@/components/form-draft'
import { FormField, useFailedSubmit } from '@/components/form-field'
import { useOnceAction, useRequestId } from '@/components/once-action'
import { PaymentConfirming, useBridgePayment, useKeptPayment } from '@/components/payment'
import { href } from '@/config/paths'
import { asciiNumber } from '@/lib/amount-input'
import { yuanToCents } from '@/lib/amount-input'
import { formatYuan } from '@/lib/money'
import { withoutBidiControls } from '@/lib/bidi'
import { SPLIT_TEXT } from '@/pages/packageRedPacket/shared/packet-card'
import {
  RED_PACKET_FORM,
  toRequest,
  validateRedPacket,
  type RedPacketFormErrors,
  type RedPacketFormValues,
} from './form'
import { Published } from './published'
import '@/pages/packageRedPacket/shared/red-packet.css'
import './create.css'

/** What was typed, kept for the visit (a 500 re-login leaves through OAuth and comes back). */
const DRAFT = z.object({
  title: z.string(),
  amount: z.string(),
  count: z.string(),
  splitType: z.enum(['RANDOM', 'EVEN']),
  blessing: z.string(),
})

const EMPTY: RedPacketFormValues = {
  title: '',
  amount: '',
  count: '',
  splitType: 'RANDOM',
  blessing: '',
}

/** A kept red packet payment belongs to this form (there is one thing to buy here: a new packet). */
const RED_PACKET_PRODUCT = 'new-red-packet'
/** The fields in the order they are on screen: a failed submit takes the user to the first wrong. */
const FIELD_ORDER = ['title', 'amount', 'count', 'blessing'] as const

/** 发红包: the form, a confirmation, WeChat pay (the payment rule), then the published packet. */
export default function CreateRedPacketPage() {
  const queryClient = useQueryClient()
  const kept = useKeptPayment('redPacket', RED_PACKET_PRODUCT)
  const [published, setPublished] = useState<string | null>(null)
  const [values, setValues, clearDraft] = useDraftState('redPacket', DRAFT, EMPTY)
  const [errors, setErrors] = useState<RedPacketFormErrors>({})
  const [tried, setTried] = useState(false)
  // A failed submit is said by the focus on the first wrong field, not by an alert a field.
  const failed = useFailedSubmit(errors)

  const onPaid = (orderId: string) => {
    clearDraft()
    setPublished(orderId)
    void refreshRedPackets(queryClient)
  }
  // A create whose answer was lost is retried with the same id: one packet.
  const createId = useRequestId(JSON.stringify(values))
  const pay = useBridgePayment({
    kind: 'redPacket',
    product: RED_PACKET_PRODUCT,
    create: () =>
      createId.send((requestId) => redPacketsApi.create({ ...toRequest(values), requestId })),
    onPaidAtOnce: onPaid,
  })
  const submit = useOnceAction(async () => {
    const found = validateRedPacket(values)
    const show = () => {
      setErrors(found)
      setTried(true)
    }
    const first = FIELD_ORDER.find((key) => found[key])
    if (first) return failed.fail({ found, first, control: `rp-${first}`, show })
    show()
    const r = toRequest(values)
    const ok = await feedback().confirm(
      '确认发红包',
      `「${r.title}」共${formatYuan(r.totalAmount)}，${r.count}个，${SPLIT_TEXT[r.type]}。` +
        '24小时内未被领完的金额将原路退回。',
      `支付${formatYuan(r.totalAmount)}`,
    )
    if (ok) await pay()
  })

  if (published) return <Published orderId={published} onAgain={() => setPublished(null)} />
  if (kept) {
    return (
      <div className="rp-page">
        <PaymentConfirming
          kind="redPacket"
          orderId={kept.orderId}
          cashier={kept.cashier}
          onPaid={onPaid}
          what="发红包"
        />
      </div>
    )
  }

  const set = (key: keyof RedPacketFormValues, value: string) => {
    const next = { ...values, [key]: value }
    setValues(next)
    // After a first try, the messages follow the input as it is corrected.
    if (tried) setErrors(validateRedPacket(next))
  }
  const total = yuanToCents(asciiNumber(values.amount))
  const count = Number(asciiNumber(values.count))
  const share =
    values.splitType === 'EVEN' && total > 0 && Number.isInteger(count) && count > 0
      ? total / count
      : null

  return (
    <div className="rp-page create-rp">
      <form
        className="create-rp__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit.run()
        }}
      >
        <div className="create-rp__split" role="radiogroup" aria-label="红包类型">
          {(['RANDOM', 'EVEN'] as RedPacketSplit[]).map((type) => (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={values.splitType === type}
              className="create-rp__split-option"
              onClick={() => set('splitType', type)}
            >
              {SPLIT_TEXT[type]}
              <small>{type === 'RANDOM' ? '金额随机，拼手气' : '每人金额相同'}</small>
            </button>
          ))}
        </div>
        <FormField
          inline
          className="create-rp__field"
          id="rp-title"
          label="红包标题"
          error={errors.title}
          announce={failed.announce('title')}
        >
          {(a11y) => (
            <input
              {...a11y}
              placeholder="如：车友群福利"
              // Room for 20 characters outside the BMP (an emoji is two UTF-16 units), and past it
              // for the rule's message rather than a silent cut.
              maxLength={RED_PACKET_FORM.titleMax * 2 + 10}
              value={values.title}
              onChange={(e) => set('title', withoutBidiControls(e.target.value))}
            />
          )}
        </FormField>
        <FormField
          inline
          className="create-rp__field"
          id="rp-amount"
          label="总金额"
          unit="元"
          error={errors.amount}
          announce={failed.announce('amount')}
        >
          {(a11y) => (
            <input
              {...a11y}
              inputMode="decimal"
              placeholder="0.01-200.00"
              value={values.amount}
              onChange={(e) => set('amount', e.target.value)}
            />
          )}
        </FormField>
        <FormField
          inline
          className="create-rp__field"
          id="rp-count"
          label="红包个数"
          unit="个"
          error={errors.count}
          announce={failed.announce('count')}
        >
          {(a11y) => (
            <input
              {...a11y}
              inputMode="numeric"
              placeholder="1-100"
              value={values.count}
              onChange={(e) => set('count', e.target.value)}
            />
          )}
        </FormField>
        <FormField
          inline
          className="create-rp__field"
          id="rp-blessing"
          label="祝福语"
          error={errors.blessing}
          announce={failed.announce('blessing')}
        >
          {(a11y) => (
            <input
              {...a11y}
              placeholder={RED_PACKET_FORM.defaultBlessing}
              value={values.blessing}
              onChange={(e) => set('blessing', withoutBidiControls(e.target.value))}
            />
          )}
        </FormField>
        <p className="create-rp__total" aria-live="polite">
          <small>¥</small>
          {total > 0 ? formatYuan(total).slice(1) : '0.00'}
          {share !== null && Number.isInteger(share) && <span>每个 {formatYuan(share)}</span>}
        </p>
        <Button
          type="submit"
          block
          shape="rounded"
          className="create-rp__submit"
          loading={submit.busy}
          loadingText="处理中"
        >
          塞钱进红包
        </Button>
        <ul className="create-rp__rules">
          <li>单个红包总金额0.01-200元，个数1-100个，每个至少0.01元。</li>
          <li>普通红包每人金额相同，总金额须能平分到每个红包（精确到分）。</li>
          <li>红包发出后展示在红包广场，24小时内未被领完，剩余金额原路退回。</li>
          <li>
            发出的红包可在<Link to={href('mineRedPacket')}>我发出的红包</Link>查看。
          </li>
        </ul>
      </form>
    </div>
  )
}
