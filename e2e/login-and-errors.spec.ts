import { expect, test } from './fixtures'
import { closeFollowPrompt, navTitle, openAsReturningUser } from './helpers'

test('bind phone: one code, a running countdown, then the masked phone on Mine', async ({
  page,
}) => {
  await openAsReturningUser(page, '/#/packageMine/h5BindPhone')
  await expect(navTitle(page)).toHaveText('绑定手机号')
  await page.getByPlaceholder('请输入手机号').fill('13812345678')
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText('验证码已发送')).toBeVisible()
  const counting = page.getByRole('button', { name: /重新发送\(\d+s\)/ })
  await expect(counting).toBeDisabled()
  await expect(counting).toHaveText(/重新发送\((5[0-8])s\)/, { timeout: 5000 })
  await page.getByPlaceholder('请输入6位验证码').fill('123456')
  await page.getByRole('button', { name: '立即绑定' }).click()
  await expect(page.getByText('绑定成功')).toBeVisible()
  await expect(page).toHaveURL(/#\/pages\/my\/my$/)
  await expect(page.getByText('138****5678').first()).toBeVisible()
  await expect(page.getByRole('button', { name: '绑定手机号' })).toBeHidden()
})

test.describe('on a 320 x 640 screen', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('a tap on 立即绑定 under the toast binds: a toast is not in the way', async ({ page }) => {
    await openAsReturningUser(page, '/#/packageMine/h5BindPhone')
    const bind = page.getByRole('button', { name: '立即绑定' })
    // The toast is centred on the screen: a screen as tall as twice the button's centre puts the
    // toast over it, whatever the form's layout.
    const at = await bind.boundingBox()
    if (!at) throw new Error('the button is not drawn')
    await page.setViewportSize({ width: 320, height: Math.round(2 * (at.y + at.height / 2)) })
    await page.getByPlaceholder('请输入手机号').fill('13812345678')
    await page.getByRole('button', { name: '获取验证码' }).click()
    await page.getByPlaceholder('请输入6位验证码').fill('123456')
    const toast = page.locator('#app-toasts .adm-toast-main')
    await expect(toast).toHaveText('验证码已发送')
    const [t, b] = [await toast.boundingBox(), await bind.boundingBox()]
    if (!t || !b) throw new Error('the toast or the button is not drawn')
    const x = b.x + b.width / 2
    const y = b.y + b.height / 2
    // The toast is drawn over the button's centre: the tap goes where the toast is.
    expect(x >= t.x && x <= t.x + t.width && y >= t.y && y <= t.y + t.height).toBe(true)
    await page.mouse.click(x, y)
    await expect(page.getByText('绑定成功')).toBeVisible()
    await expect(page).toHaveURL(/#\/pages\/my\/my$/)
  })
})

test("a business error shows the server's message as a toast", async ({ page }) => {
  await openAsReturningUser(
    page,
    '/?mockFault=code:/user/send-mobile-code#/packageMine/h5BindPhone',
  )
  await page.getByPlaceholder('请输入手机号').fill('13812345678')
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText('模拟的业务错误')).toBeVisible()
  // Read out too: in the accessibility tree (antd-mobile's mask hid it), in a live region.
  await expect(page.locator('#app-toasts[aria-live="polite"]')).toMatchAriaSnapshot(
    '- text: 模拟的业务错误',
  )
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled()
})

test("a network failure shows the '温馨提示' dialog", async ({ page }) => {
  await openAsReturningUser(
    page,
    '/?mockFault=network:/user/send-mobile-code#/packageMine/h5BindPhone',
  )
  await page.getByPlaceholder('请输入手机号').fill('13812345678')
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText('温馨提示')).toBeVisible()
  await expect(page.getByText('网络异常，请稍后重试！')).toBeVisible()
  await page.getByRole('button', { name: '我知道了' }).click()
  await expect(page.getByText('温馨提示')).toBeHidden()
})

test('status 500 logs out and logs in again once, then Mine shows the user', async ({ page }) => {
  const logins: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/user/charge-user-login')) logins.push(r.url())
  })
  // Mine, not home: home's follow prompt may leave for its openid round trip while the 500 is on its
  // way, and `@1` (once per visit) would then be spent on a page that is gone.
  await page.goto('/?mockFault=500:/user/getChargeUserInfo@1#/pages/my/my')
  await expect(page.getByText('张师傅')).toBeVisible()
  await expect(
    page.getByText('138****5678').or(page.getByText('未绑定手机号')).first(),
  ).toBeVisible()
  // The stored profile paints the name at once: wait for the second login itself.
  await expect.poll(() => logins.length).toBe(2)
  expect(page.url()).not.toContain('code=')
})

