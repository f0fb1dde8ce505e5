import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router-dom'
import { FollowDialog } from './follow-dialog'
import type { createAppRouter } from './router'

interface Props {
  router: ReturnType<typeof createAppRouter>
  queryClient: QueryClient
}

export function App({ router, queryClient }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Not lazy: its follow check starts with the first screen's own calls. */}
      <FollowDialog />
    </QueryClientProvider>
  )
}
