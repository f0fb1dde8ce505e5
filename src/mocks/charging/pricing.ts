/**
 * The money maths of the charging simulator, as small pure functions. Money is integer cents, energy
 * Wh; a fee per kWh is cents per kWh. Price periods are 'HH:mm' ranges of the day (end exclusive,
 * '24:00' is midnight; an end before its start wraps midnight).
 */
import type {
  OrderPayType,
  PayType,
  PeriodFee,
  PowerTier,
  PricePeriod,
  RefundStatus,
} from '@/api/types'

export const DAY_SECONDS = 86400

/** Cents, rounded half up (inputs are non-negative). */
export function cents(value: number): number {
  return Math.max(0, Math.round(value))
}

/** Parsed clocks: the simulator replays a charge step by step at every call and asks each step. */
const clockSeconds = new Map<string, number>()

/** 'HH:mm' -> seconds after midnight ('24:00' -> 86400); NaN when malformed. */
export function hhmmSeconds(hhmm: string): number {
  let seconds = clockSeconds.get(hhmm)
  if (seconds === undefined) {
    seconds = parseClock(hhmm)
    if (clockSeconds.size < 1000) clockSeconds.set(hhmm, seconds)
  }
  return seconds
}

function parseClock(hhmm: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm)
  if (!m) return NaN
  const h = Number(m[1])
  const min = Number(m[2])
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return NaN
  return h * 3600 + min * 60
}

