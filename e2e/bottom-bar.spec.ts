import { expect, test, type Page } from './fixtures'
import { navTitle, openAsReturningUser } from './helpers'

/*
 * An ended charge's live page has a two-row bar (查看订单详情, 返回首页) fixed at the bottom: the
 * page's padding leaves room for both, so its last line (the chart card's) is never under the bar.
 */

/** Scrolls to the bottom and measures the page's last drawn line against the fixed bar's top. */
async function lastLineAgainstBar(page: Page) {
  const bar = page.locator('.live__bar')
  await expect(bar.getByRole('button', { name: '查看订单详情' })).toBeVisible()
  await expect(bar.getByRole('link', { name: '返回首页' })).toBeVisible()
  const curve = page.getByRole('region', { name: '充电曲线' })
  // The chart (or its quiet note) has come: the card is as tall as it gets.
  await expect(curve.locator('figcaption, .curve-note').last()).toBeVisible()

  // The chart sizes itself to its card once drawn (its width observer), so the page's height can
  // still move for a frame or two: scroll and measure until the figures hold.
  await expect(async () => {
    await scrollAndMeasure(page)
  }).toPass({ timeout: 5000 })
}

async function scrollAndMeasure(page: Page) {
  // To the bottom, whichever element scrolls.
  await page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement
    scroller.scrollTop = scroller.scrollHeight
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('*'))) {
      if (el.scrollHeight > el.clientHeight + 1) el.scrollTop = el.scrollHeight
    }
  })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))))

  const measured = await page.evaluate(() => {
    const barEl = document.querySelector('.live__bar')!
    const pageEl = document.querySelector('.live')!
    // The page's content: every drawn leaf element, outside the bar and the screen-reader lines.
    let last = { bottom: -Infinity, what: '' }
    for (const el of Array.from(pageEl.querySelectorAll('*'))) {
      if (barEl.contains(el) || el.closest('.visually-hidden')) continue
      if (el.children.length > 0 && !(el instanceof SVGSVGElement)) continue
      if (el.closest('svg') && !(el instanceof SVGSVGElement)) continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (box.bottom > last.bottom) {
        last = { bottom: box.bottom, what: `${el.tagName} ${el.textContent?.slice(0, 40) ?? ''}` }
      }
    }
    const card = document.querySelector('.live__curve')!.getBoundingClientRect()
    return {
      barTop: barEl.getBoundingClientRect().top,
      last,
      cardBottom: card.bottom,
      viewport: window.innerHeight,
      paddingBottom: getComputedStyle(pageEl).paddingBottom,
    }
  })
  // The bar is where it should be: at the bottom of the screen.
  expect(measured.barTop).toBeLessThan(measured.viewport)
  expect(measured.barTop).toBeGreaterThan(measured.viewport / 2)
  expect(
    measured.last.bottom,
    `the last line (${measured.last.what}) ends above the bar at ${measured.barTop} ` +
      `(the page's padding-bottom: ${measured.paddingBottom})`,
  ).toBeLessThanOrEqual(measured.barTop)
  expect(measured.cardBottom, 'the chart card ends above the bar').toBeLessThanOrEqual(
    measured.barTop,
  )
}

const LIVE_ENDED = '#/packageOrder/chargingDetail?orderId=OD100001'

test.describe('at 320 x 640', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('an ended charge opened by its link: scrolled to the bottom, the last line ends above the bar', async ({
    page,
  }) => {
    // Landing on the page (a reload, a shared link): its stylesheet is asked for by index.html's
    // loader, which adds it after the theme's inline style once the document is parsed.
    await openAsReturningUser(page, `/${LIVE_ENDED}`)
    await expect(navTitle(page)).toHaveText('充电详情')
    await lastLineAgainstBar(page)
  })

  test('an ended charge reached in the app: scrolled to the bottom, the last line ends above the bar', async ({
    page,
  }) => {
    // Reached from another page: its stylesheet comes with its lazy chunk, after the theme's.
    await openAsReturningUser(page, '/#/packageOrder/orderList')
    await expect(navTitle(page)).not.toHaveText('充电详情')
    await page.evaluate((hash) => (window.location.hash = hash), LIVE_ENDED)
    await expect(navTitle(page)).toHaveText('充电详情')
    await lastLineAgainstBar(page)
  })
})
