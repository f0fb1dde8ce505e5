/**
 * Home's first screen as React renders it before any data (a returning user: nav bar, skeleton
 * user card, '--' figures, the scan button), for index.html's static shell: rendered at build by
 * scripts/plugins/static-shell.ts from the real components, never kept as a copy.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { createQueryClient } from '@/app/query-client'
import { AppRouter, preloadRoute } from '@/app/router'
import { ROUTES } from '@/config/paths'

export async function renderHome(): Promise<string> {
  // With home's module in, the render does not suspend on its lazy chunk.
  await preloadRoute(ROUTES.home.path)
  return renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <AppRouter />
    </QueryClientProvider>,
  )
}
