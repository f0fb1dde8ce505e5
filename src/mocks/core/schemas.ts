/** Request validation of the mock operator, with the Chinese messages a real server would give. */
import { z } from 'zod'
import { BANK_LIST_PAGE_SIZE } from '@/lib/constants'
import { PILE_NUMBER } from '@/lib/qr'
import { charCount } from '@/lib/text'
import { isMobile } from '@/lib/validators'

/** A required, non-blank string (trimmed), at most `max` characters as the forms count them. */
export function text(label: string, max = 512) {
  const message = `参数错误：${label}不能为空`
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine((value) => charCount(value) <= max, { error: `参数错误：${label}过长` })
}

/** An optional string; blank counts as absent. */
export function optionalText() {
  return z
    .string({ error: '参数错误：参数类型不正确' })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
}

export const mobile = z
  .string({ error: '参数错误：手机号不能为空' })
  .trim()
  .refine(isMobile, { error: '参数错误：手机号格式不正确' })

export const loginType = z.literal('02', { error: '参数错误：登录类型不正确' })

export function body<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape, { error: '参数错误：请求体必须是JSON对象' })
}

const pageNo = z.coerce
  .number({ error: '参数错误：页码不正确' })
  .int({ error: '参数错误：页码不正确' })
  .min(1, { error: '参数错误：页码不正确' })

function pageSize(max: number) {
  const message = `参数错误：每页条数应为1-${max}`
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: message })
}

export function pageQuery(max = BANK_LIST_PAGE_SIZE) {
  return body({ pageNo, pageSize: pageSize(max) })
}

/** The page of `items` a PageQuery asks for. */
export function pageOf<T>(items: readonly T[], query: { pageNo: number; pageSize: number }): T[] {
  const start = (query.pageNo - 1) * query.pageSize
  return items.slice(start, start + query.pageSize)
}

/** Luhn check of a digit string. */
export function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return digits.length > 0 && sum % 10 === 0
}

// --- charging -----------------------------------------------------------------------------------

export const deviceId = text('电桩编号', 32).regex(PILE_NUMBER, {
  error: '参数错误：电桩编号格式不正确',
})

/** An idempotency id (docs/API.md "Idempotency"): the same id is the same intent, answered once. */
export const requestId = z
  .string({ error: '参数错误：请求编号不能为空' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, { error: '参数错误：请求编号不正确' })

export const orderId = text('订单号', 64)

/** A whole number of cents (a JSON number or a numeric string). */
export function cents(label: string, min = 0) {
  const message = `参数错误：${label}不正确`
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(100000000, { error: message })
}

export const portNo = z.coerce
  .number({ error: '参数错误：插座号不正确' })
  .int({ error: '参数错误：插座号不正确' })
  .min(1, { error: '参数错误：插座号不正确' })
