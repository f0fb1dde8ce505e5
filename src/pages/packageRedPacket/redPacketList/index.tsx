import { Link } from '@/components/link'
import { redPacketQueries } from '@/api/red-packets'
import { ListBlock } from '@/components/list-block'
import { href } from '@/config/paths'
import { PacketCard } from '@/pages/packageRedPacket/shared/packet-card'
import '@/pages/packageRedPacket/shared/red-packet.css'

/** 红包广场 (refresh, paging): other people's packets to open first, then the finished ones. */
export default function RedPacketListPage() {
  return (
    <div className="rp-page">
      <ListBlock
        source={redPacketQueries.list()}
        itemKey={(p) => p.redPacketId}
        renderItem={(p) => <PacketCard packet={p} />}
        header={
          <div className="rp-banner">
            <strong>红包广场</strong>
            <span>车友发的充电红包，先到先得，每人每个限领一次</span>
          </div>
        }
        emptyTitle="广场上暂时没有红包"
        emptyDescription="发一个红包，让车友们来抢吧"
        emptyAction={
          <Link to={href('createRedPacket')} className="app-button">
            发红包
          </Link>
        }
      />
    </div>
  )
}
