/**
 * The charging simulator: an order's figures are a pure function of (order, simulated seconds), and
 * `advance(order, now)` moves an order through its states when it is read (no timers):
 *
 *   UNPAID --15 min--> CANCELLED
 *   STARTING --3 s--> CHARGING (START_FAILED with a full refund on a failing pile)
 *   CHARGING --stop / plan end / money used / full--> STOPPING --2 s--> SETTLING --2 s--> COMPLETED
 *
 * Real milliseconds become simulated seconds at the order's speed-up factor (default 60), so a 2 h
 * plan lasts 2 real minutes; start, end and duration are in simulated time from the real start.
 */
import type { LiveCharging, Order, OrderStatus, PeriodFee, StopReason, TierFee } from '@/api/types'
import { clockSeconds, formatTime } from '../core/clock'
import {
  bikePowerW,
  bikeTier,
  bikeVoltageV,
  carPowerW,
  carVoltageV,
  runBike,
  runCar,
  type CarInput,
} from './curves'
import { parkingWaiverOf } from './parking'
import { capFees, carCostByPeriods, settle } from './pricing'
import type { StoredOrder } from './state'

export const STARTING_MS = 3000
export const STOPPING_MS = 2000
export const SETTLING_MS = 2000
export const UNPAID_TIMEOUT_MS = 15 * 60 * 1000
export const RUNNING_STATUSES: readonly OrderStatus[] = [
  'STARTING',
  'CHARGING',
  'STOPPING',
  'SETTLING',
]

export function isRunning(order: Pick<Order, 'status'>): boolean {
  return RUNNING_STATUSES.includes(order.status)
}

export interface Figures {
  /** Simulated seconds charged. */
  seconds: number
  energyWh: number
  electricityFee: number
  serviceFee: number
  periodFees: PeriodFee[]
  powerW: number
  voltageV: number
  /** CAR only. */
  soc: number | null
  /** Simulated seconds to the natural end; -1 when unknown (BIKE until full). */
  remainingSeconds: number
  ended: StopReason | null
}

/** Simulated seconds charged by real time `now` (frozen once the charge stopped). */
export function simSecondsAt(order: StoredOrder, now: number): number {
  const { chargeStartMs, endMs, speed } = order.sim
  if (chargeStartMs === null) return 0
  const until = endMs === null ? now : Math.min(now, endMs)
  return Math.max(0, ((until - chargeStartMs) / 1000) * speed)
}

/** The CAR physics' input of an order: its locked terms and the time of day it started. */
export function carInput(order: StoredOrder): CarInput {
  const { periods, ratedW, chargeStartMs, createdMs } = order.sim
  return {
    periods,
    startClock: clockSeconds(chargeStartMs ?? createdMs),
    ratedW,
    prepaid: order.prepaid,
  }
}

/** The figures of an order after `seconds` of simulated charging (pure). */
export function figuresAt(order: StoredOrder, seconds: number): Figures {
  if (order.deviceType === 'BIKE') {
    const run = runBike(
      { plan: order.plan, tier: bikeTier(order.sim.tiers), prepaid: order.prepaid },
      seconds,
    )
    const unknownEnd = order.plan?.mode === 'FULL' || !Number.isFinite(run.limitSeconds)
    return {
      seconds: run.seconds,
      energyWh: Math.round(run.energyWh),
      electricityFee: run.cost,
      serviceFee: 0,
      periodFees: [],
      powerW: run.ended ? 0 : bikePowerW(run.seconds),
      voltageV: bikeVoltageV(run.seconds),
      soc: null,
      remainingSeconds: unknownEnd ? -1 : Math.max(0, run.limitSeconds - run.seconds),
      ended: run.ended,
    }
  }
  const input = carInput(order)
  const run = runCar(input, seconds)
  const cost = capFees(
    carCostByPeriods(input.periods, input.startClock, run.slices),
    order.prepaid,
    run.ended === 'BALANCE',
  )
  const toEnd = run.ended ? 0 : runCar(input, run.seconds + 2 * 86400).seconds - run.seconds
  return {
    seconds: run.seconds,
    energyWh: cost.energyWh,
    electricityFee: cost.electricityFee,
    serviceFee: cost.serviceFee,
    periodFees: cost.periodFees,
    powerW: run.ended ? 0 : carPowerW(run.soc, input.ratedW),
    voltageV: carVoltageV(run.soc, input.ratedW),
    soc: Math.min(100, Math.floor(run.soc + 1e-6)),
    remainingSeconds: Math.max(0, toEnd),
    ended: run.ended,
  }
}

type FigureFields = Pick<
  Order,
  'durationSeconds' | 'energyWh' | 'electricityFee' | 'serviceFee' | 'periodFees'
>

function applyFigures(order: FigureFields, figures: Figures): void {
  order.durationSeconds = Math.round(figures.seconds)
  order.energyWh = figures.energyWh
  order.electricityFee = figures.electricityFee
  order.serviceFee = figures.serviceFee
  order.periodFees = figures.periodFees
}

