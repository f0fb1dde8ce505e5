import type { DeviceType, PricePeriod, StopReason } from '@/api/types'
import type { CurvePoint } from '@/lib/charge-curve'

/** What the chart draws. */
export interface ChargeChartProps {
  deviceType: DeviceType
  /** Time-ordered, strictly increasing seconds (lib/charge-curve's cleanCurve or mergeCurve). */
  points: readonly CurvePoint[]
  /** The charge's 'YYYY-MM-DD HH:mm:ss' start: clock times and price periods; '' when unknown. */
  startTime: string
  /** CAR: the order's price periods, shaded where the charge crossed them. */
  pricePeriods: readonly PricePeriod[]
  /** Where the charge stopped, and why; null while it runs. */
  end: { seconds: number; reason: StopReason } | null
  /** The time axis spans at least this many seconds (a charge just begun is not one stretched point). */
  minSpanSeconds?: number
}
