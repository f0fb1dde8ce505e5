/**
 * What a field keeps of what was typed or pasted. Each cleans first and caps the length after, so
 * a number pasted with spaces ('330106 19900307 0014', '138 1234 5678') keeps all its characters:
 * a `maxLength` on the input would cut it before the spaces are taken out. Fields that clean this
 * way have no `maxLength` of their own; `previous` (the field's value before the edit) lets a key
 * typed into a full field be refused, as `maxLength` refuses it (capEdit).
 */

/** Full-width digits and letters (typed by some Chinese keyboards) as their ASCII forms. */
export function halfWidth(value: string): string {
  return value.replace(/[０-９Ａ-Ｚａ-ｚ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
}

/**
 * The cleaned value of an edit, at most `max` characters. One character typed into a full field
 * is refused (the field keeps `previous`), as `maxLength` refuses the key: cutting the end instead
 * would keep a different number that may still be valid ('138' + '9' + '12345678' is not the
 * user's mobile). A longer edit (a paste) keeps its first `max` characters.
 */
export function capEdit(cleaned: string, max: number, previous: string): string {
  if (cleaned.length > max && previous.length >= max && cleaned.length === previous.length + 1) {
    return previous
  }
  return cleaned.slice(0, max)
}

/**
 * A mobile number's digits, at most 11: '138 1234 5678' and '138-1234-5678' keep all theirs, and a
 * country code in front ('+86 138…', '(+86) 138…', '0086 138…', '+86 (0)138…', with the invisible
 * marks a copied contact may carry) is dropped, not taken for the number's first digits. Only a
 * number longer than 11 digits is read for a code, so typing one key at a time is left alone.
 */
export function mobileDigits(value: string, previous = ''): string {
  let digits = halfWidth(value).replace(/\D/g, '')
  if (digits.length > 11) digits = digits.replace(/^(0086|86)/, '')
  if (digits.length > 11) digits = digits.replace(/^0/, '')
  return capEdit(digits, 11, previous)
}

/** A resident ID number's characters, at most 18: digits and the check character X (upper case). */
export function idCardChars(value: string, previous = ''): string {
  const chars = halfWidth(value)
    .replace(/[^\dXx]/g, '')
    .toUpperCase()
  return capEdit(chars, 18, previous)
}
