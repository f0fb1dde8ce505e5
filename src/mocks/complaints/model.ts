/**
 * A complaint's life at the operator, a pure function of time like the charging simulator: filed
 * (待处理), taken up by customer service (处理中) PROCESSING_AFTER_S simulated seconds later, answered
 * (已回复) REPLY_AFTER_S simulated seconds after filing. Real milliseconds become simulated seconds at
 * the speed-up factor of the moment it was filed (default 60: taken up after 5 real seconds, answered
 * after 15), so the demo and the e2e test see the reply arrive.
 */
import type { Complaint, ComplaintStatus, ComplaintType } from '@/api/types'
import { COMPLAINT_TYPE_TEXT } from '@/lib/complaint-labels'
import { formatTime } from '../core/clock'
import type { MessageDraft } from '../messages/model'

/** Simulated seconds from filing to 处理中 and to 已回复 (5 and 15 minutes). */
export const PROCESSING_AFTER_S = 300
export const REPLY_AFTER_S = 900

export interface ComplaintSim {
  /** Real ms it was filed. */
  createdMs: number
  /** Real ms customer service takes it up. */
  processingAtMs: number
  /** Real ms it is answered; null: still being looked into (no answer scheduled). */
  repliedAtMs: number | null
  /** The reply's message was written (once; the seed's history predates the message centre). */
  messaged: boolean
}

export interface StoredComplaint extends Complaint {
  /** The contact phone in full (answers carry it masked). */
  fullMobile: string
  sim: ComplaintSim
}

/** When a complaint filed at `createdMs` is taken up and answered, at `speed` simulated s per real s. */
export function scheduleFor(createdMs: number, speed: number): ComplaintSim {
  return {
    createdMs,
    processingAtMs: createdMs + (PROCESSING_AFTER_S * 1000) / speed,
    repliedAtMs: createdMs + (REPLY_AFTER_S * 1000) / speed,
    messaged: false,
  }
}

export function statusAt(sim: ComplaintSim, at: number): ComplaintStatus {
  if (sim.repliedAtMs !== null && at >= sim.repliedAtMs) return 'REPLIED'
  return at >= sim.processingAtMs ? 'PROCESSING' : 'PENDING'
}

const REPLIES: Record<ComplaintType, string> = {
  CHARGING_FAULT:
    '运维人员已远程检测该电桩并安排现场检修；因故障未完成的充电，未使用的费用已原路退回。给您带来不便，深表歉意。',
  BILLING:
    '我们已核对充电记录与计费明细：电费和服务费按充电时段的单价计算，未使用的预付金额已原路退回。如仍有疑问，请拨打客服热线。',
  REFUND:
    '经核实，退款已重新发起并按原支付方式退回：微信支付一般1-3个工作日到账，充电卡余额即时到账。如超过时限仍未到账，请拨打客服热线。',
  DEVICE_DAMAGE:
    '感谢您反馈设备损坏情况。我们已通知站点运维人员24小时内到场检修，维修期间该设备暂停使用。',
  SERVICE:
    '非常抱歉给您带来不好的体验。我们已将您反馈的情况转交站点负责人核实处理，并加强服务人员培训。',
  SUGGESTION: '感谢您的宝贵建议！我们已记录并转交产品团队评估，会在后续版本中持续改进。',
}

/** Customer service's answer to a complaint. */
export function replyFor(complaint: Pick<Complaint, 'type' | 'orderNo'>): string {
  const about = complaint.orderNo ? `关于订单${complaint.orderNo}，` : ''
  return `您好，${about}${REPLIES[complaint.type]}`
}

/** Moves a complaint to its state at `at` (status, reply). True when it has just been answered. */
export function advanceComplaint(complaint: StoredComplaint, at: number): boolean {
  const status = statusAt(complaint.sim, at)
  const answered = status === 'REPLIED' && complaint.status !== 'REPLIED'
  complaint.status = status
  if (status === 'REPLIED' && complaint.sim.repliedAtMs !== null) {
    complaint.reply ??= replyFor(complaint)
    complaint.replyTime ??= formatTime(complaint.sim.repliedAtMs)
  }
  return answered
}

/** The message the operator writes when it answers (links to the complaint). */
export function replyMessage(complaint: StoredComplaint): MessageDraft | null {
  const at = complaint.sim.repliedAtMs
  if (complaint.status !== 'REPLIED' || at === null || !complaint.reply) return null
  return {
    type: 'COMPLAINT_REPLY',
    title: '您的投诉已回复',
    content: `您${complaint.createTime.slice(0, 16)}提交的“${COMPLAINT_TYPE_TEXT[complaint.type]}”投诉已回复：${complaint.reply}`,
    orderId: complaint.orderId,
    complaintId: complaint.complaintId,
    createdMs: at,
    createTime: formatTime(at),
  }
}

/** What the API answers: the phone masked, no simulator state. */
export function publicComplaint(complaint: StoredComplaint): Complaint {
  const { fullMobile: _full, sim: _sim, ...rest } = complaint
  return { ...rest, images: [...rest.images] }
}
