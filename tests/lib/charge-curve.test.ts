import {
  appendPoint,
  cleanCurve,
  CURVE_MAX_POINTS,
  curveSummary,
  downsample,
  mergeCurve,
  nearestIndex,
  toCurvePoint,
  type CurvePoint,
} from '@/lib/charge-curve'
import { periodTotals, tierTotals } from '@/lib/fee-breakdown'
import { clockOfTime, periodSpans } from '@/lib/period-spans'
import type { PricePeriod } from '@/lib/price'

const pt = (seconds: number, powerW: number, soc: number | null = null): CurvePoint => ({
  seconds,
  powerW,
  energyWh: null,
  soc,
})

describe('downsample', () => {
  it('keeps short series as they are, and long ones within the limit with both ends', () => {
    const short = [pt(0, 1), pt(60, 2)]
    expect(downsample(short, 360)).toEqual(short)
    const long = Array.from({ length: 5000 }, (_, i) => pt(i * 60, 300 + (i % 7)))
    const out = downsample(long, 360)
    expect(out.length).toBeLessThanOrEqual(360)
    expect(out[0]).toBe(long[0])
    expect(out.at(-1)).toBe(long.at(-1))
    expect(out.every((p, i) => i === 0 || p.seconds > (out[i - 1]?.seconds ?? -1))).toBe(true)
  })

  it('keeps a peak and a dip that an average would smooth away', () => {
    const long = Array.from({ length: 2000 }, (_, i) => pt(i, 350))
    long[777] = pt(777, 58_000)
    long[1333] = pt(1333, 0)
    const out = downsample(long, 100)
    expect(out.length).toBeLessThanOrEqual(100)
    expect(out).toContain(long[777])
    expect(out).toContain(long[1333])
  })
})

describe('the live series stays bounded', () => {
  it('30 minutes of polling every 3 s holds at most CURVE_MAX_POINTS, first and latest kept', () => {
    let points: CurvePoint[] = []
    let most = 0
    // 600 polls; at the default 60x a poll is 3 simulated minutes.
    for (let poll = 0; poll < 600; poll += 1) {
      points = appendPoint(points, pt(poll * 180, 58_000 - poll * 10, 30 + poll / 10))
      most = Math.max(most, points.length)
    }
    expect(most).toBeLessThanOrEqual(CURVE_MAX_POINTS)
    expect(points[0]?.seconds).toBe(0)
    expect(points.at(-1)?.seconds).toBe(599 * 180)
    // A day of polling is no bigger than half an hour of it.
    for (let poll = 600; poll < 30_000; poll += 1) points = appendPoint(points, pt(poll * 180, 350))
    expect(points.length).toBeLessThanOrEqual(CURVE_MAX_POINTS)
  })

  it('a poll at the same second replaces the last point; an older one is ignored', () => {
    const points = [pt(0, 330), pt(60, 340)]
    expect(appendPoint(points, pt(60, 0))).toEqual([pt(0, 330), pt(60, 0)])
    expect(appendPoint(points, pt(30, 999))).toEqual(points)
    expect(points).toHaveLength(2)
  })

  it('merges the server history with what this visit saw after it, within the limit', () => {
    const history = Array.from({ length: 360 }, (_, i) => pt(i * 60, 350))
    const seen = [pt(100, 1), pt(360 * 60, 360), pt(361 * 60, 361)]
    const merged = mergeCurve(history, seen)
    expect(merged.length).toBeLessThanOrEqual(CURVE_MAX_POINTS)
    expect(merged.at(-1)).toEqual(pt(361 * 60, 361))
    expect(merged.some((p) => p.powerW === 1)).toBe(false)
    expect(mergeCurve([], seen)).toEqual(seen)
  })
})

