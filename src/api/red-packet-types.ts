/**
 * Red packets (SPEC §2 packageRedPacket; DESIGN §7 "title, total amount, count, type RANDOM|EVEN,
 * blessing, remaining, status, receivers"). Designed here: docs/API.md "Red packet and blind box
 * calls". Money in cents.
 */
import type { PayOrder } from './payments'

export type RedPacketSplit = 'RANDOM' | 'EVEN'

/** UNPAID until the payment is confirmed; ACTIVE while shares remain; SOLD_OUT; EXPIRED after 24 h. */
export type RedPacketStatus = 'UNPAID' | 'ACTIVE' | 'SOLD_OUT' | 'EXPIRED' | 'CANCELLED'

export interface CreateRedPacketRequest {
  title: string
  /** Cents, 1 share at least 1 cent: totalAmount >= count. */
  totalAmount: number
  count: number
  /** DESIGN §7 "type RANDOM|EVEN": 拼手气 or 普通 (every share the same). */
  type: RedPacketSplit
  blessing: string
  /** Ours: the intent's idempotency id; a retry after a lost answer reuses it (docs/API.md). */
  requestId?: string
}

/** The payment of a new packet: pay it through the cashier, the packet is published once paid. */
export interface RedPacketPayOrder extends PayOrder {
  redPacketId: string
}

export interface RedPacketSummary {
  redPacketId: string
  title: string
  blessing: string
  type: RedPacketSplit
  totalAmount: number
  count: number
  /** DESIGN §7 "remaining": the shares not opened yet (count - openedCount). */
  remaining: number
  openedCount: number
  openedAmount: number
  status: RedPacketStatus
  senderName: string
  senderAvatar: string
  /** The packet is the asking user's own. */
  mine: boolean
  /** What the asking user got from it, or null. */
  myAmount: number | null
  createTime: string
  expireTime: string
  /** The unopened remainder sent back to the sender after expiry (cents; 0 when none). */
  refundAmount: number
}

export interface RedPacketReceiver {
  nickName: string
  headUrl: string
  amount: number
  openTime: string
  /** 手气最佳: the largest share of a finished random packet. */
  best: boolean
}

export interface RedPacketDetail extends RedPacketSummary {
  receivers: RedPacketReceiver[]
}

/** Opening answers what the user got; opening again answers the same share (`again: true`). */
export interface OpenRedPacketResult {
  amount: number
  again: boolean
  /** Where the money went, e.g. '已存入充电卡赠送余额'. */
  creditedTo: string
  packet: RedPacketDetail
}

export interface ReceivedRedPacket {
  redPacketId: string
  title: string
  blessing: string
  senderName: string
  senderAvatar: string
  amount: number
  openTime: string
}
