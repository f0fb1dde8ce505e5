/** The complaint form's choices and limits (designed here: docs/API.md, complaint calls). */

export const COMPLAINT_TYPES = [
  { value: 'CHARGING_FAULT', label: '充电故障' },
  { value: 'BILLING', label: '扣费问题' },
  { value: 'REFUND', label: '退款问题' },
  { value: 'DEVICE_DAMAGE', label: '设备损坏' },
  { value: 'SERVICE', label: '服务态度' },
  { value: 'SUGGESTION', label: '其他建议' },
] as const

/** What a complaint is about. */
export type ComplaintType = (typeof COMPLAINT_TYPES)[number]['value']

/** 待处理 -> 处理中 -> 已回复. */
export type ComplaintStatus = 'PENDING' | 'PROCESSING' | 'REPLIED'

export const COMPLAINT_TYPE_TEXT = Object.fromEntries(
  COMPLAINT_TYPES.map((t) => [t.value, t.label]),
) as Record<ComplaintType, string>

export const COMPLAINT_STATUS_TEXT: Record<ComplaintStatus, string> = {
  PENDING: '待处理',
  PROCESSING: '处理中',
  REPLIED: '已回复',
}

export function isComplaintType(value: unknown): value is ComplaintType {
  return COMPLAINT_TYPES.some((t) => t.value === value)
}

/** The length of a complaint's text, in characters. */
export const COMPLAINT_MIN_CHARS = 10
export const COMPLAINT_MAX_CHARS = 500
