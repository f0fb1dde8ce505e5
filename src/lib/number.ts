/**
 * Number helpers shared by the money, energy, duration and distance formatters.
 * Server fields arrive as numbers or numeric strings; anything else must not turn into a bogus 0
 * (Number('') and Number(null) are 0, which is why Number() alone is not used).
 */

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/

/** A finite number from a number or a plain decimal string (no exponent, no hex); otherwise null. */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (!DECIMAL.test(text)) return null
  const n = Number(text)
  return Number.isFinite(n) ? n : null
}

/** Rounds half away from zero, so -0.5 and 0.5 behave alike (Math.round(-0.5) is -0). */
export function roundHalfAway(n: number): number {
  const r = Math.sign(n) * Math.round(Math.abs(n))
  return r === 0 ? 0 : r
}

/**
 * Formats `units` of 10^-decimals (e.g. cents with decimals 2) as a fixed-point string by integer
 * arithmetic, so 1005 cents is '10.05' and never '10.04' as (10.05).toFixed(2) can be.
 */
export function formatFixed(units: number, decimals: number): string {
  const whole = roundHalfAway(units)
  const abs = Math.abs(whole)
  const sign = whole < 0 ? '-' : ''
  // Past 2^53 the integer digits are no longer exact anyway; toFixed is as good as it gets.
  if (abs > Number.MAX_SAFE_INTEGER) return (whole / 10 ** decimals).toFixed(decimals)
  if (decimals <= 0) return sign + String(abs)
  const digits = String(abs).padStart(decimals + 1, '0')
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
}
