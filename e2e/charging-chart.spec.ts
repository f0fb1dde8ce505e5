import { expect, test, type Page } from './fixtures'
import {
  bindPhoneOnTheWay,
  expectNoSeriousAxeViolation,
  expectNoSidewaysScroll,
  navTitle,
  openAsReturningUser,
  payAndWatch,
} from './helpers'

/*
 * The charge as a picture (issue 25): the live page draws the power (and SOC) curve under its
 * figures for a BIKE and a CAR, a tap reads a point, and the order detail shows the whole curve and
 * the breakdown whose totals are the order's fees, each with axe.
 */

/** Pile link -> a port and a plan -> WeChat pay, as a returning user (phone bound on the way). */
async function startCharge(page: Page, link: string, port: RegExp, plan: RegExp | string) {
  await openAsReturningUser(page, link)
  await expect(navTitle(page)).toHaveText('扫码充电')
  await page.getByRole('radio', { name: port }).first().click()
  await page.getByRole('radio', { name: plan }).click()
  await page.getByRole('button', { name: '去支付' }).click()
  await bindPhoneOnTheWay(page)
  await payAndWatch(page)
}

const curve = (page: Page) => page.getByRole('region', { name: '充电曲线' })

test('BIKE live: the power curve grows under the figures; a tap reads a point; axe', async ({
  page,
}) => {
  await startCharge(page, '/p/10000001', /号插座 空闲/, /2小时/)
  const chart = curve(page).getByRole('img', { name: '充电功率曲线' })
  await expect(chart).toBeVisible({ timeout: 20_000 })
  await expect(curve(page).locator('figcaption')).toHaveText(/^最高功率 \d+ W，平均 \d+ W$/)
  const slider = curve(page).getByRole('slider', { name: '查看曲线上某一时刻' })
  const points = Number(await slider.getAttribute('max'))
  await expect.poll(async () => Number(await slider.getAttribute('max'))).toBeGreaterThan(points)

  const box = await chart.boundingBox()
  await chart.click({ position: { x: (box?.width ?? 300) * 0.6, y: 80 } })
  await expect(curve(page).locator('.curve__readout')).toHaveText(/^\d\d:\d\d · \d+ W$/)
  await expectNoSeriousAxeViolation(page, 'live BIKE with its chart')
})

test('CAR live: power and SOC with the price periods; axe', async ({ page }) => {
  await startCharge(page, '/10002/20000001', /1号枪 空闲/, '¥50.00')
  const chart = curve(page).getByRole('img', { name: '充电功率与SOC曲线' })
  await expect(chart).toBeVisible({ timeout: 20_000 })
  await expect(curve(page).locator('figcaption')).toHaveText(
    /^最高功率 \d+\.\d kW，平均 \d+\.\d kW，SOC \d+% → \d+%$/,
  )
  // Some price period is shaded, named 尖, 峰, 平 or 谷.
  await expect(chart.locator('.curve__band').first()).toBeAttached()
  await expectNoSeriousAxeViolation(page, 'live CAR with its chart')
})

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('CAR order: the whole curve, the period breakdown and its totals; axe', async ({ page }) => {
    await openAsReturningUser(page, '/#/packageOrder/carChargingDetail?orderId=OD100004')
    await expect(navTitle(page)).toHaveText('订单详情')
    const chart = curve(page).getByRole('img', { name: '充电功率与SOC曲线' })
    await expect(chart).toBeVisible()
    await expect(curve(page).locator('figcaption')).toHaveText(/SOC 30% → \d+%$/)
    const table = page.getByRole('table', { name: '分时段明细' })
    const fees = page.getByRole('region', { name: '费用明细' })
    const itemised = async (label: string) =>
      fees.locator('dt', { hasText: label }).locator('+ dd').textContent()
    const total = table.locator('tfoot tr td')
    await expect(total.nth(1)).toHaveText((await itemised('电费')) ?? '')
    await expect(total.nth(2)).toHaveText((await itemised('服务费')) ?? '')
    await expectNoSidewaysScroll(page, 'CAR order with its chart')
    await expectNoSeriousAxeViolation(page, 'CAR order with its chart')
  })

  test('BIKE order: the curve and the power tier; axe', async ({ page }) => {
    await openAsReturningUser(page, '/#/packageOrder/carChargingDetail?orderId=OD100001')
    await expect(curve(page).getByRole('img', { name: '充电功率曲线' })).toBeVisible()
    const tiers = page.getByRole('table', { name: '功率档位明细' })
    await expect(tiers).toContainText('¥0.60/小时')
    await expect(tiers).toContainText('2小时')
    await expectNoSidewaysScroll(page, 'BIKE order with its chart')
    await expectNoSeriousAxeViolation(page, 'BIKE order with its chart')
  })
})
