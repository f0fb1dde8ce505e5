import type { PricePeriod } from '@/api/types'
import { bikeTier } from '@/mocks/charging/curves'
import {
  bikeCost,
  capFees,
  carCostByPeriods,
  couponDiscount,
  hhmmSeconds,
  periodIndexAt,
  secondsToBoundary,
  settle,
  tierFor,
} from '@/mocks/charging/pricing'
import { POWER_TIERS, PRICE_PERIODS } from '@/mocks/charging/seed'

const at = (hh: number, mm = 0, ss = 0) => hh * 3600 + mm * 60 + ss
const type = (clock: number) => PRICE_PERIODS[periodIndexAt(PRICE_PERIODS, clock)]?.periodType
const tier = (watts: number) => tierFor(POWER_TIERS, watts)?.pricePerHour

describe('price periods', () => {
  it('reads HH:mm, 24:00 included', () => {
    expect(hhmmSeconds('08:30')).toBe(30600)
    expect(hhmmSeconds('24:00')).toBe(86400)
    expect(hhmmSeconds('24:01')).toBeNaN()
    expect(hhmmSeconds('8h')).toBeNaN()
  })

  it('finds the period in force: start inclusive, end exclusive, any day', () => {
    expect(type(at(9, 59, 59))).toBe('FLAT')
    expect(type(at(10))).toBe('PEAK')
    expect(type(at(17))).toBe('SHARP')
    expect(type(at(18, 59, 59))).toBe('SHARP')
    expect(type(at(23, 59, 59))).toBe('VALLEY')
    expect(periodIndexAt(PRICE_PERIODS, at(24))).toBe(0)
    expect(periodIndexAt(PRICE_PERIODS, at(24 + 10))).toBe(2)
    const night: PricePeriod[] = [
      {
        startTime: '22:00',
        endTime: '06:00',
        periodType: 'VALLEY',
        electricityFee: 30,
        serviceFee: 0,
      },
    ]
    expect(periodIndexAt(night, at(23))).toBe(0)
    expect(periodIndexAt(night, at(5, 59))).toBe(0)
    expect(periodIndexAt(night, at(6))).toBe(-1)
  })

  it('knows the seconds to the next boundary', () => {
    expect(secondsToBoundary(PRICE_PERIODS, at(9, 50))).toBe(600)
    expect(secondsToBoundary(PRICE_PERIODS, at(10))).toBe(7200)
    expect(secondsToBoundary(PRICE_PERIODS, at(23, 30))).toBe(1800)
  })
})

describe('carCostByPeriods', () => {
  it('splits a charge crossing 10:00 between FLAT and PEAK', () => {
    const cost = carCostByPeriods(PRICE_PERIODS, at(9, 50), [
      { offset: 0, seconds: 1200, energyWh: 20000 },
    ])
    expect(
      cost.periodFees.map((p) => [p.periodType, p.energyWh, p.electricityAmount, p.serviceAmount]),
    ).toEqual([
      ['FLAT', 10000, 650, 400],
      ['PEAK', 10000, 950, 400],
    ])
    expect(cost).toMatchObject({ energyWh: 20000, electricityFee: 1600, serviceFee: 800 })
  })

  it('splits a charge crossing midnight, one fee per period touched in time order', () => {
    const slices = [0, 1, 2, 3].map((i) => ({ offset: i * 900, seconds: 900, energyWh: 7500 }))
    const cost = carCostByPeriods(PRICE_PERIODS, at(23, 30), slices)
    expect(cost.periodFees.map((p) => `${p.startTime}-${p.endTime} ${p.energyWh}`)).toEqual([
      '23:00-24:00 15000',
      '00:00-08:00 15000',
    ])
    expect(cost.electricityFee).toBe(900)
    expect(cost.serviceFee).toBe(1200)
  })

  it('rounds per period (half up) so the breakdown adds up', () => {
    const one = carCostByPeriods(PRICE_PERIODS, at(9), [{ offset: 0, seconds: 60, energyWh: 1234 }])
    expect(one.periodFees[0]).toMatchObject({
      energyWh: 1234,
      electricityAmount: 80,
      serviceAmount: 49,
    })
    const half = carCostByPeriods(PRICE_PERIODS, at(9), [
      { offset: 0, seconds: 60, energyWh: 1100 },
    ])
    expect(half.electricityFee).toBe(72)
    expect(carCostByPeriods(PRICE_PERIODS, at(9), [])).toMatchObject({
      periodFees: [],
      energyWh: 0,
    })
  })

  it('fits the fees to the prepaid amount', () => {
    const cost = carCostByPeriods(PRICE_PERIODS, at(9, 50), [
      { offset: 0, seconds: 1200, energyWh: 20000 },
    ])
    const capped = capFees(cost, 2000)
    expect(capped.electricityFee + capped.serviceFee).toBe(2000)
    expect(capped.serviceFee).toBe(400)
    expect(capped.periodFees[1]?.serviceAmount).toBe(0)
    expect(capFees(cost, 5000)).toBe(cost)
    const exact = capFees(cost, 2402, true)
    expect(exact.electricityFee + exact.serviceFee).toBe(2402)
  })
})

