import type { CurvePoint } from '@/lib/charge-curve'
import { formatYuan } from '@/lib/money'
import type { PeriodSpan } from '@/lib/period-spans'
import { PERIOD_NAME, unitPrice } from '@/lib/price'
import { elapsedLabel, timeTicks, type Frame, type Scales } from './chart-geometry'

interface Drawn {
  frame: Frame
  scales: Scales
}

/** About how wide a label is drawn at 11 px: CJK a full em, the rest a little over half. */
export function labelWidth(label: string): number {
  return Array.from(label).reduce(
    (w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 11 : 6.5),
    0,
  )
}

/** Where the stop mark's label is drawn: left of its line when there is room, else right of it. */
export function endLabelBox(frame: Frame, x: number, label: string): [number, number] {
  const width = labelWidth(label)
  return x - frame.left > width + 8 ? [x - 4 - width, x - 4] : [x + 4, x + 4 + width]
}

/**
 * Where a band's label fits: centred in the band, or, when the stop mark's label takes part of it
 * (`avoid`, above the plot), centred in the first part left free; the first of `texts` that fits.
 * Null when none does.
 */
function bandLabel(
  [from, to]: readonly [number, number],
  texts: readonly string[],
  avoid: [number, number] | null,
): { text: string; x: number } | null {
  const free: [number, number][] =
    avoid && avoid[1] > from && avoid[0] < to
      ? [
          [from, Math.min(to, avoid[0])],
          [Math.max(from, avoid[1]), to],
        ]
      : [[from, to]]
  for (const text of texts) {
    const room = free.find(([a, b]) => labelWidth(text) + 4 <= b - a)
    if (room) return { text, x: (room[0] + room[1]) / 2 }
  }
  return null
}

/**
 * CAR: the price periods crossed, shaded, each named with its price per kWh above the plot where it
 * fits beside the stop mark's label; a band with no room there (the period the charge stopped in,
 * under the stop label) has its label at the top inside the plot, so every band says its price.
 */
export function PeriodBands({
  frame,
  scales,
  spans,
  avoid,
}: Drawn & { spans: readonly PeriodSpan[]; avoid: [number, number] | null }) {
  return spans.map(({ from, to, period }, i) => {
    const x0 = scales.x(from)
    const width = scales.x(to) - x0
    const kind = period.periodType.toLowerCase()
    const name = PERIOD_NAME[period.periodType] ?? ''
    // The price first: above the plot, else inside it; the name alone only where neither fits.
    const band: [number, number] = [x0, x0 + width]
    const full = [`${name} ${formatYuan(unitPrice(period))}`]
    let above = bandLabel(band, full, avoid)
    let inside = above ? null : bandLabel(band, full, null)
    if (!above && !inside) above = bandLabel(band, [name], avoid)
    if (!above && !inside) inside = bandLabel(band, [name], null)
    return (
      <g key={from} className={`curve__band curve__band--${kind}`}>
        <rect x={x0} y={frame.top} width={Math.max(0, width)} height={frame.bottom - frame.top} />
        {i > 0 && <line x1={x0} x2={x0} y1={frame.top} y2={frame.bottom} />}
        {above && (
          <text x={above.x} y={frame.top - 6} textAnchor="middle">
            {above.text}
          </text>
        )}
        {inside && (
          <text x={inside.x} y={frame.top + 13} textAnchor="middle" className="curve__band-inside">
            {inside.text}
          </text>
        )}
      </g>
    )
  })
}

/** Grid lines with the power ticks on the left, SOC on the right (CAR), time since the start below. */
export function Axes({
  frame,
  scales,
  span,
  powerTicks,
  soc,
}: Drawn & { span: number; powerTicks: readonly number[]; soc: boolean }) {
  const top = powerTicks[powerTicks.length - 1] || 1
  const times = timeTicks(span, Math.max(2, Math.floor((frame.right - frame.left) / 56)))
  return (
    <g className="curve__axes">
      {powerTicks.map((tick) => {
        const y = scales.y(tick / top)
        return (
          <g key={tick}>
            <line x1={frame.left} x2={frame.right} y1={y} y2={y} className="curve__grid" />
            <text x={frame.left - 4} y={y + 4} textAnchor="end" className="curve__tick">
              {tick}
            </text>
          </g>
        )
      })}
      {soc &&
        [0, 50, 100].map((percent) => (
          <text
            key={percent}
            x={frame.right + 4}
            y={scales.y(percent / 100) + 4}
            className="curve__tick curve__tick--soc"
          >
            {percent}
          </text>
        ))}
      {times.map((t) => (
        <text
          key={t}
          x={scales.x(t)}
          y={frame.bottom + 15}
          textAnchor={t === 0 ? 'start' : 'middle'}
          className="curve__tick"
        >
          {elapsedLabel(t)}
        </text>
      ))}
    </g>
  )
}

/** The moment the charge stopped, with why in two to four characters. */
export function EndMark({
  frame,
  scales,
  seconds,
  label,
}: Drawn & { seconds: number; label: string }) {
  const x = scales.x(seconds)
  const [left] = endLabelBox(frame, x, label)
  return (
    <g className="curve__end">
      <line x1={x} x2={x} y1={frame.top - 2} y2={frame.bottom} />
      <text x={left} y={frame.top - 6}>
        {label}
      </text>
    </g>
  )
}

/** The reading's point: a line across the plot and a dot on each curve. */
export function Cursor({
  frame,
  scales,
  point,
  power,
  soc,
}: Drawn & { point: CurvePoint; power: number; soc: number | null }) {
  const x = scales.x(point.seconds)
  return (
    <g className="curve__cursor">
      <line x1={x} x2={x} y1={frame.top} y2={frame.bottom} />
      <circle cx={x} cy={scales.y(power)} r={4} className="curve__dot curve__dot--power" />
      {soc !== null && (
        <circle cx={x} cy={scales.y(soc)} r={4} className="curve__dot curve__dot--soc" />
      )}
    </g>
  )
}
