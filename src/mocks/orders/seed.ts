/**
 * The user's past orders, in every final state, settled by the simulator itself (at real speed) so
 * that their figures follow the same maths as live ones. The card balances and coupons of the seed
 * already include their effects.
 */
import type { Device, PayType, RefundStatus, StopReason } from '@/api/types'
import { parseTime } from '../core/clock'
import { buildOrder, markPaid } from './model'
import { couponDiscount, orderPayType } from '../charging/pricing'
import type { StoredCoupon, StoredOrder } from '../charging/state'
import { advance, stopAt, STARTING_MS } from '../charging/simulator'

interface PastOrder {
  deviceId: string
  portNo: number
  /** BIKE plan id, or the CAR prepay amount. */
  plan: string | number
  createTime: string
  payType?: PayType
  cardId?: string
  couponId?: string
  /** natural: ends by itself; cancel: never paid; fail: the pile did not start; or stopped after N simulated seconds. */
  end: 'natural' | 'cancel' | 'fail' | { after: number; reason: StopReason }
  /** A WeChat refund still under way or failed. */
  refundStatus?: RefundStatus
}

const PAST: readonly PastOrder[] = [
  {
    deviceId: '10000001',
    portNo: 3,
    plan: 'T2',
    createTime: '2026-11-21 19:12:08',
    end: 'natural',
  },
  {
    deviceId: '20000001',
    portNo: 1,
    plan: 10000,
    createTime: '2026-11-21 09:38:10',
    couponId: 'CP0005',
    end: 'natural',
  },
  {
    deviceId: '20000001',
    portNo: 1,
    plan: 3000,
    createTime: '2026-11-20 16:45:30',
    end: 'natural',
  },
  {
    deviceId: '20000001',
    portNo: 1,
    plan: 10000,
    createTime: '2026-11-19 22:51:40',
    payType: 'CARD',
    cardId: 'CARD0001',
    end: 'natural',
  },
  { deviceId: '10000009', portNo: 1, plan: 'A2', createTime: '2026-11-19 12:20:00', end: 'fail' },
  {
    deviceId: '10000001',
    portNo: 5,
    plan: 'F5',
    createTime: '2026-11-18 21:05:00',
    payType: 'CARD',
    cardId: 'CARD0002',
    end: 'natural',
  },
  {
    deviceId: '10000001',
    portNo: 2,
    plan: 'A1',
    createTime: '2026-11-18 08:15:00',
    end: 'natural',
  },
  { deviceId: '10000002', portNo: 1, plan: 'T4', createTime: '2026-11-17 18:40:00', end: 'cancel' },
  {
    deviceId: '10000001',
    portNo: 1,
    plan: 'T8',
    createTime: '2026-11-16 20:30:00',
    end: { after: 35 * 60, reason: 'USER' },
    refundStatus: 'PENDING',
  },
  {
    deviceId: '10000001',
    portNo: 6,
    plan: 'T1',
    createTime: '2026-11-15 07:50:00',
    couponId: 'CP0006',
    end: 'natural',
  },
  {
    deviceId: '10000003',
    portNo: 4,
    plan: 'T2',
    createTime: '2026-11-14 13:10:00',
    end: { after: 50 * 60, reason: 'FAULT' },
  },
  { deviceId: '20000002', portNo: 1, plan: 5000, createTime: '2026-11-13 10:02:00', end: 'cancel' },
  {
    deviceId: '10000001',
    portNo: 10,
    plan: 'T4',
    createTime: '2026-11-12 17:30:00',
    end: { after: 80 * 60, reason: 'USER' },
    refundStatus: 'FAILED',
  },
  {
    deviceId: '20000001',
    portNo: 1,
    plan: 5000,
    createTime: '2026-11-10 09:05:00',
    end: { after: 0, reason: 'USER' },
  },
  // October's charges: the invoice pages group the invoiceable orders by month (invoices/seed.ts
  // issues the oldest one). Small ones: their energy points stay within the seeded balance
  // (points/seed.ts makes the sign-up bonus the rest).
  {
    deviceId: '20000001',
    portNo: 1,
    plan: 800,
    createTime: '2026-10-28 19:20:00',
    end: 'natural',
  },
  {
    deviceId: '10000001',
    portNo: 4,
    plan: 'T2',
    createTime: '2026-10-16 08:40:00',
    end: 'natural',
  },
  {
    deviceId: '10000001',
    portNo: 7,
    plan: 'T1',
    createTime: '2026-10-05 12:30:00',
    end: 'natural',
  },
]

const PAY_DELAY_MS = 25000
const SETTLE_AFTER_MS = 3 * 86400000

/** The seeded past orders (newest first, ids OD100001…). */
export function createPastOrders(devices: Device[], coupons: StoredCoupon[]): StoredOrder[] {
  return PAST.map((spec, index) => {
    const device = devices.find((d) => d.deviceId === spec.deviceId)
    if (!device) throw new Error(`seed: no device ${spec.deviceId}`)
    const plan =
      typeof spec.plan === 'string'
        ? (device.plans.find((p) => p.planId === spec.plan) ?? null)
        : null
    const amount = typeof spec.plan === 'number' ? spec.plan : (plan?.amount ?? 0)
    const coupon = coupons.find((c) => c.couponId === spec.couponId) ?? null
    const createdMs = parseTime(spec.createTime)
    const order = buildOrder({
      seq: index + 1,
      device,
      portNo: spec.portNo,
      plan,
      amount,
      discount: couponDiscount(coupon, amount),
      couponId: coupon?.couponId ?? null,
      payType: orderPayType(spec.payType ?? 'WECHAT', coupon, amount),
      cardId: spec.cardId ?? null,
      createdMs,
      speed: 1,
      failStart: spec.end === 'fail',
    })
    if (spec.end !== 'cancel') {
      markPaid(order, createdMs + PAY_DELAY_MS)
      order.sim.fromBalance = spec.cardId ? order.sim.amountDue : 0
      if (typeof spec.end === 'object') {
        const startAt = createdMs + PAY_DELAY_MS + STARTING_MS
        advance(order, startAt)
        stopAt(order, startAt + spec.end.after * 1000, spec.end.reason)
      }
    }
    advance(order, createdMs + SETTLE_AFTER_MS)
    if (spec.refundStatus && order.refunded > 0) order.refundStatus = spec.refundStatus
    return order
  })
}
