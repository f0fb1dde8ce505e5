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
