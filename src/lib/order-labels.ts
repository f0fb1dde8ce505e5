/** Chinese words for the charging domain's states (DESIGN §7), in one place. */
export const ORDER_STATUS_TEXT: Record<string, string> = {
  UNPAID: '待支付',
  STARTING: '启动中',
  START_FAILED: '启动失败',
  CHARGING: '充电中',
  STOPPING: '停止中',
  SETTLING: '结算中',
  COMPLETED: '已完成',
  CANCELLED: '已取消',
}

export const RUNNING_STATUSES: readonly string[] = ['STARTING', 'CHARGING', 'STOPPING', 'SETTLING']
export const isRunning = (status: string): boolean => RUNNING_STATUSES.includes(status)

export const REFUND_STATUS_TEXT: Record<string, string> = {
  NONE: '无退款',
  PENDING: '退款中',
  PARTIAL: '已部分退款',
  FULL: '已全额退款',
  FAILED: '退款失败',
}

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

export const STOP_REASON_TEXT: Record<string, string> = {
  USER: '用户主动停止',
  PLAN_END: '已达到设定时长',
  FULL: '已充满',
  BALANCE: '预付金额已用完',
  FAULT: '设备故障停止',
  START_FAILED: '设备启动失败',
  '': '-',
}

export const PAY_TYPE_TEXT: Record<string, string> = {
  WECHAT: '微信支付',
  CARD: '充电卡支付',
  VOUCHER: '抵用券支付',
}

export const PLAN_MODE_TEXT: Record<string, string> = {
  TIME: '按时间',
  AMOUNT: '按金额',
  FULL: '充满自停',
}

/** A socket or a gun by its number, as an order names it: '10号插座', '1号枪'. */
export function portName(portNo: number, deviceType: string): string {
  return `${portNo}${deviceType === 'BIKE' ? '号插座' : '号枪'}`
}

/** The text of a BIKE plan: '2小时', '5元', '充满自停'. */
export function planText(plan: { mode: string; hours?: number; amount: number }): string {
  if (plan.mode === 'TIME') return `${plan.hours ?? 0}小时`
  if (plan.mode === 'AMOUNT') return `${(plan.amount / 100).toFixed(plan.amount % 100 ? 2 : 0)}元`
  return '充满自停'
}
