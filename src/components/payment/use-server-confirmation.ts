import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

/**
 * Waits between confirmations after the cashier's "ok" (WeChat's notification to the server can be
 * a few seconds late): five asks over about eight seconds, then the page says '订单未支付！' (SPEC §8)
 * and offers to ask again.
 */
export const CONFIRM_DELAYS_MS = [1000, 1500, 2500, 3000] as const

export interface ServerAnswer {
  paid: boolean
  cancelled: boolean
}

export type Confirmation =
  | { state: 'checking' }
  | { state: 'paid' }
  | { state: 'cancelled' }
  | { state: 'unconfirmed'; retry: () => void }

/**
 * Asks the server whether a payment is made, with backoff, whatever each answer is (a network
 * failure, an error code, a 500 that logs in again, `paid: false`): `ask` must be a silent call.
 * `key` names the payment (e.g. ['order', orderId]). `known`: the server has already said it is
 * paid another way (it refused to cancel it): nothing is asked.
 */
export function useServerConfirmation(
  key: readonly unknown[],
  ask: () => Promise<ServerAnswer>,
  known = false,
): Confirmation {
  const queryClient = useQueryClient()
  const [round, setRound] = useState(0)
  const queryKey = ['confirm-pay', ...key, round]
  const query = useQuery({
    queryKey,
    queryFn: ask,
    enabled: !known,
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
    // Every answer counts (the same 'unpaid' twice is still one more ask): re-render on each.
    notifyOnChangeProps: ['data', 'isFetching', 'dataUpdatedAt', 'errorUpdatedAt'],
    refetchInterval: (q) => {
      const answer = q.state.data
      if (answer && (answer.paid || answer.cancelled)) return false
      const attempts = q.state.dataUpdateCount + q.state.errorUpdateCount
      return CONFIRM_DELAYS_MS[attempts - 1] ?? false
    },
  })
  if (known || query.data?.paid) return { state: 'paid' }
  if (query.data?.cancelled) return { state: 'cancelled' }
  const state = queryClient.getQueryState(queryKey)
  const attempts = state ? state.dataUpdateCount + state.errorUpdateCount : 0
  if (attempts > CONFIRM_DELAYS_MS.length && !query.isFetching) {
    return { state: 'unconfirmed', retry: () => setRound((r) => r + 1) }
  }
  return { state: 'checking' }
}
