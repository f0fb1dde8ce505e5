/**
 * 统一社会信用代码 (invoice titles, issue 26). Its own module, not lib/validators: validators is in
 * what home loads, and only the invoice pages and the mock check a tax id.
 */
/** GB 32100-2015's characters: digits and upper-case letters without I, O, Z, S, V. */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters of CREDIT_CODE_CHARS, the last a check character:
 * 31 - (Σ value × weight mod 31), 31 read as 0. Upper case only: the input upper-cases what is typed.
 */
export function isSocialCreditCode(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(value)) return false
  const sum = CREDIT_CODE_WEIGHTS.reduce(
    (total, weight, i) => total + CREDIT_CODE_CHARS.indexOf(value.charAt(i)) * weight,
    0,
  )
  const check = (31 - (sum % 31)) % 31
  return value.charAt(17) === CREDIT_CODE_CHARS.charAt(check)
}
