/**
 * Vehicle plates as stored and shown: stored without the separator (浙AD12345, what isPlate accepts
 * in upper case), shown with it after the issuing office's letter (浙A·D12345).
 */
import { isPlate } from './validators'

/** '浙a·d12345 ' -> '浙AD12345': trimmed, upper case, no separator or spaces. */
export function normalisePlate(value: string): string {
  return value.replace(/[\s·]/g, '').toUpperCase()
}

/** '浙AD12345' -> '浙A·D12345'; anything that is not a plate comes back as it was. */
export function formatPlate(value: string | null | undefined): string {
  if (!value) return ''
  const plate = normalisePlate(value)
  return isPlate(plate) ? `${plate.slice(0, 2)}·${plate.slice(2)}` : value
}

/** The part typed after the province: upper case, only letters (no I or O), digits and use marks. */
export function cleanPlateRest(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-HJ-NP-Z0-9挂学警港澳]/g, '')
    .slice(0, 7)
}