test('the follow dialog shows the QR on home and can be dismissed', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: '关注绿动充电' })).toBeVisible()
  await expect(page.getByRole('img', { name: /二维码/ })).toBeVisible()
  await page.getByRole('button', { name: '我知道了' }).click()
  await expect(page.getByRole('heading', { name: '关注绿动充电' })).toBeHidden()
  await page.getByRole('link', { name: '我的' }).click()
  await expect(page).toHaveURL(/#\/pages\/my\/my$/)
  await page.reload()
  await expect(navTitle(page)).toHaveText('我的')
  await expect(page.getByText('张师傅')).toBeVisible()
  await expect(page.getByRole('heading', { name: '关注绿动充电' })).toBeHidden()
})

const ENTRIES: [string, RegExp][] = [
  ['/p/10000001', /\/#\/pages\/scan\/scan\?deviceId=10000001$/],
  ['/10001/10000002', /\/#\/pages\/scan\/scan\?deviceId=10000002$/],
  ['/10002/20000001', /\/#\/pages\/scan\/scan\?deviceId=20000001$/],
  ['/carOrderDetail/O100', /\/#\/packageOrder\/carChargingDetail\?orderId=O100$/],
  ['/orderDetail/O200', /\/#\/packageOrder\/chargingDetail\?orderId=O200$/],
  ['/b/card/activate/C100', /\/#\/packageChargingCard\/realCardDetail$/],
  ['/getCouponPage', /\/#\/packageMine\/h5ReceiveCouponPage$/],
  ['/getCouponSuccessPage', /\/#\/packageMine\/receiveCouponSuccess$/],
]

for (const [entry, target] of ENTRIES) {
  test(`the entry ${entry} lands on its route, with the raw link replaced`, async ({ page }) => {
    await page.goto(entry)
    // The route is in the URL before the first visit's login round trip: the page shows after it.
    await expect(page.locator('#root > main.app-main')).toBeVisible()
    await expect(page).toHaveURL(target)
    expect(new URL(page.url()).pathname).toBe('/')
  })
}

test('white-label keys from the link are stored and the title shown', async ({ page }) => {
  await page.goto('/mineCenter?customAppid=wx1c00000000000002&title=%E6%98%93%20%E5%85%85%E7%94%B5')
  await expect(navTitle(page)).toHaveText('我的')
  const stored = await page.evaluate(() => [
    localStorage.getItem('customAppid'),
    localStorage.getItem('indexTitle'),
  ])
  expect(stored).toEqual(['wx1c00000000000002', '易 充电'])
  await page.getByRole('link', { name: '首页' }).click()
  await expect(navTitle(page)).toHaveText('易 充电')
  // Home fetches the openid (a silent round trip) for its follow prompt, which then opens.
  await closeFollowPrompt(page)
  await expect(navTitle(page)).toHaveText('易 充电')
})

test('a customOpenid in the link is stored, then leaves the address a page is shared by', async ({
  page,
}) => {
  await page.goto('/mineCenter?customAppid=wx1c00000000000002&customOpenid=oShared_123')
  await expect(navTitle(page)).toHaveText('我的')
  expect(await page.evaluate(() => localStorage.getItem('customOpenid'))).toBe('oShared_123')
  expect(page.url()).not.toContain('customOpenid')
  // The operator's key stays: a shared page keeps its branding.
  expect(page.url()).toContain('customAppid=wx1c00000000000002')
})

test("a link with a stranger's OAuth code does not change who is logged in (RFC 6749 §10.12)", async ({
  page,
}) => {
  await openAsReturningUser(page, '/#/pages/my/my')
  await expect(page.getByText('张师傅')).toBeVisible()
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token).toMatch(/tk-/)
  const logins: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/user/charge-user-login')) logins.push(r.url())
  })
  for (const query of ['?code=stranger-1&state=login', '?code=stranger-2']) {
    await page.goto(`/${query}#/packageChargingCard/list`)
    await expect(page.locator('#root > main.app-main')).toBeVisible()
    await expect(page).toHaveURL(/^[^?]*#\/packageChargingCard\/list$/)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token)
  }
  expect(logins).toEqual([])
})
