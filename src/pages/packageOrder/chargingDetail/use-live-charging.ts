import { useQuery } from '@tanstack/react-query'
import { chargingApi } from '@/api/charging'
import { queryKeys } from '@/api/queries'
import { isRunning } from '@/lib/order-labels'

/** Live figures every few seconds while the charge runs and the page is visible; stops when left. */
export const LIVE_REFRESH_MS = 3000

export function useLiveCharging(orderId: string) {
  return useQuery({
    queryKey: queryKeys.live(orderId),
    queryFn: () => chargingApi.live(orderId),
    enabled: orderId !== '',
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status
      return status === undefined || isRunning(status) ? LIVE_REFRESH_MS : false
    },
    // WECHAT: a hidden web view (screen off, switched chat) does not poll.
    refetchIntervalInBackground: false,
  })
}
