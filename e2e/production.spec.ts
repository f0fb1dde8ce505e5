import { readFileSync } from 'node:fs'
import { PILE_LINK_TEXT_STYLES } from '../src/app/shell/warm-fonts.ts'
import { expect, test, type Page } from './fixtures'

// The ports of the server and the mock API (playwright.config.ts: E2E_HTTP_PORT, E2E_HTTP_API_PORT).
const HTTP_PORT = Number(process.env.E2E_HTTP_PORT ?? 4174)
const MOCK_API_PORT = Number(process.env.E2E_HTTP_API_PORT ?? 8788)

/**
 * A built file's chunk name ('axios', 'scan', …) by the build's manifest (`npm run build:http`
 * makes it): files are named by their hash alone (vite.config.ts).
 */
function chunkNames(): Map<string, string> {
  const dist = process.env.E2E_HTTP_DIST ?? 'dist-http'
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >
  return new Map(Object.values(manifest).map((e) => [`/${e.file}`, e.name ?? e.file]))
}

/**
 * The production build — real WeChat bridge, no mock in the bundle — against the mock operator over
 * HTTP (`npm run mock:api`). WeChat's OAuth page is played by a route that sends the browser back
 * with a code, as WeChat does.
 */
async function fakeWechatOAuth(page: Page) {
  const visits: URL[] = []
  let n = 0
  await page.route('https://open.weixin.qq.com/**', async (route) => {
    const url = new URL(route.request().url())
    visits.push(url)
    const back = new URL(url.searchParams.get('redirect_uri') ?? '')
    n += 1
    back.searchParams.set('code', `prod-${Date.now()}-${n}`)
    back.searchParams.set('state', url.searchParams.get('state') ?? '')
    await route.fulfill({ status: 302, headers: { location: back.toString() } })
  })
  return visits
}

test('first visit: OAuth with snsapi_userinfo, back with a code, home with the user; no service worker', async ({
  page,
}) => {
  const visits = await fakeWechatOAuth(page)
  const api: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/v1/charge-user/')) api.push(new URL(r.url()).pathname)
  })
  await page.goto('/')
  await expect(page.getByText('张师傅')).toBeVisible()
  await expect(page.getByText('86.50')).toBeVisible()

  const first = visits[0]
  expect(first?.searchParams.get('scope')).toBe('snsapi_userinfo')
  expect(first?.searchParams.get('response_type')).toBe('code')
  expect(new URL(first?.searchParams.get('redirect_uri') ?? '').origin).toBe(
    `http://127.0.0.1:${HTTP_PORT}`,
  )
  expect(visits[1]?.searchParams.get('scope')).toBe('snsapi_base')

  expect(api.filter((p) => p.endsWith('/user/charge-user-login'))).toHaveLength(1)
  expect(api.every((p) => p.startsWith('/v1/charge-user/'))).toBe(true)
  expect(page.url()).not.toContain('code=')
  const workers = await page.evaluate(async () =>
    'serviceWorker' in navigator ? (await navigator.serviceWorker.getRegistrations()).length : 0,
  )
  expect(workers).toBe(0)
})

test('the token travels in a header, never in a URL', async ({ page }) => {
  await fakeWechatOAuth(page)
  const leaks: string[] = []
  const headers: (string | undefined)[] = []
  page.on('request', (r) => {
    if (r.url().includes('tk-')) leaks.push(r.url())
    if (r.url().includes('/user/getChargeUserInfo')) headers.push(r.headers()['token'])
  })
  await page.goto('/#/pages/my/my')
  await expect(page.getByText('张师傅')).toBeVisible()
  expect(leaks).toEqual([])
  expect(headers[0]).toMatch(/^tk-/)
})

test('an entry link works on the static build (SPA fallback) and lands on its page', async ({
  page,
}) => {
  await fakeWechatOAuth(page)
  await page.goto('/mineCenter')
  await expect(page).toHaveURL(/\/#\/pages\/my\/my$/)
  await expect(page.getByText('张师傅')).toBeVisible()
})

/**
 * Who sent the API call whose path has `path`, and when, against the arrival of the app's first
 * script (the app cannot run before it; index.html asks for the entry's files before its call).
 */
function callTiming(page: Page, path: string) {
  return page.evaluate((path) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const call = entries.find((e) => e.name.includes(path))
    const firstScript = entries.find((e) => /\/assets\/.*\.js$/.test(e.name))
    return { by: call?.initiatorType, call: call?.startTime, script: firstScript?.responseEnd }
  }, path)
}

