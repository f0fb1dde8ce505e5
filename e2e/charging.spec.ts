import { expect, test, type Page } from './fixtures'
import {
  bindPhoneOnTheWay,
  closeWhenItOpens,
  navTitle,
  openAsReturningUser,
  returningUser,
  seedStorage,
} from './helpers'

/** Opens a pile link (as a new user unless the test seeded one) and waits for charge selection. */
async function openPile(page: Page, deviceId: string, prefix = '/p/') {
  await page.goto(`${prefix}${deviceId}`)
  await expect(navTitle(page)).toHaveText('扫码充电')
}

async function payWithWechat(page: Page, action: '确认支付' | '取消支付', amount?: string) {
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: '微信支付' }).last().click()
  await expect(page.getByText('模拟微信支付')).toBeVisible()
  // The cashier says what it takes, as WeChat's does: the server's amount due.
  if (amount) await expect(page.getByText(`支付金额 ${amount}。`)).toBeVisible()
  await page.getByRole('button', { name: action }).click()
}

async function stopCharging(page: Page) {
  await page.getByRole('button', { name: '停止充电' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '停止充电' }).click()
}

/** Takes the coupon off, so there is something left to pay with WeChat. */
async function noCoupon(page: Page) {
  await page.getByRole('button', { name: /优惠券/ }).click()
  await page.getByRole('radio', { name: '不使用优惠券' }).click()
}

const energy = (page: Page) => page.getByRole('progressbar').locator('strong')

test('BIKE: pile link -> socket + 2 h -> WeChat pay -> live figures move -> stop -> order with refund', async ({
  page,
}) => {
  // A whole charge, from the pile link through phone binding, the cashier, live figures that must
  // move, the stop and settlement, to the order: 23 s alone on a quiet machine, so the default 30 s
  // is missed whenever the suite's other worker loads the machine.
  test.setTimeout(60_000)
  await closeWhenItOpens(page)
  await openPile(page, '10000001')
  await expect(page.getByText('西湖文化广场充电站').first()).toBeVisible()
  const free = page.getByRole('radio', { name: /号插座 空闲/ }).first()
  await free.click()
  await page.getByRole('tab', { name: '按时间' }).click()
  await page.getByRole('radio', { name: /2小时/ }).click()
  await expect(page.getByText('¥2.00').first()).toBeVisible()
  await page.getByRole('button', { name: '去支付' }).click()

  await bindPhoneOnTheWay(page)
  await expect(page.getByText('2小时')).toBeVisible()
  // The best coupon is applied by default; this journey pays the whole ¥2.00 with WeChat.
  await expect(page.getByText(/充电抵用券 -¥2.00/)).toBeVisible()
  await noCoupon(page)
  await expect(page.getByText('¥2.00').last()).toBeVisible()
  await payWithWechat(page, '确认支付', '¥2.00')

  await expect(navTitle(page)).toHaveText('充电详情')
  await expect(page.locator('.live__status')).toHaveText('充电中', { timeout: 15_000 })
  const first = await energy(page).textContent()
  await expect.poll(async () => energy(page).textContent(), { timeout: 15_000 }).not.toBe(first)

  await stopCharging(page)
  await expect(page.getByRole('button', { name: '查看订单详情' })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: '查看订单详情' }).click()

  await expect(navTitle(page)).toHaveText('订单详情')
  await expect(page.getByText('已完成')).toBeVisible()
  await expect(page.getByText(/已部分退款/)).toBeVisible()
  await expect(page.getByText('用户主动停止')).toBeVisible()
  // Back does not return to the payment page.
  await page.goBack()
  await expect(navTitle(page)).not.toHaveText('充电支付')
})

