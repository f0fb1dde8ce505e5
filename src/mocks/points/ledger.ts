/**
 * The points ledger and the lottery of the mock operator. The balance is always the sum of the
 * records: every change of points is a record, and `db.user.points` (what getChargeUserInfo answers)
 * is kept equal to that sum. Points changed elsewhere by writing `db.user.points` directly are
 * booked as one ACTIVITY / DEDUCT record the next time the ledger is read, so the two never disagree.
 */
import type { LotteryPrize, PointsRecord, PointsRecordType } from '@/api/points-types'
import { formatTime, now } from '../core/clock'
import { db } from '../core/db'
import { chargePoints, pointsRecordId, type StoredDraw } from './seed'
import type { StoredCoupon } from '../charging/state'

export const DRAW_COST = 100
export const DAILY_DRAW_LIMIT = 10
export const COUPON_VALID_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The prizes, clockwise from the grid's top-left cell, with their odds out of 10000 (they add up to
 * 10000). The server draws with these weights; the rules page shows the same table.
 */
export const LOTTERY_PRIZES: readonly LotteryPrize[] = [
  {
    prizeId: 'P1',
    name: '5元充电抵用券',
    prizeType: 'VOUCHER',
    value: 500,
    threshold: 0,
    odds: 200,
  },
  { prizeId: 'P2', name: '30能量值', prizeType: 'POINTS', value: 30, threshold: 0, odds: 2500 },
  {
    prizeId: 'P3',
    name: '满10减2元券',
    prizeType: 'COUPON',
    value: 200,
    threshold: 1000,
    odds: 1200,
  },
  { prizeId: 'P4', name: '谢谢参与', prizeType: 'NONE', value: 0, threshold: 0, odds: 3000 },
  {
    prizeId: 'P5',
    name: '2元充电抵用券',
    prizeType: 'VOUCHER',
    value: 200,
    threshold: 0,
    odds: 800,
  },
  { prizeId: 'P6', name: '100能量值', prizeType: 'POINTS', value: 100, threshold: 0, odds: 1500 },
  {
    prizeId: 'P7',
    name: '满20减5元券',
    prizeType: 'COUPON',
    value: 500,
    threshold: 2000,
    odds: 500,
  },
  { prizeId: 'P8', name: '500能量值', prizeType: 'POINTS', value: 500, threshold: 0, odds: 300 },
]

export const ODDS_TOTAL = 10000

// --- the random source: mulberry32 on a state kept in the db (deterministic), or a test's own ----

let randomOverride: (() => number) | null = null

/** Replaces the lottery's random source (tests); null: back to the db's seeded generator. */
export function setLotteryRandom(fn: (() => number) | null): void {
  randomOverride = fn
}

/** A seeded generator of floats in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function nextRandom(): number {
  if (randomOverride) return randomOverride()
  const next = seededRandom(db.lotteryRng)
  const value = next()
  db.lotteryRng = (db.lotteryRng + 0x6d2b79f5) >>> 0
  return value
}

/** The prize index a uniform `r` in [0, 1) picks, by the odds. */
export function pickPrize(r: number): number {
  let ticket = Math.floor(r * ODDS_TOTAL)
  for (let i = 0; i < LOTTERY_PRIZES.length; i += 1) {
    ticket -= LOTTERY_PRIZES[i]?.odds ?? 0
    if (ticket < 0) return i
  }
  return LOTTERY_PRIZES.length - 1
}

// --- the ledger ---------------------------------------------------------------------------------

export function ledgerSum(): number {
  return db.pointsRecords.reduce((sum, r) => sum + r.points, 0)
}

export function addPointsRecord(
  type: PointsRecordType,
  points: number,
  remark: string,
  orderId: string | null = null,
  createTime = formatTime(now()),
): void {
  if (!Number.isInteger(points) || points === 0) return
  db.pointsSeq += 1
  db.pointsRecords.push({
    recordId: pointsRecordId(db.pointsSeq),
    seq: db.pointsSeq,
    type,
    points,
    createTime,
    remark,
    orderId,
  })
  db.user.points = ledgerSum()
}

/**
 * Brings the ledger up to date: points written straight into db.user.points elsewhere, and charges
 * completed since (each earns once). Returns the balance.
 */