test("a returning user's pile link asks for the pile once, from index.html, before the app runs", async ({
  page,
}) => {
  await fakeWechatOAuth(page)
  await page.goto('/')
  await expect(page.getByText('张师傅')).toBeVisible()

  const piles: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/device/device-detail')) piles.push(r.url())
  })
  await page.goto('/p/10000001')
  await expect(page.getByText('A区01号电单车充电桩')).toBeVisible()
  expect(piles).toHaveLength(1)
  // index.html's fetch (the app's client uses XHR), started before the app's first script is in.
  const timing = await callTiming(page, '/device/device-detail')
  expect(timing.by).toBe('fetch')
  // And the connection to the API is opened from index.html, for every page.
  await expect(
    page.locator(`link[rel="preconnect"][href="http://127.0.0.1:${MOCK_API_PORT}"]`),
  ).toHaveCount(1)
  expect(timing.call).toBeLessThan(timing.script ?? 0)
  // Taken by the app, once.
  expect(
    await page.evaluate(() => (window as { __earlyPile?: unknown }).__earlyPile),
  ).toBeUndefined()
})

test("a pile link's page draws its text only in the styles index.html warms while the entry loads", async ({
  page,
}) => {
  await fakeWechatOAuth(page)
  await page.goto('/p/10000001')
  await expect(page.locator('.scan__option').first()).toBeVisible()
  const drawn = await page.evaluate(() => {
    const styles = new Set<string>()
    for (const element of document.querySelectorAll('#root *')) {
      const text = [...element.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim())
      if (!text || !element.getClientRects().length) continue
      const style = getComputedStyle(element)
      styles.add(`${parseFloat(style.fontSize)}/${style.fontWeight}`)
    }
    return [...styles]
  })
  expect(drawn.length).toBeGreaterThan(3)
  // A style missing from the list is laid out cold, after the entry (src/app/shell/warm-fonts.ts).
  expect(drawn.filter((style) => !PILE_LINK_TEXT_STYLES.includes(style))).toEqual([])
})

test("a returning user's home asks for the user once, from index.html, and shows the figures", async ({
  page,
}) => {
  const visits = await fakeWechatOAuth(page)
  await page.goto('/')
  await expect(page.getByText('张师傅')).toBeVisible()
  // The login's two trips (the code, then the silent openid) are over before the reload.
  await expect.poll(() => visits.length).toBe(2)
  await expect(page).not.toHaveURL(/code=/)
  // The page back from the openid trip asks for the user itself: that call is over before counting.
  await page.waitForLoadState('networkidle')

  const users: string[] = []
  const signing: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/user/getChargeUserInfo')) users.push(r.url())
    if (r.url().includes('/user/get-jsapi-ticket')) signing.push(r.url())
  })
  await page.reload()
  // The app's home, not index.html's inert copy (the app's may be inert under the follow prompt).
  await expect(page.locator('.home__scan:not(.boot-home-shell *)')).toBeVisible()
  await expect(page.getByText('张师傅')).toBeVisible()
  await expect.poll(() => users.length).toBe(1)
  // index.html's fetch (the app's client uses XHR), before the app's first script is in.
  const timing = await callTiming(page, '/user/getChargeUserInfo')
  expect(timing.by).toBe('fetch')
  expect(timing.call).toBeLessThan(timing.script ?? 0)
  expect(
    await page.evaluate(() => (window as { __earlyUser?: unknown }).__earlyUser),
  ).toBeUndefined()
  // The figures are in, and the card asked nothing itself: the session's calls, which start once
  // the first screen is shown, have gone out with that one call still alone.
  await expect(page.locator('.home__stats')).toContainText('1280')
  await expect.poll(() => signing.length).toBeGreaterThan(0)
  expect(users).toHaveLength(1)
})

test("the document and the app's scripts travel as brotli, the build's own .br", async ({
  page,
}) => {
  await fakeWechatOAuth(page)
  const encodings = new Map<string, string>()
  page.on('response', (r) => {
    const url = new URL(r.url())
    if (url.port === String(HTTP_PORT))
      encodings.set(url.pathname, r.headers()['content-encoding'] ?? 'none')
  })
  await page.goto('/p/10000001')
  await expect(page.getByText('A区01号电单车充电桩')).toBeVisible()
  const names = chunkNames()
  const file = (chunk: string) => [...names].find(([, name]) => name === chunk)?.[0] ?? chunk
  // An entry path: index.html by the SPA fallback, as nginx's try_files sends it.
  expect(encodings.get('/p/10000001')).toBe('br')
  expect(encodings.get(file('index'))).toBe('br')
  expect(encodings.get(file('scan'))).toBe('br')
})

