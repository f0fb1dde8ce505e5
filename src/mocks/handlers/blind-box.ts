/**
 * Blind boxes: AVAILABLE -click-> OPENED (a prize is drawn, deterministically from the box id)
 * -claim-> CLAIMED (coupons and vouchers join the user's coupons, points add to points).
 */
import { API, type BlindBox, type BlindBoxPrize, type BlindBoxStatus, type Page } from '@/api/types'
import { hashInt } from '../assets'
import { formatTime, now } from '../clock'
import { db } from '../db'
import { CODE, fail, ok, postApi, readJson } from '../http'
import { body, optionalText, pageOf, pageQuery, text } from '../schemas'
import type { StoredCoupon } from '../seed-charging'

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

function findBox(blindBoxId: string): BlindBox | undefined {
  return db.blindBoxes.find((box) => box.blindBoxId === blindBoxId)
}

const STATE_MSG: Record<BlindBoxStatus, { open: string; claim: string }> = {
  AVAILABLE: { open: '', claim: '盲盒尚未开启，无法领取' },
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
      return box ? ok<BlindBox>(box) : notFound()
    }
    const available = db.blindBoxes.find((box) => box.status === 'AVAILABLE')
    return available ? ok<BlindBox>(available) : fail(CODE.blindBoxNone, '暂无可开启的盲盒')
  }),

  postApi(API.blindBoxListSelf, async ({ request }) => {
    const parsed = await readJson(request, pageQuery(100))
    if (!parsed.ok) return parsed.response
    return ok<Page<BlindBox>>({
      list: pageOf(db.blindBoxes, parsed.data),
      total: db.blindBoxes.length,
    })
  }),

  postApi(API.blindBoxClick, async ({ request }) => {
    const parsed = await readJson(request, idBody)
    if (!parsed.ok) return parsed.response
    const box = findBox(parsed.data.blindBoxId)
    if (!box) return notFound()
    if (box.status !== 'AVAILABLE') return fail(CODE.blindBoxState, STATE_MSG[box.status].open)
    box.status = 'OPENED'
    box.prize = prizeFor(box.blindBoxId)
    return ok<BlindBox>(box)
  }),

  postApi(API.blindBoxStatus, async ({ request }) => {
    const parsed = await readJson(request, idBody)
    if (!parsed.ok) return parsed.response
    const box = findBox(parsed.data.blindBoxId)
    return box ? ok<Pick<BlindBox, 'status'>>({ status: box.status }) : notFound()
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
    if (box.prize.prizeType === 'POINTS') db.user.points += box.prize.value
    else db.coupons.push(couponFromPrize({ ...box, prize: box.prize }, now()))
    return ok<BlindBox>(box)
  }),
]