test('CAR: gun + prepay -> live with SOC -> stop -> order with the period breakdown', async ({
  page,
}) => {
  // A whole charge (pay, start, stop, settle): 18-26 s, the BIKE journey's 60 s for the same reason.
  test.setTimeout(60_000)
  await closeWhenItOpens(page)
  await openPile(page, '20000001', '/10002/')
  await expect(page.getByText(/当前时段/)).toBeVisible()
  await page.getByRole('radio', { name: /1号枪 空闲/ }).click()
  await page.getByRole('radio', { name: '¥50.00' }).click()
  await page.getByRole('button', { name: '去支付' }).click()
  await bindPhoneOnTheWay(page)
  await payWithWechat(page, '确认支付')

  await expect(page.getByRole('progressbar', { name: '电池电量' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(/kW$/)).toBeVisible()
  await stopCharging(page)
  await page.getByRole('button', { name: '查看订单详情' }).click({ timeout: 20_000 })
  await expect(page.getByRole('table', { name: '分时段明细' })).toBeVisible()
})

test('去支付 opens the payment page with nothing left to load: its code and data came with the choice', async ({
  page,
}) => {
  await seedStorage(page, returningUser('phoneBound'))
  await openPile(page, '10000001')
  const asked: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.endsWith('.js') || url.pathname.endsWith('.css')) asked.push(url.pathname)
    else if (url.pathname.includes('/v1/charge-user/'))
      asked.push(url.pathname.split('/v1/charge-user')[1] ?? '')
  })
  await page
    .getByRole('radio', { name: /号插座 空闲/ })
    .first()
    .click()
  await page.getByRole('radio', { name: /2小时/ }).click()
  // Asked for while the user reads the choice: the payment page's options and its code.
  await expect.poll(() => asked.filter((a) => a === '/order/pay-options')).toHaveLength(1)
  await expect.poll(() => asked.filter((a) => /\.(js|css)$/.test(a)).length).toBeGreaterThan(0)
  await page.waitForTimeout(500)
  asked.length = 0
  await page.getByRole('button', { name: '去支付' }).click()
  await expect(page.getByRole('region', { name: '订单信息' })).toBeVisible()
  await expect(page.getByRole('button', { name: /立即充电|确认支付/ })).toBeEnabled()
  await page.waitForTimeout(500)
  expect(asked).toEqual([])
})

/**
 * A 1-hour BIKE charge up to WeChat's cashier, with nothing taken off by a coupon, as a returning
 * user whose phone is not bound yet (the bind-phone form on the way).
 */
async function toCashier(page: Page, prefix?: string) {
  await seedStorage(page, returningUser('noPhone'))
  await openPile(page, '10000001', prefix)
  await page
    .getByRole('radio', { name: /号插座 空闲/ })
    .first()
    .click()
  await page.getByRole('radio', { name: /1小时/ }).click()
  await page.getByRole('button', { name: '去支付' }).click()
  await bindPhoneOnTheWay(page)
  await noCoupon(page)
}

test('pay cancelled: stays on payment with a message', async ({ page }) => {
  await toCashier(page)
  await payWithWechat(page, '取消支付')
  await expect(page.getByText('已取消支付，可重新选择支付方式')).toBeVisible()
  await expect(navTitle(page)).toHaveText('充电支付')
})

test("payment not confirmed by the server: '支付确认中…', then '订单未支付！' and no second payment", async ({
  page,
}) => {
  await toCashier(page, '/?mockPay=unpaid#/pages/scan/scan?deviceId=')
  await payWithWechat(page, '确认支付')
  await expect(page.getByText('支付确认中…')).toBeVisible()
  await expect(page.getByText('订单未支付！')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('暂未确认支付结果')).toBeVisible()
  await expect(page.getByRole('button', { name: '重新查询' })).toBeVisible()
  await expect(page.getByRole('button', { name: '微信支付' })).toHaveCount(0)
  await expect(navTitle(page)).toHaveText('充电支付')
})

test("a late payment notification: '支付确认中…', then the live page", async ({ page }) => {
  await toCashier(page, '/?mockPay=late#/pages/scan/scan?deviceId=')
  await payWithWechat(page, '确认支付')
  await expect(page.getByText('支付确认中…')).toBeVisible()
  await expect(navTitle(page)).toHaveText('充电详情', { timeout: 20_000 })
})

test("an invalid QR says '提示' / '无效的二维码'", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('mockScan', 'https://evil.cn/?x=charge.example.cn/p/1'),
  )
  await openAsReturningUser(page, '/')
  await page.getByRole('button', { name: /扫码充电/ }).click()
  await expect(page.getByText('无效的二维码')).toBeVisible()
  await expect(page.getByText('提示', { exact: true })).toBeVisible()
})

test('the /scanCode entry scans a pile link and opens its charge selection', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('mockScan', 'https://h5.charge.example.cn/p/10000001'),
  )
  await page.goto('/scanCode')
  await expect(page).toHaveURL(/#\/pages\/scan\/scan\?deviceId=10000001$/)
  await expect(navTitle(page)).toHaveText('扫码充电')
})

test('an unknown pile number says so, with a way to scan again', async ({ page }) => {
  await openAsReturningUser(page, '/')
  await page.getByRole('button', { name: /扫码充电/ }).click()
  await page.getByLabel('或输入电桩编号').fill('99999999')
  await page.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('无法获取电桩信息')).toBeVisible()
  await expect(page.getByRole('button', { name: '重新扫码' })).toBeVisible()
})

test('an offline pile says so and offers no pay button', async ({ page }) => {
  await seedStorage(page, returningUser('noPhone'))
  await openPile(page, '10000003')
  await expect(page.getByText(/设备离线/)).toBeVisible()
  await expect(page.getByRole('button', { name: '去支付' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /请选择/ })).toHaveCount(0)
})
