/**
 * The user's messages as the operator writes them: one builder per simulator event (charge started,
 * settled with the refund of the unused remainder, failed to start with a full refund). Pure: the
 * seed and the live simulator (messages/db.ts) both use it.
 */
import type { Message, MessageType } from '@/api/types'
import { formatDuration } from '@/lib/duration'
import { formatKwh } from '@/lib/energy'
import { formatYuan } from '@/lib/money'
import { formatTime } from '../core/clock'
import type { StoredOrder } from '../charging/state'
import { SETTLING_MS, STARTING_MS, STOPPING_MS, type SimEvent } from '../charging/simulator'

export interface StoredMessage extends Message {
  /** Real time it was written (ms), for newest-first order. */
  createdMs: number
  seq: number
}

/** A message before it gets its id and sequence. */
export type MessageDraft = Omit<StoredMessage, 'messageId' | 'seq' | 'read'>

export function messageIdOf(seq: number): string {
  return `MS${100000 + seq}`
}

function where(order: StoredOrder): string {
  const port = order.deviceType === 'BIKE' ? `${order.portNo}号插座` : `${order.portNo}号枪`
  return `${order.station.name}${port}`
}

/** Where the refund goes: back the way the money came. */
function refundTo(order: StoredOrder): string {
  return order.payType === 'CARD' ? '原充电卡' : '微信支付账户'
}

/** Real time (ms) an event of the simulator happened to an order. */
export function eventTime(order: StoredOrder, event: SimEvent): number {
  const { sim } = order
  if (event === 'STARTED') return sim.chargeStartMs ?? sim.createdMs
  if (event === 'SETTLED') return (sim.endMs ?? sim.createdMs) + STOPPING_MS + SETTLING_MS
  return (sim.paidAtMs ?? sim.createdMs) + STARTING_MS
}

function draft(
  order: StoredOrder,
  type: MessageType,
  title: string,
  content: string,
  at: number,
): MessageDraft {
  return { type, title, content, orderId: order.orderId, createdMs: at, createTime: formatTime(at) }
}

function refundDraft(order: StoredOrder, at: number): MessageDraft | null {
  if (order.refunded <= 0) return null
  const amount = formatYuan(order.refunded)
  if (order.refundStatus === 'PENDING') {
    const text = `订单${order.orderNo}未使用的${amount}正在退回${refundTo(order)}，一般1-3个工作日到账。`
    return draft(order, 'REFUND', '退款处理中', text, at)
  }
  if (order.refundStatus === 'FAILED') {
    const text = `订单${order.orderNo}未使用的${amount}退款未成功，请联系客服为您处理。`
    return draft(order, 'REFUND', '退款未成功', text, at)
  }
  const text = `订单${order.orderNo}未使用的${amount}已原路退回${refundTo(order)}，请注意查收。`
  return draft(order, 'REFUND', '退款已到账', text, at)
}

/** The messages an event of the simulator writes (none for a cancelled, unpaid order). */
export function messagesFor(order: StoredOrder, event: SimEvent): MessageDraft[] {
  const at = eventTime(order, event)
  switch (event) {
    case 'STARTED':
      return [
        draft(
          order,
          'CHARGE_START',
          '充电已开始',
          `您在${where(order)}的充电已开始，预付${formatYuan(order.prepaid)}。可在充电详情中查看进度或随时结束充电。`,
          at,
        ),
      ]
    case 'SETTLED': {
      const spent = Math.max(0, order.paid - order.refunded)
      const figures = [
        order.durationSeconds > 0 ? `时长${formatDuration(order.durationSeconds)}` : '',
        `电量${formatKwh(order.energyWh)}`,
        `实付${formatYuan(spent)}`,
      ].filter(Boolean)
      const text = `您在${where(order)}的充电已结束：${figures.join('，')}。`
      const end = draft(order, 'CHARGE_END', '充电已结束', text, at)
      const refund = refundDraft(order, at + 1000)
      return refund ? [end, refund] : [end]
    }
    case 'START_FAILED':
      return [
        draft(
          order,
          'START_FAILED',
          '充电启动失败，已全额退款',
          `${where(order)}未能启动充电，已为您全额退款${formatYuan(order.refunded)}，原路退回${refundTo(order)}。请换一个插座或电桩重试，如有疑问请联系客服。`,
          at,
        ),
      ]
    default:
      return []
  }
}
