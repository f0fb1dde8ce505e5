/**
 * Vehicle plates as stored and shown: stored without the separator (浙AD12345, what isPlate accepts
 * in upper case), shown with it after the issuing office's letter (浙A·D12345).
 */
import { capEdit, halfWidth } from './typed-input'
import { isPlate, PLATE_PROVINCES } from './validators'

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

/**
 * The part typed after the province: upper case, only letters (no I or O), digits and use marks,
 * at most 7; a key typed into a full part is refused (capEdit, with the part before the edit).
 */
export function cleanPlateRest(value: string, previous = ''): string {
  const rest = halfWidth(value)
    .toUpperCase()
    .replace(/[^A-HJ-NP-Z0-9挂学警港澳]/g, '')
  return capEdit(rest, 7, previous)
}

/**
 * What was typed or pasted into the part after the province picker. A whole plate pasted from a
 * chat ('粤B·12345', '浙AF12345') brings its province: the picker takes it, and the rest keeps all
 * its characters (a `maxLength` on the input would cut an 8-character plate before this sees it).
 */
export function readPlateRest(value: string, previous = ''): { province?: string; rest: string } {
  const text = value.trim()
  const first = text.charAt(0)
  return first && PLATE_PROVINCES.includes(first)
    ? { province: first, rest: cleanPlateRest(text.slice(1)) }
    : { rest: cleanPlateRest(text, previous) }
}
