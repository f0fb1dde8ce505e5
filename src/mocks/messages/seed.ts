/**
 * The messages part of the seed: what the seeded past orders would have written (charge started,
 * ended, refunds, a failed start), two notices of the operator, and each operator's customer service.
 * Everything is read except the newest UNREAD_IN_SEED, so the demo opens with a badge on Mine.
 */
import type { MessageType, ServiceInfo } from '@/api/types'
import { parseTime } from '../core/clock'
import { messageIdOf, messagesFor, type MessageDraft, type StoredMessage } from './model'
import type { StoredOrder } from '../charging/state'
import type { SimEvent } from '../charging/simulator'

export interface MessagesState {
  messages: StoredMessage[]
  /** The last message sequence number used. */
  messageSeq: number
  /** Customer service keyed by the operator's appId. */
  serviceInfo: Record<string, ServiceInfo>
}

export const UNREAD_IN_SEED = 3

const NOTICES: readonly { type: MessageType; title: string; content: string; at: string }[] = [
  {
    type: 'SYSTEM',
    title: '新用户充电礼包已上线',
    content:
      '新用户领取礼包可获得满3减1优惠券和1.5元充电抵用券，领取后30天内有效，支付时可直接抵扣。',
    at: '2026-11-01 10:00:00',
  },
  {
    type: 'SYSTEM',
    title: '滨江星光大道充电站设备升级通知',
    content:
      '11月8日00:00-06:00滨江星光大道充电站进行设备升级，期间部分电桩暂停服务，给您带来不便敬请谅解。',
    at: '2026-11-07 18:00:00',
  },
]

function eventsOf(order: StoredOrder): SimEvent[] {
  if (order.status === 'START_FAILED') return ['START_FAILED']
  if (order.sim.chargeStartMs === null) return []
  return order.status === 'COMPLETED' ? ['STARTED', 'SETTLED'] : ['STARTED']
}

export function createMessagesState(
  orders: readonly StoredOrder[],
  operatorAppIds: readonly string[],
): MessagesState {
  const drafts: MessageDraft[] = NOTICES.map((n) => {
    const createdMs = parseTime(n.at)
    return {
      type: n.type,
      title: n.title,
      content: n.content,
      orderId: null,
      createdMs,
      createTime: n.at,
    }
  })
  for (const order of orders) {
    for (const event of eventsOf(order)) drafts.push(...messagesFor(order, event))
  }
  drafts.sort((a, b) => a.createdMs - b.createdMs)
  const messages = drafts.map((d, i) => ({
    ...d,
    messageId: messageIdOf(i + 1),
    seq: i + 1,
    read: i < drafts.length - UNREAD_IN_SEED,
  }))
  const serviceInfo: Record<string, ServiceInfo> = {}
  for (const appId of operatorAppIds) {
    serviceInfo[appId] = {
      hotline: '400-826-5800',
      hours: '每天 08:00-22:00',
      email: 'service@lvdong-charge.cn',
    }
  }
  // The second operator of the seed (易充宝) has its own line and no e-mail.
  serviceInfo.wx1c00000000000002 = { hotline: '400-900-1234', hours: '周一至周日 09:00-21:00' }
  return { messages, messageSeq: messages.length, serviceInfo }
}
