// Screenshots at an iPhone viewport in Debian's chromium, for looking at what we build.
// Usage: node scripts/screenshot.mjs <baseUrl> <outDir> <hashPath>...
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs'

const [base = 'http://127.0.0.1:5173', out = 'screenshots/tmp', ...paths] = process.argv.slice(2)
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
})
const context = await browser.newContext({
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN',
})
const page = await context.newPage()
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()))
page.on('pageerror', (e) => console.log('pageerror:', e.message))
for (const path of paths.length ? paths : ['/']) {
  const url = path.startsWith('http')
    ? path
    : `${base}${path.startsWith('/#') || path.startsWith('/?') ? path : `/#${path}`}`
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(800)
  const follow = page.getByRole('button', { name: '我知道了' })
  if (process.env.KEEP_DIALOG !== '1' && (await follow.isVisible())) {
    await follow.click()
    await page.waitForTimeout(400)
  }
  const name = path.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'
  await page.screenshot({ path: `${out}/${name}.png` })
  console.log(`${out}/${name}.png  ${page.url()}`)
}
await browser.close()
