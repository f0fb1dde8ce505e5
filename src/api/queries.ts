import { useQuery } from '@tanstack/react-query'
import { useAppStore } from '@/store'
import { userApi } from './user'

/** Query keys and stale times per resource, in one place. */
export const queryKeys = {
  userInfo: ['user', 'info'] as const,
  device: (deviceId: string) => ['device', deviceId] as const,
  pricePeriods: (deviceId: string) => ['device', deviceId, 'periods'] as const,
  payOptions: (deviceId: string, amount: number) => ['pay-options', deviceId, amount] as const,
  live: (orderId: string) => ['order', orderId, 'live'] as const,
  order: (orderId: string) => ['order', orderId] as const,
  orders: (tab: string) => ['orders', tab] as const,
  physicalCard: (cardId: string) => ['card', 'physical', cardId] as const,
  campaign: ['coupon', 'campaign'] as const,
}

/** The signed-in user's profile and summary figures (home card, mine header). */
export function useUserInfo() {
  const token = useAppStore((s) => s.token)
  return useQuery({
    queryKey: [...queryKeys.userInfo, token],
    queryFn: () => userApi.userInfo(),
    enabled: Boolean(token),
    staleTime: 10_000,
  })
}
