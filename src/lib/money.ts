/**
 * Money (SPEC §5, DESIGN §7): the API speaks integer cents, the UI shows yuan with 2 decimals.
 * Conversions are done on integers and strings, never by multiplying floats (0.29 * 100 = 28.999…).
 */
import { formatFixed, toFiniteNumber } from '@/lib/number'

/**
 * What a figure shows when the server sent nothing usable (null, a missing field, NaN, text): never a
 * made-up '0.00', which would read as a real amount. Shared by the money, energy and duration helpers.
 */
export const NO_FIGURE = '--'

/** Cents to yuan, 2 decimals: 1234 -> '12.34'. Nothing usable -> '--' (never 'NaN', never a fake 0). */
export function centsToYuan(cents: unknown): string {
  const n = toFiniteNumber(cents)
  return n === null ? NO_FIGURE : formatFixed(n, 2)
}

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

/** '¥12.34' for display; a negative amount (a refund) reads '-¥12.34'; nothing usable reads '--'. */
export function formatYuan(cents: unknown): string {
  const yuan = centsToYuan(cents)
  if (yuan === NO_FIGURE) return NO_FIGURE
  return yuan.startsWith('-') ? `-¥${yuan.slice(1)}` : `¥${yuan}`
}

/** A discount as a deduction ('-¥5.00', none '¥0.00'); nothing usable reads '--', never a zero. */
export function discountYuan(cents: unknown): string {
  const n = toFiniteNumber(cents)
  if (n === null) return NO_FIGURE
  return n > 0 ? `-${formatYuan(n)}` : formatYuan(0)
}

/** '+¥100.00' into a wallet, '-¥32.00' out of it (a card's records); nothing usable reads '--'. */
export function signedYuan(cents: unknown): string {
  const n = toFiniteNumber(cents)
  return n !== null && n > 0 ? `+${formatYuan(n)}` : formatYuan(n)
}
