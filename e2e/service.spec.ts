import { expect, test } from './fixtures'
import { navTitle, openAsReturningUser } from './helpers'

/** The 消息中心 row on Mine, named with its unread count ('消息中心 3条未读'). */
const newsEntry = (page: import('@playwright/test').Page) =>
  page.getByRole('link', { name: /^消息中心/ })

test('客服中心 from Mine: the hotline is a tel: link and search finds an answer', async ({
  page,
}) => {
  await openAsReturningUser(page, '/#/pages/my/my')
  await page.getByRole('link', { name: '客服中心' }).click()
  await expect(navTitle(page)).toHaveText('客服中心')
  await expect(page.getByRole('link', { name: /客服热线\s*400-826-5800/ })).toHaveAttribute(
    'href',
    'tel:4008265800',
  )
  await page.getByRole('searchbox', { name: '搜索常见问题' }).fill('优惠券')
  const question = page.getByRole('button', { name: '为什么优惠券用不了？' })
  await expect(question).toBeVisible()
  await expect(page.getByRole('button', { name: /绑定手机号/ })).toHaveCount(0)
  await question.click()
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText(/每笔订单只能用一张/)).toBeVisible()
})

test('消息中心 from Mine: opening an unread message clears its marker and the count', async ({
  page,
}) => {
  await openAsReturningUser(page, '/#/pages/my/my')
  await expect(newsEntry(page)).toHaveAccessibleName(/消息中心\s*3条未读/)
  await newsEntry(page).click()
  await expect(navTitle(page)).toHaveText('消息中心')
  const newest = page.getByRole('button', { name: /退款已到账/ }).first()
  await expect(newest).toContainText('未读')
  await newest.click()
  await expect(newest).toHaveAttribute('aria-expanded', 'true')
  await expect(newest).not.toContainText('未读')
  await expect(page.getByRole('link', { name: '查看订单详情' })).toBeVisible()
  await page.goBack()
  await expect(navTitle(page)).toHaveText('我的')
  await expect(newsEntry(page)).toHaveAccessibleName(/消息中心\s*2条未读/)
})
