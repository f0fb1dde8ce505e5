/**
 * The create form's rules (design: the spec shows none). Amounts are typed in yuan and checked as
 * text, then sent in cents. Even split: every share is the same whole number of cents, so the total
 * must divide by the count (¥10.00 into 3 is refused, with the nearest totals that work); random
 * split: every share at least ¥0.01, so the total must be at least count × 0.01.
 */
import type { RedPacketSplit } from '@/api/red-packets'
import { asciiNumber } from '@/lib/amount-input'
import { yuanToCents } from '@/lib/amount-input'
import { formatYuan } from '@/lib/money'
import { charCount } from '@/lib/text'

export const RED_PACKET_FORM = {
  minTotal: 1,
  maxTotal: 20000,
  minCount: 1,
  maxCount: 100,
  titleMax: 20,
  blessingMax: 30,
  defaultBlessing: '恭喜发财，充电愉快',
} as const

export interface RedPacketFormValues {
  title: string
  amount: string
  count: string
  splitType: RedPacketSplit
  blessing: string
}

export type RedPacketFormErrors = Partial<Record<keyof RedPacketFormValues, string>>

export const FORM_TEXT = {
  titleEmpty: '请输入红包标题',
  titleLong: `红包标题不能超过${RED_PACKET_FORM.titleMax}个字`,
  amountEmpty: '请输入红包总金额',
  amountFormat: '金额格式不正确，最多保留两位小数',
  amountMin: '红包总金额至少0.01元',
  amountMax: `单个红包总金额不能超过${RED_PACKET_FORM.maxTotal / 100}元`,
  countEmpty: '请输入红包个数',
  countFormat: '红包个数须为整数',
  countRange: `红包个数应为${RED_PACKET_FORM.minCount}-${RED_PACKET_FORM.maxCount}个`,
  shareMin: '每个红包至少0.01元，请提高金额或减少个数',
  blessingLong: `祝福语不能超过${RED_PACKET_FORM.blessingMax}个字`,
} as const

/** Even split that does not divide: says so, with the nearest totals that do. */
export function evenProblem(total: number, count: number): string {
  const below = total - (total % count)
  const above = below + count
  const options = [below, above].filter((t) => t >= count && t <= RED_PACKET_FORM.maxTotal)
  const hint = options.length ? `，可改为${options.map(formatYuan).join('或')}` : ''
  return `普通红包每个金额须相同：${formatYuan(total)}无法平分为${count}个${hint}`
}

/** Every problem of the form, by field; an empty object when it can be paid. */
export function validateRedPacket(values: RedPacketFormValues): RedPacketFormErrors {
  const errors: RedPacketFormErrors = {}
  const title = values.title.trim()
  if (!title) errors.title = FORM_TEXT.titleEmpty
  else if (charCount(title) > RED_PACKET_FORM.titleMax) errors.title = FORM_TEXT.titleLong
  if (charCount(values.blessing) > RED_PACKET_FORM.blessingMax) {
    errors.blessing = FORM_TEXT.blessingLong
  }

  const amountText = asciiNumber(values.amount)
  const total = /^\d+(\.\d{1,2})?$/.test(amountText) ? yuanToCents(amountText) : NaN
  if (!amountText) errors.amount = FORM_TEXT.amountEmpty
  else if (Number.isNaN(total)) errors.amount = FORM_TEXT.amountFormat
  else if (total < RED_PACKET_FORM.minTotal) errors.amount = FORM_TEXT.amountMin
  else if (total > RED_PACKET_FORM.maxTotal) errors.amount = FORM_TEXT.amountMax

  const countText = asciiNumber(values.count)
  const count = /^\d+$/.test(countText) ? Number(countText) : NaN
  if (!countText) errors.count = FORM_TEXT.countEmpty
  else if (Number.isNaN(count)) errors.count = FORM_TEXT.countFormat
  else if (count < RED_PACKET_FORM.minCount || count > RED_PACKET_FORM.maxCount) {
    errors.count = FORM_TEXT.countRange
  }

  if (!errors.amount && !errors.count) {
    if (total < count) errors.amount = FORM_TEXT.shareMin
    else if (values.splitType === 'EVEN' && total % count !== 0) {
      errors.amount = evenProblem(total, count)
    }
  }
  return errors
}

/** The request of a valid form. */
export function toRequest(values: RedPacketFormValues) {
  return {
    title: values.title.trim(),
    totalAmount: yuanToCents(asciiNumber(values.amount)),
    count: Number(asciiNumber(values.count)),
    type: values.splitType,
    blessing: values.blessing.trim() || RED_PACKET_FORM.defaultBlessing,
  }
}
