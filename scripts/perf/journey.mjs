#!/usr/bin/env node
// (Run by hand.) How long charge selection's 去支付 takes to show the payment page's pay button, on
// a weak network (Slow 4G: 150 ms, 1.47 Mbps down) with 4x CPU, as a returning user whose phone is
// bound: the pile link opened, a free socket and the 2-hour plan chosen, 3 s to read the choice,
// then the tap. Two builds in turn, so that the machine's load falls on both alike:
//
//   node scripts/perf/journey.mjs <distA> <distB> [loads of each, default 6]
//
// Each dist is a production build against the perf mock API (what `npm run perf` builds into
// .perf/dist: VITE_API_BASE=http://127.0.0.1:8797, VITE_USE_MOCK=false). Prints each load and
// the medians.
import { chromium } from '@playwright/test'
import { preview } from 'vite'
import { CHROMIUM_ARGS } from '../chromium.mjs'
import { startMockApi } from '../mock-api.mjs'
import { login, returningUser } from './browser.mjs'
import { API_PORT, CHROME, ROOT, WECHAT_UA } from './config.mjs'

const [distA, distB, loadsArg] = process.argv.slice(2)
if (!distA || !distB) {
  console.error('usage: node scripts/perf/journey.mjs <distA> <distB> [loads]')
  process.exit(2)
}
const LOADS = Number(loadsArg || 6)
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
}

const api = await startMockApi({ port: API_PORT, quiet: true })
const builds = [
  ['A', distA, 4191],
  ['B', distB, 4192],
]
const sites = await Promise.all(
  builds.map(([, outDir, port]) =>
    preview({
      root: ROOT,
      logLevel: 'error',
      build: { outDir },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    }),
  ),
)
const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS })

/** One load of a build: ms from the tap on 去支付 to the payment page's pay button. */
async function once(port) {
  const seed = { ...returningUser(await login()), isPhone: 'true' }
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    userAgent: WECHAT_UA,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  })
  await context.addInitScript((entries) => {
    if (localStorage.getItem('token') !== null) return
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v)
  }, seed)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  try {
    await page.goto(`http://127.0.0.1:${port}/#/pages/scan/scan?deviceId=10000001`)
    await page
      .getByRole('radio', { name: /号插座 空闲/ })
      .first()
      .click({ timeout: 30_000 })
    await page.getByRole('tab', { name: '按时间' }).click()
    await page.getByRole('radio', { name: /2小时/ }).click()
    await page.waitForTimeout(3000)
    const start = Date.now()
    await page.getByRole('button', { name: '去支付' }).click()
    await page
      .getByRole('button', { name: /立即充电|确认支付|微信支付/ })
      .waitFor({ timeout: 30_000 })
    return Date.now() - start
  } finally {
    await context.close()
  }
}

const times = { A: [], B: [] }
try {
  for (let i = 0; i < LOADS; i++) {
    // In turn, the order swapped each round.
    const round = i % 2 ? [...builds].reverse() : builds
    for (const [name, , port] of round) {
      const ms = await once(port)
      times[name].push(ms)
      console.log(`${name} #${i + 1}: ${ms} ms`)
    }
  }
} finally {
  await browser.close()
  await Promise.all(sites.map((s) => s.close()))
  await api.close()
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
for (const [name, dist] of builds)
  console.log(`${name} (${dist}): ${times[name].join(' / ')} ms, median ${median(times[name])} ms`)
