import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Opens a path as a first-time visitor: simulated OAuth, then the page. The follow prompt opens on
 * home only (docs/design-notes.md): there it is closed as a user would.
 */
export async function openAsNewUser(page: Page, path = '/') {
  await page.goto(path)
  await expect(page.locator('#root > main.app-main')).toBeVisible()
  const route = new URL(page.url()).hash.replace(/^#/, '').split('?')[0]
  if (route === '/' || route === '/pages/index/index') await closeFollowPrompt(page)
}

/** The follow prompt (docs/design-notes.md): over home, and over an ended charge. */
export const followPrompt = (page: Page) => page.getByRole('dialog', { name: /^关注/ })

/** Closes the follow prompt, which opens over home for a user who does not follow the account. */
export async function closeFollowPrompt(page: Page) {
  const close = followPrompt(page).getByRole('button', { name: '我知道了' })
  await expect(close).toBeVisible()
  await close.click()
  await expect(close).toBeHidden()
}

/**
 * Closes a dialog with its 我知道了 whenever it opens over what the test is doing, as a user would
 * (default: the follow prompt, which may open over an ended charge). Such a dialog can also go by
 * itself, as the follow prompt does when its page is left: the click gives up after 2 s instead of
 * waiting for a button that is gone (it held a journey's next step to the test's timeout), and
 * Playwright does not wait for the dialog to be hidden after it.
 */
export async function closeWhenItOpens(page: Page, dialog: Locator = followPrompt(page)) {
  const button = dialog.getByRole('button', { name: '我知道了' }).first()
  await page.addLocatorHandler(
    button,
    async () => {
      await button.click({ timeout: 2000 }).catch(() => undefined)
    },
    { noWaitAfter: true },
  )
}

// The app's own nav bar (a direct child of #root), not index.html's static shells before it runs.
export const navTitle = (page: Page) => page.locator('#root > .app-nav .app-nav__title')

/** The payment page sends a user without a phone to bind one (any mobile, code 123456), then back. */
export async function bindPhoneOnTheWay(page: Page) {
  await expect(navTitle(page)).toHaveText('绑定手机号')
  await page.getByPlaceholder('请输入手机号').fill('13812345678')
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByPlaceholder('请输入6位验证码').fill('123456')
  await page.getByRole('button', { name: '立即绑定' }).click()
  await expect(navTitle(page)).toHaveText('充电支付')
}

/**
 * On the payment page: agree, pay with WeChat (or 立即充电 when a coupon leaves nothing to pay: then
 * there is no cashier), confirm in the simulated cashier, and land on 充电详情.
 */
export async function payAndWatch(page: Page) {
  await page.getByRole('checkbox').check()
  await page
    .getByRole('button', { name: /微信支付|立即充电/ })
    .last()
    .click()
  const cashier = page.getByRole('button', { name: '确认支付' })
  await expect(cashier.or(page.locator('.live__status'))).toBeVisible()
  if (await cashier.isVisible()) await cashier.click()
  await expect(navTitle(page)).toHaveText('充电详情')
}

/** localStorage entries, by key. */
export type Seed = Record<string, string>

/**
 * Runs before every document of the test: puts the seed into localStorage once (a page of the app
 * writes `mock:db` after its first call, so later documents keep their own state).
 */
export async function seedStorage(page: Page, seed: Seed): Promise<void> {
  await page.addInitScript((entries: Seed) => {
    try {
      if (localStorage.getItem('mock:db') !== null) return
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    } catch {
      // a page before the link (a data: URL) has no storage
    }
  }, seed)
}

/** Where e2e/returning-users.setup.ts leaves the shared logged-in state (git-ignored). */
export const RETURNING_USERS_FILE = fileURLToPath(
  new URL('./.auth/returning-users.json', import.meta.url),
)

/**
 * The seeded user, logged in once and the follow prompt closed (e2e/returning-users.setup.ts):
 * `noPhone` as after that first visit, `phoneBound` once their phone is bound (13812345678).
 */
export interface ReturningUsers {
  noPhone: Seed
  phoneBound: Seed
}

let returningUsers: ReturningUsers | undefined

/** localStorage of the returning user (the mock project's setup wrote it before any test ran). */
export function returningUser(kind: keyof ReturningUsers): Seed {
  returningUsers ??= JSON.parse(readFileSync(RETURNING_USERS_FILE, 'utf8')) as ReturningUsers
  return returningUsers[kind]
}

/** Opens a path as the returning user: one document, no OAuth trip, no follow prompt. */
export async function openAsReturningUser(
  page: Page,
  path: string,
  kind: keyof ReturningUsers = 'noPhone',
): Promise<void> {
  await seedStorage(page, returningUser(kind))
  await page.goto(path)
  await expect(page.locator('#root > main.app-main')).toBeVisible()
}

/** The page scrolls only vertically at its viewport's width (the quality bar: 320 px). */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scroll, client } = await page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement
    return { scroll: el.scrollWidth, client: el.clientWidth }
  })
  const width = page.viewportSize()?.width ?? client
  expect(scroll, `${what} scrolls sideways at ${width} px`).toBeLessThanOrEqual(client)
}

