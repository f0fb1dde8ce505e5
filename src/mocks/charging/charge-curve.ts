/**
 * An order's charge curve, from the simulator's own physics (charging/curves.ts): what the pile would have
 * reported every RAW_STEP_SECONDS (a CAR also at each price-period boundary), downsampled to at
 * most CURVE_MAX_SAMPLES. The last sample is the live figure itself (liveOf), so the curve ends where
 * the live page and, once settled, the order end: same seconds, energy and SOC.
 */
import { CURVE_MAX_SAMPLES, type ChargeCurve, type CurveSample } from '@/api/curve-types'
import { downsample } from '@/lib/charge-curve'
import {
  bikeEnergyWh,
  bikePowerW,
  bikeVoltageV,
  CAR_PACK_WH,
  CAR_START_SOC,
  carPowerW,
  carVoltageV,
  runCar,
} from './curves'
import type { StoredOrder } from './state'
import { carInput, liveOf } from './simulator'

/** How often the simulated pile reports (simulated seconds). */
export const RAW_STEP_SECONDS = 60

const round = (value: number, digits: number): number => {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

function sample(seconds: number, powerW: number, voltageV: number, energyWh: number) {
  const power = Math.round(powerW)
  const voltage = round(voltageV, 1)
  return {
    seconds: Math.round(seconds),
    powerW: power,
    voltageV: voltage,
    currentA: voltage > 0 ? round(power / voltage, 2) : 0,
    energyWh: Math.round(energyWh),
  }
}

function bikeSamples(until: number): CurveSample[] {
  const samples: CurveSample[] = []
  for (let t = 0; t < until; t += RAW_STEP_SECONDS) {
    samples.push({ ...sample(t, bikePowerW(t), bikeVoltageV(t), bikeEnergyWh(t)), soc: null })
  }
  return samples
}

/** One sample at the start of each step of the CAR physics (steps break at period boundaries). */
function carSamples(order: StoredOrder, until: number): CurveSample[] {
  const input = carInput(order)
  const samples: CurveSample[] = []
  let energy = 0
  for (const slice of runCar(input, until).slices) {
    const soc = CAR_START_SOC + (energy / CAR_PACK_WH) * 100
    const power = carPowerW(soc, input.ratedW)
    const at = sample(slice.offset, power, carVoltageV(soc, input.ratedW), energy)
    const last = samples[samples.length - 1]
    if (at.seconds < until && (!last || at.seconds > last.seconds)) {
      samples.push({ ...at, soc: Math.min(100, Math.floor(soc + 1e-6)) })
    }
    energy += slice.energyWh
  }
  return samples
}

/** The curve of an order at real time `now` (call stepOrder first). */
export function chargeCurveOf(order: StoredOrder, now: number): ChargeCurve {
  const car = order.deviceType === 'CAR'
  const curve: ChargeCurve = {
    orderId: order.orderId,
    deviceType: order.deviceType,
    status: order.status,
    startTime: order.startTime,
    endSeconds: null,
    stopReason: order.stopReason,
    pricePeriods: car ? order.sim.periods.map((p) => ({ ...p })) : [],
    samples: [],
  }
  if (order.sim.chargeStartMs === null) return curve
  const live = liveOf(order, now)
  const last: CurveSample = {
    seconds: live.elapsedSeconds,
    powerW: live.powerW,
    voltageV: live.voltageV,
    currentA: live.currentA,
    energyWh: live.energyWh,
    soc: live.soc,
  }
  const raw = car ? carSamples(order, last.seconds) : bikeSamples(last.seconds)
  return {
    ...curve,
    endSeconds: order.sim.endMs !== null ? last.seconds : null,
    samples: downsample([...raw.filter((s) => s.seconds < last.seconds), last], CURVE_MAX_SAMPLES),
  }
}
