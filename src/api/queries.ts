import { useQuery } from '@tanstack/react-query'
import { useAppStore } from '@/store'
import { userApi } from './user'

/** Query keys and stale times per resource, in one place. */
export const queryKeys = {
  userInfo: ['user', 'info'] as const,
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
