/**
 * The complaints part of the seed: one answered (a refund that failed, about a seeded order) and one
 * still being looked into (a damaged socket, no order), plus the record of uploaded files a
 * complaint may cite.
 */
import { formatYuan } from '@/lib/money'
import { maskMobile } from '@/lib/validators'
import { parseTime } from '../core/clock'
import type { StoredComplaint } from './model'
import type { StoredOrder } from '../charging/state'

export type UploadKind = 'picture' | 'sound'

export interface UploadRecord {
  url: string
  kind: UploadKind
}

export interface ComplaintsState {
  complaints: StoredComplaint[]
  /** The last complaint sequence number used. */
  complaintSeq: number
  /** The URLs ad-pict-upload and ad-sound-upload answered: a complaint may cite only these. */
  uploads: UploadRecord[]
}

export function complaintIdOf(seq: number): string {
  return `CP${20260000 + seq}`
}

const MOBILE = '13812345678'

export function createComplaintsState(orders: readonly StoredOrder[]): ComplaintsState {
  // The order whose refund failed (2026-11-12): the user complained, and was answered.
  const order = orders.find((o) => o.refundStatus === 'FAILED') ?? null
  const replied: StoredComplaint = {
    complaintId: complaintIdOf(1),
    type: 'REFUND',
    orderId: order?.orderId ?? null,
    orderNo: order?.orderNo ?? null,
    content: '充电结束三天了，消息说未使用的金额退款未成功，钱一直没有退回微信，请尽快处理。',
    mobile: maskMobile(MOBILE),
    fullMobile: MOBILE,
    images: [],
    sound: null,
    status: 'REPLIED',
    createTime: '2026-11-16 09:20:00',
    reply:
      `您好，经核实，该订单的退款因微信支付通道异常未能退回，我们已于今日重新发起退款，` +
      `${formatYuan(order?.refunded ?? 0)}将在1-3个工作日内原路退回您的微信支付账户，给您带来不便深表歉意。`,
    replyTime: '2026-11-16 15:40:26',
    sim: {
      createdMs: parseTime('2026-11-16 09:20:00'),
      processingAtMs: parseTime('2026-11-16 10:02:11'),
      repliedAtMs: parseTime('2026-11-16 15:40:26'),
      messaged: true, // answered before the message centre wrote replies
    },
  }
  const processing: StoredComplaint = {
    complaintId: complaintIdOf(2),
    type: 'DEVICE_DAMAGE',
    orderId: null,
    orderNo: null,
    content: '西湖文化广场充电站3号桩的5号插座外壳破裂，插头插进去松动，有安全隐患，建议尽快维修。',
    mobile: maskMobile(MOBILE),
    fullMobile: MOBILE,
    images: [],
    sound: null,
    status: 'PROCESSING',
    createTime: '2026-11-20 18:05:00',
    reply: null,
    replyTime: null,
    sim: {
      createdMs: parseTime('2026-11-20 18:05:00'),
      processingAtMs: parseTime('2026-11-20 18:31:45'),
      repliedAtMs: null,
      messaged: false,
    },
  }
  return { complaints: [processing, replied], complaintSeq: 2, uploads: [] }
}
