import { expect, test, type Page } from './fixtures'
import { bindPhoneOnTheWay, navTitle, openAsReturningUser } from './helpers'

/** From the card list to the virtual card's top-up, a tier chosen and paid in the simulated cashier. */
async function topUp(page: Page, start: string) {
  await openAsReturningUser(page, start)
  await expect(navTitle(page)).toHaveText('我的充电卡')
  await page
    .getByRole('article', { name: /充值卡/ })
    .getByRole('link', { name: '充值' })
    .click()
  await expect(navTitle(page)).toHaveText('充值卡详情')
  await expect(page.getByLabel('余额¥83.50')).toBeVisible()
  await page.getByRole('radio', { name: '充100.00元，送10.00元' }).click()
  await page.getByRole('checkbox', { name: /充值协议/ }).check()
  await page.getByRole('button', { name: '立即充值' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确认支付' }).click()
  const cashier = page.getByRole('dialog').filter({ hasText: '模拟微信支付' })
  await cashier.getByRole('button', { name: '确认支付' }).click()
}

async function expectToppedUp(page: Page) {
  await expect(page.getByRole('status', { name: '充值结果' })).toContainText('充值成功', {
    timeout: 20_000,
  })
  await expect(page.getByLabel('余额¥183.50')).toBeVisible()
  await expect(page.getByLabel('赠送余额¥20.00')).toBeVisible()
  const latest = page.getByRole('list', { name: '最近交易' })
  await expect(latest).toContainText('+¥100.00')
  await expect(latest).toContainText('+¥10.00')
  await page.getByRole('link', { name: '全部交易记录' }).click()
  await expect(navTitle(page)).toHaveText('交易记录')
  await expect(page.getByRole('listitem').first()).toContainText('充值赠送')
}

test('top up a virtual card: the server confirms, the new balance and the records show', async ({
  page,
}) => {
  await topUp(page, '/#/packageChargingCard/list')
  await expectToppedUp(page)
})

test('a top-up whose notification is late (confirmation fails at first): nothing lost', async ({
  page,
}) => {
  await topUp(page, '/?mockPay=late#/packageChargingCard/list')
  await expect(page.getByText(/正在向服务器确认支付结果/)).toBeVisible()
  await expect(page.getByRole('button', { name: '立即充值' })).toHaveCount(0)
  await expectToppedUp(page)
})

test('activate a card from /b/card/activate/{id}, then pay a charge with it', async ({ page }) => {
  await openAsReturningUser(page, '/b/card/activate/C100')
  await expect(navTitle(page)).toHaveText('实体卡详情')
  await page.getByRole('button', { name: '激活此卡' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确认激活' }).click()
  await expect(page.getByText('正常')).toBeVisible()
  await page.goto('/p/10000001')
  await expect(navTitle(page)).toHaveText('扫码充电')
  await page
    .getByRole('radio', { name: /号插座 空闲/ })
    .first()
    .click()
  await page.getByRole('radio', { name: /1小时/ }).click()
  await page.getByRole('button', { name: '去支付' }).click()
  await bindPhoneOnTheWay(page)
  // No coupon: the whole charge is taken from the card.
  await page.getByRole('button', { name: /优惠券/ }).click()
  await page.getByRole('radio', { name: '不使用优惠券' }).click()
  await page.getByRole('radio', { name: /实体卡 尾号0100/ }).click()
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: '充电卡支付' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确认支付' }).click()
  await expect(navTitle(page)).toHaveText('充电详情', { timeout: 15_000 })
  // The card paid: its ledger shows the charge.
  await page.goto('/#/packageChargingCard/list')
  const card = page.getByRole('article', { name: /实体卡 8800000000000100/ })
  await card.getByRole('link', { name: '交易记录' }).click()
  await expect(page.getByRole('listitem').first()).toContainText('充电消费')
})

test('add a bank card, apply for a refund, and see it move to 已审核', async ({ page }) => {
  await openAsReturningUser(page, '/#/packageMine/refundApplyList')
  await page.getByRole('button', { name: '申请退款' }).click()
  await page.getByRole('radio', { name: /充值卡 8860/ }).check()
  await page.getByRole('link', { name: '添加其他银行卡' }).click()
  await expect(navTitle(page)).toHaveText('添加银行卡')
  await page.getByLabel('持卡人').fill('李娜')
  await page.getByLabel('身份证号').fill('33010619850312108X')
  await page.getByLabel('开户银行').selectOption('中国建设银行')
  await page.getByLabel('银行卡号').fill('6228480000123510018')
  await page.getByLabel('预留手机号').fill('13900001111')
  await page.getByRole('button', { name: '确认添加' }).click()
  await expect(navTitle(page)).toHaveText('退款申请')
  await page.getByRole('radio', { name: /充值卡 8860/ }).check()
  await page.getByLabel('退款金额').fill('25')
  await page.getByLabel('收款银行卡').selectOption('中国建设银行-6228***********0018')
  await page.getByLabel('退款原因').fill('换车了，不再使用')
  await page.getByRole('button', { name: '提交申请' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确认提交' }).click()
  const item = page.getByRole('article', { name: /退款 ¥25.00/ })
  await expect(item).toContainText('已申请')
  await expect(item).toContainText('中国建设银行-6228***********0018')
  await expect(page.getByRole('article', { name: '退款 ¥25.00 已审核' })).toBeVisible({
    timeout: 15_000,
  })
})
