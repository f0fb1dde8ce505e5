/**
 * The live curve under the figures (issue 25), lazily loaded with the chart once the figures are on
 * screen: nothing of it is in the page's own chunk. It grows with each poll.
 */
import type { LiveCharging } from '@/api/types'
import ChargeChart from '@/pages/packageOrder/shared/charge-curve/chart'
import { CURVE_TEXT } from '@/pages/packageOrder/shared/charge-curve/chart-text'
import { useLiveCurve } from './use-live-curve'

/** The chart needs some room on the time axis from the start: a charge just begun is not one point. */
const MIN_SPAN_SECONDS = 10 * 60
const STOPPED = ['STOPPING', 'SETTLING', 'COMPLETED']

export default function LiveCurve({ orderId, live }: { orderId: string; live: LiveCharging }) {
  const { points, curve, failed } = useLiveCurve(orderId, live)
  const end = STOPPED.includes(live.status)
    ? { seconds: live.elapsedSeconds, reason: live.stopReason }
    : null
  return (
    <>
      {points.length >= 2 ? (
        <ChargeChart
          deviceType={live.deviceType}
          points={points}
          startTime={curve?.startTime ?? ''}
          pricePeriods={curve?.pricePeriods ?? []}
          end={end}
          minSpanSeconds={MIN_SPAN_SECONDS}
        />
      ) : (
        <p className="curve-note">
          {live.status === 'STARTING' ? CURVE_TEXT.notStarted : CURVE_TEXT.none}
        </p>
      )}
      {failed && <p className="curve-note">{CURVE_TEXT.visitOnly}</p>}
    </>
  )
}
