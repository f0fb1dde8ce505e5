import { test as base, expect, type Request } from '@playwright/test'

export { expect }
export type { BrowserContext, Page } from '@playwright/test'

/** How long a test's last navigation may take to commit before its context is closed anyway. */
const SETTLE_MS = 15_000

/**
 * `test` with one rule for every spec: a page is never closed while its main frame is navigating.
 *
 * Why: the app leaves and comes back on its own (the simulated OAuth return after a first visit,
 * the silent openid trip on home), and in demo mode that navigation is dispatched to the mock's
 * service worker. Chromium, asked to dispose of a context (or to navigate) while such a navigation
 * is in flight, stalls for 30-40 s: the "Tearing down context exceeded the test timeout" of the
 * entry-link tests. Closing while the OAuth return was loading stalled 7 of 40 closes; waiting for
 * it to commit first, 0 of 40 (README, Footguns: "A context closed mid-navigation").
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const navigating = new Set<Request>()
    const settle = (request: Request) => navigating.delete(request)
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        navigating.add(request)
    })
    page.on('requestfinished', settle)
    page.on('requestfailed', settle)
    await provide(page)
    await expect
      .poll(() => navigating.size, {
        message: 'the page was still navigating when the test ended',
        timeout: SETTLE_MS,
      })
      .toBe(0)
  },
})
