/** The chart's geometry: its frame, round axes, time ticks and the SVG paths, in pixels. */
import type { CurvePoint } from '@/lib/charge-curve'

export const CHART_HEIGHT = 184

export interface Frame {
  width: number
  height: number
  /** The plot area. */
  left: number
  right: number
  top: number
  bottom: number
}

/** Room for the power ticks on the left, the SOC ticks on the right (CAR), period labels on top. */
export function frameOf(width: number, car: boolean): Frame {
  return {
    width,
    height: CHART_HEIGHT,
    left: 32,
    right: width - (car ? 32 : 10),
    top: 20,
    bottom: CHART_HEIGHT - 20,
  }
}

/** A round axis from 0: steps of 1, 2, 2.5 or 5 × 10^k, at most `ticks` of them up to the top. */
export function niceAxis(max: number, ticks = 4): { top: number; step: number } {
  if (!(max > 0)) return { top: ticks, step: 1 }
  const magnitude = 10 ** Math.floor(Math.log10(max / ticks))
  const step =
    [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s * ticks >= max) ?? 10 * magnitude
  return { top: Math.ceil(max / step - 1e-9) * step, step }
}

const TIME_STEPS = [60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400]

/** Time ticks from 0 at a round step, at most `max` intervals over the span. */
export function timeTicks(span: number, max: number): number[] {
  const step = TIME_STEPS.find((s) => span / s <= max) ?? 86400 * Math.ceil(span / 86400 / max)
  const ticks: number[] = []
  for (let t = 0; t <= span + 1e-9 && ticks.length < 50; t += step) ticks.push(t)
  return ticks
}

/** 'H:mm' of a span of seconds: 5400 -> '1:30'. */
export function elapsedLabel(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60)
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}

export interface Scales {
  x: (seconds: number) => number
  /** The inverse of x, for a tap. */
  seconds: (x: number) => number
  y: (fraction: number) => number
}

export function scalesOf(frame: Frame, span: number): Scales {
  const width = frame.right - frame.left
  const height = frame.bottom - frame.top
  return {
    x: (s) => frame.left + (span > 0 ? (s / span) * width : 0),
    seconds: (x) => (width > 0 ? ((x - frame.left) / width) * span : 0),
    y: (f) => frame.bottom - Math.max(0, Math.min(1, f)) * height,
  }
}

/** An SVG path through the points; a point without a value lifts the pen. */
export function linePath(
  points: readonly CurvePoint[],
  scales: Scales,
  fraction: (p: CurvePoint) => number | null,
): string {
  let d = ''
  let pen = false
  for (const p of points) {
    const f = fraction(p)
    if (f === null) {
      pen = false
      continue
    }
    d += `${pen ? 'L' : 'M'}${scales.x(p.seconds).toFixed(1)} ${scales.y(f).toFixed(1)}`
    pen = true
  }
  return d
}
