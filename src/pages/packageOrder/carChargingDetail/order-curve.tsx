/**
 * The whole curve of the charge (issue 25), under its fees; lazily loaded with the chart once the
 * order is on screen. A server without the call: one quiet line.
 */
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { chargeCurveQuery } from '@/api/charge-curve'
import type { Order } from '@/api/types'
import { cleanCurve, toCurvePoint } from '@/lib/charge-curve'
import ChargeChart from '@/pages/packageOrder/shared/charge-curve/chart'
import { CURVE_TEXT } from '@/pages/packageOrder/shared/charge-curve/chart-text'

export default function OrderCurve({ order }: { order: Order }) {
  const curve = useQuery(chargeCurveQuery(order.orderId))
  const samples = curve.data?.samples
  const points = useMemo(() => cleanCurve((samples ?? []).map((s) => toCurvePoint(s))), [samples])
  if (curve.isPending) return <div className="curve-wait" aria-busy="true" />
  if (curve.isError || points.length < 2) return <p className="curve-note">{CURVE_TEXT.none}</p>
  const endSeconds = curve.data.endSeconds
  return (
    <ChargeChart
      deviceType={order.deviceType}
      points={points}
      startTime={curve.data.startTime || order.startTime}
      pricePeriods={curve.data.pricePeriods}
      end={endSeconds === null ? null : { seconds: endSeconds, reason: curve.data.stopReason }}
    />
  )
}
