/** Cards and coupons the user holds (issue #13: card list, card records, coupon list). */
import type { CardStatus, CouponOption } from './charging-types'

/** One of the user's charging cards, as the card list shows it. Money in cents. */
export interface ChargingCard {
  cardId: string
  cardNo: string
  cardType: 'VIRTUAL' | 'PHYSICAL'
  status: CardStatus
  /** The paid balance; the gift balance is kept apart. */
  balance: number
  giftBalance: number
  /** Station names where the card is valid; empty: every station of the operator. */
  stationNames: string[]
  /** '全部站点' or the station names joined with '、'. */
  scopeText: string
  /** 'YYYY-MM-DD HH:mm:ss'; '' for cards that were never activated (virtual cards). */
  activatedTime: string
}

export type CardRecordType = 'RECHARGE' | 'GIFT' | 'CONSUME' | 'REFUND'

export interface CardRecordsRequest {
  cardId: string
  /** 'YYYY-MM'; absent: every month. */
  month?: string
  pageNo: number
  pageSize: number
}

/** One move of a card's money, newest first. `amount` is signed and includes `giftAmount`. */
export interface CardRecord {
  recordId: string
  cardId: string
  type: CardRecordType
  /** Signed cents: + into the card, - out of it (paid and gift parts together). */
  amount: number
  /** The part of `amount` that is gift money (signed). */
  giftAmount: number
  /** The paid balance and the gift balance right after this record. */
  balanceAfter: number
  giftBalanceAfter: number
  createTime: string
  orderId: string | null
  remark: string
}

export type CouponStatus = 'UNUSED' | 'USED' | 'EXPIRED'

export interface CouponListRequest {
  status: CouponStatus
  pageNo: number
  pageSize: number
}

export interface CouponItem extends CouponOption {
  validFrom: string
  status: CouponStatus
  /** '全部站点' or the station names. */
  scopeText: string
  /** The order that used it (USED). */
  orderId: string | null
}
