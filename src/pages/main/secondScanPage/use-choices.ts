import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'

/** 'best' (the default), 'none', or a coupon id. */
export type CouponChoice = 'best' | 'none' | (string & {})

interface Choices {
  coupon: CouponChoice
  cardId: string | null
  agreed: boolean
}

/**
 * The payment page's choices, kept in its URL too (replaced, not pushed): reading the agreement and
 * coming back, or a reload, finds the coupon, the card and the agreement as they were. The page
 * reads its own state (a checkbox follows the tap at once) and writes the URL alongside.
 */
export function usePayChoices() {
  const [params, setParams] = useSearchParams()
  const [choices, setChoices] = useState<Choices>(() => ({
    coupon: params.get('coupon') ?? 'best',
    cardId: params.get('card'),
    agreed: params.get('agreed') === '1',
  }))
  const update = (patch: Partial<Choices>) => {
    setChoices((prev) => ({ ...prev, ...patch }))
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        const write = (key: string, value: string | null) =>
          value === null ? next.delete(key) : next.set(key, value)
        if ('coupon' in patch)
          write('coupon', patch.coupon === 'best' ? null : (patch.coupon ?? null))
        if ('cardId' in patch) write('card', patch.cardId ?? null)
        if ('agreed' in patch) write('agreed', patch.agreed ? '1' : null)
        return next
      },
      { replace: true },
    )
  }
  return {
    ...choices,
    setCoupon: (coupon: CouponChoice) => update({ coupon }),
    setCard: (cardId: string | null) => update({ cardId }),
    setAgreed: (agreed: boolean) => update({ agreed }),
  }
}
