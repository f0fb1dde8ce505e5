/**
 * Chinese words for a pile, its sockets or guns and its plans (DESIGN §7), in one place: what charge
 * selection shows. A pile link's first screen loads this file with the entry
 * (scripts/plugins/entry-modules.ts), so an order's words stay apart in ./order-labels.ts.
 */
export const PORT_STATUS_TEXT: Record<string, string> = {
  IDLE: '空闲',
  CHARGING: '充电中',
  OCCUPIED: '占用',
  FAULT: '故障',
  OFFLINE: '离线',
}

export const DEVICE_STATUS_TEXT: Record<string, string> = {
  ONLINE: '在线',
  OFFLINE: '离线',
  FAULT: '故障',
}

/** The kind of charger, short: a station's counts, an order, an invoiceable order, a pile. */
export const KIND_LABEL = { BIKE: '电单车', CAR: '汽车' } as const

export const DEVICE_TYPE_TEXT: Record<string, string> = {
  BIKE: '电动自行车充电桩',
  CAR: '电动汽车充电桩',
}

export const PLAN_MODE_TEXT: Record<string, string> = {
  TIME: '按时间',
  AMOUNT: '按金额',
  FULL: '充满自停',
}

/** The text of a BIKE plan: '2小时', '5元', '充满自停'. */
export function planText(plan: { mode: string; hours?: number; amount: number }): string {
  if (plan.mode === 'TIME') return `${plan.hours ?? 0}小时`
  if (plan.mode === 'AMOUNT') return `${(plan.amount / 100).toFixed(plan.amount % 100 ? 2 : 0)}元`
  return '充满自停'
}
