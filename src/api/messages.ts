import {
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query'
import { useAppStore } from '@/store'
import { post } from './client'
import { API } from './endpoints/spec'
import type { PagedSource } from './envelope'
import type { Message, MessageListRequest, ServiceInfo, UnreadCount } from './message-types'
import { type Page } from './types'

/** Messages and the service centre: one typed function per call (docs/API.md). */
export const messagesApi = {
  list: (body: MessageListRequest) =>
    post<Page<Message>>(API.messageList, body, { loading: false }),
  /** Read by Mine for its badge: silent. */
  unreadCount: () =>
    post<UnreadCount>(API.unreadCount, {}, { loading: false, toast: false, networkDialog: false }),
  read: (messageId: string) =>
    post<{ messageId: string; read: boolean }>(API.readMessage, { messageId }, { loading: false }),
  serviceInfo: (appId: string) => post<ServiceInfo>(API.serviceInfo, { appId }, { loading: false }),
}

export const messageKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  unread: ['messages', 'unread'] as const,
  serviceInfo: (appId: string) => ['service', 'info', appId] as const,
}

/** The number of unread messages (Mine's badge); refetched whenever a message is read. */
export function useUnreadCount() {
  const token = useAppStore((s) => s.token)
  return useQuery({
    queryKey: [...messageKeys.unread, token],
    queryFn: messagesApi.unreadCount,
    enabled: Boolean(token),
    staleTime: 10_000,
  })
}

function markReadInPages(data: InfiniteData<Page<Message>> | undefined, messageId: string) {
  if (!data) return data
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      list: page.list.map((m) => (m.messageId === messageId ? { ...m, read: true } : m)),
    })),
  }
}

/** Marks a message read on the server; the list shows it read at once, and the count follows. */
export function useReadMessage() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: messagesApi.read,
    onMutate: (messageId) => {
      client.setQueriesData<InfiniteData<Page<Message>>>(
        { queryKey: messageKeys.list as QueryKey },
        (data) => markReadInPages(data, messageId),
      )
    },
    // A failed read puts the list back as the server has it.
    onError: () => client.invalidateQueries({ queryKey: messageKeys.list }),
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.unread }),
  })
}

/** The operator's hotline and hours. */
export function useServiceInfo(appId: string) {
  return useQuery({
    queryKey: messageKeys.serviceInfo(appId),
    queryFn: () => messagesApi.serviceInfo(appId),
    staleTime: 5 * 60_000,
  })
}

export const messageQueries = {
  /** The user's messages (消息中心). */
  list: (): PagedSource<Message> => ({ queryKey: messageKeys.list, fetchPage: messagesApi.list }),
}
