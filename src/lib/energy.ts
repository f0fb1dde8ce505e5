/** Energy and the live electrical figures (SPEC §5, DESIGN §7): the API speaks Wh, W, V and A. */
import { MSG } from '@/lib/messages'
import { NO_FIGURE } from '@/lib/money'
import { formatFixed, toFiniteNumber } from '@/lib/number'

/**
 * Wh to kWh with 3 decimals: 12345 -> '12.345'. The spec's helper rejects non-numbers with
 * '请输入有效的数字', so this throws: it is the validator. Screens use kwhText or formatKwh, which
 * never throw (a null from the server must not take the page down).
 */
export function whToKwh(wh: unknown): string {
  const n = toFiniteNumber(wh)
  if (n === null) throw new Error(MSG.invalidNumber)
  // 3 decimals of kWh is whole Wh: round to Wh, then place the point by integer arithmetic.
  return formatFixed(n, 3)
}

/** '12.345' for display (the unit is elsewhere), or '--' when the server sent nothing usable. */
export function kwhText(wh: unknown): string {
  const n = toFiniteNumber(wh)
  return n === null ? NO_FIGURE : formatFixed(n, 3)
}

/** '12.345 kWh' for display, or '--' when the server sent nothing usable. */
export function formatKwh(wh: unknown): string {
  const text = kwhText(wh)
  return text === NO_FIGURE ? NO_FIGURE : `${text} kWh`
}

function measure(value: unknown, decimals: number, unit: string): string {
  const n = toFiniteNumber(value)
  return n === null ? NO_FIGURE : `${n.toFixed(decimals)} ${unit}`
}

/** Charging power: a CAR pile in kW with 1 decimal ('7.2 kW'), a BIKE socket in whole W ('180 W'). */
export function formatPower(watts: unknown, unit: 'W' | 'kW'): string {
  const n = toFiniteNumber(watts)
  if (n === null) return NO_FIGURE
  return unit === 'kW' ? measure(n / 1000, 1, 'kW') : `${Math.round(n)} W`
}

/** '220.0 V', or '--'. */
export const formatVoltage = (volts: unknown): string => measure(volts, 1, 'V')

/** '0.82 A', or '--'. */
export const formatCurrent = (amps: unknown): string => measure(amps, 2, 'A')
