import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { RouterProvider } from 'react-router-dom'
import type { createAppRouter } from './router'

interface Props {
  router: ReturnType<typeof createAppRouter>
  queryClient: QueryClient
}

// The follow dialog (and its popup animation) is not part of the first screen's code.
const FollowDialog = lazy(() =>
  import('./follow-dialog').then((m) => ({ default: m.FollowDialog })),
)

export function App({ router, queryClient }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <FollowDialog />
      </Suspense>
    </QueryClientProvider>
  )
}