/** Stops the charge at real time `at` (simulated end time = start + simulated duration). */
export function stopAt(order: StoredOrder, at: number, reason: StopReason): void {
  const { sim } = order
  if (sim.chargeStartMs === null) {
    sim.chargeStartMs = at
    order.startTime = formatTime(at)
  }
  sim.endMs = Math.max(at, sim.chargeStartMs)
  order.status = 'STOPPING'
  order.stopReason = reason
  const seconds = simSecondsAt(order, sim.endMs)
  order.endTime = formatTime(sim.chargeStartMs + Math.round(seconds) * 1000)
}

export type SimEvent = 'CANCELLED' | 'START_FAILED' | 'STARTED' | 'SETTLED'

/**
 * Moves the order to where it is at real time `now`, changing only the order; returns what happened
 * so that the caller can move the money (refunds to cards) and coupons.
 */
export function advance(order: StoredOrder, now: number): SimEvent[] {
  const { sim } = order
  const events: SimEvent[] = []
  for (let guard = 0; guard < 8; guard += 1) {
    if (order.status === 'UNPAID') {
      if (now - sim.createdMs < UNPAID_TIMEOUT_MS) break
      order.status = 'CANCELLED'
      events.push('CANCELLED')
    } else if (order.status === 'STARTING') {
      const startAt = (sim.paidAtMs ?? sim.createdMs) + STARTING_MS
      if (now < startAt) break
      if (sim.failStart) {
        order.status = 'START_FAILED'
        order.stopReason = 'START_FAILED'
        order.endTime = formatTime(startAt)
        Object.assign(
          order,
          settle({ prepaid: order.prepaid, discount: order.discount, consumed: 0 }),
        )
        events.push('START_FAILED')
        break
      }
      order.status = 'CHARGING'
      sim.chargeStartMs = startAt
      order.startTime = formatTime(startAt)
      events.push('STARTED')
    } else if (order.status === 'CHARGING') {
      const figures = figuresAt(order, simSecondsAt(order, now))
      if (!figures.ended || sim.chargeStartMs === null) break
      stopAt(order, sim.chargeStartMs + (figures.seconds * 1000) / sim.speed, figures.ended)
    } else if (order.status === 'STOPPING') {
      if (sim.endMs === null || now < sim.endMs + STOPPING_MS) break
      order.status = 'SETTLING'
    } else if (order.status === 'SETTLING') {
      if (sim.endMs === null || now < sim.endMs + STOPPING_MS + SETTLING_MS) break
      applyFigures(order, figuresAt(order, simSecondsAt(order, sim.endMs)))
      const consumed = order.electricityFee + order.serviceFee
      Object.assign(order, settle({ prepaid: order.prepaid, discount: order.discount, consumed }))
      order.status = 'COMPLETED'
      events.push('SETTLED')
    } else break
  }
  return events
}

/**
 * BIKE: the one power tier the pile measured, with what it came to. Worked out from the order's own
 * figures when read (never stored), so its amount is the order's fee to the fen.
 */
function tierFeesOf(order: StoredOrder, view: Order): TierFee[] {
  const tier = order.deviceType === 'BIKE' ? bikeTier(order.sim.tiers) : undefined
  if (!tier || view.durationSeconds <= 0) return []
  const amount = view.electricityFee + view.serviceFee
  return [{ ...tier, seconds: view.durationSeconds, energyWh: view.energyWh, amount }]
}

/** The public order: the stored one without the simulator's fields, with the figures so far while it runs. */
export function publicOrder(order: StoredOrder, now: number): Order {
  const { sim, ...view } = order
  if (sim.chargeStartMs !== null && isRunning(order)) {
    applyFigures(view, figuresAt(order, simSecondsAt(order, now)))
  }
  if (order.deviceType === 'BIKE') return { ...view, tierFees: tierFeesOf(order, view) }
  return { ...view, plateNo: view.plateNo ?? null, parkingWaiver: parkingWaiverOf(view) }
}

const round = (value: number, digits: number): number => {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

/** What the charging page shows at real time `now`. */
export function liveOf(order: StoredOrder, now: number): LiveCharging {
  const charged = order.sim.chargeStartMs !== null
  const f = charged ? figuresAt(order, simSecondsAt(order, now)) : null
  const flowing = order.status === 'CHARGING' && f !== null
  const powerW = flowing ? Math.round(f.powerW) : 0
  const voltageV = flowing ? round(f.voltageV, 1) : 0
  return {
    orderId: order.orderId,
    status: order.status,
    deviceType: order.deviceType,
    elapsedSeconds: f ? Math.round(f.seconds) : 0,
    powerW,
    voltageV,
    currentA: voltageV > 0 ? round(powerW / voltageV, 2) : 0,
    energyWh: f?.energyWh ?? 0,
    cost: f ? f.electricityFee + f.serviceFee : 0,
    prepaid: order.prepaid,
    remainingSeconds: order.status === 'CHARGING' && f ? Math.round(f.remainingSeconds) : 0,
    soc: order.deviceType === 'CAR' ? (f?.soc ?? null) : null,
    stopReason: order.stopReason,
  }
}
