import { CURVE_MAX_SAMPLES, type ChargeCurve } from '@/api/curve-types'
import { CURVE_API } from '@/api/endpoints/curve'
import { API } from '@/api/endpoints/spec'
import { type Order } from '@/api/types'
import { setSpeed } from '@/mocks/core/clock'
import { BIKE_FULL_SECONDS, bikeEnergyWh } from '@/mocks/charging/curves'
import { wechatPayOrder } from '@/mocks/charging/handlers'
import { periodTotals, tierTotals } from '@/lib/fee-breakdown'
import { login, post, setupMockServer } from './api'
import { BIKE_ORDER, CAR_ORDER, charging, data, tick, useFakeClock } from './charging-api'

setupMockServer()
beforeEach(() => useFakeClock())
afterEach(() => setSpeed(null))

const SEEDED = Array.from({ length: 14 }, (_, i) => `OD${100001 + i}`)

async function curveOf(token: string, orderId: string): Promise<ChargeCurve> {
  return data(await post<ChargeCurve>(CURVE_API.chargeCurve, { orderId }, token))
}

async function paidOrder(api: ReturnType<typeof charging>, req = BIKE_ORDER): Promise<string> {
  const { orderId } = data(await api.create(req))
  wechatPayOrder(orderId)
  expect(data(await api.confirm(orderId)).paid).toBe(true)
  return orderId
}

/** What every curve holds: bounded, time-ordered, plausible figures. */
function expectWellFormed(curve: ChargeCurve) {
  const { samples } = curve
  expect(samples.length).toBeLessThanOrEqual(CURVE_MAX_SAMPLES)
  for (let i = 1; i < samples.length; i += 1) {
    const [a, b] = [samples[i - 1]!, samples[i]!]
    expect(b.seconds).toBeGreaterThan(a.seconds)
    expect(b.energyWh).toBeGreaterThanOrEqual(a.energyWh)
    if (a.soc !== null && b.soc !== null) expect(b.soc).toBeGreaterThanOrEqual(a.soc)
  }
  for (const s of samples) {
    expect(s.powerW).toBeGreaterThanOrEqual(0)
    if (s.voltageV > 0) expect(s.currentA).toBeCloseTo(s.powerW / s.voltageV, 1)
    expect(s.soc === null).toBe(curve.deviceType === 'BIKE')
  }
}

/** The order's itemised figures equal the sums of its breakdown, to the fen and the Wh. */
function expectBreakdownAddsUp(order: Order) {
  if (order.deviceType === 'CAR') {
    expect(periodTotals(order.periodFees)).toEqual({
      energyWh: order.energyWh,
      electricityAmount: order.electricityFee,
      serviceAmount: order.serviceFee,
    })
    return
  }
  const tiers = order.tierFees ?? []
  if (order.durationSeconds === 0) return expect(tiers).toEqual([])
  expect(tierTotals(tiers)).toEqual({
    seconds: order.durationSeconds,
    energyWh: order.energyWh,
    amount: order.electricityFee + order.serviceFee,
  })
}

