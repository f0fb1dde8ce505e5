import { API } from '@/api/endpoints/spec'
import { INVOICE_API } from '@/api/endpoints/invoices'
import type {
  Invoice,
  InvoiceableOrdersResult,
  InvoicePreview,
  InvoiceSummary,
  InvoiceTitle,
  InvoiceTitleListResult,
} from '@/api/invoice-types'
import type { Order, Page } from '@/api/types'
import { INVOICE_KEY, setInvoiceOutcome } from '@/mocks/core/clock'
import { db } from '@/mocks/core/db'
import { setFault } from '@/mocks/core/faults'
import { FAIL_REASON, INVOICE_CODE, ISSUE_AFTER_MS } from '@/mocks/invoices/model'
import { invoicePdf, pdfFactsOf } from '@/mocks/invoices/pdf'
import { login, post, setupMockServer } from './api'
import { data, tick, useFakeClock } from './charging-api'

setupMockServer()
beforeEach(() => useFakeClock())
afterEach(() => localStorage.removeItem(INVOICE_KEY))

const COMPANY = {
  titleType: 'COMPANY',
  name: '杭州示例科技有限公司',
  taxNo: '91350100M000100Y43',
  address: '',
  phone: '',
  bankName: '',
  bankAccount: '',
}
const PERSON = { ...COMPANY, titleType: 'PERSONAL', name: '李四', taxNo: '' }

let requestSeq = 0
const newRequestId = () => `req-test-${(requestSeq += 1)}`

function invoices(token: string) {
  return {
    titles: async () => data(await post<InvoiceTitleListResult>(INVOICE_API.titles, {}, token)),
    saveTitle: (body: unknown) => post<InvoiceTitle>(INVOICE_API.saveTitle, body, token),
    removeTitle: (titleId: unknown) => post<null>(INVOICE_API.removeTitle, { titleId }, token),
    orders: async (pageNo = 1, pageSize = 50) =>
      data(await post<InvoiceableOrdersResult>(INVOICE_API.orders, { pageNo, pageSize }, token)),
    preview: (body: unknown) => post<InvoicePreview>(INVOICE_API.preview, body, token),
    apply: (body: object) =>
      post<Invoice>(INVOICE_API.apply, { requestId: newRequestId(), ...body }, token),
    list: async () =>
      data(await post<Page<InvoiceSummary>>(INVOICE_API.list, { pageNo: 1, pageSize: 20 }, token)),
    detail: (invoiceId: string) => post<Invoice>(INVOICE_API.detail, { invoiceId }, token),
    resend: (body: object) => post<null>(INVOICE_API.resend, body, token),
    reissue: (body: object) =>
      post<Invoice>(INVOICE_API.reissue, { requestId: newRequestId(), ...body }, token),
    order: async (orderId: string) => data(await post<Order>(API.orderDetail, { orderId }, token)),
  }
}

const codeOf = (answer: { body: { code: string } | null }) => answer.body?.code
const names = (list: InvoiceTitleListResult) =>
  list.list.map((t) => `${t.titleId}${t.isDefault ? '*' : ''}`)
const ids = (result: InvoiceableOrdersResult) => result.list.map((o) => o.orderId)

/** An invoice of OD100003 (3000 cents: 2166 electricity, 834 service) to the company. */
const OD3 = { orderIds: ['OD100003'], buyer: COMPANY, email: 'a@example.com' }