describe('points from the server', () => {
  it('drops samples without a time or power, orders them, and keeps the last of a second', () => {
    const raw = [
      { seconds: 120, powerW: 3, energyWh: 5, soc: 31 },
      { seconds: null, powerW: 1 },
      { seconds: 0, powerW: '330' },
      { seconds: 60, powerW: 1 },
      { seconds: 60, powerW: 2, soc: 'x' },
      { seconds: -5, powerW: 1 },
    ].map((s) => toCurvePoint(s))
    expect(cleanCurve(raw)).toEqual([
      { seconds: 0, powerW: 330, energyWh: null, soc: null },
      { seconds: 60, powerW: 2, energyWh: null, soc: null },
      { seconds: 120, powerW: 3, energyWh: 5, soc: 31 },
    ])
  })

  it('summarises: the highest power, the average from the energy, SOC from and to', () => {
    const points = [
      { seconds: 0, powerW: 58_000, energyWh: 0, soc: 30 },
      { seconds: 1800, powerW: 58_000, energyWh: 29_000, soc: 78 },
      { seconds: 3600, powerW: 40_000, energyWh: 41_200, soc: 80 },
    ]
    expect(curveSummary(points)).toEqual({
      maxPowerW: 58_000,
      avgPowerW: 41_200,
      socFrom: 30,
      socTo: 80,
    })
    expect(curveSummary([pt(0, 300), pt(60, 400)])?.avgPowerW).toBe(350)
    // Early in a charge whole Wh over a few seconds can exceed the peak: the average never does.
    const early = [
      { seconds: 0, powerW: 300, energyWh: 0, soc: null },
      { seconds: 15, powerW: 331, energyWh: 2, soc: null },
    ]
    expect(curveSummary(early)).toMatchObject({ maxPowerW: 331, avgPowerW: 331 })
    expect(curveSummary([pt(0, 300)])).toBeNull()
  })

  it('finds the point nearest to a time', () => {
    const points = [pt(0, 1), pt(60, 2), pt(180, 3)]
    expect(nearestIndex(points, -10)).toBe(0)
    expect(nearestIndex(points, 100)).toBe(1)
    expect(nearestIndex(points, 130)).toBe(2)
    expect(nearestIndex(points, 1e9)).toBe(2)
    expect(nearestIndex([], 5)).toBe(-1)
  })
})

describe('price periods crossed', () => {
  const P = (startTime: string, endTime: string, periodType: PricePeriod['periodType'], fee = 30) =>
    ({ startTime, endTime, periodType, electricityFee: fee, serviceFee: 40 }) as PricePeriod
  const day = [
    P('00:00', '08:00', 'VALLEY'),
    P('08:00', '10:00', 'FLAT', 65),
    P('10:00', '23:00', 'PEAK', 95),
    P('23:00', '24:00', 'VALLEY'),
  ]

  it('reads the time of day of the order start without a Date', () => {
    expect(clockOfTime('2026-11-19 22:52:08')).toBe(22 * 3600 + 52 * 60 + 8)
    expect(clockOfTime('2026-11-19 22:52')).toBe(22 * 3600 + 52 * 60)
    expect(clockOfTime('')).toBeNull()
    expect(clockOfTime('2026-11-19 25:00:00')).toBeNull()
  })

  it('splits a charge at period boundaries, and 谷 across midnight is one stretch', () => {
    const start = clockOfTime('2026-11-19 22:30:00') ?? 0
    const spans = periodSpans(day, start, 10.5 * 3600)
    expect(spans.map((s) => [s.from, s.to, s.period.periodType])).toEqual([
      [0, 1800, 'PEAK'],
      [1800, 9.5 * 3600, 'VALLEY'],
      [9.5 * 3600, 10.5 * 3600, 'FLAT'],
    ])
    expect(periodSpans(day, start, 0)).toEqual([])
    expect(periodSpans([], start, 3600)).toEqual([])
  })
})

describe('breakdown totals', () => {
  it('add up the rows; a row without its figure makes that total unknown', () => {
    const fees = [
      { energyWh: 20_099, electricityAmount: 1306, serviceAmount: 804 },
      { energyWh: 21_901, electricityAmount: 2081, serviceAmount: 876 },
    ]
    expect(periodTotals(fees)).toEqual({
      energyWh: 42_000,
      electricityAmount: 3387,
      serviceAmount: 1680,
    })
    expect(
      periodTotals([...fees, { energyWh: 1, electricityAmount: null, serviceAmount: 2 }]),
    ).toEqual({ energyWh: 42_001, electricityAmount: null, serviceAmount: 1682 })
    expect(tierTotals([{ seconds: 7200, energyWh: 700, amount: 120 }])).toEqual({
      seconds: 7200,
      energyWh: 700,
      amount: 120,
    })
  })
})
