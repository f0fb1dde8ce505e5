import { Link } from '@/components/link'
import { redPacketQueries, type ReceivedRedPacket } from '@/api/red-packets'
import { ListBlock } from '@/components/list-block'
import { href } from '@/config/paths'
import { formatYuan } from '@/lib/money'
import { Avatar } from '@/pages/packageRedPacket/shared/packet-card'
import '@/pages/packageRedPacket/shared/red-packet.css'
import { withoutBidiControls } from '@/lib/bidi'

function ReceivedItem({ item }: { item: ReceivedRedPacket }) {
  return (
    <Link to={href('redPacketDetail', { redPacketId: item.redPacketId })} className="rp-item">
      <div className="rp-item__row">
        <Avatar name={item.senderName} src={item.senderAvatar} size={40} />
        <span className="rp-card__text">
          <strong className="rp-item__title">{withoutBidiControls(item.title)}</strong>
          <span className="rp-card__meta">
            {withoutBidiControls(item.senderName)} · {item.openTime}
          </span>
        </span>
        <span className="rp-item__amount">{formatYuan(item.amount)}</span>
      </div>
    </Link>
  )
}

/** 我收到的红包 (refresh, paging): what the user opened; the money is on their charging card. */
export default function MineReceiveRedPacketPage() {
  return (
    <div className="rp-page">
      <ListBlock
        source={redPacketQueries.received()}
        itemKey={(r) => r.redPacketId}
        renderItem={(r) => <ReceivedItem item={r} />}
        header={
          <div className="rp-banner">
            <strong>我收到的红包</strong>
            <span>抢到的金额已存入充电卡赠送余额，充电时直接抵扣</span>
          </div>
        }
        emptyTitle="还没有抢到红包"
        emptyDescription="去红包广场看看，车友们正在发红包"
        emptyAction={
          <Link to={href('redPacketList')} className="app-button">
            去抢红包
          </Link>
        }
      />
    </div>
  )
}