describe('titles', () => {
  it('lists the seeded two, the company the default', async () => {
    const api = invoices(await login())
    const list = await api.titles()
    expect(names(list)).toEqual(['IT1001*', 'IT1002'])
    expect(list.list[0]).toMatchObject({
      name: '杭州示例科技有限公司',
      taxNo: '91350100M000100Y43',
    })
    expect(list.list[0]?.email).toContain('@')
  })

  it('adds, changes, makes default and removes, passing the default on', async () => {
    const api = invoices(await login())
    const added = data(await api.saveTitle({ ...PERSON, email: 'li@example.com' }))
    expect(added).toMatchObject({ titleId: 'IT1003', titleType: 'PERSONAL', isDefault: false })
    const company = { ...COMPANY, name: '测试公司', taxNo: '91330100ma2h00001p' }
    const made = data(await api.saveTitle({ ...company, email: 'c@example.com', isDefault: true }))
    expect(made).toMatchObject({ titleId: 'IT1004', taxNo: '91330100MA2H00001P', isDefault: true })
    expect(names(await api.titles())).toEqual(['IT1004*', 'IT1001', 'IT1002', 'IT1003'])
    const changed = { ...PERSON, titleId: 'IT1003', name: '李四四', email: 'l@example.com' }
    expect(data(await api.saveTitle(changed))).toMatchObject({ name: '李四四', isDefault: false })
    // Saying isDefault: false does not leave the list without its default.
    const kept = { ...company, titleId: 'IT1004', email: 'c@example.com', isDefault: false }
    expect(data(await api.saveTitle(kept)).isDefault).toBe(true)
    data(await api.removeTitle('IT1004'))
    expect(names(await api.titles())).toEqual(['IT1001*', 'IT1002', 'IT1003'])
    for (const id of ['IT1001', 'IT1002', 'IT1003']) data(await api.removeTitle(id))
    expect(await api.titles()).toEqual({ list: [], total: 0 })
    const first = data(await api.saveTitle({ ...PERSON, email: 'x@example.com' }))
    expect(first.isDefault).toBe(true)
  })

  it('keeps a personal title free of a tax number and company details', async () => {
    const api = invoices(await login())
    const saved = data(
      await api.saveTitle({ ...PERSON, taxNo: 'X', address: '某路1号', email: 'p@example.com' }),
    )
    expect(saved).toMatchObject({ taxNo: '', address: '' })
  })

  it('refuses a bad tax number, e-mail, a long name, an unknown title and a 21st', async () => {
    const api = invoices(await login())
    const save = (patch: object) => api.saveTitle({ ...COMPANY, email: 'a@example.com', ...patch })
    expect(await save({ taxNo: '91350100M000100Y44' })).toMatchObject({
      body: {
        code: INVOICE_CODE.badTaxNo,
        msg: '纳税人识别号格式不正确，请输入18位统一社会信用代码',
      },
    })
    expect(codeOf(await save({ taxNo: '' }))).toBe(INVOICE_CODE.badTaxNo)
    expect(codeOf(await save({ email: 'nope' }))).toBe(INVOICE_CODE.badEmail)
    expect(codeOf(await save({ email: '' }))).toBe(INVOICE_CODE.badEmail)
    expect(codeOf(await save({ name: '公'.repeat(101) }))).toBe(INVOICE_CODE.nameTooLong)
    expect(codeOf(await save({ name: '公'.repeat(100) }))).toBe('000000')
    expect(codeOf(await save({ name: '  ' }))).toBe('100001')
    expect(codeOf(await save({ titleType: 'NGO' }))).toBe('100001')
    expect(codeOf(await save({ address: '路'.repeat(101) }))).toBe('100001')
    expect(codeOf(await save({ titleId: 'IT9999' }))).toBe(INVOICE_CODE.titleUnknown)
    expect(codeOf(await api.removeTitle('IT9999'))).toBe(INVOICE_CODE.titleUnknown)
    for (let i = 0; i < 17; i += 1) data(await save({ name: `公司${i}` }))
    expect((await api.titles()).total).toBe(20)
    expect(await save({ name: '第21个' })).toMatchObject({
      body: { code: INVOICE_CODE.tooManyTitles, msg: '最多可保存20个抬头' },
    })
  })
})

