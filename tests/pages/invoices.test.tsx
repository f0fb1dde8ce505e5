import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { INVOICE_API } from '@/api/endpoints/invoices'
import type { Invoice, InvoiceableOrder, InvoicePreview } from '@/api/invoice-types'
import { setClock } from '@/mocks/core/clock'
import { SELLER } from '@/mocks/invoices/model'
import { db } from '@/mocks/core/db'
import { route } from '@/mocks/core/http'
import { server } from '@/mocks/node'
import { INVOICE_ORDERS_TEXT } from '@/pages/packageMine/invoice'
import { APPLY_DRAFT } from '@/pages/packageMine/invoice/apply'
import { DETAIL_TEXT } from '@/pages/packageMine/invoice/detail'
import { INVOICE_MSG, TITLE_FORM_TEXT } from '@/pages/packageMine/invoice/shared/title-form'
import { TITLES_TEXT } from '@/pages/packageMine/invoice/titles'
import { comeBack } from '../utils/come-back'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { bodiesOf } from '../utils/calls'
import { expectSaidByFocus } from '../utils/failed-submit'

const ORDERS = '/packageMine/invoice'
const APPLY = '/packageMine/invoice/apply'
const TITLES = '/packageMine/invoice/titles'
const HISTORY = '/packageMine/invoice/history'
const DETAIL = '/packageMine/invoice/detail'

/** A valid 统一社会信用代码 (GB 32100-2015 check character) and the same with a wrong last one. */
const GOOD_TAX_NO = '91350100M000100Y43'
const BAD_TAX_NO = '91350100M000100Y44'

const ok = <T,>(data: T) => HttpResponse.json({ code: '000000', msg: '操作成功', data })
const refuse = (code: string, msg: string) => HttpResponse.json({ code, msg, data: null })

function order(orderId: string, endTime: string, amount: number): InvoiceableOrder {
  return {
    orderId,
    orderNo: `NO${orderId}`,
    deviceType: 'CAR',
    stationName: `${orderId} 站`,
    endTime,
    energyWh: 12345,
    amount,
  }
}

/** The invoiceable orders answered with `list` (what the page does with them, not the mock's rules). */
function ordersAre(list: InvoiceableOrder[], windowDays = 180) {
  server.use(
    http.post(route(INVOICE_API.orders), () => ok({ list, total: list.length, windowDays })),
  )
}

beforeEach(async () => {
  sessionStorage.clear()
  await loginThroughMock()
})

afterEach(() => {
  setClock(null)
})

describe('开具发票', () => {
  it('groups the orders by month, keeps a running total and count, and 全选 ticks them all', async () => {
    ordersAre([
      order('O1', '2026-11-20 10:00:00', 1234),
      order('O2', '2026-11-02 08:00:00', 500),
      order('O3', '2026-10-28 21:00:00', 2000),
    ])
    renderApp(ORDERS)
    const months = await screen.findAllByRole('heading', { level: 2 })
    expect(months.map((h) => h.textContent)).toEqual(['2026年11月', '2026年10月'])
    const bar = screen.getByRole('region', { name: '已选订单' })
    expect(bar).toHaveTextContent('合计 ¥0.00')
    await userEvent.click(screen.getByRole('checkbox', { name: /O1 站/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /O3 站/ }))
    expect(bar).toHaveTextContent('合计 ¥32.34')
    expect(bar).toHaveTextContent('已选 2 个订单')
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }))
    expect(bar).toHaveTextContent('合计 ¥37.34')
    expect(bar).toHaveTextContent('已选 3 个订单')
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeChecked()
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }))
    expect(bar).toHaveTextContent('已选 0 个订单')
  })

  it('下一步 with nothing ticked says 请选择要开票的订单; with two it opens the form with their ids', async () => {
    const { router } = renderApp(ORDERS)
    const boxes = await screen.findAllByRole('checkbox', { name: /订单号/ })
    expect(boxes.length).toBeGreaterThanOrEqual(2)
    await userEvent.click(screen.getByRole('button', { name: '下一步' }))
    expect(screen.getByRole('alert')).toHaveTextContent(INVOICE_MSG.noOrders)
    expect(router.state.location.pathname).toBe(ORDERS)
    await userEvent.click(boxes[0] as HTMLElement)
    await userEvent.click(boxes[1] as HTMLElement)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '下一步' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(APPLY))
    expect(
      new URLSearchParams(router.state.location.search).get('orderIds')?.split(','),
    ).toHaveLength(2)
  })

  it('keeps the ticks through a re-login', async () => {
    ordersAre([order('O1', '2026-11-20 10:00:00', 1234), order('O2', '2026-11-02 08:00:00', 500)])
    const view = renderApp(ORDERS)
    await userEvent.click(await screen.findByRole('checkbox', { name: /O2 站/ }))
    comeBack(view)
    expect(await screen.findByRole('checkbox', { name: /O2 站/ })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: /O1 站/ })).not.toBeChecked()
    expect(screen.getByRole('region', { name: '已选订单' })).toHaveTextContent('合计 ¥5.00')
  })

  it('shows the load error with 重试', async () => {
    spyFeedback()
    server.use(http.post(route(INVOICE_API.orders), () => new HttpResponse(null, { status: 502 })))
    renderApp(ORDERS)
    expect(await screen.findByText('加载失败')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument()
  })

  it('explains the window when nothing can be invoiced, and links the history', async () => {
    ordersAre([], 90)
    renderApp(ORDERS)
    expect(await screen.findByText(INVOICE_ORDERS_TEXT.empty)).toBeInTheDocument()
    expect(screen.getByText(/近90天内已完成/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '查看开票记录' })).toHaveAttribute('href', HISTORY)
    expect(screen.getByRole('link', { name: '抬头管理' })).toHaveAttribute('href', TITLES)
  })
})