export function syncPoints(): number {
  const outside = db.user.points - ledgerSum()
  if (outside !== 0) {
    addPointsRecord(
      outside > 0 ? 'ACTIVITY' : 'DEDUCT',
      outside,
      outside > 0 ? '活动奖励' : '能量值扣减',
    )
  }
  const credited = new Set(db.pointsRecords.map((r) => r.orderId).filter(Boolean))
  for (const order of db.orders) {
    if (order.status !== 'COMPLETED' || credited.has(order.orderId)) continue
    const points = chargePoints(order.energyWh)
    if (points > 0) {
      addPointsRecord(
        'CHARGE',
        points,
        `充电${(order.energyWh / 1000).toFixed(3)}度`,
        order.orderId,
        order.endTime || formatTime(now()),
      )
    }
  }
  db.user.points = ledgerSum()
  return db.user.points
}

/** Newest first, each with the balance right after it. */
export function pointsRecordsView(): PointsRecord[] {
  const ordered = [...db.pointsRecords].sort((a, b) =>
    a.createTime === b.createTime ? a.seq - b.seq : a.createTime < b.createTime ? -1 : 1,
  )
  let balance = 0
  const views = ordered.map((r): PointsRecord => {
    balance += r.points
    const { recordId, type, points, createTime, remark, orderId } = r
    return { recordId, type, points, balanceAfter: balance, createTime, remark, orderId }
  })
  return views.reverse()
}

// --- the lottery --------------------------------------------------------------------------------

export function drawsOn(day: string): number {
  return db.lotteryDraws.filter((d) => d.createTime.startsWith(day)).length
}

function nextCouponId(): string {
  const max = db.coupons.reduce((m, c) => Math.max(m, Number(/\d+$/.exec(c.couponId)?.[0] ?? 0)), 0)
  return `CP${String(max + 1).padStart(4, '0')}`
}

export type DrawOutcome =
  { ok: true; draw: StoredDraw } | { ok: false; reason: 'notEnough' | 'dailyLimit' }

/** One draw: pays its cost, picks a prize by the odds, hands it out. A repeated requestId is the same draw. */
export function draw(requestId: string): DrawOutcome {
  const done = db.lotteryDraws.find((d) => d.requestId === requestId)
  if (done) return { ok: true, draw: done }
  const balance = syncPoints()
  const at = now()
  const time = formatTime(at)
  if (drawsOn(time.slice(0, 10)) >= DAILY_DRAW_LIMIT) return { ok: false, reason: 'dailyLimit' }
  if (balance < DRAW_COST) return { ok: false, reason: 'notEnough' }
  const slot = pickPrize(nextRandom())
  const prize = LOTTERY_PRIZES[slot] ?? LOTTERY_PRIZES[0]!
  addPointsRecord('DRAW', -DRAW_COST, '能量抽奖', null, time)
  let couponId: string | null = null
  let validTo: string | null = null
  if (prize.prizeType === 'POINTS') {
    addPointsRecord('PRIZE', prize.value, `抽奖获得${prize.name}`, null, time)
  } else if (prize.prizeType === 'COUPON' || prize.prizeType === 'VOUCHER') {
    couponId = nextCouponId()
    validTo = formatTime(at + COUPON_VALID_DAYS * DAY_MS)
    const coupon: StoredCoupon = {
      couponId,
      name:
        prize.prizeType === 'COUPON'
          ? `满${prize.threshold / 100}减${prize.value / 100}`
          : '充电抵用券',
      kind: prize.prizeType,
      threshold: prize.threshold,
      value: prize.value,
      validFrom: time,
      validTo,
      status: 'UNUSED',
      orderId: null,
    }
    db.coupons.push(coupon)
  }
  const stored: StoredDraw = {
    winId: `LW${String(1001 + db.lotteryDraws.length)}`,
    requestId,
    prizeId: prize.prizeId,
    prizeName: prize.name,
    prizeType: prize.prizeType,
    value: prize.value,
    cost: DRAW_COST,
    slot,
    createTime: time,
    couponId,
    validTo,
  }
  db.lotteryDraws.push(stored)
  return { ok: true, draw: stored }
}
