/** Words and small rules the invoice pages share. */
import type { InvoiceStatus, InvoiceTitleType } from '@/api/invoice-types'
import { operatorDomains, operatorPageUrl } from '@/lib/operator-url'

export const INVOICE_STATUS_TEXT: Record<InvoiceStatus, string> = {
  ISSUING: '开票中',
  ISSUED: '已开票',
  FAILED: '开票失败',
}

export const TITLE_TYPE_TEXT: Record<InvoiceTitleType, string> = {
  PERSONAL: '个人',
  COMPANY: '单位',
}

/** While an invoice is 开票中 its page and the history ask again this often. */
export const ISSUING_POLL_MS = 3000

/** 'YYYY-MM' of a 'YYYY-MM-DD HH:mm:ss' time ('' when it is not one). */
export function monthOf(time: string): string {
  return /^\d{4}-\d{2}/.test(time) ? time.slice(0, 7) : ''
}

/** '2026年11月' of 'YYYY-MM'; '其他' for none. */
export function monthLabel(month: string): string {
  if (!month) return '其他'
  return `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`
}

/**
 * The PDF's address, if it may be shown and downloaded: an https: URL, or a same-origin path
 * ('/...', not '//...'). Anything else (http:, javascript:, data:, blob:) is never rendered.
 */
export function safePdfUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null
  if (value.startsWith('/')) return value.startsWith('//') || value.includes('\\') ? null : value
  try {
    const url = new URL(value)
    return url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * Whether the page may show the PDF in a frame: a same-origin path, or an https page of an operator
 * domain. The build's Content-Security-Policy (frame-src, scripts/csp.ts) allows exactly these; a
 * PDF on another host (an invoicing platform) is offered as a download only, never a blocked frame.
 */
export function pdfFrameable(url: string, domains: readonly string[] = operatorDomains()): boolean {
  return url.startsWith('/') || operatorPageUrl(url, domains) !== null
}

/** Order ids from a query ('O1,O2'): trimmed, unique, at most `max`. */
export function parseOrderIds(value: string | null, max: number): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id))
  return Array.from(new Set(ids)).slice(0, max)
}