describe('填写发票信息', () => {
  it('has no orders without orderIds: says 请选择要开票的订单', async () => {
    renderApp(APPLY)
    expect(await screen.findByText(INVOICE_MSG.noOrders)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '选择订单' })).toHaveAttribute('href', ORDERS)
  })

  it("preselects the default title; a wrong e-mail is said under it; the preview shows the server's seller, items and tax; one submit makes one invoice", async () => {
    const fb = spyFeedback()
    const applies = bodiesOf(INVOICE_API.apply)
    const { router } = renderApp(`${APPLY}?orderIds=OD100001,OD100002`)
    const company = await screen.findByRole('radio', { name: /杭州示例科技有限公司/ })
    expect(company).toBeChecked()
    const email = screen.getByLabelText('接收邮箱')
    expect(email).toHaveValue('finance@example.com')
    await userEvent.clear(email)
    await userEvent.type(email, 'finance@example')
    await userEvent.click(screen.getByRole('button', { name: '预览发票' }))
    expect(await screen.findByText(INVOICE_MSG.email)).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(email, '.com')
    await userEvent.click(screen.getByRole('button', { name: '预览发票' }))
    const preview = await screen.findByRole('region', { name: '发票预览' })
    expect(preview).toHaveTextContent(`销售方名称${SELLER.name}税号${SELLER.taxNo}`)
    expect(preview).toHaveTextContent('购买方')
    expect(preview).toHaveTextContent('杭州示例科技有限公司')
    expect(preview).toHaveTextContent(GOOD_TAX_NO)
    expect(within(preview).getByRole('table')).toHaveTextContent('*电力*电费')
    expect(preview).toHaveTextContent('订单数2 个')

    const submit = screen.getByRole('button', { name: '提交申请' })
    await userEvent.dblClick(submit)
    await waitFor(() => expect(router.state.location.pathname).toBe(DETAIL))
    expect(applies).toHaveLength(1)
    expect(applies[0]).toMatchObject({
      orderIds: ['OD100001', 'OD100002'],
      titleId: 'IT1001',
      email: 'finance@example.com',
      requestId: expect.any(String),
    })
    expect(fb.toast).toHaveBeenCalledWith('开票申请已提交')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(await screen.findByText('开票中')).toBeInTheDocument()
    expect(sessionStorage.getItem(`draft:${APPLY_DRAFT}`)).toBeNull()
  })

  it('shows the tax exactly as the server gives it (never computed in the app)', async () => {
    const preview: InvoicePreview = {
      seller: { name: '示例售电公司', taxNo: '91330000000000000X' },
      buyer: {
        titleType: 'PERSONAL',
        name: '李四',
        taxNo: '',
        address: '',
        phone: '',
        bankName: '',
        bankAccount: '',
      },
      email: 'li@example.com',
      items: [{ name: '*电力*电费', amount: 1000, taxRate: '13%', taxAmount: 777 }],
      totalAmount: 1000,
      totalTax: 777,
      orderCount: 1,
    }
    server.use(http.post(route(INVOICE_API.preview), () => ok(preview)))
    renderApp(`${APPLY}?orderIds=OD100001`)
    await userEvent.click(await screen.findByRole('button', { name: '预览发票' }))
    const region = await screen.findByRole('region', { name: '发票预览' })
    expect(region).toHaveTextContent('示例售电公司')
    const row = within(region).getByRole('row', { name: /\*电力\*电费/ })
    expect(row).toHaveTextContent('¥10.00')
    expect(row).toHaveTextContent('13%')
    expect(row).toHaveTextContent('¥7.77')
  })

  it('a typed company title: a wrong tax id, a bad e-mail and a name over 100 characters are said under their fields; nothing typed is lost, even after a re-login', async () => {
    spyFeedback()
    const view = renderApp(`${APPLY}?orderIds=OD100001`)
    await userEvent.click(await screen.findByRole('radio', { name: '填写新抬头' }))
    await userEvent.click(screen.getByRole('radio', { name: '单位' }))
    const name = screen.getByLabelText('单位名称')
    await userEvent.click(name)
    await userEvent.paste('测'.repeat(101))
    await userEvent.type(screen.getByLabelText('税号'), BAD_TAX_NO.toLowerCase())
    expect(screen.getByLabelText('税号')).toHaveValue(BAD_TAX_NO)
    await userEvent.type(screen.getByLabelText('接收邮箱'), 'not-an-email')
    await userEvent.click(screen.getByRole('button', { name: '预览发票' }))
    expect(await screen.findByText(INVOICE_MSG.nameLong)).toBeInTheDocument()
    expect(screen.getByText(INVOICE_MSG.taxNo)).toBeInTheDocument()
    expect(screen.getByText(INVOICE_MSG.email)).toBeInTheDocument()
    expect(screen.getByLabelText('税号')).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining('apply-taxNo-error'),
    )
    expect(screen.queryByRole('region', { name: '发票预览' })).not.toBeInTheDocument()

    // A 500 re-login comes back to the same address: what was typed is there.
    comeBack(view)
    expect(await screen.findByLabelText('单位名称')).toHaveValue('测'.repeat(101))
    expect(screen.getByLabelText('税号')).toHaveValue(BAD_TAX_NO)
    expect(screen.getByLabelText('接收邮箱')).toHaveValue('not-an-email')
  })

  it('a typed title left empty: no alert a field; the focus on 单位名称 reads its error', async () => {
    renderApp(`${APPLY}?orderIds=OD100001`)
    await userEvent.click(await screen.findByRole('radio', { name: '填写新抬头' }))
    await userEvent.click(screen.getByRole('button', { name: '预览发票' }))
    expect(screen.getByText(TITLE_FORM_TEXT.taxNoEmpty)).toBeInTheDocument()
    expect(screen.getByText(TITLE_FORM_TEXT.emailEmpty)).toBeInTheDocument()
    expectSaidByFocus(screen.getByLabelText('单位名称'), TITLE_FORM_TEXT.nameEmptyCompany)
  })

  it('a typed title whose first wrong field is under 更多: it opens, and stays open as it is corrected', async () => {
    renderApp(`${APPLY}?orderIds=OD100001`)
    await userEvent.click(await screen.findByRole('radio', { name: '填写新抬头' }))
    await userEvent.type(screen.getByLabelText('单位名称'), '宁波示例物流有限公司')
    await userEvent.type(screen.getByLabelText('税号'), GOOD_TAX_NO)
    await userEvent.type(screen.getByLabelText('接收邮箱'), 'buyer@example.com')
    await userEvent.click(screen.getByRole('button', { name: '更多（地址、电话、开户行，选填）' }))
    await userEvent.click(screen.getByLabelText('单位地址'))
    await userEvent.paste('宁'.repeat(101))
    await userEvent.click(screen.getByRole('button', { name: '更多（地址、电话、开户行，选填）' }))
    await userEvent.click(screen.getByRole('button', { name: '预览发票' }))
    const address = screen.getByLabelText('单位地址')
    expectSaidByFocus(address, TITLE_FORM_TEXT.extraLong)
    await userEvent.keyboard('{Backspace}')
    expect(address).toBeVisible()
    expect(address).toHaveFocus()
  })

  it("says the server's refusal of a field under it too (860001), the form kept", async () => {
    spyFeedback()
    server.use(http.post(route(INVOICE_API.preview), () => refuse('860001', INVOICE_MSG.taxNo)))
    renderApp(`${APPLY}?orderIds=OD100001`)
    await userEvent.click(await screen.findByRole('radio', { name: '填写新抬头' }))
    await userEvent.click(screen.getByRole('radio', { name: '单位' }))
    await userEvent.type(screen.getByLabelText('单位名称'), '某某公司')
    await userEvent.type(screen.getByLabelText('税号'), GOOD_TAX_NO)
    await userEvent.type(screen.getByLabelText('接收邮箱'), 'a@b.cn')
    await userEvent.click(screen.getByRole('button', { name: '预览发票' }))
    expect(await screen.findByText(INVOICE_MSG.taxNo)).toBeInTheDocument()
    expect(screen.getByLabelText('税号')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('单位名称')).toHaveValue('某某公司')
  })

  it('an order invoiced meanwhile (860004): said above the form with 重新选择, nothing typed lost', async () => {
    spyFeedback()
    server.use(
      http.post(route(INVOICE_API.apply), () => refuse('860004', INVOICE_MSG.ordersChanged)),
    )
    renderApp(`${APPLY}?orderIds=OD100001`)
    await userEvent.click(await screen.findByRole('button', { name: '预览发票' }))
    await userEvent.click(await screen.findByRole('button', { name: '提交申请' }))
    const orders = screen.getByRole('region', { name: '开票订单' })
    expect(await within(orders).findByText(INVOICE_MSG.ordersChanged)).toBeInTheDocument()
    expect(within(orders).getByRole('link', { name: '重新选择' })).toHaveAttribute('href', ORDERS)
    expect(screen.getByLabelText('接收邮箱')).toHaveValue('finance@example.com')
  })

  it('重新开具 asks for the failed invoice again (reissue), not a new one', async () => {
    spyFeedback()
    const reissues = bodiesOf(INVOICE_API.reissue)
    const applies = bodiesOf(INVOICE_API.apply)
    server.use(
      http.post(route(INVOICE_API.reissue), async ({ request }) => {
        const body = (await request.clone().json()) as { invoiceId: string }
        return body.invoiceId === 'IV77'
          ? refuse('860010', '只有开票失败的发票可以重新开具')
          : undefined
      }),
    )
    renderApp(`${APPLY}?orderIds=OD100001&reissue=IV77`)
    expect(await screen.findByText('重新开具失败的发票，开票订单不变')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '重新选择' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: /张建国/ }))
    expect(screen.getByLabelText('接收邮箱')).toHaveValue('zhang@example.com')
    await userEvent.click(screen.getByRole('button', { name: '预览发票' }))
    await userEvent.click(await screen.findByRole('button', { name: '提交申请' }))
    expect(await screen.findByText('只有开票失败的发票可以重新开具')).toBeInTheDocument()
    expect(applies).toHaveLength(0)
    expect(reissues).toEqual([
      {
        invoiceId: 'IV77',
        titleId: 'IT1002',
        email: 'zhang@example.com',
        requestId: expect.any(String),
      },
    ])
  })

  it('retries a submit whose answer was lost with the same request id (one invoice)', async () => {
    spyFeedback()
    let first = true
    const ids: string[] = []
    server.use(
      http.post(route(INVOICE_API.apply), async ({ request }) => {
        const body = (await request.clone().json()) as { requestId: string }
        ids.push(body.requestId)
        if (first) {
          first = false
          return HttpResponse.error()
        }
        return undefined
      }),
    )
    const { router } = renderApp(`${APPLY}?orderIds=OD100001`)
    await userEvent.click(await screen.findByRole('button', { name: '预览发票' }))
    await screen.findByRole('region', { name: '发票预览' })
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    await waitFor(() => expect(ids).toHaveLength(1))
    // The answer never came: the preview stays, and 提交申请 is one tap again.
    expect(screen.getByRole('region', { name: '发票预览' })).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: '提交申请' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(DETAIL))
    expect(ids).toHaveLength(2)
    expect(ids[1]).toBe(ids[0])
    expect(db.invoices.filter((i) => i.orders.some((o) => o.orderId === 'OD100001'))).toHaveLength(
      1,
    )
  })
})

