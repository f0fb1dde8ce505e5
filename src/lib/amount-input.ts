/**
 * A yuan amount typed by the user (top-up, refund), checked against the operator's bounds. Pure: the
 * page shows the error under the field and keeps what was typed; the server checks the cents again.
 * Typed yuan to cents is here, cents to shown yuan in ./money.ts (a pile link's first screen shows
 * amounts and reads none).
 */
import { halfWidth } from './typed-input'

const YUAN = /^([+-])?(\d+)(?:\.(\d{1,2}))?$/

/**
 * Yuan to integer cents, exactly: '0.29' -> 29, '12.3' -> 1230. More than 2 decimals, exponents,
 * empty text and values beyond the safe integer range are NaN: they cannot be a price in cents.
 */
export function yuanToCents(yuan: string | number): number {
  if (typeof yuan === 'number' && !Number.isFinite(yuan)) return NaN
  if (typeof yuan !== 'number' && typeof yuan !== 'string') return NaN
  // String(0.29) is '0.29': the shortest round-trip form, so a typed-in number parses exactly.
  const match = YUAN.exec(String(yuan).trim())
  if (!match) return NaN
  const [, sign, int = '', frac = ''] = match
  const cents = Number(int) * 100 + Number(frac.padEnd(2, '0'))
  if (!Number.isSafeInteger(cents)) return NaN
  return sign === '-' && cents !== 0 ? -cents : cents
}

export interface AmountBounds {
  /** Inclusive bounds in cents. */
  min: number
  max: number
}

export type AmountParse = { ok: true; cents: number } | { ok: false; error: string }

/** 100 -> '1', 150 -> '1.50', 500000 -> '5000': bounds read as people say them. */
export function boundYuan(cents: number): string {
  const yuan = (cents / 100).toFixed(2)
  return yuan.endsWith('.00') ? yuan.slice(0, -3) : yuan
}

/**
 * A number as typed: trimmed, and full-width digits and the full-width point (typed by some Chinese
 * keyboards: '１０', '９９。５') as their ASCII forms. Every amount and count field reads it so.
 */
export function asciiNumber(raw: string): string {
  return halfWidth(raw.trim()).replace(/[．。]/g, '.')
}

/**
 * '100', '99.9', '0.01' -> cents, read by asciiNumber. Errors, in this order: empty, not a plain
 * positive number, more than two decimals, zero, below `min`, above `max`.
 */
export function parseYuanInput(raw: string, bounds: AmountBounds, label = '金额'): AmountParse {
  const text = asciiNumber(raw)
  if (text === '') return { ok: false, error: `请输入${label}` }
  if (!/^\d+(\.\d+)?$/.test(text))
    return { ok: false, error: `请输入正确的${label}，如 100 或 99.50` }
  if (/\.\d{3,}$/.test(text)) return { ok: false, error: `${label}最多保留两位小数` }
  const cents = yuanToCents(text)
  if (!Number.isSafeInteger(cents)) return { ok: false, error: `${label}过大` }
  if (cents <= 0) return { ok: false, error: `${label}须大于0元` }
  if (cents < bounds.min) return { ok: false, error: `${label}不能少于${boundYuan(bounds.min)}元` }
  if (cents > bounds.max) return { ok: false, error: `${label}不能超过${boundYuan(bounds.max)}元` }
  return { ok: true, cents }
}
