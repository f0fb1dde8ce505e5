/** Chinese labels of card states, card kinds, card record types, coupon states and prize kinds. */
export const CARD_STATUS_TEXT = {
  ACTIVE: '正常',
  UNACTIVATED: '未激活',
  LOST: '已挂失',
  FROZEN: '已冻结',
} as const

export const CARD_TYPE_TEXT = { VIRTUAL: '充值卡', PHYSICAL: '实体卡' } as const

export const RECORD_TYPE_TEXT = {
  RECHARGE: '充值',
  GIFT: '赠送',
  CONSUME: '消费',
  REFUND: '退款',
} as const

/**
 * A card record's label: a refund out of the card (an application's money to a bank card) reads
 * apart from one back into it (an order's unused money), which the sign alone told before.
 */
export function recordTypeText(type: string, amount: unknown): string {
  if (type === 'REFUND' && Number(amount) < 0) return '退款至银行卡'
  return RECORD_TYPE_TEXT[type as keyof typeof RECORD_TYPE_TEXT] ?? '其他'
}

/** A prize's kind, as the blind box and the lottery both name it (a VOUCHER lands in 我的充电券). */
export const PRIZE_TYPE_TEXT = {
  COUPON: '优惠券',
  VOUCHER: '充电券',
  POINTS: '能量值',
  NONE: '谢谢参与',
} as const

export const COUPON_STATUS_TEXT = {
  UNUSED: '未使用',
  USED: '已使用',
  EXPIRED: '已过期',
} as const

/** '8860000012345678' -> '8860 0000 1234 5678'. */
export function groupCardNo(cardNo: unknown): string {
  return String(cardNo ?? '').replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** '尾号5678': a card named by the last 4 digits of its number (a payment choice, a top-up). */
export function cardTail(cardNo: unknown): string {
  return `尾号${String(cardNo ?? '').slice(-4)}`
}

/** A refund application's state (the refund list). */
export const REFUND_APPLY_STATUS_TEXT = {
  PENDING: '已申请',
  APPROVED: '已审核',
  REFUNDED: '已打款',
  REJECTED: '已驳回',
} as const
