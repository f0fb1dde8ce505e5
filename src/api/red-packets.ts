/** Red packet calls (designed; docs/API.md "Red packet calls"). */
import { post } from './client'
import {
  RED_PACKET_API,
  type CreateRedPacketRequest,
  type OpenRedPacketResult,
  type ReceivedRedPacket,
  type RedPacketDetail,
  type RedPacketPayOrder,
  type RedPacketSummary,
} from './red-packet-types'
import type { Page, PageQuery } from './types'

export type * from './red-packet-types'

export const redPacketKeys = {
  list: ['red-packets', 'square'] as const,
  detail: (redPacketId: string) => ['red-packets', 'detail', redPacketId] as const,
  byOrder: (orderId: string) => ['red-packets', 'order', orderId] as const,
  published: ['red-packets', 'published'] as const,
  received: ['red-packets', 'received'] as const,
}

export const redPacketsApi = {
  /** Makes the unpaid packet and its payment: the server decides the amount. */
  create: (body: CreateRedPacketRequest) => post<RedPacketPayOrder>(RED_PACKET_API.create, body),
  list: (page: PageQuery) =>
    post<Page<RedPacketSummary>>(RED_PACKET_API.list, page, { loading: false }),
  detail: (redPacketId: string) =>
    post<RedPacketDetail>(RED_PACKET_API.detail, { redPacketId }, { loading: false }),
  /** The packet a payment published (after the server confirmed it). */
  byOrder: (orderId: string) =>
    post<RedPacketDetail>(RED_PACKET_API.byOrder, { orderId }, { loading: false }),
  open: (redPacketId: string) =>
    post<OpenRedPacketResult>(RED_PACKET_API.open, { redPacketId }, { loading: false }),
  minePublished: (page: PageQuery) =>
    post<Page<RedPacketSummary>>(RED_PACKET_API.minePublished, page, { loading: false }),
  mineReceived: (page: PageQuery) =>
    post<Page<ReceivedRedPacket>>(RED_PACKET_API.mineReceived, page, { loading: false }),
}
