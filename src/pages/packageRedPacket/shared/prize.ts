import type { BlindBoxPrize } from '@/api/types'
import { formatYuan } from '@/lib/money'

/** A blind-box prize's kind as both blind-box pages name it. */
export const PRIZE_TYPE_TEXT = { COUPON: '优惠券', VOUCHER: '充电券', POINTS: '能量值' } as const

/** '¥5.00' for money prizes (SPEC §5: yuan with 2 decimals), '100' for points. */
export function prizeValue(prize: BlindBoxPrize): string {
  return prize.prizeType === 'POINTS' ? String(prize.value) : formatYuan(prize.value)
}
