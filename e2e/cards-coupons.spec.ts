import { expect, test } from './fixtures'
import { navTitle, openAsReturningUser } from './helpers'

test('/b/card/activate/{id} stores the card and its page activates it', async ({ page }) => {
  await page.goto('/b/card/activate/C100')
  await expect(page).toHaveURL(/#\/packageChargingCard\/realCardDetail$/)
  await expect(navTitle(page)).toHaveText('实体卡详情')
  await expect(page.getByText('未激活')).toBeVisible()
  await page.getByRole('button', { name: '激活此卡' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确认激活' }).click()
  await expect(page.getByText('已激活')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('scanCodeEntityCardId'))).toBeNull()
})

test('a scanned card link opens the card page with q', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('mockScan', 'https://h5.charge.example.cn/b/card/activate/C200'),
  )
  await openAsReturningUser(page, '/')
  await page.getByRole('button', { name: /扫码充电/ }).click()
  await expect(page).toHaveURL(/realCardDetail\?q=/)
  await expect(page.getByText('西湖文化广场充电站')).toBeVisible()
})

test('/getCouponPage receives the gift and /getCouponSuccessPage shows it', async ({ page }) => {
  await page.goto('/getCouponPage')
  await expect(page.getByRole('heading', { name: '新用户充电礼包' })).toBeVisible()
  await page.getByRole('button', { name: '立即领取' }).click()
  await expect(page.getByRole('heading', { name: '领取成功' })).toBeVisible()
  await page.goto('/getCouponSuccessPage')
  await expect(page.getByRole('heading', { name: '领取成功' })).toBeVisible()
})
