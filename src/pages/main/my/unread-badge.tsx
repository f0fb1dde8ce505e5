import { useUnreadCount } from '@/api/messages'

/** The unread count beside 消息中心: a red badge, read out as 'N条未读'; nothing when all are read. */
export function UnreadBadge() {
  const { data } = useUnreadCount()
  const count = data?.count ?? 0
  if (count <= 0) return null
  return (
    <span className="my__badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{count}条未读</span>
    </span>
  )
}
