/** 电子发票: titles, the invoiceable orders, preview, apply, the history, resend, reissue and the PDF. */
import { isEmail } from '@/lib/validators'
import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { INVOICE_API } from '@/api/endpoints/invoices'
import type {
  Invoice,
  InvoiceableOrdersResult,
  InvoicePreview,
  InvoiceSummary,
  InvoiceTitle,
  InvoiceTitleListResult,
} from '@/api/invoice-types'
import type { Page } from '@/api/types'
import { formatTime, now } from '../core/clock'
import { db, persist } from '../core/db'
import { fail, ok, postApi, readJson } from '../core/http'
import { body, pageOf, pageQuery, requestId, text } from '../core/schemas'
import {
  draftInvoice,
  findInvoice,
  createInvoice,
  invoiceableOrders,
  invoiceOfRequest,
  newestApplied,
  previewOf,
  publicInvoice,
  stepAll,
  stepInvoice,
  summaryOf,
  type DraftInput,
} from './invoicing'
import {
  checkBuyer,
  invoiceableOrderOf,
  isRefusal,
  keepOneDefault,
  makeDefault,
  MAX_ORDERS,
  MAX_TITLES,
  RESENDS_PER_DAY,
  refusal,
  sortTitles,
  WINDOW_DAYS,
  type Refusal,
} from './model'
import { invoicePdf, INVOICE_PDF_PREFIX, pdfInvoiceId } from './pdf'
import { charCount } from '@/lib/text'

const PAGE_SIZE_MAX = 50

/** A company detail: optional, at most 100 characters; '' when absent. */
const detail = (label: string) =>
  z
    .string({ error: `参数错误：${label}格式不正确` })
    .trim()
    .refine((value) => charCount(value) <= 100, { error: `参数错误：${label}最多100个字符` })
    .optional()
    .transform((value) => value ?? '')

/** Checked by the handlers so that they answer with the invoice codes (860001, 860002, 860007). */
const loose = (label: string) =>
  z
    .string({ error: `参数错误：${label}格式不正确` })
    .trim()
    .optional()
    .transform((value) => value ?? '')

const buyerShape = {
  titleType: z.enum(['PERSONAL', 'COMPANY'], { error: '参数错误：抬头类型不正确' }),
  // Its length is the handlers' check (860007).
  name: z
    .string({ error: '参数错误：抬头名称不能为空' })
    .trim()
    .min(1, { error: '参数错误：抬头名称不能为空' }),
  taxNo: loose('纳税人识别号'),
  address: detail('地址'),
  phone: detail('电话'),
  bankName: detail('开户行'),
  bankAccount: detail('银行账号'),
}

const titleSaveBody = body({
  ...buyerShape,
  titleId: z.string({ error: '参数错误：抬头编号格式不正确' }).trim().optional(),
  email: loose('邮箱'),
  isDefault: z.boolean({ error: '参数错误：是否默认应为true或false' }).optional(),
})
const titleIdBody = body({ titleId: text('抬头编号', 32) })

const buyerChoice = {
  titleId: z.string({ error: '参数错误：抬头编号格式不正确' }).trim().optional(),
  buyer: z.object(buyerShape, { error: '参数错误：购买方信息格式不正确' }).optional(),
}
const previewBody = body({
  orderIds: z
    .array(z.string({ error: '参数错误：订单号格式不正确' }).trim(), {
      error: '参数错误：订单号列表格式不正确',
    })
    .max(MAX_ORDERS, { error: `参数错误：一张发票最多包含${MAX_ORDERS}个订单` }),
  ...buyerChoice,
  email: loose('邮箱'),
})
const applyBody = previewBody.extend({ requestId })
const invoiceIdBody = body({ invoiceId: text('发票编号', 32) })
const resendBody = invoiceIdBody.extend({ email: loose('邮箱') })
const reissueBody = invoiceIdBody.extend({ ...buyerChoice, email: loose('邮箱'), requestId })

const refused = (r: Refusal) => fail(r.code, r.msg)

function titleList(): InvoiceTitleListResult {
  return { list: sortTitles(db.invoiceTitles), total: db.invoiceTitles.length }
}

type TitleSave = z.output<typeof titleSaveBody>

/** Adds or changes a title (its checks first); the default rules as for vehicles. */
function saveTitle(input: TitleSave): InvoiceTitle | Refusal {
  const existing = input.titleId
    ? db.invoiceTitles.find((t) => t.titleId === input.titleId)
    : undefined
  if (input.titleId && !existing) return refusal('titleUnknown')
  const buyer = checkBuyer(input)
  if (isRefusal(buyer)) return buyer
  if (!isEmail(input.email)) return refusal('badEmail')
  let title: InvoiceTitle
  if (existing) {
    title = Object.assign(existing, buyer, { email: input.email })
  } else {
    if (db.invoiceTitles.length >= MAX_TITLES) return refusal('tooManyTitles')
    db.invoiceTitleSeq += 1
    title = {
      titleId: `IT${db.invoiceTitleSeq}`,
      ...buyer,
      email: input.email,
      isDefault: false,
      createTime: formatTime(now()),
    }
    db.invoiceTitles.push(title)
  }
  // The default stops being it only when another becomes it; the first title is the default.
  if (input.isDefault) makeDefault(db.invoiceTitles, title.titleId)
  keepOneDefault(db.invoiceTitles)
  return { ...title }
}

/** The ISSUING invoice of a draft, or the one an earlier call with this requestId made. */
function applyOnce(input: DraftInput, id: string, requestUrl: string): Response {
  const earlier = invoiceOfRequest(id)
  if (earlier) return ok<Invoice>(publicInvoice(stepInvoice(earlier), requestUrl))
  const draft = draftInvoice(input)
  if (isRefusal(draft)) return refused(draft)
  return ok<Invoice>(publicInvoice(createInvoice(draft, id), requestUrl))
}

