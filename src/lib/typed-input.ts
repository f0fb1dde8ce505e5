/**
 * What a field keeps of what was typed or pasted. Each cleans first and caps the length after, so
 * a number pasted with spaces ('330106 19900307 0014', '138 1234 5678') keeps all its characters:
 * a `maxLength` on the input would cut it before the spaces are taken out. Fields that clean this
 * way have no `maxLength` of their own.
 */

/** Full-width digits and letters (typed by some Chinese keyboards) as their ASCII forms. */
function halfWidth(value: string): string {
  return value.replace(/[０-９Ａ-Ｚａ-ｚ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
}

/**
 * A mobile number's digits, at most 11: '138 1234 5678' and '138-1234-5678' keep all theirs, and a
 * country code in front ('+86 138…', '(+86) 138…', '0086 138…', '+86 (0)138…', with the invisible
 * marks a copied contact may carry) is dropped, not taken for the number's first digits. Only a
 * number longer than 11 digits is read for a code, so typing one key at a time is left alone.
 */
export function mobileDigits(value: string): string {
  let digits = halfWidth(value).replace(/\D/g, '')
  if (digits.length > 11) digits = digits.replace(/^(0086|86)/, '')
  if (digits.length > 11) digits = digits.replace(/^0/, '')
  return digits.slice(0, 11)
}

/** A resident ID number's characters, at most 18: digits and the check character X (upper case). */
export function idCardChars(value: string): string {
  return halfWidth(value)
    .replace(/[^\dXx]/g, '')
    .toUpperCase()
    .slice(0, 18)
}
