import { useQuery, useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { Link } from '@/components/link'
import { bankOption, bankQueries } from '@/api/bank'
import { feedback } from '@/api/feedback'
import { refreshAfterRefund, refundQueries, refundsApi } from '@/api/refunds'
import {
  choiceA11y,
  FieldError,
  FormField,
  FormGroup,
  useFailedSubmit,
} from '@/components/form-field'
import { useOnceAction } from '@/components/once-action'
import { PageSkeleton } from '@/components/page-skeleton'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'
import { href } from '@/config/paths'
import { parseYuanInput } from '@/lib/amount-input'
import { centsToYuan, formatYuan } from '@/lib/money'
import { useRefundDraft } from './refund-draft'
import { keyOf, usePick } from './refund-pick'

export const REFUND_TEXT = {
  pickSource: '请选择退款来源',
  notRefundable: (what: string) => `${what}暂无可退款的金额，请选择其他退款来源`,
  applying: (what: string) => `${what}已有退款申请正在处理，处理完成后可再次申请`,
  allApplying: '退款申请正在处理中',
  pickBank: '请选择收款银行卡',
  reason: '请填写退款原因（2-200个字）',
  confirmTitle: '确认申请退款',
  submitted: '退款申请已提交',
} as const

/** The fields top to bottom: a failed 提交申请 takes the user to the first one that is wrong. */
const FIELD_ORDER = ['source', 'amount', 'bank', 'reason'] as const
/** A source's radio (its id: a failed submit without a source focuses the first one open). */
const sourceId = (item: Parameters<typeof keyOf>[0]) => `refund-source-${keyOf(item)}`

/** Apply for a refund of what is refundable, to one of the user's bank cards, with a reason. */
export function RefundForm() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const refundable = useQuery(refundQueries.refundable())
  const banks = useQuery(bankQueries.list())
  const { pick, setPick, current } = usePick()
  const [errors, setErrors] = useState<Record<string, string>>({})
  // A failed submit is said by the focus on the first wrong field, not by an alert a field.
  const failed = useFailedSubmit(errors)
  // Submitted: the form is done. Until the list replaces it, it must not read the refreshed sources
  // and say 已有退款申请正在处理 (in an alert) about the application just made.
  const [submitted, setSubmitted] = useState(false)

  const items = refundable.data?.items ?? []
  // One with an application under way is shown, not picked: the server refuses a second (800003).
  const open = items.filter((i) => !i.applying)
  // A source the link (or an earlier tap) names is that one or none: never another in its place.
  const item = pick ? open.find((i) => keyOf(i) === pick) : open.length === 1 ? open[0] : undefined
  const named = pick !== null && item === undefined ? pick : null
  const namedWhat = named?.startsWith('ORDER:') ? '该订单' : '该充电卡'
  const namedText = items.some((i) => keyOf(i) === named)
    ? REFUND_TEXT.applying(namedWhat)
    : REFUND_TEXT.notRefundable(namedWhat)
  const configs = banks.data?.bankConfigList ?? []
  // Kept for the visit (a 500 re-login, 添加银行卡 and back); the list is read once it is fresh.
  const draft = useRefundDraft(item ? keyOf(item) : null, banks.isFetching ? null : configs)
  const { amountText, bankId, reason, setAmountText, setBankId, setReason } = draft
  const bank =
    configs.find((c) => c.bankConfigId === bankId) ??
    (configs.length === 1 ? configs[0] : undefined)
  const shownAmount = amountText ?? (item ? centsToYuan(item.amount) : '')

  const submit = useOnceAction(async () => {
    const found: Record<string, string> = {}
    const parsed = item
      ? parseYuanInput(shownAmount, { min: 1, max: item.amount }, '退款金额')
      : null
    if (!item) found.source = REFUND_TEXT.pickSource
    else if (parsed && !parsed.ok) found.amount = parsed.error
    if (!bank) found.bank = REFUND_TEXT.pickBank
    const text = reason.trim()
    if (text.length < 2 || text.length > 200) found.reason = REFUND_TEXT.reason
    const first = FIELD_ORDER.find((key) => found[key])
    if (first) {
      const control = first === 'source' ? (open[0] ? sourceId(open[0]) : '') : `refund-${first}`
      return failed.fail({ found, first, control, show: () => setErrors(found) })
    }
    setErrors(found)
    if (!item || !bank || !parsed?.ok) return
    const { label } = bankOption(bank)
    const ask = `将${item.title}的${formatYuan(parsed.cents)}退至${label}，提交后款项将冻结至审核完成。`
    if (!(await feedback().confirm(REFUND_TEXT.confirmTitle, ask, '确认提交'))) return
    await refundsApi.apply({
      source: item.source,
      id: item.id,
      amount: parsed.cents,
      bankConfigId: bank.bankConfigId,
      reason: text,
    })
    draft.clear()
    setSubmitted(true)
    feedback().toast(REFUND_TEXT.submitted)
    await refreshAfterRefund(queryClient)
    navigate(href('refundApplyList'), { replace: true })
  })

  if (submitted) return <PageSkeleton rows={5} />
  if (refundable.data === undefined || banks.data === undefined) {
    const broken = refundable.isError ? refundable : banks.isError ? banks : null
    if (broken) {
      return <LoadError title="无法获取退款信息" error={broken.error} onRetry={broken.refetch} />
    }
    return <PageSkeleton rows={5} />
  }
  if (open.length === 0) {
    // Nothing to refund, or every source has an application under way: nothing to fill in.
    const applying = items.length > 0
    return (
      <StateBlock
        kind="empty"
        title={applying ? REFUND_TEXT.allApplying : '暂无可退款的金额'}
        description={
          applying
            ? '处理完成后可再次申请，审核结果会通过消息通知您'
            : '充电卡余额（不含赠送）与退款未成功的订单金额可申请退款'
        }
      >
        <Link to={href('refundApplyList')} replace>
          查看退款申请
        </Link>
      </StateBlock>
    )
  }

  const toAddBank = () => draft.leaveToAddBank(configs, bank?.bankConfigId ?? '')
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit.run()
  }
  return (
    <form className="refunds__form" onSubmit={onSubmit} noValidate aria-label="申请退款">
      <div className="app-card">
        <FormGroup
          id="refund-source"
          legend="退款来源"
          error={errors.source}
          announce={failed.announce('source')}
        >
          {items.map((i) => (
            <label
              key={keyOf(i)}
              className={
                i.applying ? 'refunds__source refunds__source--applying' : 'refunds__source'
              }
            >
              <input
                id={sourceId(i)}
                {...choiceA11y('refund-source', errors.source)}
                type="radio"
                name="refund-source"
                disabled={i.applying}
                checked={item !== undefined && keyOf(item) === keyOf(i)}
                onChange={() => {
                  setPick(keyOf(i))
                  setAmountText(null)
                  setErrors((e) => ({ ...e, source: '', amount: '' }))
                }}
              />
              <span>
                <SourceTitle title={i.title} />
                <small>{i.note}</small>
              </span>
              <em>可退 {formatYuan(i.amount)}</em>
            </label>
          ))}
          <FieldError>{named && namedText}</FieldError>
        </FormGroup>
      </div>
      <div className="app-card form-field-list">
        <FormField
          inline
          id="refund-amount"
          label="退款金额"
          unit="元"
          error={errors.amount}
          announce={failed.announce('amount')}
        >
          {(a11y) => (
            <input
              {...a11y}
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              value={shownAmount}
              placeholder={item ? `最多${centsToYuan(item.amount)}` : '请先选择退款来源'}
              onChange={(e) => {
                setAmountText(e.target.value)
                setErrors((x) => ({ ...x, amount: '' }))
              }}
            />
          )}
        </FormField>
        <FormField
          inline
          id="refund-bank"
          label="收款银行卡"
          error={errors.bank}
          announce={failed.announce('bank')}
        >
          {(a11y) =>
            configs.length === 0 ? (
              <Link
                id={a11y.id}
                // Focused by a failed submit: it reads the error (no bank card to pick).
                aria-describedby={a11y['aria-describedby']}
                to={href('bankCardAdd', { redirect: current })}
                onClick={toAddBank}
              >
                暂无银行卡，去添加
              </Link>
            ) : (
              <select
                {...a11y}
                value={bank?.bankConfigId ?? ''}
                onChange={(e) => {
                  setBankId(e.target.value)
                  setErrors((x) => ({ ...x, bank: '' }))
                }}
              >
                <option value="" disabled>
                  请选择银行卡
                </option>
                {configs.map((c) => {
                  const option = bankOption(c)
                  return (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  )
                })}
              </select>
            )
          }
        </FormField>
        {configs.length > 0 && (
          <Link
            className="refunds__add-bank"
            to={href('bankCardAdd', { redirect: current })}
            onClick={toAddBank}
          >
            添加其他银行卡
          </Link>
        )}
        <FormField
          id="refund-reason"
          label="退款原因"
          className="refunds__reason"
          error={errors.reason}
          announce={failed.announce('reason')}
          count={{ value: reason.trim().length, max: 200 }}
        >
          {(a11y) => (
            <textarea
              {...a11y}
              rows={3}
              maxLength={200}
              placeholder="请说明退款原因，如：不再使用、换车等"
              value={reason}
              onChange={(e) => {
                setReason(e.target.value)
                setErrors((x) => ({ ...x, reason: '' }))
              }}
            />
          )}
        </FormField>
      </div>
      <p className="refunds__tip">
        赠送余额不可退，申请退还卡内余额时一并作废。提交后退款金额将从可退金额中扣除，审核驳回时原路退回；审核通过后打款至所选银行卡。
      </p>
      <footer className="app-bar">
        <Button block type="submit" color="primary" shape="rounded" loading={submit.busy}>
          提交申请
        </Button>
      </footer>
    </form>
  )
}

/**
 * What the money comes from, its number on a line of its own ('充电订单' over 'CD2026…', '充值卡'
 * over '8860 0000 1234 5678'): in the column at 320 px a number broke anywhere and left its last
 * digit alone. Server text: shown as it is when it has no such number.
 */
function SourceTitle({ title }: { title: string }) {
  // A number: a few letters at most, then digits and spaces ('CD2026…', '8860 0000 1234 5678').
  const match = /^(.*?)\s+([A-Za-z]{0,4}\d[\d ]{6,})$/.exec(title)
  if (!match) return <strong>{title}</strong>
  return (
    <strong>
      {match[1]} <span className="refunds__source-no">{match[2]}</span>
    </strong>
  )
}
