// `npm run perf`: the pages in a browser as a returning user (files loaded, API round trips before the
// data shows, errors), and the mock API login that makes the user.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { API, APP_ID, DIST, OPENID, OUT, SITE, WECHAT_UA } from './config.mjs'
import { watchRequests } from '../network-quiet.mjs'
import { INLINE, brotliSize, fileSizes, isCode } from './sizes.mjs'

export async function login() {
  const res = await fetch(`${API}/v1/charge-user/user/charge-user-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      authCode: `perf-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      loginType: '02',
      appId: APP_ID,
    }),
  })
  const body = await res.json()
  if (body?.code !== '000000' || !body.data?.token) {
    throw new Error(`login on the mock API failed: ${JSON.stringify(body)}`)
  }
  return body.data.token
}

/** The localStorage of a returning user (SPEC §3 keys: a string as it is, a flag as JSON). */
export const returningUser = (token) => ({
  token,
  isLogin: 'true',
  customOpenid: OPENID,
})

/** Longest chain of calls where each starts after the previous one ended. */
export function roundTripDepth(calls) {
  const sorted = [...calls].sort((a, b) => a.start - b.start)
  const depth = []
  const prev = []
  sorted.forEach((call, i) => {
    depth[i] = 1
    prev[i] = -1
    for (let j = 0; j < i; j++) {
      if (sorted[j].end <= call.start && depth[j] + 1 > depth[i]) {
        depth[i] = depth[j] + 1
        prev[i] = j
      }
    }
  })
  let best = -1
  depth.forEach((d, i) => {
    if (best < 0 || d > depth[best] || (d === depth[best] && sorted[i].end > sorted[best].end)) {
      best = i
    }
  })
  const chain = []
  for (let i = best; i >= 0; i = prev[i]) chain.unshift(sorted[i].name)
  return { depth: best < 0 ? 0 : depth[best], chain }
}

export async function measurePage(browser, spec, token, apiLog) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: WECHAT_UA,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    serviceWorkers: 'block',
  })
  // Only on a first load: the app may rewrite its keys later (a re-login, a new token).
  await context.addInitScript((entries) => {
    if (localStorage.getItem('token') === null) {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v)
    }
  }, returningUser(token))
  const page = await context.newPage()
  const assets = []
  const errors = []
  let markerSeen = false
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (url.origin === SITE && url.pathname.startsWith('/assets/')) {
      assets.push({ file: url.pathname.slice(1), beforeMarker: !markerSeen })
    }
  })
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  apiLog.length = 0
  const requests = watchRequests(page)
  await page.goto(SITE + spec.path, { waitUntil: 'load' })
  let visibleAt = null
  if (spec.marker) {
    try {
      const handle = await page.waitForFunction(
        (text) => (document.body?.innerText.includes(text) ? performance.now() : 0),
        spec.marker,
        { polling: 'raf', timeout: 20000 },
      )
      visibleAt = await handle.jsonValue()
      markerSeen = true
    } catch {
      errors.push(`'${spec.marker}' never appeared`)
    }
  }
  const apiCalls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/v1/charge-user/'))
      .map((e) => ({
        name: new URL(e.name).pathname.replace('/v1/charge-user', ''),
        start: Math.round(e.startTime),
        end: Math.round(e.responseEnd),
      })),
  )
  const preflightsBeforeMarker = apiLog.filter((r) => r.method === 'OPTIONS').length
  await requests.quiet(1500, 20000)
  requests.stop()
  // Before the marker by the page's own clock (the request events reach this process later than
  // the page paints, so a file asked for just after the data showed could pass for one before).
  const assetStarts = new Map(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/assets/'))
        .map((e) => [new URL(e.name).pathname.slice(1), e.startTime]),
    ),
  )
  if (visibleAt !== null) {
    for (const a of assets) {
      const start = assetStarts.get(a.file)
      if (start !== undefined) a.beforeMarker = start < visibleAt
    }
  }
  const finalUrl = page.url()
  const screenshot = join(OUT, `${spec.id}.png`)
  await page.screenshot({ path: screenshot })
  await context.close()

  const seen = new Map()
  for (const a of assets) if (!seen.has(a.file)) seen.set(a.file, a)
  const files = [...seen.values()].map((a) => ({
    ...a,
    ...(existsSync(join(DIST, a.file))
      ? { ...fileSizes(a.file), br: brotliSize(a.file) }
      : { bytes: 0, gzip: 0, br: 0, missing: true }),
  }))
  // index.html carries CSS (the entry's stylesheet) and small scripts inline: they count as well.
  files.push({ file: INLINE, beforeMarker: true, ...fileSizes(INLINE), br: brotliSize(INLINE) })
  const code = files.filter((f) => isCode(f.file))
  return {
    url: SITE + spec.path,
    finalUrl,
    marker: spec.marker,
    markerVisibleMs: visibleAt === null ? null : Math.round(visibleAt),
    jsCssGzip: code.reduce((s, f) => s + f.gzip, 0),
    jsCssBrotli: code.reduce((s, f) => s + f.br, 0),
    jsCssGzipBeforeMarker: code.filter((f) => f.beforeMarker).reduce((s, f) => s + f.gzip, 0),
    files: files.sort((a, b) => b.gzip - a.gzip),
    apiCalls,
    apiCallsBeforeMarker:
      visibleAt === null ? apiCalls : apiCalls.filter((c) => c.start < visibleAt),
    preflightsBeforeMarker,
    errors,
    screenshot,
  }
}