/**
 * Every text field on the page is drawn at 16 px or more: iOS (Safari and WeChat's WKWebView) zooms
 * the page into a field under 16 px as it takes focus, and the user has to zoom back out.
 */
export async function expectNoZoomOnFocus(page: Page, what: string): Promise<void> {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('input, textarea, select')]
      .filter(
        (el) =>
          !(el instanceof HTMLInputElement) ||
          ['text', 'search', 'tel', 'number', 'email', 'password', 'url'].includes(el.type),
      )
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ el, size: parseFloat(getComputedStyle(el).fontSize) }))
      .filter(({ size }) => size < 16)
      .map(({ el, size }) => `${el.tagName.toLowerCase()}.${el.className} ${size}px`),
  )
  expect(small, `${what}: fields under 16 px (iOS zooms into them)`).toEqual([])
}

/** No serious or critical axe violation in the state the page is in (a page, a dialog, a skeleton). */
export async function expectNoSeriousAxeViolation(
  page: Page,
  what: string,
  exclude: readonly string[] = [],
): Promise<void> {
  // Violations only: axe details no passes (a check reads violations alone). A page without frames
  // (all but 发票详情's PDF and the webview) is checked with axe.run in the page (legacy mode): the
  // same rules and results as runPartial per frame then finishRun in a new blank page, in half the
  // time (0.8 s instead of 1.9 s here).
  const legacy = page.frames().length === 1
  // A dialog fading in is not the state under test: axe reads colours as drawn, and the follow
  // prompt's button at half its opacity failed color-contrast (a flaky run). So finite animations
  // end first; endless ones (a spinner, a skeleton's shimmer) are left running.
  // antd-mobile's own dialogs animate from script (react-spring: the wrap's child fades from 0 to 1),
  // which getAnimations does not see: they are waited for by their opacity.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
        ) &&
      [...document.querySelectorAll('.adm-center-popup-wrap > div')].every(
        (el) => el.getClientRects().length === 0 || getComputedStyle(el).opacity === '1',
      ),
    undefined,
    { timeout: 5000 },
  )
  // In one frame, axe as a script of the page (e2e/axe-server.mjs) when it loads there: builder
  // then injects a no-op (its source, which it would send through the protocol twice a check,
  // cost about 1.4 s of CPU a check: README, Footguns: "axe through the protocol").
  const axeSource = legacy && (await loadAxe(page)) ? AXE_LOADED : undefined
  let axe = new AxeBuilder({ page, axeSource }).options({ resultTypes: ['violations'] })
  if (legacy) axe = axe.setLegacyMode()
  for (const selector of exclude) axe = axe.exclude(selector)
  const { violations } = await axe.analyze()
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, `${what}: axe`).toEqual([])
}

