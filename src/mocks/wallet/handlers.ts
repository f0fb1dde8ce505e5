// wallet/: money into and out of the cards: top-ups (topup.ts, a payment of kind topup), refunds
// audited and paid in simulated time (refunds.ts, seeded in refunds-seed.ts), bank cards (stored in
// core/seed.ts). Handlers: this file (with topup-handlers.ts and refund-handlers.ts) and
// bank-handlers.ts.
/**
 * The user's cards, their records (the ledger, cards/ledger.ts) and coupons (issue #13). Cards are
 * the user's own only: another user's card or an unknown id is '卡片不存在'.
 */
import { z } from 'zod'
import { API } from '@/api/endpoints/spec'
import {
  type CardRecord,
  type ChargingCard,
  type CouponItem,
  type CouponStatus,
  type Page,
} from '@/api/types'
import type { StoredCoupon } from '../charging/state'
import { cardView } from '../cards/view'
import { stepOrders } from '../charging/db'
import { stepRefunds } from './refunds'
import { formatTime, now } from '../core/clock'
import { db } from '../core/db'
import { CODE, fail, ok, postApi, readJson } from '../core/http'
import { settleDuePayments } from '../payments/db'
import { pageOf, pageQuery, text } from '../core/schemas'
import { refundHandlers } from './refund-handlers'
import { topUpHandlers } from './topup-handlers'

const MAX_PAGE_SIZE = 50

const month = z
  .string({ error: '参数错误：月份格式不正确' })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '参数错误：月份格式不正确' })
  .optional()
  .or(z.literal('').transform(() => undefined))

const recordsBody = pageQuery(MAX_PAGE_SIZE).extend({ cardId: text('卡号', 32), month })

const couponStatus = z.enum(['UNUSED', 'USED', 'EXPIRED'], {
  error: '参数错误：优惠券状态应为UNUSED、USED或EXPIRED',
})
const couponsBody = pageQuery(MAX_PAGE_SIZE).extend({ status: couponStatus })

/** UNUSED past its validity reads as EXPIRED. */
function couponStatusAt(coupon: StoredCoupon, time: string): CouponStatus {
  return coupon.status === 'UNUSED' && coupon.validTo < time ? 'EXPIRED' : coupon.status
}

function couponView(coupon: StoredCoupon, status: CouponStatus): CouponItem {
  const { couponId, name, kind, threshold, value, validFrom, validTo, orderId } = coupon
  return {
    ...{ couponId, name, kind, threshold, value, validFrom, validTo, orderId },
    status,
    scopeText: '全部站点',
  }
}

const newestFirst = (a: CardRecord, b: CardRecord) =>
  b.createTime.localeCompare(a.createTime) || b.recordId.localeCompare(a.recordId)

export const walletHandlers = [
  postApi(API.cardList, () => {
    stepOrders()
    settleDuePayments()
    stepRefunds()
    return ok<ChargingCard[]>(db.cards.map(cardView))
  }),

  postApi(API.cardRecords, async ({ request }) => {
    const parsed = await readJson(request, recordsBody)
    if (!parsed.ok) return parsed.response
    const { cardId, month: wanted } = parsed.data
    if (!db.cards.some((c) => c.cardId === cardId)) {
      return fail(CODE.cardUnknown, '卡片不存在，请核对卡号')
    }
    stepOrders()
    settleDuePayments()
    stepRefunds()
    const records = db.cardRecords
      .filter((r) => r.cardId === cardId && (!wanted || r.createTime.startsWith(wanted)))
      .sort(newestFirst)
    return ok<Page<CardRecord>>({ list: pageOf(records, parsed.data), total: records.length })
  }),

  postApi(API.couponList, async ({ request }) => {
    const parsed = await readJson(request, couponsBody)
    if (!parsed.ok) return parsed.response
    const time = formatTime(now())
    const { status } = parsed.data
    const coupons = db.coupons
      .filter((c) => couponStatusAt(c, time) === status)
      // Unused: the one expiring first on top; used and expired: the latest first.
      .sort((a, b) =>
        status === 'UNUSED'
          ? a.validTo.localeCompare(b.validTo)
          : b.validTo.localeCompare(a.validTo),
      )
    return ok<Page<CouponItem>>({
      list: pageOf(coupons, parsed.data).map((c) => couponView(c, status)),
      total: coupons.length,
    })
  }),
  ...topUpHandlers,
  ...refundHandlers,
]
