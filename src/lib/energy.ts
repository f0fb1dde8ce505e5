/** Energy (SPEC §5, DESIGN §7): the API speaks Wh, the UI shows kWh with 3 decimals. */
import { MSG } from '@/lib/messages'
import { formatFixed, toFiniteNumber } from '@/lib/number'

/**
 * Wh to kWh with 3 decimals: 12345 -> '12.345'. The spec's helper rejects non-numbers with
 * '请输入有效的数字', so this throws; use formatKwh where a screen must not break.
 */
export function whToKwh(wh: unknown): string {
  const n = toFiniteNumber(wh)
  if (n === null) throw new Error(MSG.invalidNumber)
  // 3 decimals of kWh is whole Wh: round to Wh, then place the point by integer arithmetic.
  return formatFixed(n, 3)
}

/** '12.345 kWh' for display, or '-' when the server sent nothing usable. */
export function formatKwh(wh: unknown): string {
  const n = toFiniteNumber(wh)
  return n === null ? '-' : `${formatFixed(n, 3)} kWh`
}
