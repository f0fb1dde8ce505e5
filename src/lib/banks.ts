/** Banks a refund can be paid to (the add-card picker; the mock operator accepts these names). */
export const BANKS = [
  '中国工商银行',
  '中国农业银行',
  '中国银行',
  '中国建设银行',
  '交通银行',
  '中国邮政储蓄银行',
  '招商银行',
  '浦发银行',
  '中信银行',
  '中国光大银行',
  '华夏银行',
  '中国民生银行',
  '广发银行',
  '兴业银行',
  '平安银行',
  '浙商银行',
  '北京银行',
  '上海银行',
  '江苏银行',
  '杭州银行',
] as const

export type BankName = (typeof BANKS)[number]

export function isBankName(value: unknown): value is BankName {
  return typeof value === 'string' && (BANKS as readonly string[]).includes(value)
}

/** What the screen shows of a number: first 4, stars, last 4 (a masked '6225********1234' too). */
export function maskBankCardNo(cardNo: string): string {
  const plain = cardNo.replace(/\s+/g, '')
  if (plain.length < 8) return plain
  return `${plain.slice(0, 4)} **** **** ${plain.slice(-4)}`
}
