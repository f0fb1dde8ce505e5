import { QueryClient } from '@tanstack/react-query'

/**
 * Server state lives here, not in zustand. The client already told the user what failed, so a query
 * is not retried behind their back; they pull to refresh or press retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
}
