import * as z from 'zod/mini'
import type { BankConfig } from '@/api/types'
import { useDraftState } from '@/components/form-draft'

const REFUND_DRAFT = z.object({
  /** The amount typed, and the source (`SOURCE:id`) it was typed for; null: the whole amount. */
  amountText: z.nullable(z.string()),
  amountFor: z.nullable(z.string()),
  bankId: z.string(),
  reason: z.string(),
  /** The user's cards when they left for 添加银行卡: the one not among them on return is the new one. */
  banksBefore: z.nullable(z.array(z.string())),
})
type RefundDraft = z.infer<typeof REFUND_DRAFT>

const EMPTY: RefundDraft = {
  amountText: null,
  amountFor: null,
  bankId: '',
  reason: '',
  banksBefore: null,
}

/**
 * The refund form's amount, bank card and reason, kept for the visit: a 500 re-login, or 添加银行卡
 * and back, must not lose what was typed (issue 24). The source stays in the URL (?pick=): the typed
 * amount comes back only for the source it was typed for, so a link naming another one is not fought.
 */
export function useRefundDraft(source: string | null, banks: readonly BankConfig[] | null) {
  const [draft, setDraft, clear] = useDraftState('refund', REFUND_DRAFT, EMPTY)
  // Back from 添加银行卡 with a fresh list: the card added there is the one to refund to.
  // WECHAT: no Array.prototype.at (ES2022) in the older web views the build targets (ES2019).
  const fresh =
    draft.banksBefore && banks
      ? banks.filter((b) => !draft.banksBefore?.includes(b.bankConfigId))
      : []
  const added = fresh[fresh.length - 1]
  const bankId = added?.bankConfigId ?? draft.bankId
  return {
    amountText: draft.amountFor === source ? draft.amountText : null,
    bankId,
    reason: draft.reason,
    setAmountText: (text: string | null) =>
      setDraft((d) => ({ ...d, amountText: text, amountFor: source })),
    setBankId: (id: string) => setDraft((d) => ({ ...d, bankId: id, banksBefore: null })),
    setReason: (text: string) => setDraft((d) => ({ ...d, reason: text })),
    /** On the way to 添加银行卡: remember the cards there are now (and the one chosen). */
    leaveToAddBank: (current: readonly BankConfig[], chosen: string) =>
      setDraft((d) => ({ ...d, bankId: chosen, banksBefore: current.map((b) => b.bankConfigId) })),
    clear,
  }
}
