import { expect, test, type Page } from './fixtures'
import { navTitle, openAsReturningUser } from './helpers'

/*
 * The app's dialogs (src/app/feedback.ts: antd-mobile's Dialog, drawn outside the page's tree)
 * never outlive the page that asked them, and they are accessible modals (docs/design-notes.md):
 * aria-modal, named by their title, focus on their button, Tab inside, Escape closes them, focus
 * goes back to where it was. The complaint sheets follow the same rule.
 */

const CMB = '招商银行-6225********1234'

/**
 * 我的 -> 我的银行卡 -> 删除 on 招商银行 (tapped, or from the keyboard): the confirmation open over
 * the list.
 */
async function askToDeleteCmb(page: Page, by: 'tap' | 'keyboard' = 'tap') {
  await openAsReturningUser(page, '/#/pages/my/my', 'phoneBound')
  await page.getByRole('link', { name: '我的银行卡' }).click()
  await expect(navTitle(page)).toHaveText('我的银行卡')
  const remove = page.getByRole('button', { name: `删除 ${CMB}` })
  if (by === 'tap') {
    await remove.click()
  } else {
    await remove.focus()
    await page.keyboard.press('Enter')
  }
  const dialog = page.getByRole('dialog', { name: '删除银行卡' })
  const confirm = dialog.getByRole('button', { name: '确认删除' })
  await expect(confirm).toBeVisible()
  return { remove, dialog, confirm }
}

test('Back with a confirmation open closes it: nothing is deleted from the page left', async ({
  page,
}) => {
  const { dialog, confirm } = await askToDeleteCmb(page)
  await page.goBack()
  await expect(navTitle(page)).toHaveText('我的')
  // Gone, not left over 我的 with a button that still deletes.
  await expect(dialog).toHaveCount(0)
  await expect(confirm).toHaveCount(0)
  await expect(page.locator('.adm-dialog')).toHaveCount(0)

  await page.getByRole('link', { name: '我的银行卡' }).click()
  await expect(navTitle(page)).toHaveText('我的银行卡')
  await expect(page.getByRole('article', { name: CMB })).toBeVisible()
})

test('Back with the network dialog open closes it', async ({ page }) => {
  await openAsReturningUser(
    page,
    '/?mockFault=network:/order/order-list#/pages/my/my',
    'phoneBound',
  )
  await page.getByRole('link', { name: '充电订单' }).click()
  const network = page.getByRole('dialog', { name: '温馨提示' })
  await expect(network).toContainText('网络异常，请稍后重试！')
  await page.goBack()
  await expect(navTitle(page)).toHaveText('我的')
  await expect(network).toHaveCount(0)
})

test('a confirmation is a modal: focus on 取消, Tab inside, Escape is 取消, focus back', async ({
  page,
}) => {
  const { remove, dialog, confirm } = await askToDeleteCmb(page, 'keyboard')
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  // Focus on 取消, the least destructive: an Enter does not delete the card.
  const cancel = dialog.getByRole('button', { name: '取消' })
  await expect(cancel).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(confirm).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(cancel).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(confirm).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(remove).toBeFocused()
  // 取消: the card is still there.
  await expect(page.getByRole('article', { name: CMB })).toBeVisible()
})

test('the complaint sheet 选择关联订单 is a modal: named, focus inside, Escape closes it', async ({
  page,
}) => {
  await openAsReturningUser(page, '/#/packageMine/userComplaint', 'phoneBound')
  const row = page.getByRole('button', { name: /关联订单/ })
  await row.click()
  const sheet = page.getByRole('dialog', { name: '选择关联订单' })
  await expect(sheet).toHaveAttribute('aria-modal', 'true')
  await expect(sheet.getByRole('button', { name: '关闭' })).toBeFocused()
  await expect(sheet.getByRole('radio', { name: /不关联订单/ })).toBeVisible()
  await page.keyboard.press('Shift+Tab')
  await expect(sheet.locator(':focus')).toHaveCount(1)

  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(row).toBeFocused()
})
