import { expect, test } from './fixtures'
import { navTitle, openAsReturningUser } from './helpers'

test('send a red packet through the cashier, then open it as another user', async ({ page }) => {
  await openAsReturningUser(page, '/#/packageRedPacket/redPacketIndex')
  await page
    .getByRole('link', { name: /发红包/ })
    .first()
    .click()
  await expect(navTitle(page)).toHaveText('发红包')
  await page.getByLabel('红包标题').fill('周五车友福利')
  await page.getByLabel('总金额').fill('6.66')
  await page.getByLabel('红包个数').fill('3')
  await page.getByRole('button', { name: '塞钱进红包' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '支付¥6.66' }).click()
  await expect(page.getByText('模拟微信支付')).toBeVisible()
  await page.getByRole('button', { name: '确认支付' }).click()
  await expect(page.getByRole('heading', { name: '红包已发出' })).toBeVisible()
  await expect(page.getByRole('button', { name: '复制红包链接' })).toBeVisible()

  await page.getByRole('link', { name: '查看红包详情' }).click()
  await expect(navTitle(page)).toHaveText('红包详情')
  await expect(page.getByText('你发出的红包，等待车友来抢')).toBeVisible()
  await expect(page.getByRole('button', { name: '拆红包' })).toHaveCount(0)

  // Another user (mock-only switch, docs/API.md): the same link, opened by 李女士.
  await page.evaluate(() => localStorage.setItem('mockUser', 'U2'))
  await page.reload()
  await page.getByRole('button', { name: '拆红包' }).click()
  await expect(page.getByText('恭喜你抢到红包')).toBeVisible()
  const records = page.getByRole('region', { name: '领取记录' })
  await expect(records.getByRole('listitem')).toHaveCount(1)
  await expect(records).toContainText('李女士')
  await page.reload()
  await expect(page.getByText('你已领过这个红包')).toBeVisible()

  // Back as the sender: the packet is in 我发出的红包 with one share opened.
  await page.evaluate(() => localStorage.removeItem('mockUser'))
  await page.goto('/#/packageRedPacket/mineRedPacket')
  await expect(page.getByRole('link', { name: /周五车友福利/ })).toContainText('已领取1/3个')
})

test('draw a blind box and claim the prize', async ({ page }) => {
  await openAsReturningUser(page, '/#/packageRedPacket/blackBoxPage')
  await expect(page.getByRole('heading', { name: '充电满额盲盒' })).toBeVisible()
  await page.getByRole('button', { name: '立即开启' }).click()
  await expect(page.getByText('盲盒开启中…')).toBeVisible()
  await expect(page.getByText(/恭喜获得/)).toBeVisible()
  await page.getByRole('button', { name: '立即领取' }).click()
  await expect(page.getByText('已领取', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: '立即领取' })).toHaveCount(0)
  await page.getByRole('link', { name: /我的盲盒奖品/ }).click()
  await expect(page.getByRole('article', { name: '充电满额盲盒' })).toContainText('已领取')
})

test('a 500 re-login on the way to the cashier comes back to the red packet form as typed', async ({
  page,
}) => {
  await openAsReturningUser(page, '/#/packageRedPacket/createRedPacket')
  await expect(navTitle(page)).toHaveText('发红包')
  await page.getByLabel('红包标题').fill('周五车友福利')
  await page.getByLabel('总金额').fill('6.66')
  await page.getByLabel('红包个数').fill('3')
  await page.evaluate(() =>
    localStorage.setItem('mockFault', '500:/red-packet/create-red-packet@1'),
  )
  const logins: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/user/charge-user-login')) logins.push(r.url())
  })
  await page.getByRole('button', { name: '塞钱进红包' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '支付¥6.66' }).click()
  await expect.poll(() => logins.length).toBe(1)
  await expect(page.getByLabel('红包标题')).toHaveValue('周五车友福利')
  await expect(page.getByLabel('总金额')).toHaveValue('6.66')
  await expect(page.getByLabel('红包个数')).toHaveValue('3')
})
