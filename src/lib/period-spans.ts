/**
 * The price periods a CAR charge crossed, as stretches of the seconds since its start (for the
 * curve's shading). The periods are 'HH:mm' ranges of the day (price.ts); the start is the order's
 * local 'YYYY-MM-DD HH:mm:ss', whose time of day is read from the text (no Date: time zones and
 * WebKit's parser stay out of it).
 */
import { clockMinutes, type PricePeriod } from '@/lib/price'

const DAY = 86400

export interface PeriodSpan {
  /** Seconds after the start. */
  from: number
  to: number
  period: PricePeriod
}

/** Seconds after midnight of a 'YYYY-MM-DD HH:mm:ss' time (seconds optional); null when malformed. */
export function clockOfTime(time: string): number | null {
  const match = /^\d{4}[-/]\d{1,2}[-/]\d{1,2}[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim())
  if (!match) return null
  const [h, m, s] = [match[1], match[2], match[3] ?? '0'].map(Number) as [number, number, number]
  return h < 24 && m < 60 && s < 60 ? h * 3600 + m * 60 + s : null
}

/** [start, end) in seconds of the day; an end before its start wraps midnight. */
function bounds(period: PricePeriod): [number, number] | null {
  const start = clockMinutes(period.startTime) * 60
  const end = clockMinutes(period.endTime) * 60
  return Number.isNaN(start) || Number.isNaN(end) ? null : [start, end]
}

function indexAt(periods: readonly PricePeriod[], clock: number): number {
  return periods.findIndex((p) => {
    const b = bounds(p)
    if (!b) return false
    const [start, end] = b
    return start < end ? clock >= start && clock < end : clock >= start || clock < end
  })
}

/** Seconds from a time of day to the next boundary of any period (or midnight); always > 0. */
function toBoundary(periods: readonly PricePeriod[], clock: number): number {
  let best = DAY - clock
  for (const p of periods) {
    for (const edge of bounds(p) ?? []) {
      const ahead = edge > clock ? edge - clock : edge + DAY - clock
      if (ahead > 0 && ahead < best) best = ahead
    }
  }
  return best
}

// 谷 23:00-24:00 and 谷 00:00-08:00 are one stretch to the user.
const samePrice = (a: PricePeriod, b: PricePeriod): boolean =>
  a.periodType === b.periodType &&
  a.electricityFee === b.electricityFee &&
  a.serviceFee === b.serviceFee

/**
 * The periods in force from `startClock` (seconds after midnight) for `seconds`, one span per stretch
 * (a period met again after another, e.g. 峰 before and after 尖, is a new span). A time no period
 * covers gives no span. Bounded: a charge of days gives a few spans a day.
 */
export function periodSpans(
  periods: readonly PricePeriod[],
  startClock: number,
  seconds: number,
): PeriodSpan[] {
  const spans: PeriodSpan[] = []
  if (periods.length === 0 || !(seconds > 0)) return spans
  let t = 0
  for (let guard = 0; t < seconds && guard < 1000; guard += 1) {
    const clock = (((startClock + t) % DAY) + DAY) % DAY
    const to = Math.min(seconds, t + toBoundary(periods, clock))
    const period = periods[indexAt(periods, clock)]
    const prev = spans[spans.length - 1]
    if (period && prev && prev.to === t && samePrice(prev.period, period)) prev.to = to
    else if (period) spans.push({ from: t, to, period })
    t = to
  }
  return spans
}
