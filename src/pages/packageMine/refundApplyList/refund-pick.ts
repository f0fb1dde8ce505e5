import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { RefundableItem } from '@/api/wallet-types'
import { href } from '@/config/paths'

export const keyOf = (item: Pick<RefundableItem, 'source' | 'id'>) => `${item.source}:${item.id}`

/** The source the link names (?orderId= / ?cardId=), then the one chosen here (?pick=). */
export function usePick() {
  const [params, setParams] = useSearchParams()
  const orderId = params.get('orderId')
  const cardId = params.get('cardId')
  // The tap shows at once; the URL (applied by the router in a transition) keeps it for 返回.
  const [tapped, setTapped] = useState<string | null>(null)
  const pick =
    tapped ??
    params.get('pick') ??
    (orderId ? `ORDER:${orderId}` : cardId ? `CARD:${cardId}` : null)
  const setPick = (value: string) => {
    setTapped(value)
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        next.set('pick', value)
        return next
      },
      { replace: true },
    )
  }
  return { pick, setPick, current: `${href('refundApplyList')}?${params.toString()}` }
}