describe('BIKE price', () => {
  it('picks the power tier at its boundaries', () => {
    expect([0, 200, 200.5, 400, 401, 700, 701, 1000, 1500].map(tier)).toEqual([
      40, 40, 60, 60, 80, 80, 120, 120, 120,
    ])
    expect(bikeTier(POWER_TIERS)?.pricePerHour).toBe(60)
  })

  it('charges the tier per hour, rounded to the cent', () => {
    const t = POWER_TIERS[1]!
    expect(bikeCost(t, 7200)).toBe(120)
    expect(bikeCost(t, 90)).toBe(2)
    expect(bikeCost(t, 89)).toBe(1)
    expect(bikeCost(t, 0)).toBe(0)
  })
})

describe('settle', () => {
  it('refunds what was paid beyond the consumption after the discount', () => {
    expect(settle({ prepaid: 200, discount: 0, consumed: 120 })).toEqual({
      paid: 200,
      refunded: 80,
      refundStatus: 'PARTIAL',
    })
    expect(settle({ prepaid: 200, discount: 0, consumed: 0 })).toEqual({
      paid: 200,
      refunded: 200,
      refundStatus: 'FULL',
    })
    expect(settle({ prepaid: 200, discount: 0, consumed: 200 })).toEqual({
      paid: 200,
      refunded: 0,
      refundStatus: 'NONE',
    })
    expect(settle({ prepaid: 10000, discount: 500, consumed: 5067 })).toEqual({
      paid: 9500,
      refunded: 4933,
      refundStatus: 'PARTIAL',
    })
    expect(settle({ prepaid: 500, discount: 100, consumed: 50 })).toEqual({
      paid: 400,
      refunded: 400,
      refundStatus: 'FULL',
    })
    expect(settle({ prepaid: 100, discount: 100, consumed: 60 })).toEqual({
      paid: 0,
      refunded: 0,
      refundStatus: 'NONE',
    })
  })

  it('never refunds less than nothing nor more than was paid', () => {
    for (const prepaid of [0, 100, 3000])
      for (const discount of [0, 50, 100, 5000])
        for (const consumed of [0, 1, 99, 100, 2999, 3000, 9999]) {
          const { paid, refunded } = settle({ prepaid, discount, consumed })
          expect(refunded).toBeGreaterThanOrEqual(0)
          expect(refunded).toBeLessThanOrEqual(paid)
          expect(Number.isInteger(refunded)).toBe(true)
        }
  })

  it('applies coupons from their threshold and vouchers up to the amount', () => {
    const coupon = { kind: 'COUPON' as const, threshold: 500, value: 100 }
    expect(couponDiscount(coupon, 499)).toBe(0)
    expect(couponDiscount(coupon, 500)).toBe(100)
    expect(couponDiscount({ kind: 'VOUCHER', threshold: 0, value: 200 }, 100)).toBe(100)
    expect(couponDiscount(null, 100)).toBe(0)
  })
})