describe('invoiceable orders', () => {
  it('are the completed, paid, not invoiced ones, newest first, over two months', async () => {
    const api = invoices(await login())
    const result = await api.orders()
    expect(result.windowDays).toBe(180)
    expect(result.total).toBeGreaterThanOrEqual(6)
    // OD100015 is the seeded invoice's, OD100010 paid nothing, OD100008 was cancelled.
    expect(ids(result)).not.toContain('OD100015')
    expect(ids(result)).not.toContain('OD100010')
    expect(ids(result)).not.toContain('OD100008')
    const ends = result.list.map((o) => o.endTime)
    expect(ends).toEqual([...ends].sort().reverse())
    expect(new Set(ends.map((end) => end.slice(0, 7)))).toEqual(new Set(['2026-11', '2026-10']))
    expect(result.list.find((o) => o.orderId === 'OD100003')).toEqual({
      orderId: 'OD100003',
      orderNo: 'CD202611201645300003',
      deviceType: 'CAR',
      stationName: '滨江星光大道充电站',
      endTime: '2026-11-20 17:08:15',
      energyWh: 20868,
      amount: 3000,
    })
    const page2 = await api.orders(2, 4)
    expect(ids(page2)).toEqual(ids(result).slice(4, 8))
  })

  it('leave the window 180 days after the charge ended', async () => {
    const token = await login()
    useFakeClock(new Date(2027, 3, 30, 12, 0, 0).getTime())
    const api = invoices(token)
    const left = ids(await api.orders())
    expect(left).toContain('OD100001')
    expect(left).not.toContain('OD100016')
    expect((await api.order('OD100016')).invoice).toEqual({
      status: 'NOT_INVOICEABLE',
      invoiceId: '',
    })
  })

  it('an invoiced order disappears; a FAILED invoice gives it back', async () => {
    const api = invoices(await login())
    const invoice = data(await api.apply({ ...OD3, buyer: { ...COMPANY, name: '开票失败公司' } }))
    expect(ids(await api.orders())).not.toContain('OD100003')
    expect((await api.order('OD100003')).invoice).toEqual({
      status: 'ISSUING',
      invoiceId: invoice.invoiceId,
    })
    tick(ISSUE_AFTER_MS)
    expect(ids(await api.orders())).toContain('OD100003')
    expect((await api.order('OD100003')).invoice).toEqual({ status: 'NONE', invoiceId: '' })
  })

  it('the order detail tells its invoice', async () => {
    const api = invoices(await login())
    expect((await api.order('OD100015')).invoice).toEqual({
      status: 'ISSUED',
      invoiceId: 'IV00000001',
    })
    expect((await api.order('OD100003')).invoice).toEqual({ status: 'NONE', invoiceId: '' })
    expect((await api.order('OD100008')).invoice?.status).toBe('NOT_INVOICEABLE')
    expect((await api.order('OD100010')).invoice?.status).toBe('NOT_INVOICEABLE')
  })
})