describe('抬头管理', () => {
  it('lists the titles with the default first; sets another as the default', async () => {
    const fb = spyFeedback()
    renderApp(TITLES)
    const titles = await screen.findAllByRole('article')
    expect(titles.map((t) => t.getAttribute('aria-label'))).toEqual([
      '杭州示例科技有限公司',
      '张建国',
    ])
    expect(titles[0]).toHaveTextContent('默认')
    expect(titles[0]).toHaveTextContent(GOOD_TAX_NO)
    await userEvent.click(screen.getByRole('button', { name: '将 张建国 设为默认' }))
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith(TITLES_TEXT.defaultSet))
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((t) => t.getAttribute('aria-label'))).toEqual([
        '张建国',
        '杭州示例科技有限公司',
      ]),
    )
  })

  it('deletes a title only after a confirmation', async () => {
    const fb = spyFeedback()
    renderApp(TITLES)
    const person = await screen.findByRole('article', { name: '张建国' })
    fb.confirm.mockResolvedValueOnce(false)
    await userEvent.click(within(person).getByRole('button', { name: '删除 张建国' }))
    expect(fb.confirm).toHaveBeenCalledWith(
      TITLES_TEXT.removeTitle,
      expect.stringContaining('张建国'),
      '确认删除',
    )
    expect(db.invoiceTitles).toHaveLength(2)
    await userEvent.click(within(person).getByRole('button', { name: '删除 张建国' }))
    await waitFor(() => expect(screen.queryByRole('article', { name: '张建国' })).toBeNull())
    expect(fb.toast).toHaveBeenCalledWith(TITLES_TEXT.removed)
    expect(db.invoiceTitles).toHaveLength(1)
  })

  it('adds a company title: its checks under the fields, then listed', async () => {
    const fb = spyFeedback()
    const { router } = renderApp(`${TITLES}/add`)
    await userEvent.type(await screen.findByLabelText('单位名称'), '宁波示例物流有限公司')
    await userEvent.type(screen.getByLabelText('税号'), BAD_TAX_NO)
    await userEvent.type(screen.getByLabelText('接收邮箱'), 'ap@nb-logistics.cn')
    await userEvent.click(screen.getByRole('button', { name: '更多（地址、电话、开户行，选填）' }))
    await userEvent.type(screen.getByLabelText('开户银行'), '宁波银行')
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
    expect(await screen.findByText(INVOICE_MSG.taxNo)).toBeInTheDocument()
    expect(db.invoiceTitles).toHaveLength(2)
    await userEvent.clear(screen.getByLabelText('税号'))
    await userEvent.type(screen.getByLabelText('税号'), GOOD_TAX_NO)
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(TITLES))
    expect(fb.toast).toHaveBeenCalledWith('添加成功')
    expect(await screen.findByRole('article', { name: '宁波示例物流有限公司' })).toBeInTheDocument()
    expect(db.invoiceTitles.find((t) => t.name === '宁波示例物流有限公司')).toMatchObject({
      bankName: '宁波银行',
      email: 'ap@nb-logistics.cn',
    })
  })

  it('an empty 确认添加: no alert a field; the focus on 单位名称 reads its error', async () => {
    renderApp(`${TITLES}/add`)
    await userEvent.click(await screen.findByRole('button', { name: '确认添加' }))
    expect(screen.getByText(TITLE_FORM_TEXT.taxNoEmpty)).toBeInTheDocument()
    expect(screen.getByText(TITLE_FORM_TEXT.emailEmpty)).toBeInTheDocument()
    expectSaidByFocus(screen.getByLabelText('单位名称'), TITLE_FORM_TEXT.nameEmptyCompany)
  })

  it('a wrong detail under 更多 (closed) first: 更多 opens, the focus on it reads its error', async () => {
    renderApp(`${TITLES}/add`)
    await userEvent.type(await screen.findByLabelText('单位名称'), '宁波示例物流有限公司')
    await userEvent.type(screen.getByLabelText('税号'), GOOD_TAX_NO)
    await userEvent.click(screen.getByRole('button', { name: '更多（地址、电话、开户行，选填）' }))
    await userEvent.click(screen.getByLabelText('单位地址'))
    await userEvent.paste('宁'.repeat(101))
    await userEvent.click(screen.getByRole('button', { name: '更多（地址、电话、开户行，选填）' }))
    expect(screen.getByLabelText('单位地址')).not.toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
    expect(screen.getByText(TITLE_FORM_TEXT.emailEmpty)).toBeInTheDocument()
    const address = screen.getByLabelText('单位地址')
    expect(address).toBeVisible()
    expectSaidByFocus(address, TITLE_FORM_TEXT.extraLong)
    // Corrected, the error goes: 更多 stays open under the field being typed in.
    await userEvent.keyboard('{Backspace}')
    expect(screen.queryByText(TITLE_FORM_TEXT.extraLong)).not.toBeInTheDocument()
    expect(address).toBeVisible()
    expect(address).toHaveFocus()
  })

  it('a wrong detail under 更多 after a wrong name: correcting it keeps 更多 open', async () => {
    renderApp(`${TITLES}/add`)
    await userEvent.type(await screen.findByLabelText('税号'), GOOD_TAX_NO)
    await userEvent.click(screen.getByRole('button', { name: '更多（地址、电话、开户行，选填）' }))
    await userEvent.click(screen.getByLabelText('单位地址'))
    await userEvent.paste('宁'.repeat(101))
    await userEvent.click(screen.getByRole('button', { name: '更多（地址、电话、开户行，选填）' }))
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
    expectSaidByFocus(screen.getByLabelText('单位名称'), TITLE_FORM_TEXT.nameEmptyCompany)
    const address = screen.getByLabelText('单位地址')
    await userEvent.click(address)
    await userEvent.keyboard('{Backspace}')
    expect(address).toBeVisible()
    expect(address).toHaveFocus()
  })

  it('edits a title: its values filled in, a personal one without a tax id', async () => {
    spyFeedback()
    const { router } = renderApp(`${TITLES}/edit?titleId=IT1002`)
    expect(await screen.findByLabelText('个人姓名')).toHaveValue('张建国')
    expect(screen.queryByLabelText('税号')).not.toBeInTheDocument()
    const email = screen.getByLabelText('接收邮箱')
    await userEvent.clear(email)
    await userEvent.type(email, 'zjg@example.cn')
    await userEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(TITLES))
    expect(db.invoiceTitles.find((t) => t.titleId === 'IT1002')).toMatchObject({
      email: 'zjg@example.cn',
    })
  })

  it('says so when the title to edit is unknown', async () => {
    renderApp(`${TITLES}/edit?titleId=IT9`)
    expect(await screen.findByText(INVOICE_MSG.titleGone)).toBeInTheDocument()
  })
})

