/**
 * Form validators (SPEC §5: "mobile 1[2-9] plus 9 digits, 6-digit code, ID card, licence plate,
 * amount and others"; exact forms not shown, so the national standards are used). Each takes
 * `unknown` because form values may be undefined or numbers, and answers a plain boolean.
 */
import { yuanToCents } from '@/lib/amount-input'

const isText = (v: unknown): v is string => typeof v === 'string'

/** Mainland mobile: 1, then 2-9, then 9 digits (the spec's pattern, exactly). */
const MOBILE_RE = /^1[2-9]\d{9}$/

/** A mainland mobile number (MOBILE_RE); the pages and the mock operator both check with this. */
export function isMobile(value: unknown): boolean {
  return isText(value) && MOBILE_RE.test(value)
}

const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

/**
 * An e-mail address of at most 100 characters: a name of letters, digits and . _ % + -, one @,
 * then a dotted domain of letters, digits and - whose last part (the top-level domain) is 2 or more
 * letters (a@b.cn, not a@b.c). No spaces; the caller trims.
 */
export function isEmail(value: unknown): boolean {
  return isText(value) && value.length <= 100 && EMAIL_RE.test(value)
}

/** A city or county as typed on forms: 2-20 Chinese characters (杭州市, 湖州市德清县). */
export function isCity(value: unknown): boolean {
  return isText(value) && /^\p{Script=Han}{2,20}$/u.test(value)
}

/** SMS verification code: exactly 6 digits. */
export function isSmsCode(value: unknown): boolean {
  return isText(value) && /^\d{6}$/.test(value)
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK = '10X98765432'

/**
 * 18-digit resident ID (GB 11643): region, a real birth date between 1900 and `today`, sequence,
 * and the ISO 7064 MOD 11-2 check digit ('X' for 10, either case). 15-digit IDs expired in 2013.
 */
export function isIdCard(value: unknown, today: Date = new Date()): boolean {
  if (!isText(value) || !/^[1-9]\d{16}[\dXx]$/.test(value)) return false
  const y = Number(value.slice(6, 10))
  const m = Number(value.slice(10, 12))
  const d = Number(value.slice(12, 14))
  const birth = new Date(y, m - 1, d)
  const realDate = birth.getFullYear() === y && birth.getMonth() === m - 1 && birth.getDate() === d
  if (!realDate || y < 1900 || birth.getTime() > today.getTime()) return false
  let sum = 0
  for (let i = 0; i < 17; i += 1) sum += Number(value[i]) * (ID_WEIGHTS[i] ?? 0)
  return ID_CHECK[sum % 11] === value[17]?.toUpperCase()
}

/** The provinces' one-character names a plate starts with (the order of the plate keyboards). */
export const PLATE_PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼'
const PROVINCES = PLATE_PROVINCES
// Plate letters never include I or O (they read as 1 and 0).
const LETTER = 'A-HJ-NP-Z'
const PREFIX = `[${PROVINCES}][${LETTER}]·?`
const PLATE_PATTERNS = [
  // Ordinary: 5 letters/digits, or 4 plus a use mark (trailer, learner, police, HK, Macau).
  new RegExp(`^${PREFIX}[${LETTER}0-9]{4}[${LETTER}0-9挂学警港澳]$`),
  // Small new-energy (GA 36): energy letter, then a letter or digit, then 4 digits. D/F first;
  // A/B/C/E (electric) and G/H/J/K (hybrid) were added when the series ran out.
  new RegExp(`^${PREFIX}[DABCEFGHJK][${LETTER}0-9]\\d{4}$`),
  // Large new-energy: 5 digits, then D (electric) or F (hybrid).
  new RegExp(`^${PREFIX}\\d{5}[DF]$`),
]

/** Licence plate: 京A12345, 粤B·12345, new-energy 京AD12345 and 京A12345D. Upper case only. */
export function isPlate(value: unknown): boolean {
  return isText(value) && PLATE_PATTERNS.some((re) => re.test(value))
}

/** A positive yuan amount typed by the user: no leading zeros, at most 2 decimals, above 0. */
export function isAmount(value: unknown): boolean {
  if (!isText(value) && typeof value !== 'number') return false
  const text = String(value)
  if (!/^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/.test(text)) return false
  return yuanToCents(text) > 0
}

/** Bank card number: 13-19 digits passing the Luhn check. Spaces must be stripped by the input. */
export function isBankCardNo(value: unknown): boolean {
  if (!isText(value) || !/^\d{13,19}$/.test(value)) return false
  let sum = 0
  for (let i = 0; i < value.length; i += 1) {
    // Double every second digit counting from the right (the check digit is not doubled).
    let digit = Number(value[value.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * A name in Chinese characters, 2-20 characters, with the middle dot used in transliterated and
 * minority names (阿依古丽·买买提) allowed between parts. Counts code points, so rare
 * characters outside the BMP count as one.
 */
export function isChineseName(value: unknown): boolean {
  if (!isText(value)) return false
  const length = Array.from(value).length
  return length >= 2 && length <= 20 && /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u.test(value)
}

/** '13812345678' -> '138****5678'; anything that is not 11 digits comes back unchanged. */
export function maskMobile(mobile: unknown): string {
  if (!isText(mobile)) return ''
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile
}

/**
 * A person's name with all but its first and last character hidden: 张三国 -> 张*国; a name of 1
 * or 2 characters keeps the first (张三 -> 张*). Counts code points; '' -> '*'.
 */
export function maskName(name: string): string {
  const chars = Array.from(name)
  if (chars.length <= 2) return `${chars[0] ?? ''}*`
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`
}

/** A new-energy vehicle plate (GA 36): a plate of isPlate with 8 characters (京AD12345, 粤B12345F). */
export function isNewEnergyPlate(value: unknown): boolean {
  return isPlate(value) && (value as string).replace('·', '').length === 8
}

/**
 * An e-bike (电动自行车) plate: cities issue their own, so only the shape common to them is checked:
 * a place name of 1-3 Chinese characters, then 5-8 upper-case letters or digits with a digit
 * (浙A12345, 杭州A12345, 深圳B123456).
 */
export function isEbikePlate(value: unknown): boolean {
  return isText(value) && /^\p{Script=Han}{1,3}·?(?=[A-Z0-9]*\d)[A-Z0-9]{5,8}$/u.test(value)
}
