// A page's requests, watched until the network has gone quiet: `npm run perf` waits on it before it
// counts a page's files, and e2e/csp.spec.ts before it counts CSP violations. Not Playwright's
// `networkidle`, which it discourages, and which says nothing when it times out.

/**
 * Watches a Playwright page's requests from now on. `quiet(quietMs, maxMs)` resolves once none of
 * them has been open for `quietMs`, or `maxMs` after the call, with the URLs of the requests still
 * open then (none when the page went quiet). `stop()` removes the listeners.
 * @param {import('@playwright/test').Page} page
 */
export function watchRequests(page) {
  /** @type {Set<import('@playwright/test').Request>} */
  const open = new Set()
  let changed = Date.now()
  /** @param {import('@playwright/test').Request} request */
  const start = (request) => {
    open.add(request)
    changed = Date.now()
  }
  /** @param {import('@playwright/test').Request} request */
  const end = (request) => {
    open.delete(request)
    changed = Date.now()
  }
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  return {
    /**
     * @param {number} quietMs
     * @param {number} maxMs
     * @returns {Promise<string[]>}
     */
    async quiet(quietMs, maxMs) {
      const deadline = Date.now() + maxMs
      while (open.size > 0 || Date.now() - changed < quietMs) {
        if (Date.now() > deadline) return [...open].map((request) => request.url())
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return []
    },
    stop() {
      page.off('request', start)
      page.off('requestfinished', end)
      page.off('requestfailed', end)
    },
  }
}