/** An invoice as the detail answers it, with `patch`. */
function detailIs(patch: Partial<Invoice>) {
  server.use(
    http.post(route(INVOICE_API.detail), async ({ request }) => {
      const { invoiceId } = (await request.clone().json()) as { invoiceId: string }
      const base: Invoice = {
        invoiceId,
        status: 'ISSUED',
        titleType: 'COMPANY',
        buyerName: '杭州示例科技有限公司',
        totalAmount: 1000,
        orderCount: 1,
        applyTime: '2026-11-20 10:00:00',
        issueTime: '2026-11-20 10:00:08',
        seller: { name: '示例售电公司', taxNo: '91330000000000000X' },
        buyer: {
          titleType: 'COMPANY',
          name: '杭州示例科技有限公司',
          taxNo: GOOD_TAX_NO,
          address: '',
          phone: '',
          bankName: '',
          bankAccount: '',
        },
        email: 'finance@example.com',
        items: [{ name: '*电力*电费', amount: 1000, taxRate: '13%', taxAmount: 115 }],
        totalTax: 115,
        orders: [order('OD100001', '2026-11-19 10:00:00', 1000)],
        invoiceNo: '26330000000012345678',
        pdfUrl: 'https://fp.example.cn/i/1.pdf',
        failReason: '',
        resendCount: 0,
      }
      return ok({ ...base, ...patch })
    }),
  )
}

