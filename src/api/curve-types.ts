/**
 * Our extension to the operator API (docs/API.md "Charge curve"): the samples of an order's charge,
 * for the power (and SOC) curve on the live page and in the order. Power W, voltage V, current A,
 * energy Wh; times are seconds after the charge's `startTime`.
 */
import { CURVE_MAX_POINTS } from '@/lib/charge-curve'
import type { PricePeriod } from '@/lib/price'
import type { DeviceType, OrderStatus, StopReason } from './charging-types'

/** The server sends at most this many samples, whatever the charge's length (downsampled). */
export const CURVE_MAX_SAMPLES = CURVE_MAX_POINTS

/** One measurement of the pile. */
export interface CurveSample {
  /** Seconds after the charge started. */
  seconds: number
  powerW: number
  voltageV: number
  currentA: number
  /** Wh charged so far. */
  energyWh: number
  /** CAR: state of charge 0-100; null for a BIKE. */
  soc: number | null
}

export interface ChargeCurve {
  orderId: string
  deviceType: DeviceType
  status: OrderStatus
  /** 'YYYY-MM-DD HH:mm:ss' the charge started; '' before it has. */
  startTime: string
  /** Seconds after the start when the charge stopped (stop, plan end, full, money used); null while it runs. */
  endSeconds: number | null
  stopReason: StopReason
  /** CAR: the order's price periods (its terms, fixed when it was created); [] for a BIKE. */
  pricePeriods: PricePeriod[]
  /** Oldest first, strictly increasing `seconds`, at most CURVE_MAX_SAMPLES; the last is the latest figure. */
  samples: CurveSample[]
}
