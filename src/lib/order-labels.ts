/**
 * Chinese words for an order's states (DESIGN §7), in one place. A pile's and its plans' words are
 * in ./pile-labels.ts: a pile link's first screen carries those, not these.
 */
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

/** A socket or a gun by its number, as an order names it: '10号插座', '1号枪'. */
export function portName(portNo: number, deviceType: string): string {
  return `${portNo}${deviceType === 'BIKE' ? '号插座' : '号枪'}`
}