test.describe('before any script has run (slow network)', () => {
  test.beforeEach(async ({ page }) => {
    // The app's scripts never arrive: what shows is index.html's static shell alone.
    await page.route('**/assets/*.js', (route) => route.abort())
  })

  test("home's first screen paints from index.html, with the operator's stored title", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('indexTitle', JSON.stringify('易充电'))
      localStorage.setItem(
        'customConfigInfo',
        JSON.stringify({ platformName: '<b>易充电平台</b>', publicAccountName: '易充电' }),
      )
    })
    await page.goto('/')
    const shell = page.locator('.boot-home-shell')
    await expect(shell.getByText('扫码充电', { exact: true })).toBeVisible()
    await expect(shell.getByText('充电前请检查插头与电源线，雨天注意防水')).toBeVisible()
    await expect(shell.locator('.app-nav__title')).toHaveText('易充电')
    // Styled by index.html itself (the app's stylesheet is inline).
    await expect(shell.locator('.app-nav')).toHaveCSS('display', 'flex')
    // Stored text is shown as text.
    await expect(shell.locator('.home__platform')).toHaveText('<b>易充电平台</b>')
    await expect(shell.locator('.home__platform b')).toHaveCount(0)
    await expect(page.locator('.boot-page-shell')).toBeHidden()
    // Inert: nothing in it can be used before the app runs.
    await expect(shell).toHaveAttribute('inert', '')
  })

  test("a pile link paints charge selection's title and a skeleton, not home", async ({ page }) => {
    await page.goto('/p/10000001')
    const shell = page.locator('.boot-page-shell')
    await expect(shell.locator('.app-nav__title')).toHaveText('扫码充电')
    await expect(shell.locator('.skeleton').first()).toBeVisible()
    await expect(page.locator('.boot-home-shell')).toBeHidden()
  })

  test('index.html loads few files: a pile link and home their page; axios only for a new user', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('newUser')) localStorage.setItem('token', 'tk-000001')
    })
    const styles: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') styles.push(r.url())
    })
    // Each file once (the entry is fetched as a modulepreload, then run with a script), by
    // its chunk's name.
    const names = chunkNames()
    const loads = async () =>
      (
        await page.evaluate(() => [
          ...new Set(
            Array.from(
              document.querySelectorAll('script[src], link[rel="modulepreload"]'),
              (e) => e.getAttribute('src') ?? e.getAttribute('href') ?? '',
            ),
          ),
        ])
      ).map((url) => names.get(url) ?? url)
    // A pile link: the entry (the bundler's runtime is inside it: scripts/plugins/runtime-in-entry.ts)
    // and the page; its data comes from index.html's early call, so the app's HTTP client (axios)
    // is not needed for the first screen.
    await page.goto('/p/10000001')
    await expect(page.locator('.boot-page-shell .skeleton').first()).toBeVisible()
    expect((await loads()).sort()).toEqual(['index', 'scan'].sort())
    // Home: its page; its user comes from index.html's early call too.
    await page.goto('/')
    await expect(page.locator('.boot-home-shell')).toBeVisible()
    await expect
      .poll(async () => (await loads()).sort())
      .toEqual(['index', 'index', 'user-card'].sort())
    // Home without a token (a first visit): axios with the entry, for the login's calls.
    await page.evaluate(() => {
      sessionStorage.setItem('newUser', '1')
      localStorage.clear()
    })
    await page.goto('/')
    await expect(page.locator('.boot-home-shell')).toBeVisible()
    await expect
      .poll(async () => (await loads()).sort())
      .toEqual(['axios', 'index', 'index', 'user-card'].sort())
    // The app's stylesheet is inside index.html.
    expect(styles).toEqual([])
  })

  test("a pile link lays out its page's text styles out of sight meanwhile, then takes them away", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { __warmed: seen })
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLSpanElement && node.closest('body > [aria-hidden="true"]'))
              seen.push(`${parseFloat(node.style.fontSize)}/${node.style.fontWeight}`)
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/p/10000001')
    await expect
      .poll(() => page.evaluate(() => (window as { __warmed?: string[] }).__warmed))
      .toEqual(PILE_LINK_TEXT_STYLES)
    await expect(page.locator('body > [aria-hidden="true"]')).toHaveCount(0)
    await expect(page.locator('.boot-page-shell .skeleton').first()).toBeVisible()
    // Home's shell is its page's own text: nothing to warm there.
    await page.goto('/')
    await expect(page.locator('.boot-home-shell')).toBeVisible()
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => (window as { __warmed?: string[] }).__warmed)).toEqual([])
  })

  test('a page the spec shows without a title paints no nav bar', async ({ page }) => {
    await page.goto('/#/packageMine/h5ReceiveCouponPage')
    await expect(page.locator('.boot-page-shell .skeleton').first()).toBeVisible()
    await expect(page.locator('.boot-page-shell .app-nav')).toBeHidden()
  })
})

