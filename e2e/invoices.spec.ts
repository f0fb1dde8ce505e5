import { expect, test, type Page } from './fixtures'
import { expectNoSeriousAxeViolation, navTitle, openAsReturningUser } from './helpers'

/*
 * 电子发票 (issue 26): the invoiceable orders picked on 开具发票, a title typed or picked on 填写发票信息,
 * the server's preview, one submit, 开票中 until the mock issues it (8 s of its clock), then the PDF
 * in the page and as a download. And the failure path: a buyer the tax system refuses (the mock's
 * 失败 mark) is 开票失败 with its reason, and 重新开具 with a good title issues it.
 */

const GOOD_TAX_NO = '91350100M000100Y43'
const BAD_TAX_NO = '91350100M000100Y44'
/** 8 s of the mock's clock, then the detail's next poll (every 3 s). */
const ISSUE_WAIT = 20_000

test.describe.configure({ timeout: 90_000 })

/** From Mine to 开具发票, then `count` orders ticked and 下一步. */
async function pickOrders(page: Page, count: number): Promise<void> {
  await openAsReturningUser(page, '/#/pages/my/my')
  await page.getByRole('link', { name: /电子发票/ }).click()
  await expect(navTitle(page)).toHaveText('开具发票')
  const boxes = page.getByRole('checkbox', { name: /订单号/ })
  await expect(boxes.first()).toBeVisible()
  const bar = page.getByRole('region', { name: '已选订单' })
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(bar.getByRole('alert')).toHaveText('请选择要开票的订单')
  for (let i = 0; i < count; i += 1) await boxes.nth(i).check()
  await expect(bar).toContainText(`已选 ${count} 个订单`)
  await expect(bar).not.toContainText('合计 ¥0.00')
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(navTitle(page)).toHaveText('填写发票信息')
}

/** The PDF of an issued invoice: in the page, and its download answers a PDF. */
async function expectPdf(page: Page): Promise<void> {
  const frame = page.locator('iframe[title^="电子发票"]')
  await expect(frame).toBeVisible()
  const src = await frame.getAttribute('src')
  expect(src).toBeTruthy()
  const download = page.getByRole('link', { name: '下载发票' })
  const href = await download.getAttribute('href')
  expect(href).toBe(src)
  const answer = await page.request.get(new URL(href ?? '', page.url()).href)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toContain('application/pdf')
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-')
}

test('an invoice for two orders by a company title from request to PDF', async ({ page }) => {
  await pickOrders(page, 2)

  // A company typed here: a wrong tax id is said under the field, nothing typed is lost.
  await page.getByRole('radio', { name: '填写新抬头' }).check()
  await page.getByRole('radio', { name: '单位', exact: true }).check()
  await page.getByLabel('单位名称').fill('宁波示例物流有限公司')
  await page.getByLabel('税号').fill(BAD_TAX_NO)
  await page.getByLabel('接收邮箱').fill('ap@nb-logistics.cn')
  await page.getByRole('button', { name: '预览发票' }).click()
  await expect(page.getByText('纳税人识别号格式不正确，请输入18位统一社会信用代码')).toBeVisible()
  await expect(page.getByLabel('单位名称')).toHaveValue('宁波示例物流有限公司')
  await page.getByLabel('税号').fill(GOOD_TAX_NO)

  await page.getByRole('button', { name: '预览发票' }).click()
  const preview = page.getByRole('region', { name: '发票预览' })
  await expect(preview).toContainText('销售方')
  await expect(preview).toContainText('宁波示例物流有限公司')
  await expect(preview).toContainText(GOOD_TAX_NO)
  await expect(preview).toContainText('订单数2 个')
  await expect(preview.getByRole('table')).toContainText('*电力*电费')
  await expectNoSeriousAxeViolation(page, 'the preview')

  await page.getByRole('button', { name: '提交申请' }).click()
  await expect(navTitle(page)).toHaveText('发票详情')
  const status = page.getByRole('region', { name: '开票状态' })
  await expect(status).toContainText('开票中')
  await expect(status).toContainText('已开票', { timeout: ISSUE_WAIT })
  await expect(page.getByRole('region', { name: '开票订单' }).getByRole('link')).toHaveCount(2)
  await expectPdf(page)

  // 重发邮箱: the invoice's e-mail prefilled, a bad one refused, then sent.
  await page.getByRole('button', { name: '重发邮箱' }).click()
  const dialog = page.getByRole('dialog', { name: '重发邮箱' })
  const email = dialog.getByLabel('接收邮箱')
  await expect(email).toHaveValue('ap@nb-logistics.cn')
  await expectNoSeriousAxeViolation(page, 'the resend dialog')
  await email.fill('ap@nb-logistics')
  await dialog.getByRole('button', { name: '发送' }).click()
  await expect(dialog.getByText('邮箱格式不正确')).toBeVisible()
  await email.fill('finance@nb-logistics.cn')
  await dialog.getByRole('button', { name: '发送' }).click()
  await expect(dialog).toBeHidden()

  // 开票记录 lists it 已开票, two orders.
  await page.goto('/#/packageMine/invoice/history')
  const record = page.getByRole('link', { name: /宁波示例物流有限公司/ })
  await expect(record).toContainText('已开票')
  await expect(record).toContainText('2 个订单')
})

test('a buyer the tax system refuses: 开票失败 with its reason, then 重新开具 with a good title', async ({
  page,
}) => {
  await pickOrders(page, 1)
  await page.getByRole('radio', { name: '填写新抬头' }).check()
  await page.getByRole('radio', { name: '个人', exact: true }).check()
  await page.getByLabel('个人姓名').fill('测试失败')
  await page.getByLabel('接收邮箱').fill('test@example.com')
  await page.getByRole('button', { name: '预览发票' }).click()
  await page.getByRole('button', { name: '提交申请' }).click()
  const status = page.getByRole('region', { name: '开票状态' })
  await expect(status).toContainText('开票中')
  await expect(status).toContainText('开票失败', { timeout: ISSUE_WAIT })
  await expect(status).toContainText('税务系统校验未通过：购买方信息与税务登记不一致')

  await status.getByRole('link', { name: '重新开具' }).click()
  await expect(navTitle(page)).toHaveText('填写发票信息')
  await expect(page.getByText('重新开具失败的发票，开票订单不变')).toBeVisible()
  await page.getByRole('radio', { name: /杭州示例科技有限公司/ }).check()
  await page.getByRole('button', { name: '预览发票' }).click()
  await expect(page.getByRole('region', { name: '发票预览' })).toContainText('杭州示例科技有限公司')
  await page.getByRole('button', { name: '提交申请' }).click()
  await expect(navTitle(page)).toHaveText('发票详情')
  const again = page.getByRole('region', { name: '开票状态' })
  await expect(again).toContainText('已开票', { timeout: ISSUE_WAIT })
  await expectPdf(page)

  // The failed one stays in the history beside the new one.
  await page.goto('/#/packageMine/invoice/history')
  await expect(page.getByRole('link', { name: /测试失败/ })).toContainText('开票失败')
})
