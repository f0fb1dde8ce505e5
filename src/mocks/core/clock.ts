/**
 * The charging simulator's clock and QA switches, read like the fault switch (core/faults.ts): a setter
 * (tests, node) first, then the page URL query (before and/or after the `#`), then localStorage.
 *
 *   mockSpeed=N     simulated seconds per real second (default 60: a real second is a simulated minute)
 *   mockPay=late    WeChat's payment notification reaches the server LATE_NOTIFY_MS after the cashier's
 *                   "ok": until then confirm-pay answers { paid: false, status: 'UNPAID' }
 *   mockPay=unpaid  the notification never comes: confirm-pay keeps answering unpaid
 *   mockPay=debitedFail  the simulated cashier's 模拟支付失败 takes the money (the notification lands
 *                   at once) and then answers fail: WeChat's "fail" is not the truth (src/wechat/simulated.ts)
 *   mockInvoice=fail  every invoice applied for ends FAILED (the tax system refuses the buyer)
 *
 * `setClock()` replaces Date.now for the simulator (a fake clock in tests). Times in the API are local
 * 'YYYY-MM-DD HH:mm:ss' strings.
 */
export const SPEED_KEY = 'mockSpeed'
export const PAY_KEY = 'mockPay'
export const INVOICE_KEY = 'mockInvoice'
export const DEFAULT_SPEED = 60
const MAX_SPEED = 36000

/** The value of a switch in the page URL query (search or hash) or localStorage; null when unset. */
export function readSwitch(key: string): string | null {
  if (typeof window === 'undefined') return null
  try {
    const { search, hash } = window.location
    const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : ''
    for (const query of [search, hashQuery]) {
      const value = query ? new URLSearchParams(query).get(key) : null
      if (value) return value
    }
    return window.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

// --- clock --------------------------------------------------------------------------------------

const realClock = (): number => Date.now()
let clock: () => number = realClock

/** Replaces the simulator's clock (ms since the epoch); null: back to Date.now. */
export function setClock(fn: (() => number) | null): void {
  clock = fn ?? realClock
}

export function now(): number {
  return clock()
}

// --- speed --------------------------------------------------------------------------------------

let speedOverride: number | null = null

/** Forces the speed-up factor (null: back to the URL / localStorage switch). */
export function setSpeed(factor: number | null): void {
  speedOverride = factor
}

/** Simulated seconds per real second. */
export function speed(): number {
  const raw = speedOverride ?? Number(readSwitch(SPEED_KEY) ?? DEFAULT_SPEED)
  return Number.isFinite(raw) && raw > 0 ? Math.min(raw, MAX_SPEED) : DEFAULT_SPEED
}

// --- payment confirmation -----------------------------------------------------------------------

export type PayOutcome = 'paid' | 'late' | 'unpaid' | 'debitedFail'
let payOverride: PayOutcome | null = null
/** How long after the cashier's "ok" a late notification arrives (real milliseconds). */
export const LATE_NOTIFY_MS = 4000

/** Forces when WeChat's notification arrives (null: back to the URL / localStorage switch). */
export function setPayOutcome(outcome: PayOutcome | null): void {
  payOverride = outcome
}

export function payOutcome(): PayOutcome {
  if (payOverride) return payOverride
  const value = readSwitch(PAY_KEY)?.trim().toLowerCase()
  if (value === 'debitedfail') return 'debitedFail'
  return value === 'unpaid' || value === 'late' ? value : 'paid'
}

// --- invoice issuing ------------------------------------------------------------------------------

export type InvoiceOutcome = 'issued' | 'fail'
let invoiceOverride: InvoiceOutcome | null = null

/** Forces how the tax system answers an invoice (null: back to the URL / localStorage switch). */
export function setInvoiceOutcome(outcome: InvoiceOutcome | null): void {
  invoiceOverride = outcome
}

export function invoiceOutcome(): InvoiceOutcome {
  if (invoiceOverride) return invoiceOverride
  return readSwitch(INVOICE_KEY)?.trim().toLowerCase() === 'fail' ? 'fail' : 'issued'
}

/** Clock, speed, pay and invoice outcomes back to their defaults (tests). */
export function resetSwitches(): void {
  clock = realClock
  speedOverride = null
  payOverride = null
  invoiceOverride = null
}

// --- time strings (local time) ------------------------------------------------------------------

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/** ms -> 'YYYY-MM-DD HH:mm:ss' (local time). */
export function formatTime(ms: number): string {
  const d = new Date(ms)
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  )
}

/** ms -> 'YYYYMMDDHHmmss' (order numbers). */
export function compactTime(ms: number): string {
  return formatTime(ms).replace(/\D/g, '')
}

/** 'YYYY-MM-DD HH:mm:ss' (local time) -> ms; NaN when malformed. */
export function parseTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text)
  if (!m) return NaN
  const n = m.slice(1).map(Number)
  return new Date(n[0] ?? 0, (n[1] ?? 1) - 1, n[2], n[3], n[4], n[5]).getTime()
}

/** Seconds since local midnight (with the fraction) of a time in ms. */
export function clockSeconds(ms: number): number {
  const d = new Date(ms)
  return d.getHours() * 3600 + d.getMinutes() * 60 + d.getSeconds() + d.getMilliseconds() / 1000
}
