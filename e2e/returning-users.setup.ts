import { writeFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { expect, test as setup } from '@playwright/test'
import { closeFollowPrompt, RETURNING_USERS_FILE, type ReturningUsers, type Seed } from './helpers'

/**
 * The one logged-in state the mock project's tests share (playwright.config.ts: its dependency).
 * A user opens home once, as WeChat's OAuth and the follow prompt have it, and closes the prompt;
 * what the app and the mock operator then keep in localStorage is the returning user. A test that
 * starts from it opens its page in one document, not the two or three of a first visit (OAuth's
 * return, home's silent openid trip). First visits are tested where they are the point
 * (shell.spec.ts, back-and-quality.spec.ts, the charging journeys).
 */
setup('a returning user logs in once', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByText('张师傅')).toBeVisible()
  await closeFollowPrompt(page)
  const stored: Seed = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)))
  await context.close()
  expect(stored.token).toMatch(/tk-/)
  expect(stored.followPromptClosedAt).toBeDefined()

  // The same user once their phone is bound (the seeded user's, 13812345678).
  const db = JSON.parse(stored['mock:db'] ?? '{}') as { user: { mobileBound: boolean } }
  db.user.mobileBound = true
  const users: ReturningUsers = {
    noPhone: stored,
    phoneBound: {
      ...stored,
      'mock:db': JSON.stringify(db),
      isPhone: 'true',
      phone: '138****5678',
    },
  }
  mkdirSync(dirname(RETURNING_USERS_FILE), { recursive: true })
  writeFileSync(RETURNING_USERS_FILE, JSON.stringify(users))
})
