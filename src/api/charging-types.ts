/**
 * The charging contract (DESIGN §7, refined): devices, plans, price periods, orders, live charging,
 * payment options. Money is integer cents, energy Wh, power W, times 'YYYY-MM-DD HH:mm:ss'.
 */
import type { PricePeriod } from '@/lib/price'
import type { OrderInvoiceState } from './invoice-types'
import type { PayParams } from './pay-params'

export type DeviceType = 'BIKE' | 'CAR'
export type DeviceStatus = 'ONLINE' | 'OFFLINE' | 'FAULT'
export type PortStatus = 'IDLE' | 'CHARGING' | 'OCCUPIED' | 'FAULT' | 'OFFLINE'

export interface StationRef {
  stationId: string
  name: string
  address: string
}

export interface Port {
  portNo: number
  status: PortStatus
  /** BIKE sockets and CAR guns must be plugged in before a charge can start. */
  plugged: boolean
}

export type PlanMode = 'TIME' | 'AMOUNT' | 'FULL'

/** A BIKE plan: TIME charges `hours` for `amount`; AMOUNT charges until `amount` is used; FULL stops when full (prepay `amount`, unused part refunded). */
export interface BikePlan {
  planId: string
  mode: PlanMode
  hours?: number
  amount: number
}

/** BIKE price by the power the vehicle draws (the pile measures it in the first minutes). */
export interface PowerTier {
  minW: number
  maxW: number
  /** Cents per hour. */
  pricePerHour: number
}

/** CAR price period: 'HH:mm' start and end, fees in cents per kWh (defined with its maths in lib). */
export type { PeriodType, PricePeriod } from '@/lib/price'

export interface Device {
  deviceId: string
  deviceName: string
  deviceType: DeviceType
  status: DeviceStatus
  station: StationRef
  ratedPowerW: number
  ports: Port[]
  /** BIKE only. */
  plans: BikePlan[]
  powerTiers: PowerTier[]
  /** CAR only. */
  pricePeriods: PricePeriod[]
  prepayOptions: number[]
}

export interface PricePeriodsResult {
  stationName: string
  periods: PricePeriod[]
}

// --- payment --------------------------------------------------------------------------------------

export type PayType = 'WECHAT' | 'CARD'

/** How an order was paid (DESIGN §7): VOUCHER when a voucher (抵用券) covered all of it. */
export type OrderPayType = PayType | 'VOUCHER'

export interface CardOption {
  cardId: string
  cardNo: string
  cardType: 'VIRTUAL' | 'PHYSICAL'
  /** Cents, the card's own balance; the gift balance is kept apart. Usable here: balance + giftBalance. */
  balance: number
  giftBalance: number
}

export interface CouponOption {
  couponId: string
  name: string
  /** 'COUPON' takes `value` off an order of at least `threshold`; 'VOUCHER' pays up to `value`. */
  kind: 'COUPON' | 'VOUCHER'
  threshold: number
  value: number
  validTo: string
}

export interface PayOptionsRequest {
  deviceId: string
  amount: number
}

/** A usable coupon with what it takes off this order, as the server computes it. */
export interface PayCouponOption extends CouponOption {
  /** Cents off the order's amount. */
  discount: number
  /** Cents to pay with this coupon. */
  amountDue: number
}

/** The figures the payment page shows are the server's, never the client's arithmetic. */
export interface PayOptions {
  /** The prepaid amount asked for (cents). */
  amount: number
  /** Cents to pay without a coupon. */
  amountDue: number
  cards: CardOption[]
  /** Usable coupons only, each with its server-computed discount. */
  coupons: PayCouponOption[]
}

export interface CreateOrderRequest {
  deviceId: string
  portNo: number
  /** BIKE */
  planId?: string
  /** Prepaid cents (CAR prepay; BIKE takes the plan's amount). */
  amount: number
  payType: PayType
  cardId?: string
  couponId?: string
  /** Ours, CAR only: the plate charged (浙AD12345), for the parking fee waiver; BIKE never sends it. */
  plateNo?: string
  /** Ours: the intent's idempotency id; a retry after a lost answer reuses it (docs/API.md). */
  requestId?: string
}

export interface CreateOrderResult {
  orderId: string
  /** What is charged after the coupon. */
  amountDue: number
  /** WECHAT with something to pay. */
  payParams: PayParams | null
}

export interface ConfirmPayResult {
  paid: boolean
  status: OrderStatus
}

