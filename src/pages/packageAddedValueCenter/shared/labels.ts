import type { LotteryPrize, LotteryPrizeType, PointsRecordType } from '@/api/points-types'
import { centsToYuan } from '@/lib/money'

export const RECORD_TYPE_TEXT: Record<PointsRecordType, string> = {
  REGISTER: '注册奖励',
  CHARGE: '充电获得',
  DRAW: '抽奖消耗',
  PRIZE: '抽奖获得',
  ACTIVITY: '活动奖励',
  DEDUCT: '能量值扣减',
}

/** '+30' / '-100'. */
export function signedPoints(points: number): string {
  return points > 0 ? `+${points}` : String(points)
}

/** The odds out of 10000 as a percentage: 250 -> '2.5%'. */
export function oddsPercent(odds: number): string {
  return `${Number((odds / 100).toFixed(2))}%`
}

/** What a prize is worth, in words: '满10元减2元', '抵扣5.00元', '30能量值'. */
export function prizeDetail(
  prize: Pick<LotteryPrize, 'prizeType' | 'value' | 'threshold'>,
): string {
  switch (prize.prizeType) {
    case 'COUPON':
      return `满${centsToYuan(prize.threshold)}元减${centsToYuan(prize.value)}元`
    case 'VOUCHER':
      return `充电抵扣${centsToYuan(prize.value)}元`
    case 'POINTS':
      return `${prize.value}能量值`
    default:
      return '未中奖'
  }
}

/** Where a won prize went. */
export function prizeDestination(prizeType: LotteryPrizeType, validTo: string | null): string {
  if (prizeType === 'POINTS') return '已计入能量值'
  if (prizeType === 'NONE') return ''
  return `已放入“我的卡券”${validTo ? `，有效期至${validTo.slice(0, 10)}` : ''}`
}
