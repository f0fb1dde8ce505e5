import { expect, test } from './fixtures'
import { navTitle, openAsReturningUser } from './helpers'

// page.clock stays installed in a context: this file's tests get contexts of their own.
test.use({ warmContext: false })

test('from Mine: the card list, a card records, filtered by month', async ({ page }) => {
  // The month row holds the last 6 months: fix "today" to the seed's (2026-11) for the September chip.
  await page.clock.setFixedTime(new Date(2026, 10, 22, 10, 0, 0))
  await openAsReturningUser(page, '/mineCenter')
  await page.getByRole('link', { name: '我的充电卡' }).click()
  await expect(navTitle(page)).toHaveText('我的充电卡')
  const virtual = page.getByRole('article', { name: /充值卡/ })
  await expect(virtual).toContainText('¥83.50')
  await expect(virtual).toContainText('全部站点')
  await expect(page.getByRole('article', { name: /实体卡/ })).toContainText('西湖文化广场充电站')
  await virtual.getByRole('link', { name: '交易记录' }).click()
  await expect(navTitle(page)).toHaveText('交易记录')
  await expect(page.getByRole('listitem').first()).toBeVisible()
  await page.getByRole('button', { name: '9月' }).click()
  await expect(page).toHaveURL(/rechargeRecord\?cardId=CARD0001&month=2026-09$/)
  await expect(page.getByRole('listitem')).toHaveCount(3)
  await expect(page.getByRole('listitem').first()).toContainText('+¥10.00')
  await page.getByRole('button', { name: '全部' }).click()
  await expect(page).toHaveURL(/rechargeRecord\?cardId=CARD0001$/)
  await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThan(3)
})

test('我的卡券: coupons by state', async ({ page }) => {
  await openAsReturningUser(page, '/mineCenter')
  await page.getByRole('link', { name: '我的卡券' }).click()
  await expect(navTitle(page)).toHaveText('我的卡券')
  await expect(page.getByRole('link', { name: /我的充电卡/ })).toContainText('2 张')
  await expect(page.getByRole('button', { name: '立即使用' })).toHaveCount(3)
  await page.getByRole('tab', { name: '已使用' }).click()
  await expect(page.getByRole('listitem')).toHaveCount(2)
  await expect(page.getByRole('button', { name: '立即使用' })).toHaveCount(0)
  await page.getByRole('tab', { name: '已过期' }).click()
  await expect(page.getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('listitem')).toContainText('满10减2')
})
