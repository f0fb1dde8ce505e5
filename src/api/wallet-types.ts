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

// --- top-up, loss, unbind, bank cards and refunds (issue #13, designed: docs/API.md "Wallet calls") ---

/** One top-up option: pay `amount`, get `gift` on the gift balance (cents). */
export interface RechargeTier {
  amount: number
  gift: number
}

/** What the operator offers for a card: its tiers and the bounds of a custom amount (cents). */
export interface RechargeOptions {
  cardId: string
  tiers: RechargeTier[]
  /** A custom amount is `min`..`max` inclusive; it carries no gift unless it equals a tier. */
  min: number
  max: number
}

export type RefundSource = 'CARD' | 'ORDER'
/** PENDING 已申请 -> APPROVED 已审核 -> REFUNDED 已打款, or PENDING -> REJECTED 已驳回 (money back). */
export type RefundApplyStatus = 'PENDING' | 'APPROVED' | 'REFUNDED' | 'REJECTED'

/** Something whose money can be refunded now: a card's paid balance or an order's failed remainder. */
export interface RefundableItem {
  source: RefundSource
  /** The cardId or the orderId. */
  id: string
  /** e.g. '充值卡 8860 0000 1234 5678' or '订单 2026111200013'. */
  title: string
  /** cents; a card's balance without its gift balance. */
  amount: number
  /** Why it can be refunded, or what is kept (the gift balance is not refunded). */
  note: string
  /** An application for it is under way: another is refused (800003) until that one ends. */
  applying: boolean
}

export interface RefundableResult {
  items: RefundableItem[]
}

export interface RefundApplyRequest {
  source: RefundSource
  /** The cardId or the orderId. */
  id: string
  amount: number
  /** A bank config's value (SPEC §3: its label is bankName-bankCardNo). */
  bankConfigId: string
  reason: string
}

export interface RefundApplication {
  refundId: string
  source: RefundSource
  id: string
  /** What the money comes from, as RefundableItem.title. */
  title: string
  amount: number
  bankConfigId: string
  /** bankName-bankCardNo (masked) as it was when applied. */
  bankLabel: string
  reason: string
  status: RefundApplyStatus
  /** Why it was rejected ('' otherwise). */
  rejectReason: string
  createTime: string
  /** When it was approved or rejected; '' before. */
  auditTime: string
  /** When the money was paid; '' before. */
  paidTime: string
}