describe('开票记录 and 发票详情', () => {
  it('lists each invoice with its status; an applied one moves from 开票中 to 已开票', async () => {
    let simNow = Date.now()
    setClock(() => simNow)
    spyFeedback()
    const view = renderApp(`${APPLY}?orderIds=OD100001`)
    await userEvent.click(await screen.findByRole('button', { name: '预览发票' }))
    await userEvent.click(await screen.findByRole('button', { name: '提交申请' }))
    expect(await screen.findByText(DETAIL_TEXT.issuing('finance@example.com'))).toBeInTheDocument()
    expect(screen.queryByTitle(/电子发票/)).not.toBeInTheDocument()
    simNow += 9000
    expect(
      await screen.findByText(DETAIL_TEXT.issued('finance@example.com'), undefined, {
        timeout: 6000,
      }),
    ).toBeInTheDocument()
    const frame = screen.getByTitle(/^电子发票 \d+/)
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toMatch(/^\/__mock\/invoice\/IV\d+\.pdf/)
    expect(screen.getByRole('link', { name: '下载发票' })).toHaveAttribute(
      'href',
      frame.getAttribute('src'),
    )

    view.unmount()
    renderApp(HISTORY)
    const records = await screen.findAllByRole('link', { name: /杭州示例科技有限公司/ })
    expect(records.length).toBeGreaterThanOrEqual(2)
    expect(records[0]).toHaveTextContent('已开票')
    expect(records[0]).toHaveTextContent('1 个订单')
  }, 15000)

  it('shows 开票失败 with the reason as text and 重新开具 with the same orders', async () => {
    detailIs({
      status: 'FAILED',
      issueTime: '',
      invoiceNo: '',
      pdfUrl: '',
      failReason: '<b>税务系统校验未通过</b>',
    })
    renderApp(`${DETAIL}?invoiceId=IV9`)
    expect(await screen.findByText('失败原因：<b>税务系统校验未通过</b>')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '重新开具' })).toHaveAttribute(
      'href',
      `${APPLY}?orderIds=OD100001&reissue=IV9`,
    )
    expect(screen.queryByRole('link', { name: '下载发票' })).not.toBeInTheDocument()
  })

  it.each([
    ['javascript:alert(1)'],
    ['http://fp.example.cn/i/1.pdf'],
    ['data:application/pdf;base64,JVBERi0='],
    ['//evil.example/1.pdf'],
  ])('never renders a PDF address that is not https or same-origin: %s', async (pdfUrl) => {
    detailIs({ pdfUrl })
    renderApp(`${DETAIL}?invoiceId=IV9`)
    expect(await screen.findByText(DETAIL_TEXT.badPdf)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '下载发票' })).not.toBeInTheDocument()
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('shows an https PDF of an operator domain in the page with a download link', async () => {
    detailIs({ pdfUrl: 'https://fp.charge.example.cn/i/1.pdf' })
    renderApp(`${DETAIL}?invoiceId=IV9`)
    expect(await screen.findByTitle('电子发票 26330000000012345678')).toHaveAttribute(
      'src',
      'https://fp.charge.example.cn/i/1.pdf',
    )
    expect(screen.getByRole('link', { name: '下载发票' })).toHaveAttribute(
      'href',
      'https://fp.charge.example.cn/i/1.pdf',
    )
    expect(screen.getByRole('link', { name: /OD100001 站/ })).toHaveAttribute(
      'href',
      '/packageOrder/carChargingDetail?orderId=OD100001',
    )
  })

  it('offers a PDF on another https host (the frame-src would block it) as a download only', async () => {
    detailIs({})
    renderApp(`${DETAIL}?invoiceId=IV9`)
    expect(await screen.findByText(DETAIL_TEXT.pdfElsewhere)).toBeInTheDocument()
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('link', { name: '下载发票' })).toHaveAttribute(
      'href',
      'https://fp.example.cn/i/1.pdf',
    )
  })

  it('重发邮箱: the e-mail prefilled and checked, then sent', async () => {
    const fb = spyFeedback()
    const resends = bodiesOf(INVOICE_API.resend)
    renderApp(`${DETAIL}?invoiceId=IV00000001`)
    await userEvent.click(await screen.findByRole('button', { name: '重发邮箱' }))
    const dialog = await screen.findByRole('dialog', { name: '重发邮箱' })
    const email = within(dialog).getByLabelText('接收邮箱')
    expect(email).toHaveValue('finance@example.com')
    await userEvent.clear(email)
    await userEvent.type(email, 'x@y')
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }))
    expect(within(dialog).getByText(INVOICE_MSG.email)).toBeInTheDocument()
    await userEvent.type(email, '.cn')
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }))
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith(DETAIL_TEXT.resent))
    expect(resends).toEqual([{ invoiceId: 'IV00000001', email: 'x@y.cn' }])
  })
})

