import { expect, test, type Page } from './fixtures'
import { bindPhoneOnTheWay, navTitle, openAsReturningUser } from './helpers'

// A 1x1 PNG: real picture bytes, so the preview decodes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2048, 1)])

// Two journeys of about 10-25 s each; room for a busy machine.
test.describe.configure({ timeout: 60_000 })

const TEXT = '充电到一半电桩突然断电，订单却显示已完成，预付的钱没有全部退回。'

/** The 消息中心 row on Mine, named with its unread count. */
const newsEntry = (page: Page) => page.getByRole('link', { name: /^消息中心/ })

test('a complaint about an order with pictures and a voice note; its reply arrives as a message', async ({
  page,
}) => {
  // 300 simulated seconds per real second: taken up after 1 s, answered after 3 s.
  await page.addInitScript(() => localStorage.setItem('mockSpeed', '300'))
  await openAsReturningUser(page, '/#/packageOrder/carChargingDetail?orderId=OD100004')
  await expect(navTitle(page)).toHaveText('订单详情')
  const orderNo = (
    await page
      .locator('.order__rows dd')
      .filter({ hasText: /^CD\d+/ })
      .textContent()
  )
    ?.trim()
    .slice(0, 18)
  await page.getByRole('link', { name: '投诉/反馈' }).click()

  await expect(navTitle(page)).toHaveText('投诉建议')
  await expect(page.getByRole('button', { name: /关联订单/ })).toContainText(orderNo ?? 'CD')
  await page.getByText('充电故障', { exact: true }).click()
  await page.getByLabel(/问题描述/).fill(TEXT)
  await page.getByLabel('添加图片').setInputFiles([
    { name: 'pile.png', mimeType: 'image/png', buffer: PNG },
    { name: 'screen.gif', mimeType: 'image/gif', buffer: PNG },
    { name: 'order.png', mimeType: 'image/png', buffer: PNG },
  ])
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: '上传图片只能是png、jpg、jpeg 格式，已为您自动过滤！' }),
  ).toBeVisible()
  const tiles = page.getByRole('list', { name: '已选图片' }).getByRole('img')
  await expect(tiles).toHaveCount(2)
  await page
    .getByLabel('添加语音')
    .setInputFiles({ name: 'voice.mp3', mimeType: 'audio/mpeg', buffer: MP3 })
  await expect(page.locator('audio')).toHaveCount(1)
  await page.getByLabel(/联系电话/).fill('13912345678')
  const submit = page.getByRole('button', { name: /提\s*交/ })
  await expect(submit).toBeEnabled()
  await submit.click()

  await expect(page.getByRole('heading', { name: '投诉已提交' })).toBeVisible()
  await page.getByRole('button', { name: '查看我的投诉' }).click()
  const sheet = page.locator('.uc-detail')
  await expect(sheet).toContainText(TEXT)
  await expect(sheet.getByRole('list', { name: '投诉图片' }).getByRole('img')).toHaveCount(2)
  await expect(sheet).toContainText(orderNo ?? 'CD')
  // The open detail asks again until customer service has answered.
  await expect(sheet.getByRole('region', { name: '客服回复' })).toBeVisible({ timeout: 15_000 })
  await page.keyboard.press('Escape')

  await page.goto('/#/pages/my/my')
  await expect(newsEntry(page)).toHaveAccessibleName(/消息中心\s*\d+条未读/)
  await newsEntry(page).click()
  const reply = page.getByRole('button', { name: /您的投诉已回复/ })
  await expect(reply).toContainText('未读')
  await reply.click()
  await expect(reply).not.toContainText('未读')
  await page.getByRole('link', { name: '查看投诉详情' }).click()
  await expect(navTitle(page)).toHaveText('投诉建议')
  await expect(page.getByRole('tab', { name: '我的投诉' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('.uc-detail')).toContainText('已回复')
})

test('a finished charge writes its message unread; reading it takes the marker away', async ({
  page,
}) => {
  await openAsReturningUser(page, '/p/10000001')
  await expect(navTitle(page)).toHaveText('扫码充电')
  await page
    .getByRole('radio', { name: /号插座 空闲/ })
    .first()
    .click()
  await page.getByRole('radio', { name: /1小时/ }).click()
  await page.getByRole('button', { name: '去支付' }).click()
  await bindPhoneOnTheWay(page)
  // Paid with WeChat (no coupon), as in e2e/charging.spec.ts.
  await page.getByRole('button', { name: /优惠券/ }).click()
  await page.getByRole('radio', { name: '不使用优惠券' }).click()
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: '微信支付' }).last().click()
  await expect(page.getByText('模拟微信支付')).toBeVisible()
  await page.getByRole('button', { name: '确认支付' }).click()
  await expect(navTitle(page)).toHaveText('充电详情')
  await expect(page.locator('.live__status')).toHaveText('充电中', { timeout: 15_000 })
  await page.getByRole('button', { name: '停止充电' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '停止充电' }).click()
  await expect(page.getByRole('button', { name: '查看订单详情' })).toBeVisible({ timeout: 20_000 })

  await page.goto('/#/packageMine/newsList')
  const ended = page.getByRole('button', { name: /充电已结束/ }).first()
  await expect(ended).toContainText('未读')
  await expect(ended).toContainText('西湖文化广场')
  await ended.click()
  await expect(ended).not.toContainText('未读')
  await expect(page.getByRole('link', { name: '查看订单详情' })).toBeVisible()
})