/** Counts one more resend of the mock clock's day; false past the day's limit. */
function countResend(invoice: { resendDay: string; resendsThatDay: number }): boolean {
  const today = formatTime(now()).slice(0, 10)
  const sent = invoice.resendDay === today ? invoice.resendsThatDay : 0
  if (sent >= RESENDS_PER_DAY) return false
  invoice.resendDay = today
  invoice.resendsThatDay = sent + 1
  return true
}

/** The PDF of an ISSUED invoice from the db (fetch() in the demo, vitest, scripts/mock-api.mjs). */
export const invoicePdfHandler = http.get(`*${INVOICE_PDF_PREFIX}:file`, ({ request }) => {
  const invoiceId = pdfInvoiceId(new URL(request.url).pathname)
  const invoice = invoiceId ? findInvoice(invoiceId) : undefined
  if (!invoice || stepInvoice(invoice).status !== 'ISSUED') {
    return new HttpResponse(null, { status: 404 })
  }
  persist()
  return new HttpResponse(invoicePdf(invoice), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${invoice.invoiceId}.pdf"`,
    },
  })
})

export const invoiceHandlers = [
  postApi(INVOICE_API.orders, async ({ request }) => {
    const parsed = await readJson(request, pageQuery(PAGE_SIZE_MAX))
    if (!parsed.ok) return parsed.response
    const orders = invoiceableOrders()
    return ok<InvoiceableOrdersResult>({
      list: pageOf(orders, parsed.data).map(invoiceableOrderOf),
      total: orders.length,
      windowDays: WINDOW_DAYS,
    })
  }),

  postApi(INVOICE_API.titles, async ({ request }) => {
    const parsed = await readJson(request, body({}))
    if (!parsed.ok) return parsed.response
    return ok<InvoiceTitleListResult>(titleList())
  }),

  postApi(INVOICE_API.saveTitle, async ({ request }) => {
    const parsed = await readJson(request, titleSaveBody)
    if (!parsed.ok) return parsed.response
    const saved = saveTitle(parsed.data)
    return isRefusal(saved) ? refused(saved) : ok<InvoiceTitle>(saved)
  }),

  postApi(INVOICE_API.removeTitle, async ({ request }) => {
    const parsed = await readJson(request, titleIdBody)
    if (!parsed.ok) return parsed.response
    const { titleId } = parsed.data
    if (!db.invoiceTitles.some((t) => t.titleId === titleId))
      return refused(refusal('titleUnknown'))
    db.invoiceTitles = db.invoiceTitles.filter((t) => t.titleId !== titleId)
    keepOneDefault(db.invoiceTitles)
    return ok<null>(null)
  }),

  postApi(INVOICE_API.preview, async ({ request }) => {
    const parsed = await readJson(request, previewBody)
    if (!parsed.ok) return parsed.response
    const draft = draftInvoice(parsed.data)
    return isRefusal(draft) ? refused(draft) : ok<InvoicePreview>(previewOf(draft))
  }),

  postApi(INVOICE_API.apply, async ({ request }) => {
    const parsed = await readJson(request, applyBody)
    if (!parsed.ok) return parsed.response
    return applyOnce(parsed.data, parsed.data.requestId, request.url)
  }),

  postApi(INVOICE_API.list, async ({ request }) => {
    const parsed = await readJson(request, pageQuery(PAGE_SIZE_MAX))
    if (!parsed.ok) return parsed.response
    stepAll()
    const invoices = [...db.invoices].sort(newestApplied)
    return ok<Page<InvoiceSummary>>({
      list: pageOf(invoices, parsed.data).map(summaryOf),
      total: invoices.length,
    })
  }),

  postApi(INVOICE_API.detail, async ({ request }) => {
    const parsed = await readJson(request, invoiceIdBody)
    if (!parsed.ok) return parsed.response
    const invoice = findInvoice(parsed.data.invoiceId)
    if (!invoice) return refused(refusal('invoiceUnknown'))
    return ok<Invoice>(publicInvoice(stepInvoice(invoice), request.url))
  }),

  postApi(INVOICE_API.resend, async ({ request }) => {
    const parsed = await readJson(request, resendBody)
    if (!parsed.ok) return parsed.response
    const invoice = findInvoice(parsed.data.invoiceId)
    if (!invoice) return refused(refusal('invoiceUnknown'))
    if (stepInvoice(invoice).status !== 'ISSUED') {
      return fail('100001', '参数错误：只有已开具的发票可以重发')
    }
    if (parsed.data.email && !isEmail(parsed.data.email)) return refused(refusal('badEmail'))
    if (!countResend(invoice)) return refused(refusal('resendLimit'))
    invoice.resendCount += 1
    return ok<null>(null)
  }),

  postApi(INVOICE_API.reissue, async ({ request }) => {
    const parsed = await readJson(request, reissueBody)
    if (!parsed.ok) return parsed.response
    const input = parsed.data
    const failed = findInvoice(input.invoiceId)
    if (!failed) return refused(refusal('invoiceUnknown'))
    if (stepInvoice(failed).status !== 'FAILED') return refused(refusal('notFailed'))
    // The same orders; the buyer and e-mail given, else the failed invoice's own. A retry finds
    // the failed one still FAILED and its requestId's invoice in applyOnce.
    const keepBuyer = input.titleId === undefined && !input.buyer
    return applyOnce(
      {
        orderIds: failed.orders.map((order) => order.orderId),
        titleId: input.titleId,
        buyer: keepBuyer ? { ...failed.buyer } : input.buyer,
        email: input.email || failed.email,
      },
      input.requestId,
      request.url,
    )
  }),
]
