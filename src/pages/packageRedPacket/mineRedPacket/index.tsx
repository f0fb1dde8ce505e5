import { Link } from '@/components/link'
import { redPacketQueries, type RedPacketSummary } from '@/api/red-packets'
import { ListBlock } from '@/components/list-block'
import { href } from '@/config/paths'
import { formatYuan } from '@/lib/money'
import { SPLIT_TEXT, STATUS_TEXT } from '@/pages/packageRedPacket/shared/packet-card'
import '@/pages/packageRedPacket/shared/red-packet.css'
import { withoutBidiControls } from '@/lib/bidi'

/** What happens to the money not yet opened, in the packet's state. */
export function refundNote(p: RedPacketSummary): string | null {
  const rest = p.totalAmount - p.openedAmount
  if (p.status === 'EXPIRED') {
    return p.refundAmount > 0 ? `未领取的${formatYuan(p.refundAmount)}已原路退回` : null
  }
  if (p.status === 'ACTIVE' && rest > 0) {
    return `${p.expireTime.slice(5, 16)}前未领完，剩余${formatYuan(rest)}原路退回`
  }
  return null
}

function PublishedItem({ packet: p }: { packet: RedPacketSummary }) {
  const note = refundNote(p)
  const tag = p.status === 'ACTIVE' ? 'rp-tag rp-tag--active' : 'rp-tag'
  return (
    <Link to={href('redPacketDetail', { redPacketId: p.redPacketId })} className="rp-item">
      <div className="rp-item__row">
        <strong className="rp-item__title">{withoutBidiControls(p.title)}</strong>
        <span className="rp-item__amount">{formatYuan(p.totalAmount)}</span>
      </div>
      <p className="rp-item__meta">
        <span className={tag}>{STATUS_TEXT[p.status]}</span> {SPLIT_TEXT[p.type]} · 已领取
        {p.openedCount}/{p.count}个，共{formatYuan(p.openedAmount)}
      </p>
      {note && <p className="rp-item__meta">{note}</p>}
      <p className="rp-item__meta">{p.createTime}</p>
    </Link>
  )
}

/** 我发出的红包 (refresh, paging): state, how many were opened, the refund of the rest. */
export default function MineRedPacketPage() {
  return (
    <div className="rp-page">
      <ListBlock
        source={redPacketQueries.published()}
        itemKey={(p) => p.redPacketId}
        renderItem={(p) => <PublishedItem packet={p} />}
        emptyTitle="还没有发过红包"
        emptyDescription="发个红包给车友，一起省电费"
        emptyAction={
          <Link to={href('createRedPacket')} className="app-button">
            发红包
          </Link>
        }
      />
      <p className="rp-note">红包发出24小时内未被领完，剩余金额原路退回您的微信。</p>
    </div>
  )
}
