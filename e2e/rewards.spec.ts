import { expect, test, type Page } from './fixtures'
import { expectNoSeriousAxeViolation, navTitle, openAsReturningUser } from './helpers'

/**
 * Rewards (issue #15): the points lottery until the points run out, buying safe-charging insurance
 * through the simulated cashier, and the partner form.
 */

/** Sets the user's points in the mock's stored db (the ledger books the change as one record). */
async function setPoints(page: Page, points: number) {
  await page.evaluate((value) => {
    const db = JSON.parse(localStorage.getItem('mock:db') ?? '{}') as { user: { points: number } }
    db.user.points = value
    localStorage.setItem('mock:db', JSON.stringify(db))
  }, points)
}

test.describe('lottery', () => {
  test.use({ reducedMotion: 'reduce' })

  test('draws until the points run out, then the button is disabled with a way to earn more', async ({
    page,
  }) => {
    await openAsReturningUser(page, '/#/packageAddedValueCenter/myPoints')
    await expect(page.getByRole('region', { name: '我的能量值' })).toContainText('1280')
    await setPoints(page, 300)
    await page.reload()
    await expect(page.getByRole('region', { name: '我的能量值' })).toContainText('300')
    await page.getByRole('link', { name: '能量抽奖' }).click()
    await expect(navTitle(page)).toHaveText('能量抽奖')

    const draw = page.getByRole('button', { name: /立即抽奖|抽奖中/ })
    const result = page.getByRole('dialog')
    let draws = 0
    // Points prizes extend the run; the day's limit (10) bounds it.
    while (await draw.isEnabled()) {
      await draw.click()
      await expect(result.getByText(/恭喜中奖|谢谢参与/)).toBeVisible()
      await result.getByRole('button', { name: '我知道了' }).click()
      await expect(result).toBeHidden()
      // The cell the light stopped on stays lit: its prize name must still be readable (axe).
      if (draws === 0) await expectNoSeriousAxeViolation(page, 'the lottery after a draw')
      draws += 1
      expect(draws).toBeLessThanOrEqual(10)
    }
    expect(draws).toBeGreaterThanOrEqual(3)
    await expect(page.getByRole('alert')).toContainText(
      /能量值不足，每次抽奖需消耗100能量值|今日10次抽奖机会已用完/,
    )
    await page.getByRole('link', { name: '中奖记录' }).click()
    await expect(navTitle(page)).toHaveText('中奖记录')
    await expect(page.getByText(/消耗100能量值/).first()).toBeVisible()
  })
})

test('buys safe-charging insurance through the cashier; the policy replaces the form', async ({
  page,
}) => {
  await openAsReturningUser(page, '/#/packageSafeService/safeCharge')
  await expect(page.getByRole('heading', { name: '安心充电保障' })).toBeVisible()
  await page.getByLabel('姓名').fill('张建国')
  await page.getByLabel('身份证号').fill('330106198503127713')
  await page.getByLabel('手机号').fill('13812345678')
  await page.getByLabel('车牌号').fill('浙AD12345')
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check()
  await page.getByRole('button', { name: '立即投保' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('保费¥29.90')
  await dialog.getByRole('button', { name: '确认支付' }).click()
  const cashier = page.getByRole('dialog').filter({ hasText: '模拟微信支付' })
  await expect(cashier).toBeVisible()
  await cashier.getByRole('button', { name: '确认支付' }).click()
  const policy = page.getByRole('region', { name: '我的保单' })
  await expect(policy).toBeVisible({ timeout: 10_000 })
  await expect(policy).toContainText('待生效')
  await expect(policy).toContainText(/保单号 RHAC\d{14}/)
  await expect(page.getByRole('button', { name: '立即投保' })).toHaveCount(0)
  // A reload shows the same policy: bought once, never offered again.
  await page.reload()
  await expect(page.getByRole('region', { name: '我的保单' })).toBeVisible()
  await expect(page.getByText('张*国')).toBeVisible()
})

test('submits the partner form once and thanks', async ({ page }) => {
  await openAsReturningUser(page, '/#/packageAddedValueCenter/joinUs')
  await expect(navTitle(page)).toHaveText('合作加盟')
  await page.getByRole('button', { name: '提交申请' }).click()
  await expect(page.getByText('请填写2-20个汉字的真实姓名')).toBeVisible()
  await page.getByLabel('姓名').fill('李建华')
  await page.getByLabel('手机号').fill('13912345678')
  await page.getByLabel('所在城市').fill('杭州市')
  await page.getByText('场地合作', { exact: true }).click()
  await page.getByLabel('留言（选填）').fill('园区有120个车位，希望合作建站')
  await page.getByRole('button', { name: '提交申请' }).click()
  await expect(page.getByText('提交成功，感谢您的关注')).toBeVisible()
  await expect(page.getByText(/^JM\d+$/)).toBeVisible()
})
