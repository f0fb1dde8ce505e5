import { Link } from '@/components/link'
import type { RedPacketStatus, RedPacketSummary } from '@/api/red-packets'
import { href } from '@/config/paths'
import { formatYuan } from '@/lib/money'
import { toFiniteNumber } from '@/lib/number'
import './red-packet.css'
import { withoutBidiControls } from '@/lib/bidi'

export const STATUS_TEXT: Record<RedPacketStatus, string> = {
  UNPAID: '待支付',
  ACTIVE: '进行中',
  SOLD_OUT: '已抢完',
  EXPIRED: '已过期',
  CANCELLED: '已取消',
}

export const SPLIT_TEXT = { RANDOM: '拼手气红包', EVEN: '普通红包' } as const

/** The shares not opened yet: the server's `remaining`, or what its counts leave when it sent none. */
export function sharesLeft(p: RedPacketSummary): number {
  return toFiniteNumber(p.remaining) ?? Math.max(0, p.count - p.openedCount)
}

/** A sender's avatar: their picture, or the first character of their name. */
export function Avatar({ name, src, size = 40 }: { name: string; src: string; size?: number }) {
  return src ? (
    <img className="rp-avatar" src={src} alt="" width={size} height={size} />
  ) : (
    <span
      className="rp-avatar rp-avatar--text"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {Array.from(name)[0] ?? '红'}
    </span>
  )
}

/** One packet of the square: who sent it, its wish, how much is left, and what the user may do. */
export function PacketCard({ packet }: { packet: RedPacketSummary }) {
  const done = packet.status !== 'ACTIVE'
  const mine = packet.myAmount !== null
  let action = '抢红包'
  if (mine) action = `已领 ${formatYuan(packet.myAmount)}`
  else if (packet.status === 'SOLD_OUT') action = '已抢完'
  else if (packet.status === 'EXPIRED') action = '已过期'
  return (
    <Link
      to={href('redPacketDetail', { redPacketId: packet.redPacketId })}
      className={done || mine ? 'rp-card rp-card--done' : 'rp-card'}
    >
      <Avatar name={packet.senderName} src={packet.senderAvatar} />
      <span className="rp-card__text">
        {/* The link's name is what it shows (WCAG 2.5.3), led by whose packet it is. */}
        <span className="visually-hidden">{withoutBidiControls(packet.senderName)}的红包：</span>
        <strong className="rp-card__title">{withoutBidiControls(packet.title)}</strong>
        <span className="rp-card__wish">{withoutBidiControls(packet.blessing)}</span>
        <span className="rp-card__meta">
          {withoutBidiControls(packet.senderName)} · {SPLIT_TEXT[packet.type]} ·{' '}
          <span className="nowrap">
            剩 {sharesLeft(packet)}/{packet.count} 个
          </span>
        </span>
        <span className="rp-progress" aria-hidden="true">
          <span style={{ width: `${Math.min(100, (packet.openedCount / packet.count) * 100)}%` }} />
        </span>
      </span>
      <span className={done || mine ? 'rp-card__cta rp-card__cta--off' : 'rp-card__cta'}>
        {action}
      </span>
    </Link>
  )
}