const dayClock = (seconds: number): number => ((seconds % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS

/** The index of the period in force at a time of day (seconds; any value, taken modulo a day), or -1. */
export function periodIndexAt(periods: readonly PricePeriod[], clock: number): number {
  const t = dayClock(clock)
  return periods.findIndex((p) => {
    const start = hhmmSeconds(p.startTime)
    const end = hhmmSeconds(p.endTime)
    if (Number.isNaN(start) || Number.isNaN(end)) return false
    return start < end ? t >= start && t < end : t >= start || t < end
  })
}

/** Seconds from a time of day to the next period boundary (or midnight), always > 0. */
export function secondsToBoundary(periods: readonly PricePeriod[], clock: number): number {
  const t = dayClock(clock)
  let best = DAY_SECONDS - t
  for (const p of periods) {
    for (const b of [hhmmSeconds(p.startTime), hhmmSeconds(p.endTime)]) {
      if (Number.isNaN(b)) continue
      const ahead = b > t + 1e-9 ? b - t : b + DAY_SECONDS - t
      if (ahead > 1e-9 && ahead < best) best = ahead
    }
  }
  return best
}

// --- BIKE: price by power tier ------------------------------------------------------------------

/** The tier of a measured power: the first whose maxW it does not exceed ((min, max], 0 included); above all, the last. */
export function tierFor(tiers: readonly PowerTier[], watts: number): PowerTier | undefined {
  const sorted = [...tiers].sort((a, b) => a.maxW - b.maxW)
  return sorted.find((tier) => watts <= tier.maxW) ?? sorted[sorted.length - 1]
}

/** Cost of charging `seconds` at a tier's price per hour. */
export function bikeCost(tier: PowerTier, seconds: number): number {
  return cents((tier.pricePerHour * Math.max(0, seconds)) / 3600)
}

/** Seconds after which a tier's cost reaches `amount` (Infinity for a free tier). */
export function bikeSecondsFor(tier: PowerTier, amount: number): number {
  return tier.pricePerHour > 0 ? (amount * 3600) / tier.pricePerHour : Infinity
}

// --- CAR: price by period ------------------------------------------------------------------------

/** Energy drawn from `offset` seconds after the start, over `seconds`, spread evenly. */
export interface EnergySlice {
  offset: number
  seconds: number
  energyWh: number
}

export interface PeriodCost {
  periodFees: PeriodFee[]
  energyWh: number
  electricityFee: number
  serviceFee: number
}

/** A period's fees for a whole number of Wh. */
export function periodFee(period: PricePeriod, energyWh: number): PeriodFee {
  return {
    ...period,
    energyWh,
    electricityAmount: cents((energyWh * period.electricityFee) / 1000),
    serviceAmount: cents((energyWh * period.serviceFee) / 1000),
  }
}

/**
 * Fees of a CAR charge that started at `startClock` (seconds after midnight): each slice's energy
 * goes to the periods its time span falls in (split pro rata at boundaries, midnight included). Each
 * period touched gives one PeriodFee (in the order first touched) with whole Wh; money is rounded per
 * period and the totals are the sums, so the breakdown always adds up.
 */
export function carCostByPeriods(
  periods: readonly PricePeriod[],
  startClock: number,
  slices: readonly EnergySlice[],
): PeriodCost {
  const energy = new Map<number, number>()
  for (const slice of slices) {
    if (slice.energyWh <= 0) continue
    if (slice.seconds <= 0) {
      const at = periodIndexAt(periods, startClock + slice.offset)
      energy.set(at, (energy.get(at) ?? 0) + slice.energyWh)
      continue
    }
    let t = slice.offset
    const end = slice.offset + slice.seconds
    while (t < end - 1e-9) {
      const step = Math.min(end - t, secondsToBoundary(periods, startClock + t))
      const at = periodIndexAt(periods, startClock + t)
      energy.set(at, (energy.get(at) ?? 0) + (slice.energyWh * step) / slice.seconds)
      t += step
    }
  }
  const periodFees: PeriodFee[] = []
  for (const [index, wh] of energy) {
    const period = periods[index]
    const whole = Math.round(wh)
    if (period && whole > 0) periodFees.push(periodFee(period, whole))
  }
  return {
    periodFees,
    energyWh: periodFees.reduce((sum, p) => sum + p.energyWh, 0),
    electricityFee: periodFees.reduce((sum, p) => sum + p.electricityAmount, 0),
    serviceFee: periodFees.reduce((sum, p) => sum + p.serviceAmount, 0),
  }
}

/**
 * Fits the fees to the prepaid amount: rounding excess is trimmed (service first, last period first)
 * so they never exceed it; with `exact` (the charge stopped because the money was used) a rounding
 * shortfall is added to the last period's electricity so that they equal it.
 */
export function capFees(cost: PeriodCost, prepaid: number, exact = false): PeriodCost {
  let excess = cost.electricityFee + cost.serviceFee - prepaid
  if (excess === 0 || (excess < 0 && !exact)) return cost
  const periodFees = cost.periodFees.map((p) => ({ ...p }))
  if (excess < 0) {
    const last = periodFees[periodFees.length - 1]
    if (!last) return cost
    last.electricityAmount -= excess
    excess = 0
  }
  for (const field of ['serviceAmount', 'electricityAmount'] as const) {
    for (let i = periodFees.length - 1; i >= 0 && excess > 0; i -= 1) {
      const fee = periodFees[i]
      if (!fee) continue
      const cut = Math.min(fee[field], excess)
      fee[field] -= cut
      excess -= cut
    }
  }
  return {
    ...cost,
    periodFees,
    electricityFee: periodFees.reduce((sum, p) => sum + p.electricityAmount, 0),
    serviceFee: periodFees.reduce((sum, p) => sum + p.serviceAmount, 0),
  }
}

// --- coupons and settlement ----------------------------------------------------------------------

export interface CouponTerms {
  kind: 'COUPON' | 'VOUCHER'
  threshold: number
  value: number
}

/** What a coupon takes off an order of `amount`: a COUPON its value from its threshold on; a VOUCHER up to its value. */
export function couponDiscount(coupon: CouponTerms | null | undefined, amount: number): number {
  if (!coupon || amount <= 0) return 0
  if (coupon.kind === 'VOUCHER') return Math.min(coupon.value, amount)
  return amount >= coupon.threshold ? Math.min(coupon.value, amount) : 0
}

/** How an order is paid (DESIGN §7): VOUCHER when a voucher left nothing to pay, else as asked. */
export function orderPayType(
  asked: PayType,
  coupon: CouponTerms | null | undefined,
  amount: number,
): OrderPayType {
  return coupon?.kind === 'VOUCHER' && amount - couponDiscount(coupon, amount) <= 0
    ? 'VOUCHER'
    : asked
}

export interface Settlement {
  /** Taken from the user at payment: prepaid - discount. */
  paid: number
  /** Given back: what was paid beyond the consumption after the discount. */
  refunded: number
  refundStatus: RefundStatus
}

/**
 * Settles an order. The coupon pays the first `discount` cents of the consumption, the user the rest:
 * refunded = paid - max(0, consumed - discount) = prepaid - max(consumed, discount), never negative
 * and never more than paid. NONE when nothing goes back, FULL when all of it does, else PARTIAL.
 */
export function settle(input: { prepaid: number; discount: number; consumed: number }): Settlement {
  const prepaid = Math.max(0, input.prepaid)
  const discount = Math.min(Math.max(0, input.discount), prepaid)
  const consumed = Math.min(Math.max(0, input.consumed), prepaid)
  const paid = prepaid - discount
  const refunded = Math.min(paid, Math.max(0, prepaid - Math.max(consumed, discount)))
  const refundStatus: RefundStatus =
    refunded === 0 ? 'NONE' : refunded === paid ? 'FULL' : 'PARTIAL'
  return { paid, refunded, refundStatus }
}
