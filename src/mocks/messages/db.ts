/** The user's messages in the mock db: written by the charging simulator, paged, read. */
import type { Message } from '@/api/types'
import { db } from '../core/db'
import { messageIdOf, messagesFor, type StoredMessage } from './model'
import type { StoredOrder } from '../charging/state'
import type { SimEvent } from '../charging/simulator'

/** Writes the messages of a simulator event (once per order and kind, however often it is stepped). */
export function recordOrderMessages(order: StoredOrder, event: SimEvent): void {
  for (const draft of messagesFor(order, event)) {
    const exists = db.messages.some((m) => m.orderId === order.orderId && m.type === draft.type)
    if (exists) continue
    db.messageSeq += 1
    db.messages.push({
      ...draft,
      messageId: messageIdOf(db.messageSeq),
      seq: db.messageSeq,
      read: false,
    })
  }
}

/** Newest first: by time, then by sequence. */
export function messagesNewestFirst(): StoredMessage[] {
  return [...db.messages].sort((a, b) => b.createdMs - a.createdMs || b.seq - a.seq)
}

export function unreadCount(): number {
  return db.messages.filter((m) => !m.read).length
}

export function findMessage(messageId: string): StoredMessage | undefined {
  return db.messages.find((m) => m.messageId === messageId)
}

export function publicMessage(message: StoredMessage): Message {
  const { messageId, type, title, content, createTime, read, orderId, complaintId } = message
  const about = complaintId ? { complaintId } : {}
  return { messageId, type, title, content, createTime, read, orderId, ...about }
}
