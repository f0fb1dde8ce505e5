/**
 * Blind boxes: AVAILABLE -click-> OPENING (the prize is drawn on the server at once, deterministically
 * from the box id, and kept hidden) -OPENING_MS later-> OPENED (the prize shows) -claim-> CLAIMED
 * (coupons and vouchers join the user's coupons, usable at payment; points add to points). A box
 * past its expireTime that was never claimed reads EXPIRED.
 */
import { z } from 'zod'
import { type BlindBoxStatusResult, type BlindBoxVoucher } from '@/api/blind-box'
import { BLIND_BOX_VOUCHERS } from '@/api/endpoints/blind-box'
import { API } from '@/api/endpoints/spec'
import { type BlindBox, type BlindBoxPrize, type BlindBoxStatus, type Page } from '@/api/types'
import { hashInt } from '../core/assets'
import { formatTime, now } from '../core/clock'
import { db } from '../core/db'
import { CODE, fail, ok, postApi, readJson } from '../core/http'
import { addPointsRecord } from './ledger'
import { body, optionalText, pageOf, pageQuery, text } from '../core/schemas'
import type { StoredCoupon } from '../charging/state'

/** How long the box takes to open on the server (the page polls the silent status call meanwhile). */
export const OPENING_MS = 1500

/** The stored box: the drawn prize stays hidden while OPENING. */
type StoredBlindBox = BlindBox & { drawn?: BlindBoxPrize | null; openAtMs?: number | null }

/** The prizes a box can hold. */
export const PRIZES: readonly BlindBoxPrize[] = [
  { prizeType: 'VOUCHER', name: '2元充电券', value: 200 },
  { prizeType: 'COUPON', name: '满10减3元充电优惠券', value: 300 },
  { prizeType: 'POINTS', name: '100能量值', value: 100 },
  { prizeType: 'VOUCHER', name: '5元充电券', value: 500 },
]

export function prizeFor(blindBoxId: string): BlindBoxPrize {
  const prize = PRIZES[hashInt(`prize:${blindBoxId}`) % PRIZES.length]
  return { ...(prize ?? { prizeType: 'POINTS', name: '50能量值', value: 50 }) }
}

const COUPON_DAYS = 30

/** The coupon a claimed COUPON/VOUCHER prize becomes (a coupon's threshold is read from '满N减'). */
export function couponFromPrize(
  box: BlindBox & { prize: BlindBoxPrize },
  at: number,
): StoredCoupon {
  const { prizeType, name, value } = box.prize
  const threshold = /满(\d+)/.exec(name)
  return {
    couponId: `CP${box.blindBoxId}`,
    name,
    kind: prizeType === 'VOUCHER' ? 'VOUCHER' : 'COUPON',
    threshold: prizeType === 'COUPON' && threshold ? Number(threshold[1]) * 100 : 0,
    value,
    validFrom: formatTime(at),
    validTo: formatTime(at + COUPON_DAYS * 86400000),
    status: 'UNUSED',
    orderId: null,
  }
}

const idBody = body({ blindBoxId: text('盲盒ID', 64) })
const detailBody = body({ blindBoxId: optionalText() })
const notFound = () => fail(CODE.blindBoxUnknown, '盲盒不存在')

/** Moves a box on in time: an OPENING box opens when due, an unclaimed one past its date expires. */
function step(box: StoredBlindBox, at = now()): StoredBlindBox {
  if (box.status === 'OPENING' && (box.openAtMs ?? 0) <= at) {
    box.status = 'OPENED'
    box.prize = box.drawn ?? prizeFor(box.blindBoxId)
  }
  if ((box.status === 'AVAILABLE' || box.status === 'OPENED') && box.expireTime < formatTime(at)) {
    box.status = 'EXPIRED'
  }
  return box
}

function findBox(blindBoxId: string): StoredBlindBox | undefined {
  const box: StoredBlindBox | undefined = db.blindBoxes.find((b) => b.blindBoxId === blindBoxId)
  return box && step(box)
}

/** What the API shows of a box (never the hidden draw). */
function view(box: StoredBlindBox): BlindBox {
  const { blindBoxId, title, status, prize, expireTime } = box
  return { blindBoxId, title, status, prize: status === 'OPENING' ? null : prize, expireTime }
}

const couponStatus = z.enum(['UNUSED', 'USED', 'EXPIRED'], {
  error: '参数错误：状态应为UNUSED、USED或EXPIRED',
})
const vouchersBody = pageQuery(50).extend({ status: couponStatus })

