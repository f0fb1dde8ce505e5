import { useQuery, useQueryClient, type Query } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { refreshAfterCharge } from '@/api/charge-refresh'
import { chargingApi, chargingKeys } from '@/api/charging'
import type { LiveCharging } from '@/api/types'
import { isRunning } from '@/lib/order-labels'
import { useAppStore } from '@/store'

/** Live figures every few seconds while the charge runs and the page is visible; stops when left. */
export const LIVE_REFRESH_MS = 3000
/** The longest wait between polls while the server keeps failing. */
export const LIVE_BACKOFF_MAX_MS = 30_000

/**
 * The wait before the next poll after `failures` failed polls in a row: 3 s while all is well and
 * after the first failure, then 6 s, 12 s, 24 s, and 30 s at most; one success brings it back to 3 s.
 */
export function nextPollDelay(failures: number): number {
  if (failures <= 1) return LIVE_REFRESH_MS
  return Math.min(LIVE_REFRESH_MS * 2 ** (failures - 1), LIVE_BACKOFF_MAX_MS)
}

/**
 * How the connection stands while figures are on screen: `ok`; `unstable` (the last poll failed, the
 * last figures stay, polling backs off); `relogin` (a 500 logged out: polling waits for the new token).
 */
export type LiveConnection = 'ok' | 'unstable' | 'relogin'

const runningOrUnknown = (query: Query<LiveCharging, Error>): boolean => {
  const status = query.state.data?.status
  return status === undefined || isRunning(status)
}

export function useLiveCharging(orderId: string) {
  const token = useAppStore((s) => s.token)
  // Failed polls in a row; a success resets it. Kept beside the query: its state counts per fetch only.
  const failures = useRef(0)
  // The last poll's error until one succeeds. Without figures, each poll after a failure puts the
  // query back to pending (TanStack Query), and the page swapped its error block for a skeleton and
  // back at every poll: a screen reader heard the error again each time, and 重试 was drawn anew
  // under a keyboard user's focus. The page keeps showing this error while it asks again.
  const [lastError, setLastError] = useState<Error | null>(null)
  const query = useQuery({
    queryKey: chargingKeys.live(orderId),
    queryFn: async () => {
      try {
        const live = await chargingApi.live(orderId)
        failures.current = 0
        setLastError(null)
        return live
      } catch (error) {
        failures.current += 1
        setLastError(error instanceof Error ? error : new Error(String(error)))
        throw error
      }
    },
    // A 500 logs out and starts one re-login (SPEC §8). Polling without a token would only collect
    // more 500s; the key does not hold the token, so the last figures stay on screen and polling
    // resumes for the same order (it is in the URL) as soon as the new token arrives.
    enabled: orderId !== '' && token !== '',
    staleTime: 0,
    // A settled, failed or cancelled order does not change any more (order-labels isRunning).
    refetchInterval: (q) => (runningOrUnknown(q) ? nextPollDelay(failures.current) : false),
    // WECHAT: a hidden web view (screen off, switched chat) does not poll; back in view, it refreshes
    // at once instead of showing figures from before the screen went off.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: runningOrUnknown,
  })
  // Each state the charge reaches (started or not, stopping, settled) moves money or writes a
  // message: the pages that show them ask again when next shown (the order list said 充电中 on 返回
  // after a stop, from its cache).
  const queryClient = useQueryClient()
  const status = query.data?.status
  useEffect(() => {
    if (status !== undefined) void refreshAfterCharge(queryClient)
  }, [status, queryClient])
  const connection: LiveConnection =
    query.data === undefined ? 'ok' : token === '' ? 'relogin' : query.isError ? 'unstable' : 'ok'
  return { query, connection, lastError }
}
