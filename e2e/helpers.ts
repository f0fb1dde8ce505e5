import { expect, type Page } from '@playwright/test'

/** Opens a path as a first-time visitor: simulated OAuth, then the page; the follow dialog closed. */
export async function openAsNewUser(page: Page, path = '/') {
  await page.goto(path)
  await expect(page.getByRole('button', { name: '我知道了' })).toBeVisible()
  await page.getByRole('button', { name: '我知道了' }).click()
  await expect(page.getByRole('button', { name: '我知道了' })).toBeHidden()
}

// The app's own nav bar (a direct child of #root), not index.html's static shells before it runs.
export const navTitle = (page: Page) => page.locator('#root > .app-nav .app-nav__title')
