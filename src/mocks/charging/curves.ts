/**
 * The physics of the simulator, pure functions of simulated seconds since the charge started.
 * BIKE: a 48 V pack drawing ~350 W that rises slightly, then tapers until full after 6 h.
 * CAR: a 60 kWh pack from 30 % SOC, DC power 58 kW tapering with SOC (capped by the pile's rating),
 * integrated in one-minute steps that also break at price-period boundaries.
 */
import type { BikePlan, PowerTier, PricePeriod, StopReason } from '@/api/types'
import {
  bikeCost,
  bikeSecondsFor,
  periodIndexAt,
  secondsToBoundary,
  tierFor,
  type EnergySlice,
} from './pricing'

// --- BIKE ----------------------------------------------------------------------------------------

/** [simulated seconds, W]: the power curve of a typical e-bike until full. */
export const BIKE_CURVE: readonly (readonly [number, number])[] = [
  [0, 330],
  [600, 350],
  [3 * 3600, 380],
  [4.5 * 3600, 360],
  [6 * 3600, 80],
]
/** The battery is full (FULL mode stops) after this many simulated seconds. */
export const BIKE_FULL_SECONDS = 6 * 3600
/** Float charge after full, for plans that keep the socket on. */
export const BIKE_TRICKLE_W = 30
/** The pile picks the price tier from the power measured this long after the start. */
export const BIKE_MEASURE_SECONDS = 300

/** The curve itself, up to and including full (BIKE_CURVE interpolated). */
function curveW(t: number): number {
  for (let i = 1; i < BIKE_CURVE.length; i += 1) {
    const [t1, p1] = BIKE_CURVE[i] ?? [0, 0]
    const [t0, p0] = BIKE_CURVE[i - 1] ?? [0, 0]
    if (t <= t1) return p0 + ((p1 - p0) * (Math.max(t, t0) - t0)) / (t1 - t0)
  }
  return BIKE_TRICKLE_W
}

export function bikePowerW(t: number): number {
  return t >= BIKE_FULL_SECONDS ? BIKE_TRICKLE_W : curveW(t)
}

/** Wh drawn in the first `t` simulated seconds (exact integral of the piecewise-linear curve). */
export function bikeEnergyWh(t: number): number {
  let wattSeconds = 0
  for (let i = 1; i < BIKE_CURVE.length; i += 1) {
    const [t0] = BIKE_CURVE[i - 1] ?? [0, 0]
    const [t1] = BIKE_CURVE[i] ?? [0, 0]
    if (t <= t0) break
    const end = Math.min(t, t1)
    // The curve's own value at the segment's end: at full it is 80 W, not the trickle after it
    // (which made the energy at full 36 Wh less than a minute before).
    wattSeconds += ((curveW(t0) + curveW(end)) / 2) * (end - t0)
  }
  if (t > BIKE_FULL_SECONDS) wattSeconds += BIKE_TRICKLE_W * (t - BIKE_FULL_SECONDS)
  return wattSeconds / 3600
}

export function bikeVoltageV(t: number): number {
  return 48 + 6 * Math.min(1, Math.max(0, t) / BIKE_FULL_SECONDS)
}

export function bikeTier(tiers: readonly PowerTier[]): PowerTier | undefined {
  return tierFor(tiers, bikePowerW(BIKE_MEASURE_SECONDS))
}

export interface BikeRun {
  /** Simulated seconds charged (at most the natural end). */
  seconds: number
  energyWh: number
  cost: number
  /** Seconds at which the charge ends by itself, and why; Infinity when it would not (no limit). */
  limitSeconds: number
  limitReason: StopReason
  /** The reason, once the charge has reached its natural end. */
  ended: StopReason | null
}

