import { useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import * as z from 'zod/mini'
import { useDraftState } from '@/components/form-draft'

/** 'best' (the default), 'none', or a coupon id. */
export type CouponChoice = 'best' | 'none' | (string & {})

interface Choices {
  coupon: CouponChoice
  cardId: string | null
}

/**
 * The payment page's choices, kept in its URL too (replaced, not pushed): reading the agreement and
 * coming back, or a reload, finds the coupon and the card as they were. The page reads its own
 * state (a radio follows the tap at once) and writes the URL alongside. The agreement is the user's
 * own tick, never a link's (a link with agreed=1 came ticked, one tap from a charge): it is kept in
 * the visit's draft for this very charge (`charge`: the pile, socket, plan and amount).
 */
export function usePayChoices(charge: string) {
  const [params, setParams] = useSearchParams()
  const [choices, setChoices] = useState<Choices>(() => ({
    coupon: params.get('coupon') ?? 'best',
    cardId: params.get('card'),
  }))
  const [agreedTo, setAgreedTo] = useDraftState('charge-agreement', z.string(), '')
  // The choices as last set, for two changes in one tick (不使用优惠券, then the card it no longer
  // covers dropped): react-router hands a functional update the query of the last render, so each
  // write puts all three choices from here, never one over a query that lacks the other.
  const latest = useRef(choices)
  const update = (patch: Partial<Choices>) => {
    const merged = { ...latest.current, ...patch }
    latest.current = merged
    setChoices(merged)
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        const write = (key: string, value: string | null) =>
          value === null ? next.delete(key) : next.set(key, value)
        write('coupon', merged.coupon === 'best' ? null : merged.coupon)
        write('card', merged.cardId)
        return next
      },
      { replace: true },
    )
  }
  return {
    ...choices,
    agreed: agreedTo === charge,
    setCoupon: (coupon: CouponChoice) => update({ coupon }),
    setCard: (cardId: string | null) => update({ cardId }),
    setAgreed: (agreed: boolean) => setAgreedTo(agreed ? charge : ''),
  }
}