describe('the charge curve call', () => {
  it('validates its input like a real server: login, body, order', async () => {
    const token = await login()
    expect((await post(CURVE_API.chargeCurve, { orderId: 'OD100001' })).status).toBe(500)
    expect((await post(CURVE_API.chargeCurve, {}, token)).body).toMatchObject({
      code: '100001',
      msg: '参数错误：订单号不能为空',
    })
    expect((await post(CURVE_API.chargeCurve, 'not json', token)).body?.code).toBe('100001')
    expect((await post(CURVE_API.chargeCurve, { orderId: 42 }, token)).body?.code).toBe('100001')
    expect((await post(CURVE_API.chargeCurve, { orderId: 'OD999999' }, token)).body).toMatchObject({
      code: '300013',
      msg: '订单不存在',
    })
  })

  it('every seeded order: well formed, ends on the order, and its breakdown adds up', async () => {
    const token = await login()
    const api = charging(token)
    for (const id of SEEDED) {
      const [order, curve] = [await api.order(id), await curveOf(token, id)]
      expectWellFormed(curve)
      expectBreakdownAddsUp(order)
      expect(curve).toMatchObject({ orderId: id, status: order.status, startTime: order.startTime })
      const last = curve.samples.at(-1)
      if (!order.startTime) {
        expect(curve.samples).toEqual([])
        continue
      }
      // The last sample is the charge's end: the order's duration and energy, the pile off.
      expect(last).toMatchObject({
        seconds: order.durationSeconds,
        energyWh: order.energyWh,
        powerW: 0,
      })
      expect(curve.endSeconds).toBe(order.durationSeconds)
      expect(curve.stopReason).toBe(order.stopReason)
      expect(curve.pricePeriods.length > 0).toBe(order.deviceType === 'CAR')
    }
  })

  it('a BIKE charged to full has not lost energy at the last minute (the curve would dip)', () => {
    // The energy at full used the trickle after it (30 W) for the curve's end (80 W): 36 Wh less.
    expect(bikeEnergyWh(BIKE_FULL_SECONDS)).toBeGreaterThan(bikeEnergyWh(BIKE_FULL_SECONDS - 60))
    expect(bikeEnergyWh(BIKE_FULL_SECONDS + 60)).toBeCloseTo(
      bikeEnergyWh(BIKE_FULL_SECONDS) + 30 / 60,
      9,
    )
  })

  it('a CAR order across midnight: SOC from 30 %, the locked periods, the power tapering', async () => {
    const token = await login()
    const curve = await curveOf(token, 'OD100004')
    const [first, last] = [curve.samples[0]!, curve.samples.at(-1)!]
    expect(first).toMatchObject({ seconds: 0, energyWh: 0, soc: 30, powerW: 58000 })
    expect(last.soc).toBeGreaterThan(30)
    expect(Math.max(...curve.samples.map((s) => s.powerW))).toBe(58000)
    expect(curve.pricePeriods.map((p) => p.periodType)).toContain('VALLEY')
  })

  it('follows the live figures while charging, and stays within 360 points for any length', async () => {
    setSpeed(600)
    const token = await login()
    const api = charging(token)
    const bike = await paidOrder(api, { ...BIKE_ORDER, planId: 'T8', amount: 600 })
    tick(3000)
    expect((await curveOf(token, bike)).samples).toEqual([
      { seconds: 0, powerW: 330, voltageV: 48, currentA: 6.88, energyWh: 0, soc: null },
    ])
    // 7 h of an 8 h plan: 420 raw one-minute samples, downsampled.
    tick(42_000)
    const [live, curve] = [await api.live(bike), await curveOf(token, bike)]
    expectWellFormed(curve)
    expect(curve.samples.length).toBeGreaterThan(CURVE_MAX_SAMPLES / 2)
    expect(curve.endSeconds).toBeNull()
    expect(curve.samples.at(-1)).toEqual({
      seconds: live.elapsedSeconds,
      powerW: live.powerW,
      voltageV: live.voltageV,
      currentA: live.currentA,
      energyWh: live.energyWh,
      soc: null,
    })
    // The peak of the curve (380 W at 3 h) survives the downsampling.
    expect(Math.max(...curve.samples.map((s) => s.powerW))).toBe(380)

    // A car charged to full at 600x: one sample per minute and per period boundary, ending at 100 %.
    const car = await paidOrder(api, { ...CAR_ORDER, amount: 20000 })
    tick(3000 + 12_000)
    const [carLive, carCurve] = [await api.live(car), await curveOf(token, car)]
    expectWellFormed(carCurve)
    expect(carCurve).toMatchObject({ stopReason: 'FULL', endSeconds: carLive.elapsedSeconds })
    expect(carCurve.samples.at(-1)).toEqual({
      seconds: carLive.elapsedSeconds,
      powerW: 0,
      voltageV: 0,
      currentA: 0,
      energyWh: carLive.energyWh,
      soc: 100,
    })
    expect(carCurve.startTime).toBe((await api.order(car)).startTime)
  })

  it('after a stop: marks the end, and the settled order matches the curve and adds up', async () => {
    const token = await login()
    const api = charging(token)
    const car = await paidOrder(api, CAR_ORDER)
    tick(3000 + 40_000)
    data(await api.stop(car))
    tick(10_000)
    const [order, curve] = [await api.order(car), await curveOf(token, car)]
    expect(order.status).toBe('COMPLETED')
    expectWellFormed(curve)
    expectBreakdownAddsUp(order)
    // 09:58:03 + 40 min crosses 10:00: two periods, and their fees add up to the order's.
    expect(order.periodFees.map((p) => p.periodType)).toEqual(['FLAT', 'PEAK'])
    expect(curve).toMatchObject({ endSeconds: order.durationSeconds, stopReason: 'USER' })
    expect(curve.samples.at(-1)).toMatchObject({ energyWh: order.energyWh, powerW: 0 })

    const bike = await paidOrder(api)
    tick(3000 + 150_000)
    const settled = await api.order(bike)
    expect(settled).toMatchObject({ status: 'COMPLETED', stopReason: 'PLAN_END' })
    expectBreakdownAddsUp(settled)
    expect(settled.tierFees).toEqual([
      {
        minW: 200,
        maxW: 400,
        pricePerHour: 60,
        seconds: 7200,
        energyWh: settled.energyWh,
        amount: 120,
      },
    ])
  })

  it('answers an unpaid order with no samples, and the order list is unchanged by it', async () => {
    const token = await login()
    const api = charging(token)
    const { orderId } = data(await api.create(BIKE_ORDER))
    expect(await curveOf(token, orderId)).toMatchObject({
      status: 'UNPAID',
      startTime: '',
      endSeconds: null,
      samples: [],
      pricePeriods: [],
    })
    expect((await post(API.orderList, { pageNo: 1, pageSize: 5 }, token)).body?.code).toBe('000000')
  })
})