test('app-ready is marked once, when the landing page works: home, then a pile link', async ({
  page,
}) => {
  await fakeWechatOAuth(page)
  // Home may leave for its silent openid trip and come back meanwhile: asked again once it is back.
  const readyMarks = () =>
    page.evaluate(() => performance.getEntriesByName('app-ready').length).catch(() => null)
  await page.goto('/')
  await expect(page.getByText('张师傅')).toBeVisible()
  await expect.poll(readyMarks).toBe(1)
  await page.goto('/p/10000001')
  await expect(page.locator('.scan__option').first()).toBeVisible()
  await expect.poll(readyMarks).toBe(1)
  // Marked after the app took over: its scan-page controls, not index.html's inert shell.
  const inert = await page.evaluate(() => document.querySelectorAll('[inert]').length)
  expect(inert).toBe(0)
})

// build:http points VITE_API_BASE_TEST at the same mock API under another origin (localhost), so
// the testh5 rule (DESIGN §2) switches origins here as it does between production and test.
const TEST_API = `http://localhost:${MOCK_API_PORT}`
const PRODUCTION_API = `http://127.0.0.1:${MOCK_API_PORT}`

test('a testh5 path on the production host: the production token never reaches the test API, and survives', async ({
  page,
}) => {
  await fakeWechatOAuth(page)
  const calls: { origin: string; path: string; token: string | undefined }[] = []
  page.on('request', (r) => {
    if (!r.url().includes('/v1/charge-user/')) return
    const url = new URL(r.url())
    calls.push({ origin: url.origin, path: url.pathname, token: r.headers()['token'] })
  })
  const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key)
  // The session's two calls (JSSDK signing, the operator's config) start once a page's first screen
  // is shown (src/app/first-screen.ts), which may be after its data: a page's calls are all counted
  // before the next page is opened.
  const sessionStarted = () =>
    expect
      .poll(() => calls.filter((c) => /\/(get-jsapi-ticket|get-custom-wx-config)$/.test(c.path)))
      .toHaveLength(2)

  await page.goto('/#/pages/my/my')
  await expect(page.getByText('张师傅')).toBeVisible()
  const production = await stored('token')
  expect(production).toMatch(/tk-/)
  await sessionStarted()
  expect(calls.every((c) => c.origin === PRODUCTION_API)).toBe(true)

  calls.length = 0
  await page.goto('/testh5/mineCenter')
  await expect(page.getByText('张师傅')).toBeVisible()
  expect(calls.length).toBeGreaterThan(0)
  expect(calls.every((c) => c.origin === TEST_API)).toBe(true)
  expect(calls.map((c) => c.token)).not.toContain(production)
  expect(calls.filter((c) => c.path.endsWith('/user/charge-user-login'))).toHaveLength(1)
  const test = await stored('token')
  expect(test).not.toBe(production)
  expect(await stored('tokenOrigin')).toBe(TEST_API)
  await sessionStarted()
  expect(calls.every((c) => c.origin === TEST_API)).toBe(true)

  // Back on production: its own login, not overwritten, and no new OAuth.
  calls.length = 0
  await page.goto('/#/pages/my/my')
  await expect(page.getByText('张师傅')).toBeVisible()
  expect(await stored('token')).toBe(production)
  // The name is on screen from the stored profile before any call is sent: wait for the calls.
  await sessionStarted()
  expect(calls.some((c) => c.token === production)).toBe(true)
  expect(calls.every((c) => c.origin === PRODUCTION_API)).toBe(true)
  expect(calls.filter((c) => c.path.endsWith('/user/charge-user-login'))).toHaveLength(0)
})
