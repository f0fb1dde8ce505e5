import { expect, test } from './fixtures'
import { navTitle, openAsNewUser, openAsReturningUser } from './helpers'

test('a first visit logs in through OAuth and lands on home with the user', async ({ page }) => {
  await openAsNewUser(page)
  await expect(page.getByText('张师傅')).toBeVisible()
  await expect(page.getByText('86.50')).toBeVisible()
  await expect(navTitle(page)).toHaveText('充电小助手')
  await expect(page).toHaveTitle('充电小助手')
  // The single-use code and state are gone from the address.
  expect(page.url()).not.toContain('code=')
  expect(page.url()).not.toContain('state=')
})

test('the tab bar and nav bar move between pages, and back returns', async ({ page }) => {
  await openAsReturningUser(page, '/')
  await page.getByRole('link', { name: '我的' }).click()
  await expect(page).toHaveURL(/#\/pages\/my\/my$/)
  await expect(navTitle(page)).toHaveText('我的')
  await page.getByText('隐私政策').click()
  await expect(navTitle(page)).toHaveText('隐私政策')
  await expect(page).toHaveTitle('隐私政策')
  await expect(page.getByRole('heading', { name: /隐私政策/ }).first()).toBeVisible()
  await page.getByRole('button', { name: '返回' }).click()
  await expect(page).toHaveURL(/#\/pages\/my\/my$/)
  await page.getByRole('link', { name: '首页' }).click()
  await expect(navTitle(page)).toHaveText('充电小助手')
})

test('back on a page opened directly goes home', async ({ page }) => {
  await openAsReturningUser(page, '/#/packageMine/tips')
  await expect(navTitle(page)).toHaveText('安全充电小贴士')
  await page.getByRole('button', { name: '返回' }).click()
  await expect(page).toHaveURL(/#\/$/)
  await expect(page.getByText('张师傅')).toBeVisible()
})

test('an unknown page answers 404 with a way home', async ({ page }) => {
  await openAsReturningUser(page, '/#/packageNope/nothing')
  await expect(page.getByText('页面不存在').first()).toBeVisible()
  await page.getByRole('button', { name: '返回首页' }).click()
  await expect(page.getByText('张师傅')).toBeVisible()
})

test('the /mineCenter entry link lands on Mine, and Back does not return to it', async ({
  page,
}) => {
  await openAsReturningUser(page, '/mineCenter')
  await expect(page).toHaveURL(/\/#\/pages\/my\/my$/)
  expect(new URL(page.url()).pathname).toBe('/')
  await expect(navTitle(page)).toHaveText('我的')
})
