import * as z from 'zod/mini'
import { useDraftState } from '@/components/form-draft'

/** 'best' (the default), 'none', or a coupon id. */
export type CouponChoice = 'best' | 'none' | (string & {})

const CHOICES = z.object({
  charge: z.string(),
  coupon: z.string(),
  cardId: z.nullable(z.string()),
  agreed: z.boolean(),
})
type Choices = z.infer<typeof CHOICES>

/**
 * The payment page's choices (the coupon, the card, the agreement), kept in the visit's draft for
 * this very charge (`charge`: the pile, socket, plan and amount): reading the agreement and coming
 * back, a reload or a 500 re-login finds them as they were. Never from the URL: a link could bring
 * the agreement ticked (one tap from a charge) or 不使用优惠券 chosen. Another charge starts afresh.
 * `forget()` once its order is created: the next charge is ticked by the user again.
 */
export function usePayChoices(charge: string) {
  const fresh: Choices = { charge, coupon: 'best', cardId: null, agreed: false }
  const [draft, setDraft, clear] = useDraftState('charge-choices', CHOICES, fresh)
  const choices = draft.charge === charge ? draft : fresh
  // Each write starts from the choices as last written (two in one tick: 不使用优惠券, then the card
  // it no longer covers dropped), never from this render's.
  const update = (patch: Partial<Choices>) =>
    setDraft((prev) => ({ ...(prev.charge === charge ? prev : fresh), ...patch }))
  return {
    coupon: choices.coupon as CouponChoice,
    cardId: choices.cardId,
    agreed: choices.agreed,
    setCoupon: (coupon: CouponChoice) => update({ coupon }),
    setCard: (cardId: string | null) => update({ cardId }),
    setAgreed: (agreed: boolean) => update({ agreed }),
    forget: clear,
  }
}
