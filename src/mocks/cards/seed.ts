/**
 * Physical cards QA can scan (entry link /b/card/activate/{cardId}) and the coupon campaign
 * (/getCouponPage). The user's own cards stay in `cards` (charging/seed.ts); `cardPool` holds the
 * cards not bound to the user, and activation moves a card from the pool into `cards`.
 *   C100 UNACTIVATED 50 yuan + 5 gift, every station   C200 UNACTIVATED 20 yuan, 西湖文化广场充电站
 *   C300 LOST   C400 ACTIVE, bound to another user   C500 FROZEN
 *   CP2026W campaign '新用户充电礼包': 满3减1 + 1.5 yuan voucher, 30 days after receiving
 */
import type { StoredCard, StoredCoupon } from '../charging/state'

/** A physical card not (yet) bound to the user. */
export interface PoolCard extends StoredCard {
  cardType: 'PHYSICAL'
  /** The user it is bound to; null while unbound. */
  ownerId: string | null
  /** '' until activated. */
  activatedTime: string
}

export interface StoredCampaign {
  campaignId: string
  title: string
  description: string
  startTime: string
  endTime: string
  /** Coupons the campaign hands out; each is valid `validDays` days after receiving. */
  coupons: Pick<StoredCoupon, 'name' | 'kind' | 'threshold' | 'value'>[]
  validDays: number
}

export interface CardsState {
  cardPool: PoolCard[]
  campaigns: StoredCampaign[]
  /** Campaign ids the user already received. */
  receivedCampaigns: string[]
}

export const OTHER_USER_ID = 'U202400020001'

function poolCard(
  cardId: string,
  status: PoolCard['status'],
  balance: number,
  giftBalance: number,
  stationIds: string[] | null,
  ownerId: string | null = null,
  activatedTime = '',
): PoolCard {
  const cardNo = `88000000000${cardId.slice(1).padStart(5, '0')}`
  const card = { cardId, cardNo, cardType: 'PHYSICAL' as const, balance, giftBalance }
  return { ...card, stationIds, status, ownerId, activatedTime }
}

export function createCardPool(): PoolCard[] {
  return [
    poolCard('C100', 'UNACTIVATED', 5000, 500, null),
    poolCard('C200', 'UNACTIVATED', 2000, 0, ['ST330101']),
    poolCard('C300', 'LOST', 1200, 0, null, OTHER_USER_ID, '2026-05-02 14:03:11'),
    poolCard('C400', 'ACTIVE', 800, 100, null, OTHER_USER_ID, '2026-08-18 09:30:45'),
    poolCard('C500', 'FROZEN', 3000, 0, ['ST330102']),
  ]
}

export function createCampaigns(): StoredCampaign[] {
  return [
    {
      campaignId: 'CP2026W',
      title: '新用户充电礼包',
      description: '领取后 30 天内有效，可在支付时抵扣充电费用',
      startTime: '2026-11-01 00:00:00',
      endTime: '2027-06-30 23:59:59',
      coupons: [
        { name: '满3减1', kind: 'COUPON', threshold: 300, value: 100 },
        { name: '充电抵用券', kind: 'VOUCHER', threshold: 0, value: 150 },
      ],
      validDays: 30,
    },
  ]
}

export function createCardsState(): CardsState {
  return { cardPool: createCardPool(), campaigns: createCampaigns(), receivedCampaigns: [] }
}
