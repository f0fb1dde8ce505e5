import { expect, test, type Page } from './fixtures'
import { closeWhenItOpens, navTitle, openAsReturningUser, payAndWatch } from './helpers'

/**
 * A charge moves what other pages show: a new order, a coupon used, a card's balance, messages.
 * Pages read within the cache's 30 s showed what they had read before the charge (an auditor: the
 * new order missing from 订单中心 and the order before it listed twice, the used coupon still under
 * 未使用, 充电中 on 返回 after a stop). Each is visited in the app, without a reload.
 */

/** In-app navigation, as a tap on a link does (no new document, the query cache kept). */
async function go(page: Page, route: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash
  }, route)
}

const orderCards = (page: Page) => page.locator('a.orders__card')

/** Scrolls the list until its end line shows, then the links of every card loaded. */
async function everyOrderLink(page: Page): Promise<string[]> {
  await expect(async () => {
    await page.mouse.wheel(0, 5000)
    await expect(page.getByText('没有更多了')).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 15_000 })
  return orderCards(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
}

test('after a charge is paid and stopped, 订单中心 and 我的卡券 show it at once, each order once', async ({
  page,
}) => {
  // A charge from the pile to its stop and settlement, with four list visits around it.
  test.setTimeout(90_000)
  await closeWhenItOpens(page)
  await openAsReturningUser(page, '/#/packageMine/mineCardCoupon', 'phoneBound')
  const useNow = page.getByRole('button', { name: '立即使用' })
  await expect(useNow).toHaveCount(3)
  await go(page, '/packageOrder/orderList')
  await expect(orderCards(page)).toHaveCount(10)

  await go(page, '/pages/scan/scan?deviceId=10000001')
  await expect(navTitle(page)).toHaveText('扫码充电')
  await page
    .getByRole('radio', { name: /号插座 空闲/ })
    .first()
    .click()
  await page.getByRole('tab', { name: '按时间' }).click()
  await page.getByRole('radio', { name: /2小时/ }).click()
  await page.getByRole('button', { name: '去支付' }).click()
  await expect(navTitle(page)).toHaveText('充电支付')
  // The best coupon covers the ¥2.00: the charge starts with no cashier, the coupon used.
  await expect(page.getByText(/充电抵用券 -¥2.00/)).toBeVisible()
  await payAndWatch(page)
  const orderId = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('orderId')
  expect(orderId).toMatch(/^OD/)

  await go(page, '/packageOrder/orderList')
  await expect(orderCards(page).first()).toHaveAttribute('href', new RegExp(`${orderId}$`))
  const links = await everyOrderLink(page)
  expect(links).toHaveLength(new Set(links).size)
  expect(links).toHaveLength(18)

  await go(page, '/packageMine/mineCardCoupon')
  await expect(useNow).toHaveCount(2)

  // The running order, stopped from its live page, is not 充电中 in the list on 返回.
  await go(page, '/packageOrder/orderList')
  await orderCards(page).first().click()
  await expect(navTitle(page)).toHaveText('充电详情')
  await expect(page.locator('.live__status')).toHaveText('充电中', { timeout: 15_000 })
  await page.getByRole('button', { name: '停止充电' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '停止充电' }).click()
  await expect(page.locator('.live__status')).not.toHaveText('充电中')
  await page.goBack()
  await expect(navTitle(page)).toHaveText('订单中心')
  await expect(orderCards(page).first().locator('.orders__status')).not.toHaveText('充电中')
})
