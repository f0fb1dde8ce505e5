import { expect, test, type Page } from './fixtures'
import { navTitle, openAsReturningUser } from './helpers'

/**
 * A kept payment is the app's own record, never a link's (auditors' findings): the pile's link
 * opened again while WeChat's "ok" waits for the server paid a second order, and a crafted link
 * with `cashier=paid` said 投保成功 with nothing paid or asked.
 */

const PAY_LINK = '#/pages/scan/secondScanPage?deviceId=10000001&portNo=1&planId=T2&amount=200'

/** Every text a live region says on the page, kept on window (the confirming line, the toasts). */
async function recordStatus(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = []
    Object.assign(window, { __said: said })
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')) {
        const text = el.textContent ?? ''
        if (text && said[said.length - 1] !== text) said.push(text)
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
}

const said = (page: Page) => page.evaluate(() => (window as unknown as { __said: string[] }).__said)

test('the pile\'s payment link opened again while WeChat\'s "ok" is unconfirmed shows that order, not the form', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await recordStatus(page)
  await openAsReturningUser(page, `/?mockPay=unpaid${PAY_LINK}`, 'phoneBound')
  await expect(navTitle(page)).toHaveText('充电支付')
  await page.getByRole('button', { name: /优惠券/ }).click()
  await page.getByRole('radio', { name: '不使用优惠券' }).click()
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: '微信支付' }).last().click()
  await page.getByRole('button', { name: '确认支付' }).click()
  await expect(page.getByText('支付确认中…')).toBeVisible()
  await expect(page.getByText('正在向服务器确认支付结果，请勿重复支付')).toBeVisible()
  // After WeChat's "ok" the page never says that WeChat gave no answer, not even for a moment.
  expect((await said(page)).filter((text) => text.includes('未收到微信支付的结果'))).toEqual([])
  const orderNo = await page
    .getByText(/订单号 OD\d+/)
    .first()
    .textContent()

  // The user scans the pile again: the same payment link, a new document.
  await page.goto(`/${PAY_LINK}`)
  await expect(navTitle(page)).toHaveText('充电支付')
  await expect(page.getByText('支付确认中…')).toBeVisible()
  await expect(page.getByText(orderNo ?? 'OD')).toBeVisible()
  await expect(page.getByRole('button', { name: /微信支付|立即充电|充电卡支付/ })).toHaveCount(0)
})

test('a link naming an order with cashier=paid is not a payment: no 投保成功, the form stays', async ({
  page,
}) => {
  await recordStatus(page)
  await openAsReturningUser(
    page,
    '/#/packageSafeService/safeRide?payOrderId=FAKE0001&cashier=paid',
    'phoneBound',
  )
  await expect(page.getByRole('button', { name: '立即投保' })).toBeVisible()
  // A toast would have been said within this time (the old page said it at once).
  await page.waitForTimeout(1000)
  const texts = (await said(page)).join('|')
  expect(texts).not.toContain('投保成功')
  expect(texts).not.toContain('支付确认中')
})
