import { PERIOD_NAME, clockMinutes, periodAt, unitPrice, type PricePeriod } from '@/lib/price'

const P = (
  startTime: string,
  endTime: string,
  periodType: PricePeriod['periodType'],
): PricePeriod => ({
  startTime,
  endTime,
  periodType,
  electricityFee: 50,
  serviceFee: 40,
})
const day = [
  P('00:00', '08:00', 'VALLEY'),
  P('08:00', '10:00', 'FLAT'),
  P('10:00', '24:00', 'PEAK'),
]
const at = (h: number, m = 0) => new Date(2026, 10, 22, h, m)

describe('price periods', () => {
  it('reads HH:mm clocks, 24:00 included, and rejects malformed ones', () => {
    expect(clockMinutes('00:00')).toBe(0)
    expect(clockMinutes('08:30')).toBe(510)
    expect(clockMinutes('24:00')).toBe(1440)
    expect(clockMinutes('24:01')).toBeNaN()
    expect(clockMinutes('7:5')).toBeNaN()
    expect(clockMinutes('')).toBeNaN()
  })

  it('finds the period in force: start inclusive, end exclusive', () => {
    expect(periodAt(day, at(0))?.periodType).toBe('VALLEY')
    expect(periodAt(day, at(7, 59))?.periodType).toBe('VALLEY')
    expect(periodAt(day, at(8))?.periodType).toBe('FLAT')
    expect(periodAt(day, at(9, 59))?.periodType).toBe('FLAT')
    expect(periodAt(day, at(10))?.periodType).toBe('PEAK')
    expect(periodAt(day, at(23, 59))?.periodType).toBe('PEAK')
  })

  it('handles a period across midnight and gaps', () => {
    const night = [P('22:00', '06:00', 'VALLEY'), P('06:00', '12:00', 'FLAT')]
    expect(periodAt(night, at(23))?.periodType).toBe('VALLEY')
    expect(periodAt(night, at(3))?.periodType).toBe('VALLEY')
    expect(periodAt(night, at(6))?.periodType).toBe('FLAT')
    expect(periodAt(night, at(15))).toBeUndefined()
    expect(periodAt([], at(1))).toBeUndefined()
  })

  it('adds electricity and service fee, and names periods in Chinese', () => {
    expect(unitPrice(day[0]!)).toBe(90)
    expect(PERIOD_NAME).toEqual({ SHARP: '尖', PEAK: '峰', FLAT: '平', VALLEY: '谷' })
  })
})
