/**
 * The charging state of the mock db: lookups, live port states, cards and coupons, and the lazy step
 * of the simulator (every read first moves the orders to `now()` and applies the money that moves).
 */
import type { CardOption, CouponOption, Device, Port, PortStatus } from '@/api/types'
import { recordConsume, recordRefund } from '../cards/ledger'
import { formatTime, now } from '../core/clock'
import { db } from '../core/db'
import { recordOrderMessages } from '../messages/db'
import { markPaid } from '../orders/model'
import { couponDiscount } from './pricing'
import type { StoredCard, StoredCoupon, StoredOrder } from './state'
import { advance, isRunning, type SimEvent } from './simulator'
import { busyByOthers } from '../stations/traffic'

export function findDevice(deviceId: string): Device | undefined {
  return db.devices.find((device) => device.deviceId === deviceId)
}

export function findOrder(orderId: string): StoredOrder | undefined {
  return db.orders.find((order) => order.orderId === orderId)
}

export function findCard(cardId: string): StoredCard | undefined {
  return db.cards.find((card) => card.cardId === cardId)
}

export function findCoupon(couponId: string): StoredCoupon | undefined {
  return db.coupons.find((coupon) => coupon.couponId === couponId)
}

// --- the simulator, applied lazily ---------------------------------------------------------------

function releaseCoupon(order: StoredOrder): void {
  const coupon = order.sim.couponId ? findCoupon(order.sim.couponId) : undefined
  if (coupon && coupon.orderId === order.orderId) {
    coupon.status = 'UNUSED'
    coupon.orderId = null
  }
}

/** Gives a card's refund back where it came from: the balance first, the rest to the gift balance. */
function refundToCard(order: StoredOrder): void {
  const card = order.sim.cardId ? findCard(order.sim.cardId) : undefined
  if (!card || order.refunded <= 0) return
  const toBalance = Math.min(order.refunded, order.sim.fromBalance)
  card.balance += toBalance
  card.giftBalance += order.refunded - toBalance
  recordRefund(card, order.orderId, toBalance, order.refunded - toBalance)
}

function apply(order: StoredOrder, event: SimEvent): void {
  if (event === 'CANCELLED') releaseCoupon(order)
  if (event === 'START_FAILED') releaseCoupon(order)
  if (event === 'START_FAILED' || event === 'SETTLED') refundToCard(order)
  recordOrderMessages(order, event)
}

/** Moves one order to `at` and applies what happened (first WeChat's notification, when it is due). */
export function stepOrder(order: StoredOrder, at = now()): StoredOrder {
  const notifyAt = order.sim.notifyAtMs ?? null
  if (order.status === 'UNPAID' && notifyAt !== null && notifyAt <= at) payOrder(order, notifyAt)
  for (const event of advance(order, at)) apply(order, event)
  return order
}

/** The money is in: the coupon is used and the pile is told to start. */
export function payOrder(order: StoredOrder, at: number): void {
  const coupon = order.sim.couponId ? findCoupon(order.sim.couponId) : undefined
  if (coupon?.status === 'UNUSED') {
    coupon.status = 'USED'
    coupon.orderId = order.orderId
  }
  markPaid(order, at)
}

/** WeChat has taken the money for this order: its notification is on its way (or, late, due). */
export function paymentPending(order: StoredOrder): boolean {
  return order.status === 'UNPAID' && order.sim.notifyAtMs != null
}

/** Moves every order to `at`. */
export function stepOrders(at = now()): void {
  for (const order of db.orders) stepOrder(order, at)
}

/** Cancels an UNPAID order and releases its coupon. */
export function cancelOrder(order: StoredOrder): void {
  order.status = 'CANCELLED'
  releaseCoupon(order)
}

/** The user's newest running order (STARTING…SETTLING), or undefined. Call stepOrders() first. */
export function runningOrder(): StoredOrder | undefined {
  return [...db.orders].sort((a, b) => b.sim.seq - a.sim.seq).find(isRunning)
}

// --- devices -------------------------------------------------------------------------------------

function runningOn(deviceId: string, portNo: number): StoredOrder | undefined {
  return db.orders.find((o) => o.deviceId === deviceId && o.portNo === portNo && isRunning(o))
}

export function livePort(device: Device, port: Port): Port {
  let status: PortStatus = port.status
  if (device.status === 'OFFLINE') status = 'OFFLINE'
  else if (device.status === 'FAULT') status = 'FAULT'
  else if (runningOn(device.deviceId, port.portNo)) status = 'CHARGING'
  // Another user's charge on a station finder pile (stations/traffic.ts).
  else if (status === 'IDLE' && busyByOthers(device.deviceId, port.portNo)) status = 'CHARGING'
  return { ...port, status, plugged: status === 'CHARGING' ? true : port.plugged }
}

/** The device as the API shows it: ports follow the device state and the user's running orders. */
export function deviceView(device: Device): Device {
  return { ...device, ports: device.ports.map((port) => livePort(device, port)) }
}

// --- cards and coupons ---------------------------------------------------------------------------

export function cardUsableAt(card: StoredCard, stationId: string): boolean {
  return (
    card.status === 'ACTIVE' && (card.stationIds === null || card.stationIds.includes(stationId))
  )
}

export function cardOption(card: StoredCard): CardOption {
  const { cardId, cardNo, cardType, balance, giftBalance } = card
  return { cardId, cardNo, cardType, balance, giftBalance }
}

/** Unused and within its validity at `at`. */
export function couponValid(coupon: StoredCoupon, at = now()): boolean {
  const time = formatTime(at)
  return coupon.status === 'UNUSED' && coupon.validFrom <= time && time <= coupon.validTo
}

/** Valid and applicable to an order of `amount` (a COUPON needs its threshold; a VOUCHER always). */
export function couponUsable(coupon: StoredCoupon, amount: number, at = now()): boolean {
  return couponValid(coupon, at) && couponDiscount(coupon, amount) > 0
}

export function couponOption(coupon: StoredCoupon): CouponOption {
  const { couponId, name, kind, threshold, value, validTo } = coupon
  return { couponId, name, kind, threshold, value, validTo }
}

/** Takes `amount` from a card: the balance first, then the gift balance. */
export function chargeCard(
  card: StoredCard,
  amount: number,
  orderId: string | null = null,
): { fromBalance: number; fromGift: number } {
  const fromBalance = Math.min(card.balance, amount)
  const fromGift = amount - fromBalance
  card.balance -= fromBalance
  card.giftBalance -= fromGift
  recordConsume(card, orderId, fromBalance, fromGift)
  return { fromBalance, fromGift }
}

/** The user-info summary: card balance (sum of the balances), usable coupons, running order. */
export function userChargingSummary(): {
  cardBalance: number
  couponCount: number
  chargingOrderId: string | null
} {
  stepOrders()
  return {
    cardBalance: db.cards.reduce((sum, card) => sum + card.balance, 0),
    couponCount: db.coupons.filter((coupon) => couponValid(coupon)).length,
    chargingOrderId: runningOrder()?.orderId ?? null,
  }
}