describe('invoice-preview', () => {
  it('splits electricity 13% and service 6%, tax within each', async () => {
    const api = invoices(await login())
    const preview = data(await api.preview({ ...OD3, titleId: 'IT1002' }))
    expect(preview).toEqual({
      seller: { name: '杭州绿动充电科技有限公司', taxNo: '91330100MA2H00001P' },
      buyer: {
        titleType: 'PERSONAL',
        name: '张建国',
        taxNo: '',
        address: '',
        phone: '',
        bankName: '',
        bankAccount: '',
      },
      email: 'a@example.com',
      items: [
        { name: '*电力*电费', amount: 2166, taxRate: '13%', taxAmount: 249 },
        { name: '*现代服务*充电服务费', amount: 834, taxRate: '6%', taxAmount: 47 },
      ],
      totalAmount: 3000,
      totalTax: 296,
      orderCount: 1,
    })
    expect(db.invoices).toHaveLength(1)
  })

  it('shares a discount in proportion to the fees and adds orders up', async () => {
    const api = invoices(await login())
    // OD100002: 3387 + 1680 of fees, 500 off: 4567 invoiceable. OD100001 (BIKE): 120, no service fee.
    const preview = data(await api.preview({ ...OD3, orderIds: ['OD100002', 'OD100001'] }))
    const electricity = Math.round((4567 * 3387) / 5067) + 120
    expect(preview.items).toEqual([
      {
        name: '*电力*电费',
        amount: electricity,
        taxRate: '13%',
        taxAmount: Math.round((electricity * 13) / 113),
      },
      {
        name: '*现代服务*充电服务费',
        amount: 4687 - electricity,
        taxRate: '6%',
        taxAmount: Math.round(((4687 - electricity) * 6) / 106),
      },
    ])
    expect(preview).toMatchObject({ totalAmount: 4687, orderCount: 2 })
    expect(preview.totalTax).toBe(preview.items[0]!.taxAmount + preview.items[1]!.taxAmount)
  })

  it('refuses with the invoice codes', async () => {
    const api = invoices(await login())
    const preview = async (patch: object) => codeOf(await api.preview({ ...OD3, ...patch }))
    expect(await preview({ orderIds: [] })).toBe(INVOICE_CODE.noOrders)
    expect(await preview({ orderIds: ['OD100015'] })).toBe(INVOICE_CODE.notInvoiceable)
    expect(await preview({ orderIds: ['OD100003', 'OD100010'] })).toBe(INVOICE_CODE.notInvoiceable)
    expect(await preview({ orderIds: ['OD999999'] })).toBe(INVOICE_CODE.notInvoiceable)
    expect(await preview({ titleId: 'IT9999' })).toBe(INVOICE_CODE.titleUnknown)
    expect(await preview({ buyer: { ...COMPANY, taxNo: '123' } })).toBe(INVOICE_CODE.badTaxNo)
    expect(await preview({ email: 'a@b' })).toBe(INVOICE_CODE.badEmail)
    expect(await preview({ buyer: { ...PERSON, name: '名'.repeat(101) } })).toBe(
      INVOICE_CODE.nameTooLong,
    )
    expect(await preview({ buyer: undefined })).toBe('100001')
    expect(await preview({ orderIds: 'OD100003' })).toBe('100001')
  })
})

describe('invoice-apply', () => {
  it('is ISSUING for 8 s of the mock clock, then ISSUED with a number and a PDF', async () => {
    const api = invoices(await login())
    const applied = data(await api.apply(OD3))
    expect(applied).toMatchObject({
      invoiceId: 'IV00000002',
      status: 'ISSUING',
      totalAmount: 3000,
      totalTax: 296,
      invoiceNo: '',
      pdfUrl: '',
      issueTime: '',
      failReason: '',
      orders: [{ orderId: 'OD100003', amount: 3000 }],
    })
    tick(ISSUE_AFTER_MS - 1)
    expect(data(await api.detail('IV00000002')).status).toBe('ISSUING')
    tick(1)
    const issued = data(await api.detail('IV00000002'))
    expect(issued.status).toBe('ISSUED')
    expect(issued.invoiceNo).toMatch(/^\d{20}$/)
    expect(issued.issueTime).toBe('2026-11-22 09:58:08')
    expect(issued.pdfUrl).toMatch(/\/__mock\/invoice\/IV00000002\.pdf\?/)
    expect((await api.order('OD100003')).invoice).toEqual({
      status: 'ISSUED',
      invoiceId: 'IV00000002',
    })
    const list = await api.list()
    expect(list.list.map((i) => `${i.invoiceId}:${i.status}`)).toEqual([
      'IV00000002:ISSUED',
      'IV00000001:ISSUED',
    ])
  })

  it('answers a known requestId with the same invoice, and never invoices an order twice', async () => {
    const api = invoices(await login())
    const body = { ...OD3, requestId: 'req-same-0001' }
    const first = data(await api.apply(body))
    const again = data(await api.apply(body))
    expect(again.invoiceId).toBe(first.invoiceId)
    expect(db.invoices).toHaveLength(2)
    expect(codeOf(await api.apply(OD3))).toBe(INVOICE_CODE.notInvoiceable)
    expect(codeOf(await api.apply({ ...OD3, requestId: 'x' }))).toBe('100001')
  })

  it('fails a buyer named with 失败, after the same 8 s', async () => {
    const api = invoices(await login())
    const buyer = { ...PERSON, name: '测试失败' }
    const applied = data(await api.apply({ ...OD3, buyer }))
    expect(applied.status).toBe('ISSUING')
    tick(ISSUE_AFTER_MS)
    expect(data(await api.detail(applied.invoiceId))).toMatchObject({
      status: 'FAILED',
      failReason: FAIL_REASON,
      invoiceNo: '',
      pdfUrl: '',
    })
  })

  it('fails every invoice under mockInvoice=fail (localStorage or the page query)', async () => {
    const api = invoices(await login())
    localStorage.setItem(INVOICE_KEY, 'fail')
    const byStorage = data(await api.apply(OD3))
    localStorage.removeItem(INVOICE_KEY)
    window.history.replaceState(null, '', '/#/packageMine/invoice?mockInvoice=fail')
    const byQuery = data(await api.apply({ ...OD3, orderIds: ['OD100004'] }))
    window.history.replaceState(null, '', '/')
    const normal = data(await api.apply({ ...OD3, orderIds: ['OD100006'] }))
    tick(ISSUE_AFTER_MS)
    expect(data(await api.detail(byStorage.invoiceId)).status).toBe('FAILED')
    expect(data(await api.detail(byQuery.invoiceId)).status).toBe('FAILED')
    expect(data(await api.detail(normal.invoiceId)).status).toBe('ISSUED')
    setInvoiceOutcome('fail')
    const forced = data(await api.apply({ ...OD3, orderIds: ['OD100007'] }))
    tick(ISSUE_AFTER_MS)
    expect(data(await api.detail(forced.invoiceId)).status).toBe('FAILED')
  })
})

