/**
 * The energy-points part of the seed: a ledger whose records add up to the seeded balance (1280),
 * the draws behind its lottery records, and the partner applications (合作加盟) the operator keeps.
 * Charges earn POINTS_PER_KWH points per kWh (1 per 0.1 kWh), rounded down.
 */
import type { LotteryPrizeType, PointsRecordType } from '@/api/points-types'
import type { PartnerType } from '@/api/partner-types'
import { parseTime } from '../core/clock'
import type { StoredOrder } from '../charging/state'

export const POINTS_PER_KWH = 10
export const SEEDED_POINTS = 1280

export interface StoredPointsRecord {
  recordId: string
  seq: number
  type: PointsRecordType
  points: number
  createTime: string
  remark: string
  orderId: string | null
}

export interface StoredDraw {
  winId: string
  requestId: string
  prizeId: string
  prizeName: string
  prizeType: LotteryPrizeType
  value: number
  cost: number
  slot: number
  createTime: string
  couponId: string | null
  validTo: string | null
}

export interface StoredPartnerApplication {
  applicationId: string
  name: string
  mobile: string
  city: string
  type: PartnerType
  message: string
  createTime: string
  createdMs: number
}

export interface PointsState {
  pointsRecords: StoredPointsRecord[]
  pointsSeq: number
  lotteryDraws: StoredDraw[]
  /** The lottery's random state (mulberry32): deterministic draws in the mock. */
  lotteryRng: number
  partnerApplications: StoredPartnerApplication[]
}

/** Points a charge of `energyWh` earns (1 per 0.1 kWh). */
export function chargePoints(energyWh: number): number {
  return Math.max(0, Math.floor((energyWh * POINTS_PER_KWH) / 1000))
}

export function pointsRecordId(seq: number): string {
  return `PT${String(100000 + seq)}`
}

export function createPointsState(orders: readonly StoredOrder[]): PointsState {
  const entries: Omit<StoredPointsRecord, 'recordId' | 'seq'>[] = []
  const draws: StoredDraw[] = []
  // The blind box of October (BB20261001, claimed: 200能量值).
  entries.push({
    type: 'ACTIVITY',
    points: 200,
    createTime: '2026-10-03 12:16:40',
    remark: '国庆惊喜盲盒奖励',
    orderId: null,
  })
  for (const order of orders) {
    const points = order.status === 'COMPLETED' ? chargePoints(order.energyWh) : 0
    if (points > 0) {
      entries.push({
        type: 'CHARGE',
        points,
        createTime: order.endTime,
        remark: `充电${(order.energyWh / 1000).toFixed(3)}度`,
        orderId: order.orderId,
      })
    }
  }
  const seededDraws: [string, string, string, LotteryPrizeType, number][] = [
    ['2026-11-16 21:20:05', 'P4', '谢谢参与', 'NONE', 0],
    ['2026-11-16 21:20:31', 'P2', '30能量值', 'POINTS', 30],
    ['2026-11-19 08:02:47', 'P6', '100能量值', 'POINTS', 100],
  ]
  for (const [time, prizeId, prizeName, prizeType, value] of seededDraws) {
    entries.push({
      type: 'DRAW',
      points: -100,
      createTime: time,
      remark: '能量抽奖',
      orderId: null,
    })
    if (prizeType === 'POINTS') {
      entries.push({
        type: 'PRIZE',
        points: value,
        createTime: time,
        remark: `抽奖获得${prizeName}`,
        orderId: null,
      })
    }
    draws.push({
      winId: `LW${String(1001 + draws.length)}`,
      requestId: `seed-${draws.length + 1}`,
      prizeId,
      prizeName,
      prizeType,
      value,
      cost: 100,
      slot: Number(prizeId.slice(1)) - 1,
      createTime: time,
      couponId: null,
      validTo: null,
    })
  }
  // The sign-up bonus makes the seeded ledger add up to the seeded balance.
  const rest = SEEDED_POINTS - entries.reduce((sum, e) => sum + e.points, 0)
  entries.push({
    type: 'REGISTER',
    points: rest,
    createTime: '2026-09-28 10:00:00',
    remark: '新用户注册奖励',
    orderId: null,
  })
  entries.sort((a, b) => parseTime(a.createTime) - parseTime(b.createTime))
  const pointsRecords = entries.map((e, i) => ({
    ...e,
    seq: i + 1,
    recordId: pointsRecordId(i + 1),
  }))
  return {
    pointsRecords,
    pointsSeq: pointsRecords.length,
    lotteryDraws: draws,
    lotteryRng: 20261123,
    partnerApplications: [],
  }
}
