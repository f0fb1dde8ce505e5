/**
 * The charge as a picture (issue 25): power over the time since the start, for a CAR also SOC on
 * its own axis, the price periods crossed shaded with their price, the moment it stopped marked. A
 * small SVG of our own (no chart library), in the chunk both pages load lazily after their figures
 * (live-curve.tsx, order-curve.tsx). A tap or a drag reads a point; the hidden slider does the same
 * from a keyboard or a screen reader, and the summary line says the whole curve in words.
 */
import { useId, useMemo, useState, type PointerEvent } from 'react'
import { curveSummary, nearestIndex, type CurvePoint } from '@/lib/charge-curve'
import { clockOfTime, periodSpans } from '@/lib/period-spans'
import { CHART_HEIGHT, frameOf, linePath, niceAxis, scalesOf } from './chart-geometry'
import { Axes, Cursor, EndMark, endLabelBox, PeriodBands } from './chart-parts'
import { chartName, pointText, STOP_MARK_TEXT, summaryText } from './chart-text'
import type { ChargeChartProps } from './chart-types'
import { useWidth } from './use-width'
import './chart.css'

export type { ChargeChartProps }

/** The width drawn before the first measure: a card's inside on a 375 px phone. */
const INITIAL_WIDTH = 323

export default function ChargeChart(props: ChargeChartProps) {
  const { deviceType, points, startTime, pricePeriods, end, minSpanSeconds = 0 } = props
  const car = deviceType === 'CAR'
  const [ref, width] = useWidth<HTMLElement>(INITIAL_WIDTH)
  // The reading follows a time, not an index: polls add points and thinning moves indexes.
  const [readAt, setReadAt] = useState<number | null>(null)
  const summaryId = useId()

  const last = points[points.length - 1]
  const lastSeconds = last?.seconds ?? 0
  const span = Math.max(lastSeconds, end?.seconds ?? 0, minSpanSeconds, 60)
  const frame = frameOf(width, car)
  const scales = scalesOf(frame, span)
  const startClock = clockOfTime(startTime)
  const summary = useMemo(() => curveSummary(points), [points])
  const peak = points.reduce((max, p) => Math.max(max, p.powerW), 0)
  const axis = niceAxis(car ? peak / 1000 : peak)
  const powerTicks = Array.from({ length: Math.round(axis.top / axis.step) + 1 }, (_, i) =>
    Number((i * axis.step).toFixed(2)),
  )
  const powerOf = (p: CurvePoint) => (car ? p.powerW / 1000 : p.powerW) / axis.top
  const socOf = (p: CurvePoint) => (p.soc === null ? null : p.soc / 100)
  const hasSoc = car && points.some((p) => p.soc !== null)
  const spans = useMemo(
    () => (car && startClock !== null ? periodSpans(pricePeriods, startClock, lastSeconds) : []),
    [car, startClock, pricePeriods, lastSeconds],
  )

  const endLabel = end ? (STOP_MARK_TEXT[end.reason] ?? '结束') : ''
  const endBox = end ? endLabelBox(frame, scales.x(end.seconds), endLabel) : null

  const index = readAt === null ? -1 : nearestIndex(points, readAt)
  const point = points[index]
  const reading = point ? pointText(point, car, startClock) : ''

  const readPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    if (box.width <= 0) return
    const x = ((event.clientX - box.left) / box.width) * frame.width
    const at = points[nearestIndex(points, scales.seconds(x))]
    if (at) setReadAt(at.seconds)
  }

  return (
    <figure className="curve" ref={ref}>
      <p className="curve__readout">
        {point ? (
          reading
        ) : (
          <>
            <span className="curve__key curve__key--power">功率({car ? 'kW' : 'W'})</span>
            {hasSoc && <span className="curve__key curve__key--soc">SOC(%)</span>}
            <span className="curve__hint">点按曲线查看</span>
          </>
        )}
      </p>
      <svg
        className="curve__plot"
        role="img"
        aria-label={chartName(car)}
        aria-describedby={summaryId}
        viewBox={`0 0 ${frame.width} ${CHART_HEIGHT}`}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId)
          readPointer(event)
        }}
        onPointerMove={readPointer}
      >
        <PeriodBands frame={frame} scales={scales} spans={spans} avoid={endBox} />
        <Axes frame={frame} scales={scales} span={span} powerTicks={powerTicks} soc={hasSoc} />
        <path className="curve__line curve__line--power" d={linePath(points, scales, powerOf)} />
        {hasSoc && (
          <path className="curve__line curve__line--soc" d={linePath(points, scales, socOf)} />
        )}
        {end && <EndMark frame={frame} scales={scales} seconds={end.seconds} label={endLabel} />}
        {point && (
          <Cursor
            frame={frame}
            scales={scales}
            point={point}
            power={powerOf(point)}
            soc={hasSoc ? socOf(point) : null}
          />
        )}
      </svg>
      <input
        className="visually-hidden"
        type="range"
        min={0}
        max={Math.max(0, points.length - 1)}
        value={index < 0 ? points.length - 1 : index}
        aria-label="查看曲线上某一时刻"
        aria-valuetext={reading || (last ? pointText(last, car, startClock) : '')}
        onChange={(event) => {
          const at = points[Number(event.target.value)]
          if (at) setReadAt(at.seconds)
        }}
      />
      <figcaption id={summaryId} className="curve__summary">
        {summary ? summaryText(summary, car) : '暂无曲线数据'}
      </figcaption>
    </figure>
  )
}
