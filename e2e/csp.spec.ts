import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { watchRequests } from '../scripts/network-quiet.mjs'
import { expect, test, type Page } from './fixtures'
import { SHOWN_MAX_MS } from '../src/app/first-screen.ts'

/**
 * The production build (real WeChat bridge) served with the Content-Security-Policy header its
 * build wrote (csp.txt, scripts/csp.ts; `vite preview` sends it with PREVIEW_CSP=1, see
 * playwright.config.ts), against the mock operator over HTTP. Nothing the app does may be blocked by it: no
 * `securitypolicyviolation` event and no console report on any page.
 */
const DIST = process.env.E2E_CSP_DIST ?? 'dist-http'
/** The header value the served build wrote. */
const builtPolicy = () => readFileSync(join(DIST, 'csp.txt'), 'utf8').trim()

interface Violation {
  directive: string
  blocked: string
  sample: string
  url: string
}

/** Collects every CSP violation and console report of the page, across navigations. */
async function watchPolicy(page: Page) {
  const violations: Violation[] = []
  const reports: string[] = []
  await page.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (v: object) => void })
        .__reportCspViolation
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        url: location.href,
      })
    })
  })
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reports.push(message.text())
  })
  return { violations, reports }
}

/** WeChat's OAuth page, played by a route that sends the browser back with a code. */
async function fakeWechatOAuth(page: Page) {
  let n = 0
  await page.route('https://open.weixin.qq.com/**', async (route) => {
    const url = new URL(route.request().url())
    if (!url.pathname.startsWith('/connect/oauth2/')) return route.fulfill({ status: 204 })
    const back = new URL(url.searchParams.get('redirect_uri') ?? '')
    n += 1
    back.searchParams.set('code', `csp-${Date.now()}-${n}`)
    back.searchParams.set('state', url.searchParams.get('state') ?? '')
    await route.fulfill({ status: 302, headers: { location: back.toString() } })
  })
}

/**
 * How long no request of the page may be open before it counts as settled (longer than the wait
 * before the session's calls start: up to SHOWN_MAX_MS after the first frame); the longest wait.
 */
const QUIET_MS = SHOWN_MAX_MS + 500
const SETTLE_TIMEOUT_MS = 15_000

/**
 * Watches the page's requests from now on, and returns `settle`: it lets late work (lazy chunks,
 * images, the session's calls) run before violations are counted, and fails naming the requests
 * still open when the page has not gone quiet (scripts/network-quiet.mjs).
 */
function settleWatch(page: Page) {
  const requests = watchRequests(page)
  return async function settle() {
    const open = await requests.quiet(QUIET_MS, SETTLE_TIMEOUT_MS)
    if (open.length) {
      throw new Error(`requests still open after ${SETTLE_TIMEOUT_MS} ms: ${open.join(', ')}`)
    }
  }
}

test.beforeEach(async ({ page }) => {
  await fakeWechatOAuth(page)
})

test('the build is served with its own strict policy', async ({ page }) => {
  const policy = builtPolicy()
  expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
  const response = await page.goto('/p/10000001')
  expect(response?.headers()['content-security-policy']).toBe(policy)
})

test('home, a pile link, Mine and an order run without a CSP violation', async ({ page }) => {
  const seen = await watchPolicy(page)
  const settle = settleWatch(page)
  const api: { url: string; type: string }[] = []
  page.on('request', (r) => {
    if (r.url().includes('/v1/charge-user/')) api.push({ url: r.url(), type: r.resourceType() })
  })

  // Home, first visit: OAuth, then the user (and the follow dialog with its QR code, when shown).
  await page.goto('/')
  await expect(page.getByText('张师傅')).toBeVisible()
  await settle()
  expect(seen.violations).toEqual([])

  // A returning user's pile link: index.html's early call to the API, then charge selection.
  await page.goto('/p/10000001')
  await expect(page.getByText('A区01号电单车充电桩')).toBeVisible()
  await settle()
  expect(api.some((r) => r.url.includes('/device/device-detail') && r.type === 'fetch')).toBe(true)

  // Mine, then an order with its price periods (another lazy page, its own stylesheet).
  await page.goto('/mineCenter')
  await expect(page).toHaveURL(/#\/pages\/my\/my$/)
  await expect(page.getByText('张师傅')).toBeVisible()
  await settle()
  await page.goto('/carOrderDetail/OD100004')
  await expect(page.locator('#root > .app-nav')).toBeVisible()
  await settle()

  expect(seen.violations).toEqual([])
  expect(seen.reports).toEqual([])
})

test('the policy is enforced: an injected inline script is blocked and reported', async ({
  page,
}) => {
  const seen = await watchPolicy(page)
  await page.goto('/mineCenter')
  await expect(page.getByText('张师傅')).toBeVisible()
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.head.appendChild(script)
  })
  await expect.poll(() => seen.violations.length).toBe(1)
  expect(seen.violations[0]?.directive).toBe('script-src-elem')
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
})