describe('重发邮箱 is a modal', () => {
  it('aria-modal, focus on the e-mail, Escape is 取消 and gives focus back to 重发邮箱', async () => {
    spyFeedback()
    const resends = bodiesOf(INVOICE_API.resend)
    renderApp(`${DETAIL}?invoiceId=IV00000001`)
    const open = await screen.findByRole('button', { name: '重发邮箱' })
    await userEvent.click(open)
    const dialog = await screen.findByRole('dialog', { name: '重发邮箱' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    await waitFor(() => expect(within(dialog).getByLabelText('接收邮箱')).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '重发邮箱' })).toBeNull())
    await waitFor(() => expect(open).toHaveFocus())
    expect(resends).toEqual([])
  })

  it('its own mask stays tappable (closes it) while the page behind is inert (review)', async () => {
    spyFeedback()
    renderApp(`${DETAIL}?invoiceId=IV00000001`)
    await userEvent.click(await screen.findByRole('button', { name: '重发邮箱' }))
    const dialog = await screen.findByRole('dialog', { name: '重发邮箱' })
    const mask = dialog.closest('.adm-center-popup')?.querySelector('.adm-mask')
    expect(mask).not.toBeNull()
    expect(mask?.closest('[inert]')).toBeNull()
    expect(screen.getByRole('heading', { level: 1 }).closest('[inert]')).not.toBeNull()
  })
})

