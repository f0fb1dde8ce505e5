import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createQueryClient } from '@/app/query-client'
import { AppRouter } from '@/app/router'

/**
 * index.html paints home before any script has run (staticShell in scripts/first-screen.ts puts this
 * markup into it). The markup is React's own first render of home for a user whose data has not
 * arrived: this test renders it and compares. After changing home, its layout or their styles, run
 * `npx vitest run -u tests/app/static-shell.test.tsx` and look at the diff of src/app/shell/home.html.
 */
describe('the static shell of home (index.html)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('is home as React first renders it, before any data', async () => {
    window.history.replaceState(null, '', '/#/')
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <AppRouter />
      </QueryClientProvider>,
    )
    await screen.findByText('扫码充电')
    const markup = container.innerHTML
      // One element per line: a readable diff when home changes.
      .replace(/></g, '>\n<')
    await expect(`${markup}\n`).toMatchFileSnapshot('../../src/app/shell/home.html')
  })
})
