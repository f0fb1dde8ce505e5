/** Messages and the service centre (DESIGN §7 "Messages, service centre"), designed here. */
import type { PageQuery } from './envelope'

/**
 * What a message is about: a charge that started, ended (settled) or failed to start, the refund of
 * an order's unused remainder, or a notice from the operator (no order).
 */
export type MessageType =
  | 'CHARGE_START'
  | 'CHARGE_END'
  | 'START_FAILED'
  | 'REFUND'
  | 'SYSTEM'
  /** The operator answered a complaint: it links to the complaint (complaintId). */
  | 'COMPLAINT_REPLY'

export interface Message {
  messageId: string
  type: MessageType
  title: string
  /** Plain text (rendered as text, never HTML). */
  content: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string
  read: boolean
  /** The order it is about; null for SYSTEM notices. */
  orderId: string | null
  /** The complaint a COMPLAINT_REPLY answers (absent on other messages). */
  complaintId?: string | null
}

export type MessageListRequest = PageQuery

export interface UnreadCount {
  count: number
}

/** The operator's customer service. */
export interface ServiceInfo {
  /** A phone number as dialled, e.g. '400-826-5800'. */
  hotline: string
  /** Service hours as text, e.g. '每天 08:00-22:00'. */
  hours: string
  email?: string
}