describe('invoice-detail, resend, reissue', () => {
  it('detail: 860006 for an unknown invoice', async () => {
    const api = invoices(await login())
    expect(await api.detail('IV99999999')).toMatchObject({
      body: { code: INVOICE_CODE.invoiceUnknown, msg: '发票不存在' },
    })
  })

  it('resends an issued invoice 5 times a day', async () => {
    const api = invoices(await login())
    for (let i = 0; i < 5; i += 1) data(await api.resend({ invoiceId: 'IV00000001' }))
    expect(await api.resend({ invoiceId: 'IV00000001', email: 'b@example.com' })).toMatchObject({
      body: { code: INVOICE_CODE.resendLimit, msg: '今日重发次数已达上限' },
    })
    expect(codeOf(await api.resend({ invoiceId: 'IV00000001', email: 'bad' }))).toBe(
      INVOICE_CODE.badEmail,
    )
    expect(codeOf(await api.resend({ invoiceId: 'IV99999999' }))).toBe(INVOICE_CODE.invoiceUnknown)
    tick(86400000)
    data(await api.resend({ invoiceId: 'IV00000001', email: 'b@example.com' }))
    expect(data(await api.detail('IV00000001')).resendCount).toBe(6)
    const issuing = data(await api.apply(OD3))
    expect(codeOf(await api.resend({ invoiceId: issuing.invoiceId }))).toBe('100001')
  })

  it('reissues a FAILED invoice with the same orders as a new one; the failed one stays', async () => {
    const api = invoices(await login())
    const failed = data(await api.apply({ ...OD3, buyer: { ...COMPANY, name: '失败公司' } }))
    expect(codeOf(await api.reissue({ invoiceId: failed.invoiceId }))).toBe(INVOICE_CODE.notFailed)
    expect(codeOf(await api.reissue({ invoiceId: 'IV00000001' }))).toBe(INVOICE_CODE.notFailed)
    tick(ISSUE_AFTER_MS)
    const body = { invoiceId: failed.invoiceId, titleId: 'IT1001', requestId: 'req-reissue-01' }
    const reissued = data(await api.reissue(body))
    expect(reissued).toMatchObject({
      status: 'ISSUING',
      buyerName: '杭州示例科技有限公司',
      email: 'a@example.com',
      orders: [{ orderId: 'OD100003' }],
    })
    expect(reissued.invoiceId).not.toBe(failed.invoiceId)
    expect(data(await api.reissue(body)).invoiceId).toBe(reissued.invoiceId)
    expect(data(await api.detail(failed.invoiceId)).status).toBe('FAILED')
    expect((await api.list()).total).toBe(3)
    tick(ISSUE_AFTER_MS)
    expect(data(await api.detail(reissued.invoiceId)).status).toBe('ISSUED')
  })

  it('reissue: 860004 when an order was invoiced since', async () => {
    const api = invoices(await login())
    const failed = data(await api.apply({ ...OD3, buyer: { ...PERSON, name: '失败' } }))
    tick(ISSUE_AFTER_MS)
    data(await api.apply(OD3))
    expect(codeOf(await api.reissue({ invoiceId: failed.invoiceId }))).toBe(
      INVOICE_CODE.notInvoiceable,
    )
    expect(codeOf(await api.reissue({ invoiceId: 'IV99999999' }))).toBe(INVOICE_CODE.invoiceUnknown)
  })
})

