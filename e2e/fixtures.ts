import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserType,
  type Page,
  type Request,
} from '@playwright/test'

export { expect }
export type { BrowserContext, Locator, Page } from '@playwright/test'

/** How long a test's last navigation may take to commit before its context is closed anyway. */
const SETTLE_MS = 15_000

export interface TestOptions {
  /**
   * The test runs in its worker's warm browser context (below) instead of a new one. The mock
   * project's default (playwright.config.ts). A test that changes its context in a way the reset
   * does not undo sets it false: `page.clock` (it cannot be uninstalled), `exposeFunction` or
   * `exposeBinding`, extra HTTP headers, a listener on the context.
   */
  warmContext: boolean
}

interface WorkerFixtures {
  /** The worker's warm contexts, one per set of context options, each in a browser of its own. */
  warmContexts: Map<string, WarmContext>
}

/**
 * `test` with two rules for every spec.
 *
 * A page is never closed while its main frame is navigating. Why: the app leaves and comes back on
 * its own (the simulated OAuth return after a first visit, the silent openid trip on home), and in
 * demo mode that navigation is dispatched to the mock's service worker. Chromium, asked to dispose
 * of a context (or to navigate) while such a navigation is in flight, stalls for 30-40 s: the
 * "Tearing down context exceeded the test timeout" of the entry-link tests. Closing while the OAuth
 * return was loading stalled 7 of 40 closes; waiting for it to commit first, 0 of 40 (README,
 * Footguns: "A context closed mid-navigation").
 *
 * Every context has a browser of its own: the e2e's Chromium runs as one process, which holds one
 * context (scripts/chromium.mjs). With `warmContext`, the tests of a worker share one browser
 * context (one per set of context options), emptied between tests of everything a user or a test
 * leaves in it: its pages, cookies, the origin's localStorage, sessionStorage and IndexedDB,
 * routes, init scripts, permissions. What it keeps is what a phone keeps between two visits: the
 * HTTP cache and the mock's service worker. Every test still starts as a new user on a new page;
 * the app's chunks are not fetched again for each: a link to a settled page in 1.3 s instead of
 * 3.6 s in a new context (measured on the mock build, 16 links in a row, with
 * scripts/plugins/preview-cache.ts's headers). They are parsed again at every load:
 * Chromium 156 consumes no V8 code cache for module scripts here, in this context or a persistent
 * profile (traced: every `v8.compileModule` streamed). A first visit on an empty cache is
 * production.spec.ts's, in contexts of its own.
 */
export const test = base.extend<TestOptions, WorkerFixtures>({
  warmContext: [false, { option: true }],
  warmContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its pattern
    async ({}, provide) => {
      const contexts = new Map<string, WarmContext>()
      await provide(contexts)
      await Promise.all([...contexts.values()].map(({ context }) => context.browser()?.close()))
    },
    { scope: 'worker' },
  ],
  // The worker's warm context, or a new one; either in a browser of its own (the e2e's Chromium runs
  // as one process, which holds one context: scripts/chromium.mjs), launched as Playwright's
  // `browser` fixture would be, and made with the options Playwright would use (its
  // `_combinedContextOptions` fixture, not in its types).
  context: (async (
    {
      warmContext,
      warmContexts,
      playwright,
      browserName,
      _combinedContextOptions: options,
    }: TestOptions &
      WorkerFixtures & {
        playwright: Record<typeof browserName, BrowserType>
        browserName: 'chromium' | 'firefox' | 'webkit'
        _combinedContextOptions: BrowserContextOptions
      },
    provide: (context: BrowserContext) => Promise<void>,
  ) => {
    const launch = () => playwright[browserName].launch()
    if (!warmContext) {
      const browser = await launch()
      try {
        const context = await browser.newContext(options)
        await provide(context)
        await context.close()
      } finally {
        // Its one context's browser, whatever became of the context.
        await browser.close()
      }
      return
    }
    const key = JSON.stringify(options)
    let warm = warmContexts.get(key)
    if (warm === undefined) {
      warm = await newWarmContext(await launch(), options)
      warmContexts.set(key, warm)
    }
    await provide(warm.context)
    try {
      await warm.reset()
    } catch (error) {
      // A context that cannot be emptied is not used again.
      warmContexts.delete(key)
      await warm.context
        .browser()
        ?.close()
        .catch(() => undefined)
      throw error
    }
  }) as never,
  // The warm context's blank page left by its reset (its storage cleared through it), or a new one.
  page: async ({ context }, provide) => {
    const page = (await warmContextOf.get(context)?.takePage()) ?? (await context.newPage())
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

interface WarmContext {
  context: BrowserContext
  /** Empties the context for the next test. */
  reset: () => Promise<void>
  /** The blank page the last reset left, once (undefined when there is none). */
  takePage: () => Page | undefined
}

const warmContextOf = new WeakMap<BrowserContext, WarmContext>()

/** What the origin keeps for a user (not the HTTP cache, not the service worker). */
const USER_STORAGE = [
  'cookies',
  'local_storage',
  'indexeddb',
  'websql',
  'file_systems',
  'cache_storage',
  'shared_storage',
  'storage_buckets',
].join(',')

async function newWarmContext(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<WarmContext> {
  const context = await browser.newContext(options)
  // Init scripts a test adds to the context are taken off after it (the page's die with the page).
  const scripts: { dispose: () => Promise<void> }[] = []
  const addInitScript = context.addInitScript.bind(context)
  context.addInitScript = (async (...args: Parameters<typeof addInitScript>) => {
    const script = await addInitScript(...args)
    scripts.push(script)
    return script
  }) as typeof context.addInitScript
  const reset = async () => {
    for (const page of context.pages()) await page.close()
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    for (const script of scripts.splice(0)) await script.dispose()
    await context.clearCookies()
    await context.clearPermissions()
    if (options.permissions) await context.grantPermissions(options.permissions)
    await context.setGeolocation(options.geolocation ?? null)
    await context.setOffline(false)
    if (options.baseURL === undefined) return
    // The origin's storage, through a blank page of this context (its storage partition); the page
    // is the next test's (a new page costs about 0.25 s).
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(options.baseURL).origin,
      storageTypes: USER_STORAGE,
    })
    await cdp.detach()
    spare = page
  }
  let spare: Page | undefined
  const takePage = () => {
    const page = spare
    spare = undefined
    return page
  }
  const warm = { context, reset, takePage }
  warmContextOf.set(context, warm)
  return warm
}
