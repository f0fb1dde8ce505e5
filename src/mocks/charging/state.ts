/** The shape of the charging state in the mock db (the seed is in charging/seed.ts). */
import type { Device, Order, PayParams, PowerTier, PricePeriod, StationRef } from '@/api/types'

export interface StoredStation extends StationRef {
  latitude: number
  longitude: number
}

export interface StoredCard {
  cardId: string
  cardNo: string
  cardType: 'VIRTUAL' | 'PHYSICAL'
  /** Cents; the gift balance is kept apart. */
  balance: number
  giftBalance: number
  /** Stations where it is valid; null: every station of the operator. */
  stationIds: string[] | null
  status: 'ACTIVE' | 'UNACTIVATED' | 'LOST' | 'FROZEN'
  /** 'YYYY-MM-DD HH:mm:ss' when the user activated it (physical cards). */
  activatedTime?: string
}

export interface StoredCoupon {
  couponId: string
  name: string
  kind: 'COUPON' | 'VOUCHER'
  threshold: number
  value: number
  validFrom: string
  validTo: string
  status: 'UNUSED' | 'USED' | 'EXPIRED'
  orderId: string | null
}

/** What the simulator keeps about an order besides the public fields. */
export interface OrderSim {
  seq: number
  createdMs: number
  amountDue: number
  couponId: string | null
  cardId: string | null
  /** Card money taken from the balance and from the gift balance. */
  fromBalance: number
  fromGift: number
  /** The pile never starts (10000009): START_FAILED and a full refund. */
  failStart: boolean
  /** Simulated seconds per real second, fixed when paid. */
  speed: number
  paidAtMs: number | null
  chargeStartMs: number | null
  /** Real time the charge stopped (on stop or at its natural end). */
  endMs: number | null
  /** The device's terms, locked when the order was created. */
  ratedW: number
  tiers: PowerTier[]
  periods: PricePeriod[]
  payParams: PayParams | null
  /**
   * Real time WeChat's payment notification reaches the server (set when the cashier says "ok";
   * null: never, or not paid through WeChat). The order is paid from then on.
   */
  notifyAtMs?: number | null
  /** The create call's idempotency id: a retry with it answers this order again. */
  requestId?: string
}

export interface StoredOrder extends Order {
  sim: OrderSim
}

export interface ChargingState {
  stations: StoredStation[]
  /** Ports hold the pile's own state; a running order of the user shows its port as CHARGING. */
  devices: Device[]
  cards: StoredCard[]
  coupons: StoredCoupon[]
  orders: StoredOrder[]
}