describe('the PDF', () => {
  /** Every xref entry points at its `N 0 obj`, and startxref at the table. */
  function checkXref(text: string): void {
    const start = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1])
    expect(text.slice(start, start + 4)).toBe('xref')
    const entries = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)]
    expect(entries.length).toBe(5)
    entries.forEach((entry, i) => {
      const offset = Number(entry[1])
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`)
    })
  }

  it('is served for an issued invoice, a real one-page PDF', async () => {
    const api = invoices(await login())
    const invoice = data(await api.detail('IV00000001'))
    const response = await fetch(new URL(invoice.pdfUrl, 'http://localhost'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const text = new TextDecoder().decode(await response.arrayBuffer())
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text).toContain('/Count 1')
    expect(text).toContain(`Invoice No.: ${invoice.invoiceNo}`)
    expect(text).toContain('CNY 8.00')
    checkXref(text)
    const stream = /stream\n([\s\S]*)\nendstream/.exec(text)?.[1] ?? ''
    expect(text).toContain(`/Length ${stream.length} `)
  })

  it('its URL carries what the dev server needs to make the same bytes', async () => {
    const api = invoices(await login())
    const invoice = data(await api.detail('IV00000001'))
    const facts = pdfFactsOf(new URL(invoice.pdfUrl, 'http://localhost'))
    expect(facts).toEqual({
      invoiceId: 'IV00000001',
      invoiceNo: invoice.invoiceNo,
      totalAmount: 800,
      issueTime: invoice.issueTime,
    })
    const served = await fetch(new URL(invoice.pdfUrl, 'http://localhost'))
    const decode = (bytes: ArrayBuffer | Uint8Array) => new TextDecoder().decode(bytes)
    expect(decode(await served.arrayBuffer())).toBe(decode(invoicePdf(facts!)))
    expect(pdfFactsOf(new URL('http://localhost/__mock/invoice/IV1.pdf?no=1'))).toBeNull()
  })

  it('is 404 for an unknown or not yet issued invoice', async () => {
    const api = invoices(await login())
    expect((await fetch('http://localhost/__mock/invoice/IV99999999.pdf')).status).toBe(404)
    const issuing = data(await api.apply(OD3))
    const url = `http://localhost/__mock/invoice/${issuing.invoiceId}.pdf`
    expect((await fetch(url)).status).toBe(404)
  })
})

describe('every invoice call', () => {
  it('needs a login and honours the fault switch', async () => {
    const token = await login()
    expect((await post(INVOICE_API.titles, {})).status).toBe(500)
    setFault('code:/invoice/invoice-apply')
    expect(await invoices(token).apply(OD3)).toMatchObject({ body: { code: '999999' } })
    expect(db.invoices).toHaveLength(1)
    setFault('500:/invoice')
    expect((await post(INVOICE_API.orders, { pageNo: 1, pageSize: 10 }, token)).status).toBe(500)
  })
})