/** A BIKE charge after `until` simulated seconds: TIME ends at the plan's hours, FULL when full, all when the money is used. */
export function runBike(
  input: { plan: BikePlan | null; tier: PowerTier | undefined; prepaid: number },
  until: number,
): BikeRun {
  const { plan, tier, prepaid } = input
  let limitSeconds = tier ? bikeSecondsFor(tier, prepaid) : Infinity
  let limitReason: StopReason = 'BALANCE'
  if (plan?.mode === 'TIME' && plan.hours !== undefined && plan.hours * 3600 <= limitSeconds) {
    limitSeconds = plan.hours * 3600
    limitReason = 'PLAN_END'
  }
  if (plan?.mode === 'FULL' && BIKE_FULL_SECONDS <= limitSeconds) {
    limitSeconds = BIKE_FULL_SECONDS
    limitReason = 'FULL'
  }
  const seconds = Math.max(0, Math.min(until, limitSeconds))
  return {
    seconds,
    energyWh: bikeEnergyWh(seconds),
    cost: tier ? Math.min(prepaid, bikeCost(tier, seconds)) : 0,
    limitSeconds,
    limitReason,
    ended: until >= limitSeconds ? limitReason : null,
  }
}

// --- CAR -----------------------------------------------------------------------------------------

export const CAR_PACK_WH = 60000
export const CAR_START_SOC = 30
export const CAR_STEP_SECONDS = 60
const EPS = 1e-6

/** [SOC %, W]: the DC charge curve of the simulated car. */
export const CAR_CURVE: readonly (readonly [number, number])[] = [
  [0, 58000],
  [50, 58000],
  [80, 40000],
  [95, 15000],
  [100, 6000],
]

export function carPowerW(soc: number, ratedW: number): number {
  let power = 6000
  for (let i = 1; i < CAR_CURVE.length; i += 1) {
    const [s0, p0] = CAR_CURVE[i - 1] ?? [0, 0]
    const [s1, p1] = CAR_CURVE[i] ?? [0, 0]
    if (soc <= s1) {
      power = p0 + ((p1 - p0) * (Math.max(soc, s0) - s0)) / (s1 - s0)
      break
    }
  }
  return Math.min(power, ratedW)
}

/** DC piles charge at ~400 V (rising with SOC); AC piles (7 kW and below) at 220 V. */
export function carVoltageV(soc: number, ratedW: number): number {
  return ratedW <= 7000 ? 220 : 360 + 0.5 * soc
}

export interface CarInput {
  periods: readonly PricePeriod[]
  /** Seconds after local midnight when the charge started. */
  startClock: number
  ratedW: number
  prepaid: number
  startSoc?: number
}

export interface CarRun {
  seconds: number
  energyWh: number
  soc: number
  powerW: number
  /** The energy, one slice per step, for carCostByPeriods. */
  slices: EnergySlice[]
  ended: StopReason | null
}

/** A CAR charge after `until` simulated seconds: ends at SOC 100 ('FULL') or when the prepaid money is used ('BALANCE'). */
export function runCar(input: CarInput, until: number): CarRun {
  const { periods, startClock, ratedW, prepaid } = input
  const startSoc = input.startSoc ?? CAR_START_SOC
  const slices: EnergySlice[] = []
  let t = 0
  let energy = 0
  let cost = 0
  let ended: StopReason | null = null
  const socOf = (wh: number): number => startSoc + (wh / CAR_PACK_WH) * 100
  for (let guard = 0; guard < 100000; guard += 1) {
    const soc = socOf(energy)
    if (soc >= 100 - EPS) ended = 'FULL'
    else if (cost >= prepaid - EPS) ended = 'BALANCE'
    if (ended || t >= until) break
    const power = carPowerW(soc, ratedW)
    const period = periods[periodIndexAt(periods, startClock + t)]
    const price = period ? period.electricityFee + period.serviceFee : 0
    let dt = Math.min(CAR_STEP_SECONDS, until - t, secondsToBoundary(periods, startClock + t))
    let wh = (power * dt) / 3600
    const cap = Math.min(
      ((100 - soc) / 100) * CAR_PACK_WH,
      price > 0 ? ((prepaid - cost) * 1000) / price : Infinity,
    )
    if (wh >= cap) {
      wh = Math.max(0, cap)
      dt = (wh * 3600) / power
    }
    slices.push({ offset: t, seconds: dt, energyWh: wh })
    t += dt
    energy += wh
    cost += (wh * price) / 1000
  }
  const soc = Math.min(100, socOf(energy))
  return {
    seconds: t,
    energyWh: energy,
    soc,
    powerW: ended ? 0 : carPowerW(soc, ratedW),
    slices,
    ended,
  }
}
