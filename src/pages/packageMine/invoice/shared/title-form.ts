/** The invoice title form's values, its checks (docs/API.md "Invoice calls") and what is sent. */
import { ApiError } from '@/api/client'
import type {
  InvoiceBuyer,
  InvoiceTitle,
  InvoiceTitleSaveRequest,
  InvoiceTitleType,
} from '@/api/invoice-types'
import { isSocialCreditCode } from '@/lib/credit-code'
import { charCount } from '@/lib/text'
import { capEdit, halfWidth } from '@/lib/typed-input'
import { isEmail } from '@/lib/validators'

/** The server's words for its codes (docs/API.md "Invoice calls"): the app says the same. */
export const INVOICE_MSG = {
  taxNo: '纳税人识别号格式不正确，请输入18位统一社会信用代码',
  email: '邮箱格式不正确',
  noOrders: '请选择要开票的订单',
  ordersChanged: '部分订单已开票或不可开票，请刷新后重试',
  titleGone: '抬头不存在或已删除',
  invoiceGone: '发票不存在',
  nameLong: '抬头名称不能超过100个字符',
  titlesFull: '最多可保存20个抬头',
  resendLimit: '今日重发次数已达上限',
} as const

export const TITLE_FORM_TEXT = {
  nameEmptyPersonal: '请输入个人姓名',
  nameEmptyCompany: '请输入单位名称',
  taxNoEmpty: '请输入纳税人识别号',
  emailEmpty: '请输入接收发票的邮箱',
  extraLong: '不能超过100个字符',
} as const

export const NAME_MAX = 100
export const EXTRA_MAX = 100
export const MAX_TITLES = 20
/** One invoice covers at most this many orders (docs/API.md). */
export const MAX_ORDERS = 50

export interface TitleForm {
  titleType: InvoiceTitleType
  name: string
  taxNo: string
  address: string
  phone: string
  bankName: string
  bankAccount: string
  email: string
}

export type TitleField = keyof TitleForm
export type TitleErrors = Partial<Record<TitleField, string>>

export const EMPTY_TITLE_FORM: TitleForm = {
  titleType: 'COMPANY',
  name: '',
  taxNo: '',
  address: '',
  phone: '',
  bankName: '',
  bankAccount: '',
  email: '',
}

/** The optional company details, shown under 更多. */
export const EXTRA_FIELDS = ['address', 'phone', 'bankName', 'bankAccount'] as const

/**
 * Whether a detail under 更多 is wrong. 更多 shows while one is; a failed submit also opens it for
 * good (the form's `more`), so that a field being corrected is not hidden under the user.
 */
export const hasExtraError = (errors: TitleErrors): boolean =>
  EXTRA_FIELDS.some((field) => errors[field])

export function titleFormOf(title: InvoiceTitle): TitleForm {
  return {
    titleType: title.titleType,
    name: title.name,
    taxNo: title.taxNo,
    address: title.address,
    phone: title.phone,
    bankName: title.bankName,
    bankAccount: title.bankAccount,
    email: title.email,
  }
}

/** The tax id as typed or pasted: upper case, no spaces, then at most 18 (no `maxLength` first). */
export const cleanTaxNo = (value: string, previous = '') =>
  capEdit(halfWidth(value).replace(/\s+/g, '').toUpperCase(), 18, previous)

/** The buyer's checks; `email: false` leaves the e-mail out (a saved title picked on the form). */
export function validateBuyer(form: TitleForm): TitleErrors {
  const errors: TitleErrors = {}
  const company = form.titleType === 'COMPANY'
  if (!form.name.trim()) {
    errors.name = company ? TITLE_FORM_TEXT.nameEmptyCompany : TITLE_FORM_TEXT.nameEmptyPersonal
  } else if (charCount(form.name) > NAME_MAX) errors.name = INVOICE_MSG.nameLong
  if (company) {
    if (!form.taxNo) errors.taxNo = TITLE_FORM_TEXT.taxNoEmpty
    else if (!isSocialCreditCode(form.taxNo)) errors.taxNo = INVOICE_MSG.taxNo
    for (const field of EXTRA_FIELDS) {
      if (charCount(form[field]) > EXTRA_MAX) errors[field] = TITLE_FORM_TEXT.extraLong
    }
  }
  return errors
}

export function validateEmail(email: string): string | undefined {
  const value = email.trim()
  if (!value) return TITLE_FORM_TEXT.emailEmpty
  return isEmail(value) ? undefined : INVOICE_MSG.email
}

export function validateTitleForm(form: TitleForm): TitleErrors {
  const errors = validateBuyer(form)
  const email = validateEmail(form.email)
  if (email) errors.email = email
  return errors
}

/** The first field with an error, in the order they are shown (to move the focus there). */
export function firstError(errors: TitleErrors): TitleField | undefined {
  const order: TitleField[] = ['name', 'taxNo', ...EXTRA_FIELDS, 'email']
  return order.find((field) => errors[field])
}

export function buyerOf(form: TitleForm): InvoiceBuyer {
  const company = form.titleType === 'COMPANY'
  return {
    titleType: form.titleType,
    name: form.name.trim(),
    taxNo: company ? form.taxNo : '',
    address: company ? form.address.trim() : '',
    phone: company ? form.phone.trim() : '',
    bankName: company ? form.bankName.trim() : '',
    bankAccount: company ? form.bankAccount.trim() : '',
  }
}

export function titleSaveRequest(
  form: TitleForm,
  isDefault: boolean,
  titleId?: string,
): InvoiceTitleSaveRequest {
  return {
    ...(titleId ? { titleId } : {}),
    ...buyerOf(form),
    email: form.email.trim(),
    isDefault,
  }
}

/** The field a server code is about (shown under it as well as in the toast). */
const CODE_FIELD: Record<string, TitleField> = {
  '860001': 'taxNo',
  '860002': 'email',
  '860007': 'name',
}

export function fieldOfError(error: unknown): TitleField | undefined {
  return error instanceof ApiError && error.code ? CODE_FIELD[error.code] : undefined
}

/** The server's code of a refusal, or undefined. */
export const codeOf = (error: unknown): string | undefined =>
  error instanceof ApiError && error.kind === 'code' ? error.code : undefined