/**
 * What VoiceOver and TalkBack reach, in the order they reach it (issue 27). A screen reader moves
 * through the accessibility tree in document order, so:
 * - every control drawn on the page is in that tree: not under `aria-hidden` or `inert`;
 * - the controls of the page's flow come in the order the eye reads them: a control after another
 *   in the document is not wholly above it, nor wholly to its left on the same line (a visually
 *   hidden input is where its label is drawn);
 * - a bar fixed to the top of the screen (the nav bar) comes before them, and one fixed to the
 *   bottom (a tab bar, a pay bar) after every control the first screen shows above it.
 * A map's markers are placed by where the stations are, not read in an order: they are left out of
 * the order, though still checked for being in the tree.
 */
export async function expectControlsInReadingOrder(page: Page, what: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const CONTROL = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[tabindex]:not([tabindex="-1"])',
      ...['button', 'link', 'radio', 'checkbox', 'switch', 'tab', 'option', 'menuitem'].map(
        (role) => `[role="${role}"]`,
      ),
    ].join(', ')
    const HIDDEN_FROM_AT = '[aria-hidden="true"], [inert]'
    const SPATIAL = '.leaflet-container'
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 24)
      return `<${el.tagName.toLowerCase()}> "${text}"`
    }
    const drawn = (el: Element) => {
      const box = el.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === 'visible'
    }
    const fixed = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement)
        if (getComputedStyle(e).position === 'fixed') return true
      return false
    }
    /** Where the eye finds a control, in the document's coordinates. */
    const box = (el: Element) => {
      let r = el.getBoundingClientRect()
      if (r.width <= 1 && r.height <= 1) r = (el.closest('label') ?? el).getBoundingClientRect()
      return { top: r.top + scrollY, bottom: r.bottom + scrollY, left: r.left, right: r.right }
    }
    const problems: string[] = []
    const controls = [...document.querySelectorAll(CONTROL)].filter(drawn)
    for (const el of controls)
      if (el.closest(HIDDEN_FROM_AT))
        problems.push(`${name(el)} is drawn but hidden from assistive tech`)
    const read = controls.filter((el) => !el.closest(HIDDEN_FROM_AT) && !el.closest(SPATIAL))
    const flow = read.filter((el) => !fixed(el))
    for (let i = 0; i < flow.length; i++) {
      const a = box(flow[i])
      for (let j = i + 1; j < flow.length; j++) {
        const b = box(flow[j])
        const above = b.bottom <= a.top + 1
        const sameLine = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0
        if (above || (sameLine && b.right <= a.left + 1))
          problems.push(`${name(flow[j])} is read after ${name(flow[i])} but drawn before it`)
      }
    }
    for (const bar of read.filter(fixed)) {
      const barTop = bar.getBoundingClientRect().top
      const top = barTop < innerHeight / 2
      const wrong = flow.find((f) => {
        const after = bar.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_FOLLOWING
        return top ? !after : Boolean(after) && box(f).bottom - scrollY <= barTop
      })
      if (wrong)
        problems.push(
          `${name(bar)}, fixed to the ${top ? 'top' : 'bottom'}, is read ${top ? 'after' : 'before'} ${name(wrong)}`,
        )
    }
    return problems
  })
  expect(problems, `${what}: controls in reading order`).toEqual([])
}

/** What AxeBuilder injects once the page has axe: nothing (an expression with a small result). */
const AXE_LOADED = '0'

/**
 * Loads axe-core into the page as a script from e2e/axe-server.mjs (the context's HTTP cache serves
 * it after its first load), unless it is there; false if it cannot load.
 */
async function loadAxe(page: Page): Promise<boolean> {
  // The port playwright.config.ts gives its axe server and, through the environment, the workers.
  const url = `http://127.0.0.1:${process.env.E2E_AXE_PORT}/axe.min.js`
  return page.evaluate(
    (src) =>
      'axe' in window ||
      new Promise<boolean>((resolve) => {
        const script = document.createElement('script')
        script.src = src
        script.onload = () => resolve(true)
        script.onerror = () => resolve(false)
        document.head.appendChild(script)
      }),
    url,
  )
}
