import { queryOptions, useQuery } from '@tanstack/react-query'
import { appStore, useAppStore, type UserInfo } from '@/store'
import { chargingApi } from './charging'
import { userApi } from './user'

/** Query keys and stale times per resource, in one place. */
export const queryKeys = {
  userInfo: ['user', 'info'] as const,
  device: (deviceId: string) => ['device', deviceId] as const,
  pricePeriods: (deviceId: string) => ['device', deviceId, 'periods'] as const,
  payOptions: (deviceId: string, amount: number) => ['pay-options', deviceId, amount] as const,
  live: (orderId: string) => ['order', orderId, 'live'] as const,
  order: (orderId: string) => ['order', orderId] as const,
  curve: (orderId: string) => ['order', orderId, 'curve'] as const,
  orders: (tab: string) => ['orders', tab] as const,
  physicalCard: (cardId: string) => ['card', 'physical', cardId] as const,
  campaign: ['coupon', 'campaign'] as const,
}

/**
 * A pile's state (sockets/guns, plans): charge selection reads it, and boot starts it for a pile link
 * while the page's chunk is still loading. Fresh for a few seconds, so that start is not repeated.
 */
export function deviceQuery(deviceId: string) {
  return queryOptions({
    queryKey: queryKeys.device(deviceId),
    queryFn: () => chargingApi.device(deviceId),
    staleTime: 5_000,
  })
}

/**
 * The signed-in user's profile and summary figures (home card, mine header). Each answer also stores
 * the profile (SPEC §3 userInfo), which the user card paints at once on the next visit while this
 * call revalidates.
 */
export function useUserInfo() {
  const token = useAppStore((s) => s.token)
  return useQuery({
    queryKey: [...queryKeys.userInfo, token],
    queryFn: async () => {
      const info = await userApi.userInfo()
      storeProfile(token, info)
      return info
    },
    enabled: Boolean(token),
    staleTime: 10_000,
  })
}

function storeProfile(token: string, info: UserInfo): void {
  // A server may send null for an unbound mobile or a missing avatar; the stored schema wants strings
  // (a null would make the next visit drop the whole profile).
  const nickName = info.nickName || ''
  const headUrl = info.headUrl || ''
  const maskMobileNo = info.maskMobileNo || ''
  const state = appStore.get()
  // An answer for a token that has since been logged out (a 500 elsewhere) belongs to no one now.
  if (state.token !== token) return
  const stored = state.userInfo
  if (
    stored?.nickName === nickName &&
    stored.headUrl === headUrl &&
    stored.maskMobileNo === maskMobileNo
  ) {
    return
  }
  appStore.set({ userInfo: { nickName, headUrl, maskMobileNo } })
}
