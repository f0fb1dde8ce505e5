import { clockSeconds, formatTime, parseTime } from '@/mocks/core/clock'
import {
  BIKE_FULL_SECONDS,
  bikeEnergyWh,
  bikePowerW,
  CAR_PACK_WH,
  runBike,
  runCar,
} from '@/mocks/charging/curves'
import { buildOrder, markPaid, payParamsFor } from '@/mocks/orders/model'
import { carCostByPeriods } from '@/mocks/charging/pricing'
import { BIKE_PLANS, createDevices, POWER_TIERS, PRICE_PERIODS } from '@/mocks/charging/seed'
import { advance, figuresAt, liveOf, STARTING_MS } from '@/mocks/charging/simulator'

const at = (hh: number, mm = 0, ss = 0) => hh * 3600 + mm * 60 + ss

describe('curves', () => {
  it('draws ~350 W rising slightly, then tapering until full', () => {
    expect(bikePowerW(0)).toBe(330)
    expect(bikePowerW(3 * 3600)).toBe(380)
    expect(bikePowerW(BIKE_FULL_SECONDS)).toBeLessThan(100)
    expect(bikeEnergyWh(600)).toBeCloseTo(((330 + 350) / 2) * (600 / 3600), 9)
    expect(bikeEnergyWh(7200)).toBeGreaterThan(bikeEnergyWh(3600))
  })

  it('ends BIKE plans at the plan end, when the money is used, or when full', () => {
    const plan = (id: string) => BIKE_PLANS.find((p) => p.planId === id) ?? null
    const t = POWER_TIERS[1]
    expect(runBike({ plan: plan('T2'), tier: t, prepaid: 200 }, 9000)).toMatchObject({
      seconds: 7200,
      cost: 120,
      ended: 'PLAN_END',
    })
    expect(runBike({ plan: plan('A1'), tier: t, prepaid: 100 }, 9000)).toMatchObject({
      seconds: 6000,
      cost: 100,
      ended: 'BALANCE',
    })
    expect(runBike({ plan: plan('F5'), tier: t, prepaid: 500 }, 99999)).toMatchObject({
      seconds: BIKE_FULL_SECONDS,
      cost: 360,
      ended: 'FULL',
    })
    expect(runBike({ plan: plan('F5'), tier: t, prepaid: 500 }, 600).ended).toBeNull()
  })

  it('charges a car 1 % per 600 Wh, never across a period boundary in one slice', () => {
    const input = { periods: PRICE_PERIODS, startClock: at(9, 58), ratedW: 60000, prepaid: 100000 }
    const partial = runCar(input, 600)
    expect(partial.soc).toBeCloseTo(30 + partial.energyWh / (CAR_PACK_WH / 100), 6)
    expect(partial.powerW).toBe(58000)
    expect(partial.slices.some((s) => s.offset < 120 && s.offset + s.seconds > 120 + 1e-6)).toBe(
      false,
    )
    const full = runCar(input, 86400)
    expect(full).toMatchObject({ ended: 'FULL', soc: 100, powerW: 0 })
    expect(full.energyWh).toBeCloseTo(42000, 3)
    const ac = runCar({ ...input, ratedW: 7000 }, 3600)
    expect(ac.energyWh).toBeCloseTo(7000, 3)
    const poor = runCar({ ...input, prepaid: 1000 }, 86400)
    expect(poor.ended).toBe('BALANCE')
    expect(carCostByPeriods(PRICE_PERIODS, at(9, 58), poor.slices).electricityFee).toBeGreaterThan(
      500,
    )
  })
})

describe('order lifecycle (pure)', () => {
  const device = createDevices()[0]!
  const created = parseTime('2026-11-22 08:00:00')
  const order = () =>
    buildOrder({
      seq: 7,
      device,
      portNo: 1,
      plan: BIKE_PLANS[1]!,
      amount: 200,
      discount: 0,
      couponId: null,
      payType: 'WECHAT',
      cardId: null,
      createdMs: created,
      speed: 60,
      failStart: false,
    })

  it('numbers orders and signs WeChat payments deterministically', () => {
    const o = order()
    expect(o).toMatchObject({
      orderId: 'OD100007',
      orderNo: 'CD202611220800000007',
      status: 'UNPAID',
    })
    expect(payParamsFor(o, created, 'wxa')).toEqual(payParamsFor(order(), created, 'wxa'))
    expect(formatTime(created)).toBe('2026-11-22 08:00:00')
    expect(clockSeconds(created)).toBe(at(8))
  })

  it('moves through the states by time alone', () => {
    const o = order()
    markPaid(o, created)
    expect(advance(o, created + STARTING_MS - 1)).toEqual([])
    expect(o.status).toBe('STARTING')
    advance(o, created + STARTING_MS + 60000)
    expect(o.status).toBe('CHARGING')
    expect(liveOf(o, created + STARTING_MS + 60000)).toMatchObject({
      elapsedSeconds: 3600,
      cost: 60,
    })
    expect(figuresAt(o, 3600).remainingSeconds).toBe(3600)
    expect(advance(o, created + STARTING_MS + 200000)).toEqual(['SETTLED'])
    expect(o).toMatchObject({
      status: 'COMPLETED',
      stopReason: 'PLAN_END',
      refunded: 80,
      endTime: '2026-11-22 10:00:03',
    })
  })
})
