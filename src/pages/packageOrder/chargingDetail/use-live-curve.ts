import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { chargeCurveQuery } from '@/api/charge-curve'
import type { LiveCharging } from '@/api/types'
import {
  appendPoint,
  cleanCurve,
  mergeCurve,
  toCurvePoint,
  type CurvePoint,
} from '@/lib/charge-curve'

/** Statuses whose live figures are a point of the curve (before it, nothing has flowed). */
const FLOWED = ['CHARGING', 'STOPPING', 'SETTLING', 'COMPLETED']

function livePoint(live: LiveCharging): CurvePoint | null {
  if (!FLOWED.includes(live.status)) return null
  return toCurvePoint({ ...live, seconds: live.elapsedSeconds })
}

interface Seen {
  live: LiveCharging | undefined
  points: CurvePoint[]
}

/**
 * The live page's curve: the server's samples so far (asked once as the page opens: history kept
 * across a reload), then each poll of this visit as a point. Bounded: the polls are thinned past
 * CURVE_MAX_POINTS, so a page left open for hours holds the same few hundred points.
 */
export function useLiveCurve(orderId: string, live: LiveCharging) {
  const history = useQuery(chargeCurveQuery(orderId))
  const [seen, setSeen] = useState<Seen>({ live: undefined, points: [] })
  // A new poll (TanStack keeps the same object while nothing changed): one more point, taken while
  // rendering rather than in an effect, so the chart never lags a poll behind the figures.
  if (seen.live !== live) {
    const point = livePoint(live)
    setSeen({ live, points: point ? appendPoint(seen.points, point) : seen.points })
  }
  // Opened while the pile was starting, the curve came without a start time (no clock times, no
  // price periods): asked once more when the charge has started. A failed call is not asked again.
  const { refetch } = history
  const needsStart = history.data?.startTime === '' && livePoint(live) !== null
  useEffect(() => {
    if (needsStart) void refetch()
  }, [needsStart, refetch])
  const samples = history.data?.samples
  const points = useMemo(
    () => mergeCurve(cleanCurve((samples ?? []).map((s) => toCurvePoint(s))), seen.points),
    [samples, seen.points],
  )
  return { points, curve: history.data, failed: history.isError }
}
