/**
 * Nothing typed is lost (issue 24): a 500 makes the app log in again (location.replace to the
 * simulated OAuth and back, a real page load), and the form comes back as typed; card and ID numbers
 * stay in sessionStorage for the visit only, never in the app's localStorage. The red packet form's
 * journey is in red-packet.spec.ts.
 */
import { expect, test, type Page } from './fixtures'
import { navTitle, openAsReturningUser } from './helpers'

const CARD_NO = '6228480000123510018'
const ID_NO = '33010619850312108X'

async function setFault(page: Page, spec: string) {
  await page.evaluate((value) => localStorage.setItem('mockFault', value), spec)
}

/** Counts the logins (the code exchange after OAuth) from now on. */
function countLogins(page: Page) {
  const logins: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/user/charge-user-login')) logins.push(r.url())
  })
  return logins
}

/** The app's localStorage, without `mock:db` (the simulated operator's server keeps what it got). */
const appLocalStorage = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify(Object.entries(localStorage).filter(([key]) => key !== 'mock:db')),
  )

test('refund form -> 添加银行卡 -> a 500 re-login on saving -> back with everything typed', async ({
  page,
}) => {
  await openAsReturningUser(page, '/#/packageMine/refundApplyList?apply=1&pick=CARD:CARD0001')
  await page.getByLabel('退款金额').fill('12.5')
  await page.getByLabel('收款银行卡').selectOption({ label: '招商银行-6225********1234' })
  await page.getByLabel('退款原因').fill('不再使用了')
  await page.getByRole('link', { name: '添加其他银行卡' }).click()
  await expect(navTitle(page)).toHaveText('添加银行卡')

  await page.getByLabel('持卡人').fill('张建国')
  await page.getByLabel('身份证号').fill(ID_NO)
  await page.getByLabel('开户银行').selectOption('中国建设银行')
  await page.getByLabel('银行卡号').fill(CARD_NO)
  await page.getByLabel('预留手机号').fill('13812345678')
  await setFault(page, '500:/bank-config/bank-config-save@1')
  const logins = countLogins(page)
  await page.getByRole('button', { name: '确认添加' }).click()
  await expect.poll(() => logins.length).toBe(1)

  // Back from OAuth on the same form, as typed; the numbers were never in localStorage.
  await expect(page.getByLabel('身份证号')).toHaveValue(ID_NO)
  await expect(page.getByLabel('银行卡号')).toHaveValue('6228 4800 0012 3510 018')
  expect(await appLocalStorage(page)).not.toContain(ID_NO)
  expect(await appLocalStorage(page)).not.toContain('6228 4800')
  await page.getByRole('button', { name: '确认添加' }).click()

  await expect(navTitle(page)).toHaveText('退款申请')
  await expect(page.getByLabel('退款金额')).toHaveValue('12.5')
  await expect(page.getByLabel('退款原因')).toHaveValue('不再使用了')
  await expect(page.getByLabel('收款银行卡')).toHaveValue(/^BC\d+$/)
  await expect(page.getByLabel('收款银行卡').locator('option:checked')).toHaveText(
    /^中国建设银行-6228\*+0018$/,
  )
  expect(await page.evaluate(() => sessionStorage.getItem('draft:bankCard'))).toBeNull()
})

test('安心充电: a 500 re-login on buying comes back to the insured person as typed', async ({
  page,
}) => {
  await openAsReturningUser(page, '/#/packageSafeService/safeCharge')
  await page.getByLabel('姓名').fill('张建国')
  await page.getByLabel('身份证号').fill('330106198503127713')
  await page.getByLabel('手机号').fill('13812345678')
  await page.getByLabel('车牌号').fill('浙AD12345')
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check()
  await setFault(page, '500:/insurance/create-policy@1')
  const logins = countLogins(page)
  await page.getByRole('button', { name: '立即投保' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确认支付' }).click()
  await expect.poll(() => logins.length).toBe(1)

  await expect(page.getByLabel('姓名')).toHaveValue('张建国')
  await expect(page.getByLabel('身份证号')).toHaveValue('330106198503127713')
  await expect(page.getByLabel('车牌号')).toHaveValue('浙AD12345')
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked()
  expect(await appLocalStorage(page)).not.toContain('330106198503127713')
})
