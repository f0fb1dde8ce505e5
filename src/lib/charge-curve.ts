/**
 * The charge curve as data: points of power (and SOC) over the seconds since the start, kept to a
 * bounded number however long the charge (the server's samples and the live page's polls alike).
 */
import { toFiniteNumber } from '@/lib/number'

/** Points a curve keeps at most: the server's limit for an order's samples, and the live page's. */
export const CURVE_MAX_POINTS = 360

export interface CurvePoint {
  /** Seconds after the charge started. */
  seconds: number
  powerW: number
  /** Wh so far; null when unknown. */
  energyWh: number | null
  /** CAR: 0-100; null for a BIKE (or unknown). */
  soc: number | null
}

/**
 * At most `max` points of `points` (oldest first): the first and the last, and of each stretch in
 * between the lowest and the highest power, in time order. A peak or a dip survives any length of
 * charge, which an average or every-nth point would smooth away; SOC only climbs, so any pick keeps it.
 */
export function downsample<P extends { powerW: number }>(points: readonly P[], max: number): P[] {
  if (points.length <= max) return points.slice()
  const first = points[0]
  const last = points[points.length - 1]
  if (first === undefined || last === undefined) return []
  if (max < 2) return [last]
  const buckets = Math.floor((max - 2) / 2)
  const inner = points.length - 2
  const out: P[] = [first]
  for (let b = 0; b < buckets; b += 1) {
    const from = 1 + Math.floor((b * inner) / buckets)
    const to = 1 + Math.floor(((b + 1) * inner) / buckets)
    if (from >= to) continue
    let lo = from
    let hi = from
    for (let i = from; i < to; i += 1) {
      const power = points[i]?.powerW ?? 0
      if (power < (points[lo]?.powerW ?? 0)) lo = i
      if (power > (points[hi]?.powerW ?? 0)) hi = i
    }
    for (const i of lo === hi ? [lo] : [Math.min(lo, hi), Math.max(lo, hi)]) {
      const point = points[i]
      if (point) out.push(point)
    }
  }
  out.push(last)
  return out
}

/**
 * Adds the latest point. A point at the same second replaces the last (a stopped charge polled
 * again), an older one is ignored; past `max` the series is thinned to three quarters of it, so a
 * page left open for hours holds a bounded number of points (thinning once in a while, not per poll).
 */
export function appendPoint(
  points: readonly CurvePoint[],
  point: CurvePoint,
  max = CURVE_MAX_POINTS,
): CurvePoint[] {
  const last = points[points.length - 1]
  if (last && point.seconds < last.seconds) return points.slice()
  const next = last && point.seconds === last.seconds ? points.slice(0, -1) : points.slice()
  next.push(point)
  return next.length > max ? downsample(next, Math.floor((max * 3) / 4)) : next
}

/** The server's history, then what this visit saw after it, within `max` points. */
export function mergeCurve(
  history: readonly CurvePoint[],
  seen: readonly CurvePoint[],
  max = CURVE_MAX_POINTS,
): CurvePoint[] {
  const end = history[history.length - 1]?.seconds ?? -Infinity
  return downsample([...history, ...seen.filter((p) => p.seconds > end)], max)
}

/** A point from a sample or a poll as the server sent it; null without a usable time or power. */
export function toCurvePoint(raw: {
  seconds?: unknown
  powerW?: unknown
  energyWh?: unknown
  soc?: unknown
}): CurvePoint | null {
  const seconds = toFiniteNumber(raw.seconds)
  const powerW = toFiniteNumber(raw.powerW)
  if (seconds === null || seconds < 0 || powerW === null) return null
  return {
    seconds,
    powerW: Math.max(0, powerW),
    energyWh: toFiniteNumber(raw.energyWh),
    soc: toFiniteNumber(raw.soc),
  }
}

/** Points in time order with strictly increasing seconds (a later duplicate wins). */
export function cleanCurve(raw: readonly (CurvePoint | null)[]): CurvePoint[] {
  const sorted = raw
    .filter((p): p is CurvePoint => p !== null)
    .sort((a, b) => a.seconds - b.seconds)
  const out: CurvePoint[] = []
  for (const p of sorted) {
    if (out.length > 0 && out[out.length - 1]?.seconds === p.seconds) out.pop()
    out.push(p)
  }
  return out
}

export interface CurveSummary {
  maxPowerW: number
  /** Energy over time when both ends know their energy; else the mean of the points. */
  avgPowerW: number
  socFrom: number | null
  socTo: number | null
}

/** The figures of the one-line summary; null with fewer than two points. */
export function curveSummary(points: readonly CurvePoint[]): CurveSummary | null {
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last || points.length < 2) return null
  const maxPowerW = points.reduce((max, p) => Math.max(max, p.powerW), 0)
  const span = last.seconds - first.seconds
  const avgPowerW =
    first.energyWh !== null && last.energyWh !== null && span > 0
      ? ((last.energyWh - first.energyWh) * 3600) / span
      : points.reduce((sum, p) => sum + p.powerW, 0) / points.length
  const socs = points.map((p) => p.soc).filter((s): s is number => s !== null)
  return {
    maxPowerW,
    // Whole Wh over a few seconds can put the energy's average above the peak early in a charge;
    // an average never reads above the peak it is shown beside.
    avgPowerW: Math.min(maxPowerW, Math.max(0, avgPowerW)),
    socFrom: socs[0] ?? null,
    socTo: socs[socs.length - 1] ?? null,
  }
}

/** The point nearest to `seconds` (binary search over time-ordered points); -1 when there are none. */
export function nearestIndex(points: readonly CurvePoint[], seconds: number): number {
  if (points.length === 0) return -1
  let lo = 0
  let hi = points.length - 1
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if ((points[mid]?.seconds ?? 0) <= seconds) lo = mid
    else hi = mid
  }
  const a = points[lo]?.seconds ?? 0
  const b = points[hi]?.seconds ?? 0
  return Math.abs(seconds - a) <= Math.abs(b - seconds) ? lo : hi
}
