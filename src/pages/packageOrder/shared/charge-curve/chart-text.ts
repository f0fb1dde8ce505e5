/** The chart's words: its name, the one-line summary and the reading at a point. */
import { formatDuration } from '@/lib/duration'
import type { CurveSummary, CurvePoint } from '@/lib/charge-curve'
import { formatPower } from '@/lib/energy'

/** The words around the chart, on both pages (tests import them from here). */
export const CURVE_TEXT = {
  /** The server has no curve call (or it failed): the chart is what this visit polled. */
  visitOnly: '图中仅含本次打开页面后的数据',
  notStarted: '开始充电后显示功率曲线',
  none: '暂无充电曲线',
} as const

export const chartName = (car: boolean): string => (car ? '充电功率与SOC曲线' : '充电功率曲线')

/** Short, for the mark on the chart (the full reason is in the figures). */
export const STOP_MARK_TEXT: Record<string, string> = {
  USER: '手动停止',
  PLAN_END: '计划结束',
  FULL: '充满',
  BALANCE: '余额用完',
  FAULT: '故障停止',
}

const power = (watts: number, car: boolean) => formatPower(watts, car ? 'kW' : 'W')

/** '最高功率 58.0 kW，平均 41.2 kW，SOC 30% → 80%' (a BIKE: no SOC). */
export function summaryText(summary: CurveSummary, car: boolean): string {
  const parts = [
    `最高功率 ${power(summary.maxPowerW, car)}`,
    `平均 ${power(summary.avgPowerW, car)}`,
  ]
  if (summary.socFrom !== null && summary.socTo !== null) {
    parts.push(`SOC ${Math.round(summary.socFrom)}% → ${Math.round(summary.socTo)}%`)
  }
  return parts.join('，')
}

/** 'HH:mm' of seconds after midnight (any day). */
export function clockLabel(secondsOfDay: number): string {
  const minutes = Math.floor((((secondsOfDay % 86400) + 86400) % 86400) / 60)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/** '10:32 · 41.2 kW · SOC 56%'; without a start time, '已充 54分钟 · 342 W' (SPEC §5). */
export function pointText(point: CurvePoint, car: boolean, startClock: number | null): string {
  const time =
    startClock === null
      ? `已充 ${formatDuration(point.seconds)}`
      : clockLabel(startClock + point.seconds)
  const parts = [time, power(point.powerW, car)]
  if (point.soc !== null) parts.push(`SOC ${Math.round(point.soc)}%`)
  return parts.join(' · ')
}
