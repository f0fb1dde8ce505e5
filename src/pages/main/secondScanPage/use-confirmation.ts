import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { chargingApi } from '@/api/charging'
import { queryKeys } from '@/api/queries'
import { href } from '@/config/paths'
import { appStore } from '@/store'

/**
 * Waits between confirmations after the cashier's "ok" (WeChat's notification to the server can be
 * a few seconds late): five asks over about eight seconds, then the page says '订单未支付！' (SPEC §8)
 * and offers to ask again; the order stays kept meanwhile (home shows it too).
 */
export const CONFIRM_DELAYS_MS = [1000, 1500, 2500, 3000] as const

export type Confirmation =
  | { state: 'checking' }
  | { state: 'paid' }
  | { state: 'cancelled' }
  | { state: 'unconfirmed'; retry: () => void }

/**
 * Asks the server whether `orderId` is paid, with backoff, whatever each answer is (a network failure,
 * an error code, a 500 that logs in again, `paid: false`). Paid: the live charging page replaces this
 * one. The order id stays kept (store and URL) until the server has answered for it.
 */
export function usePaymentConfirmation(orderId: string): Confirmation {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [round, setRound] = useState(0)
  const queryKey = ['order', 'confirm-pay', orderId, round]
  const query = useQuery({
    queryKey,
    queryFn: () => chargingApi.confirmPay(orderId),
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
    // Every answer counts (the same 'unpaid' twice is still one more ask): re-render on each.
    notifyOnChangeProps: ['data', 'isFetching', 'dataUpdatedAt', 'errorUpdatedAt'],
    refetchInterval: (q) => {
      const answer = q.state.data
      if (answer && (answer.paid || answer.status === 'CANCELLED')) return false
      const attempts = q.state.dataUpdateCount + q.state.errorUpdateCount
      return CONFIRM_DELAYS_MS[attempts - 1] ?? false
    },
  })
  const answer = query.data
  const paid = answer?.paid === true
  const cancelled = answer?.status === 'CANCELLED'

  useEffect(() => {
    if (!paid && !cancelled) return
    // The server has answered for this order: it is in the order list from now on.
    if (appStore.get().paidOrder?.orderId === orderId) appStore.set({ paidOrder: null })
    void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo })
    if (paid) navigate(href('chargingDetail', { orderId }), { replace: true })
  }, [paid, cancelled, orderId, navigate, queryClient])

  if (paid) return { state: 'paid' }
  if (cancelled) return { state: 'cancelled' }
  const state = queryClient.getQueryState(queryKey)
  const attempts = state ? state.dataUpdateCount + state.errorUpdateCount : 0
  if (attempts > CONFIRM_DELAYS_MS.length && !query.isFetching) {
    return { state: 'unconfirmed', retry: () => setRound((r) => r + 1) }
  }
  return { state: 'checking' }
}
