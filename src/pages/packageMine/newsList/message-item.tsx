import { useQueryClient } from '@tanstack/react-query'
import { refreshComplaints } from '@/api/complaints'
import { useReadMessage } from '@/api/messages'
import { Link } from '@/components/link'
import type { Message } from '@/api/types'
import { href } from '@/config/paths'
import { timeAgo } from '@/lib/time-ago'

/**
 * Where a message leads: a complaint's reply to the complaint, a started charge to its live page, the
 * rest (end, refund, failed start) to the order detail.
 */
function targetOf(message: Message): { to: string; label: string } | null {
  if (message.type === 'COMPLAINT_REPLY') {
    if (!message.complaintId) return null
    const query = { tab: 'mine', complaintId: message.complaintId }
    return { to: href('userComplaint', query), label: '查看投诉详情' }
  }
  if (!message.orderId) return null
  const { orderId } = message
  if (message.type === 'CHARGE_START') {
    return { to: href('chargingDetail', { orderId }), label: '查看充电详情' }
  }
  return { to: href('carChargingDetail', { orderId }), label: '查看订单详情' }
}

interface Props {
  message: Message
  open: boolean
  onToggle: () => void
}

/** One message: tapping it opens the whole text (and marks it read); it links to its order. */
export function MessageItem({ message, open, onToggle }: Props) {
  const read = useReadMessage()
  const queryClient = useQueryClient()
  const target = targetOf(message)
  const bodyId = `message-${message.messageId}`
  const toggle = () => {
    if (!open && !message.read) read.mutate(message.messageId)
    // A reply the user is reading: 我的投诉 seen earlier in the visit still holds 待处理.
    if (!open && message.type === 'COMPLAINT_REPLY') void refreshComplaints(queryClient)
    onToggle()
  }
  return (
    <article className={message.read ? 'news-item' : 'news-item news-item--unread'}>
      <button
        type="button"
        className="news-item__head"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={toggle}
      >
        <span className="news-item__top">
          {!message.read && (
            <span className="news-item__dot">
              <span className="visually-hidden">未读</span>
            </span>
          )}
          <span className="news-item__title">{message.title}</span>
          <time className="news-item__time" dateTime={message.createTime}>
            {timeAgo(message.createTime)}
          </time>
        </span>
        {!open && <span className="news-item__summary">{message.content}</span>}
      </button>
      <div id={bodyId} className="news-item__body" hidden={!open}>
        <p className="news-item__content">{message.content}</p>
        <p className="news-item__meta">{message.createTime}</p>
        {target && (
          <Link className="news-item__link" to={target.to}>
            {target.label}
          </Link>
        )}
      </div>
    </article>
  )
}