const STATE_MSG: Record<BlindBoxStatus, { open: string; claim: string }> = {
  AVAILABLE: { open: '', claim: '盲盒尚未开启，无法领取' },
  OPENING: { open: '盲盒正在开启，请稍候', claim: '盲盒正在开启，请稍候' },
  OPENED: { open: '盲盒已开启，请勿重复开启', claim: '' },
  CLAIMED: { open: '盲盒已开启，请勿重复开启', claim: '奖品已领取，请勿重复领取' },
  EXPIRED: { open: '盲盒已过期', claim: '盲盒已过期' },
}

export const blindBoxHandlers = [
  postApi(API.blindBoxDetail, async ({ request }) => {
    const parsed = await readJson(request, detailBody)
    if (!parsed.ok) return parsed.response
    const { blindBoxId } = parsed.data
    if (blindBoxId) {
      const box = findBox(blindBoxId)
      return box ? ok<BlindBox>(view(box)) : notFound()
    }
    // No id: the box to play now: one to open, else one opening, else a prize waiting to be claimed.
    const boxes = db.blindBoxes.map((box: StoredBlindBox) => step(box))
    const current = (['AVAILABLE', 'OPENING', 'OPENED'] as const)
      .map((status) => boxes.find((box) => box.status === status))
      .find(Boolean)
    return current ? ok<BlindBox>(view(current)) : fail(CODE.blindBoxNone, '暂无可开启的盲盒')
  }),

  postApi(API.blindBoxListSelf, async ({ request }) => {
    const parsed = await readJson(request, pageQuery(100))
    if (!parsed.ok) return parsed.response
    const boxes = db.blindBoxes.map((box: StoredBlindBox) => view(step(box)))
    return ok<Page<BlindBox>>({ list: pageOf(boxes, parsed.data), total: boxes.length })
  }),

  postApi(API.blindBoxClick, async ({ request }) => {
    const parsed = await readJson(request, idBody)
    if (!parsed.ok) return parsed.response
    const box = findBox(parsed.data.blindBoxId)
    if (!box) return notFound()
    if (box.status !== 'AVAILABLE') return fail(CODE.blindBoxState, STATE_MSG[box.status].open)
    const at = now()
    box.status = 'OPENING'
    box.drawn = prizeFor(box.blindBoxId)
    box.openAtMs = at + OPENING_MS
    return ok<BlindBox>(view(step(box, at)))
  }),

  postApi(API.blindBoxStatus, async ({ request }) => {
    const parsed = await readJson(request, idBody)
    if (!parsed.ok) return parsed.response
    const box = findBox(parsed.data.blindBoxId)
    if (!box) return notFound()
    return ok<BlindBoxStatusResult>({ status: box.status, prize: view(box).prize })
  }),

  postApi(API.blindBoxClaimCoupon, async ({ request }) => {
    const parsed = await readJson(request, idBody)
    if (!parsed.ok) return parsed.response
    const box = findBox(parsed.data.blindBoxId)
    if (!box) return notFound()
    if (box.status !== 'OPENED' || !box.prize) {
      return fail(CODE.blindBoxState, STATE_MSG[box.status].claim || '盲盒状态异常')
    }
    box.status = 'CLAIMED'
    // Points go through the points ledger (its balance is the sum of its records).
    if (box.prize.prizeType === 'POINTS') {
      addPointsRecord('PRIZE', box.prize.value, `盲盒奖励：${box.title}`)
    } else db.coupons.push(couponFromPrize({ ...box, prize: box.prize }, now()))
    return ok<BlindBox>(view(box))
  }),

  // Designed: the coupons and charge vouchers claimed from blind boxes (usable at payment).
  postApi(BLIND_BOX_VOUCHERS, async ({ request }) => {
    const parsed = await readJson(request, vouchersBody)
    if (!parsed.ok) return parsed.response
    const time = formatTime(now())
    const { status } = parsed.data
    const vouchers = db.blindBoxes.flatMap((box) => {
      const coupon = db.coupons.find((c) => c.couponId === `CP${box.blindBoxId}`)
      if (!coupon) return []
      const state = coupon.status === 'UNUSED' && coupon.validTo < time ? 'EXPIRED' : coupon.status
      return state === status ? [voucherView(coupon, state, box)] : []
    })
    vouchers.sort((a, b) =>
      status === 'UNUSED' ? a.validTo.localeCompare(b.validTo) : b.validTo.localeCompare(a.validTo),
    )
    return ok<Page<BlindBoxVoucher>>({
      list: pageOf(vouchers, parsed.data),
      total: vouchers.length,
    })
  }),
]

function voucherView(
  coupon: StoredCoupon,
  status: BlindBoxVoucher['status'],
  box: BlindBox,
): BlindBoxVoucher {
  const { couponId, name, kind, threshold, value, validFrom, validTo, orderId } = coupon
  return {
    ...{ couponId, name, kind, threshold, value, validFrom, validTo, orderId, status },
    scopeText: '全部站点',
    blindBoxId: box.blindBoxId,
    blindBoxTitle: box.title,
  }
}
