/** A CAR price period (DESIGN §7): 'HH:mm' times, fees in cents per kWh. The API type is this one. */
export type PeriodType = 'SHARP' | 'PEAK' | 'FLAT' | 'VALLEY'
export interface PricePeriod {
  startTime: string
  endTime: string
  periodType: PeriodType
  /** Cents per kWh. */
  electricityFee: number
  serviceFee: number
}

/** Chinese names of the price periods. */
export const PERIOD_NAME: Record<PeriodType, string> = {
  SHARP: '尖',
  PEAK: '峰',
  FLAT: '平',
  VALLEY: '谷',
}

/** 'HH:mm' -> minutes after midnight; '24:00' is 1440. NaN when malformed. */
export function clockMinutes(clock: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock)
  if (!match) return NaN
  const h = Number(match[1])
  const m = Number(match[2])
  if (h > 24 || m > 59 || (h === 24 && m > 0)) return NaN
  return h * 60 + m
}

/** The period in force at a time of day (start inclusive, end exclusive; an end before its start wraps midnight). */
export function periodAt<P extends PricePeriod>(periods: readonly P[], date: Date): P | undefined {
  const minute = date.getHours() * 60 + date.getMinutes()
  return periods.find((p) => {
    const start = clockMinutes(p.startTime)
    const end = clockMinutes(p.endTime)
    if (Number.isNaN(start) || Number.isNaN(end)) return false
    return start < end ? minute >= start && minute < end : minute >= start || minute < end
  })
}

/** Total price per kWh (cents) of a period. */
export const unitPrice = (p: PricePeriod): number => p.electricityFee + p.serviceFee