describe('the order detail', () => {
  async function orderDetail(orderId: string) {
    const view = renderApp(`/packageOrder/carChargingDetail?orderId=${orderId}`)
    await screen.findByRole('region', { name: '订单信息' })
    return view
  }

  it('links 开发票 for an order that can be invoiced, and 已开票 to the invoice of an invoiced one', async () => {
    const invoiced = db.invoices[0]?.orders[0]?.orderId ?? ''
    const first = await orderDetail('OD100001')
    expect(screen.getByRole('link', { name: '开发票' })).toHaveAttribute(
      'href',
      `${APPLY}?orderIds=OD100001`,
    )
    first.unmount()
    await orderDetail(invoiced)
    expect(screen.getByRole('link', { name: /已开票/ })).toHaveAttribute(
      'href',
      `${DETAIL}?invoiceId=IV00000001`,
    )
  })

  it('links 开票中 while its invoice is being issued, and nothing for an order that cannot be', async () => {
    spyFeedback()
    const form = renderApp(`${APPLY}?orderIds=OD100002`)
    await userEvent.click(await screen.findByRole('button', { name: '预览发票' }))
    await userEvent.click(await screen.findByRole('button', { name: '提交申请' }))
    await screen.findByText('开票中')
    form.unmount()
    const issuing = await orderDetail('OD100002')
    expect(screen.getByRole('link', { name: /开票中/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/packageMine\/invoice\/detail\?invoiceId=IV\d+$/),
    )
    issuing.unmount()
    // A cancelled order (never paid) cannot be invoiced: no link at all.
    await orderDetail('OD100008')
    expect(screen.queryByRole('link', { name: /发票|开票/ })).not.toBeInTheDocument()
  })
})
