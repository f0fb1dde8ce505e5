/** Red packet calls (designed; docs/API.md "Red packet and blind box calls"). */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { post } from './client'
import { RED_PACKET_API } from './endpoints/red-packets'
import type { PagedSource } from './envelope'
import {
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
  all: ['red-packets'] as const,
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

export const redPacketQueries = {
  /** The square: packets open to everyone. */
  list: (): PagedSource<RedPacketSummary> => ({
    queryKey: redPacketKeys.list,
    fetchPage: redPacketsApi.list,
  }),
  /** The square's first `count` packets (红包首页). */
  preview: (count: number) =>
    queryOptions({
      queryKey: [...redPacketKeys.list, 'preview', count],
      queryFn: () => redPacketsApi.list({ pageNo: 1, pageSize: count }),
    }),
  published: (): PagedSource<RedPacketSummary> => ({
    queryKey: redPacketKeys.published,
    fetchPage: redPacketsApi.minePublished,
  }),
  received: (): PagedSource<ReceivedRedPacket> => ({
    queryKey: redPacketKeys.received,
    fetchPage: redPacketsApi.mineReceived,
  }),
  /** How many packets the user published (红包首页's figure: one item asked, the total read). */
  publishedCount: () =>
    queryOptions({
      queryKey: [...redPacketKeys.published, 'count'],
      queryFn: () => redPacketsApi.minePublished({ pageNo: 1, pageSize: 1 }),
    }),
  receivedCount: () =>
    queryOptions({
      queryKey: [...redPacketKeys.received, 'count'],
      queryFn: () => redPacketsApi.mineReceived({ pageNo: 1, pageSize: 1 }),
    }),
  detail: (redPacketId: string) =>
    queryOptions({
      queryKey: redPacketKeys.detail(redPacketId),
      queryFn: () => redPacketsApi.detail(redPacketId),
      enabled: redPacketId !== '',
    }),
  /** The packet a payment published: a moment after the payment's confirmation at most. */
  byOrder: (orderId: string) =>
    queryOptions({
      queryKey: redPacketKeys.byOrder(orderId),
      queryFn: () => redPacketsApi.byOrder(orderId),
      retry: 3,
      retryDelay: 800,
    }),
}

/** After a packet was published or opened: every packet list and count. */
export function refreshRedPackets(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: redPacketKeys.all })
}