// --- orders ---------------------------------------------------------------------------------------

export type OrderStatus =
  | 'UNPAID'
  | 'STARTING'
  | 'START_FAILED'
  | 'CHARGING'
  | 'STOPPING'
  | 'SETTLING'
  | 'COMPLETED'
  | 'CANCELLED'

export type RefundStatus = 'NONE' | 'PENDING' | 'PARTIAL' | 'FULL' | 'FAILED'

export type StopReason = 'USER' | 'PLAN_END' | 'FULL' | 'BALANCE' | 'FAULT' | 'START_FAILED' | ''

export interface PeriodFee extends PricePeriod {
  energyWh: number
  electricityAmount: number
  serviceAmount: number
}

/** BIKE: what a power tier's price came to (ours, docs/API.md). */
export interface TierFee extends PowerTier {
  /** Seconds charged at this tier's price. */
  seconds: number
  energyWh: number
  /** Cents; the tiers' amounts add up to the order's electricityFee + serviceFee. */
  amount: number
}

export interface Order {
  orderId: string
  orderNo: string
  deviceType: DeviceType
  station: StationRef
  deviceId: string
  deviceName: string
  portNo: number
  plan: BikePlan | null
  status: OrderStatus
  refundStatus: RefundStatus
  createTime: string
  startTime: string
  endTime: string
  durationSeconds: number
  energyWh: number
  prepaid: number
  electricityFee: number
  serviceFee: number
  discount: number
  paid: number
  refunded: number
  payType: OrderPayType
  stopReason: StopReason
  /** CAR: fees by price period. */
  periodFees: PeriodFee[]
  /** BIKE: fees by power tier (ours; an operator may not send it). */
  tierFees?: TierFee[]
  /** Ours, CAR: the plate the charge was for (浙AD12345); null or absent when none was given. */
  plateNo?: string | null
  /** Ours, CAR: the station's parking fee waiver for this charge (docs/API.md "Vehicle calls"). */
  parkingWaiver?: ParkingWaiver | null
  /** Ours: whether the order is invoiced (docs/API.md "Invoice calls"); absent from an operator without invoices. */
  invoice?: OrderInvoiceState | null
}

/** GRANTED: `hours` of parking free; NONE: the station has no waiver; NOT_ELIGIBLE: `reason` says why. */
export interface ParkingWaiver {
  status: 'GRANTED' | 'NONE' | 'NOT_ELIGIBLE'
  hours: number
  reason: string
}

export type OrderSummary = Pick<
  Order,
  | 'orderId'
  | 'orderNo'
  | 'deviceType'
  | 'station'
  | 'portNo'
  | 'status'
  | 'refundStatus'
  | 'createTime'
  | 'durationSeconds'
  | 'energyWh'
  | 'paid'
  | 'refunded'
>

export type OrderTab = 'ALL' | 'CHARGING' | 'COMPLETED' | 'REFUND'

export interface OrderListRequest {
  pageNo: number
  pageSize: number
  tab: OrderTab
}

export interface LiveCharging {
  orderId: string
  status: OrderStatus
  deviceType: DeviceType
  elapsedSeconds: number
  powerW: number
  voltageV: number
  currentA: number
  energyWh: number
  /** Cents so far. */
  cost: number
  prepaid: number
  /** Seconds; -1 when not known (charge until full). */
  remainingSeconds: number
  /** CAR: state of charge, 0-100. */
  soc: number | null
  stopReason: StopReason
}

// --- physical cards and coupon campaigns (the entry links /b/card/activate/{id} and /getCouponPage) --

export type CardStatus = 'ACTIVE' | 'UNACTIVATED' | 'LOST' | 'FROZEN'

export interface PhysicalCard {
  cardId: string
  cardNo: string
  cardType: 'PHYSICAL'
  status: CardStatus
  /** Cents; null for a card bound to another user (the server does not tell its balance). */
  balance: number | null
  giftBalance: number | null
  /** Where the card can be used, in words ('全部站点' or station names). */
  scopeText: string
  /** True when the card is bound to the signed-in user. */
  boundToMe: boolean
  activatedTime: string
}

export interface CouponCampaign {
  campaignId: string
  title: string
  description: string
  endTime: string
  coupons: CouponOption[]
  /** The signed-in user already received this campaign's coupons. */
  received: boolean
}

export interface ReceiveCouponsResult {
  campaignId: string
  coupons: CouponOption[]
}
