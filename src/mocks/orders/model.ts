/** Building orders: the new UNPAID order of a device's port, payment, WeChat pay parameters. */
import type { BikePlan, Device, OrderPayType, PayParams } from '@/api/types'
import { hashHex } from '../core/assets'
import { compactTime, formatTime } from '../core/clock'
import type { StoredOrder } from '../charging/state'

export interface NewOrder {
  seq: number
  device: Device
  portNo: number
  plan: BikePlan | null
  amount: number
  discount: number
  couponId: string | null
  payType: OrderPayType
  cardId: string | null
  createdMs: number
  speed: number
  failStart: boolean
}

export function orderIdOf(seq: number): string {
  return `OD${100000 + seq}`
}

/** A new UNPAID order (nothing taken yet). */
export function buildOrder(input: NewOrder): StoredOrder {
  const { seq, device, createdMs } = input
  const orderId = orderIdOf(seq)
  return {
    orderId,
    orderNo: `CD${compactTime(createdMs)}${String(seq % 10000).padStart(4, '0')}`,
    deviceType: device.deviceType,
    station: { ...device.station },
    deviceId: device.deviceId,
    deviceName: device.deviceName,
    portNo: input.portNo,
    plan: input.plan ? { ...input.plan } : null,
    status: 'UNPAID',
    refundStatus: 'NONE',
    createTime: formatTime(createdMs),
    startTime: '',
    endTime: '',
    durationSeconds: 0,
    energyWh: 0,
    prepaid: input.amount,
    electricityFee: 0,
    serviceFee: 0,
    discount: input.discount,
    paid: 0,
    refunded: 0,
    payType: input.payType,
    stopReason: '',
    periodFees: [],
    sim: {
      seq,
      createdMs,
      amountDue: input.amount - input.discount,
      couponId: input.couponId,
      cardId: input.cardId,
      fromBalance: 0,
      fromGift: 0,
      failStart: input.failStart,
      speed: input.speed,
      paidAtMs: null,
      chargeStartMs: null,
      endMs: null,
      ratedW: device.ratedPowerW,
      tiers: device.powerTiers.map((tier) => ({ ...tier })),
      periods: device.pricePeriods.map((period) => ({ ...period })),
      payParams: null,
    },
  }
}

/** The money is in: STARTING from `at`. */
export function markPaid(order: StoredOrder, at: number): void {
  order.status = 'STARTING'
  order.paid = order.sim.amountDue
  order.sim.paidAtMs = at
  order.sim.payParams = null
}

/** WeChat Pay JSAPI parameters for an order (deterministic from the order and the time). */
export function payParamsFor(order: { orderId: string }, at: number, appId: string): PayParams {
  const seed = `${order.orderId}|${at}`
  return {
    appId,
    timeStamp: String(Math.floor(at / 1000)),
    nonceStr: hashHex(`nonce:${seed}`, 32).toUpperCase(),
    package: `prepay_id=wx${compactTime(at)}${hashHex(`prepay:${seed}`, 20)}`,
    signType: 'RSA',
    paySign: btoaHex(hashHex(`sign:${seed}`, 128)),
  }
}

/** Hex -> base64, like the RSA signature WeChat expects. */
function btoaHex(hex: string): string {
  let binary = ''
  for (let i = 0; i < hex.length; i += 2)
    binary += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16))
  return btoa(binary)
}
