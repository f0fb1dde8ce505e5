import { useQuery } from '@tanstack/react-query'
import { Link } from '@/components/link'
import { redPacketQueries } from '@/api/red-packets'
import { EntryList } from '@/components/entry-list'
import { PullToRefresh } from '@/components/pull-to-refresh'
import { StateBlock } from '@/components/state-block'
import { href } from '@/config/paths'
import { PacketCard } from '@/pages/packageRedPacket/shared/packet-card'
import '@/pages/packageRedPacket/shared/red-packet.css'

/** Shown on the hub; the first page (the most a page holds) counts the packets still to open. */
const PREVIEW = 3
const FIRST_PAGE = 50

/** A count, or '--' while it is unknown (never a made-up 0). */
const count = (total: number | undefined) => (total === undefined ? '--' : String(total))

/** 红包: the hub. Send one, open one, and see what you sent and received; blind boxes below. */
export default function RedPacketIndexPage() {
  const square = useSquare()
  const published = useQuery(redPacketQueries.publishedCount())
  const received = useQuery(redPacketQueries.receivedCount())
  const open = square.data?.list.filter((p) => p.status === 'ACTIVE' && p.myAmount === null)

  return (
    <div className="rp-page">
      <PullToRefresh
        onRefresh={() => Promise.all([square.refetch(), published.refetch(), received.refetch()])}
      >
        <header className="rp-hero">
          <h2>充电红包</h2>
          <p>发个红包给车友，一起省电费</p>
          <span className="rp-hero__coin" aria-hidden="true">
            ¥
          </span>
        </header>
        <nav className="rp-actions" aria-label="发红包和抢红包">
          <Link to={href('createRedPacket')} className="rp-action rp-action--send">
            <strong>发红包</strong>
            <span>拼手气或平均分配</span>
          </Link>
          <Link to={href('redPacketList')} className="rp-action">
            <strong>抢红包</strong>
            <span>红包广场 {count(square.data?.total)} 个红包</span>
          </Link>
        </nav>
        <nav className="rp-stats" aria-label="我的红包">
          <Link to={href('redPacketList')}>
            <strong>{open === undefined ? '--' : open.length}</strong>
            <span>可抢红包</span>
          </Link>
          <Link to={href('mineRedPacket')}>
            <strong>{count(published.data?.total)}</strong>
            <span>我发出的</span>
          </Link>
          <Link to={href('mineReceiveRedPacket')}>
            <strong>{count(received.data?.total)}</strong>
            <span>我收到的</span>
          </Link>
        </nav>
        <section className="rp-section" aria-labelledby="rp-square">
          <div className="rp-section__head">
            <h2 id="rp-square">红包广场</h2>
            <Link to={href('redPacketList')}>查看全部</Link>
          </div>
          <SquarePreview query={square} />
        </section>
        <EntryList
          title="更多福利"
          entries={[
            { key: 'box', label: '充电盲盒', extra: '拆盲盒赢充电券', to: href('blackBoxPage') },
            { key: 'gift', label: '我的盲盒奖品', to: href('mineBlackBoxGift') },
            { key: 'voucher', label: '我的充电券', to: href('blackBoxChargeVoucher') },
            { key: 'sent', label: '我发出的红包', to: href('mineRedPacket') },
            { key: 'got', label: '我收到的红包', to: href('mineReceiveRedPacket') },
          ]}
        />
        <p className="rp-note">
          抢到的红包金额存入充电卡赠送余额，充电时直接抵扣；红包24小时内未被领完，剩余金额原路退回发红包的人。
        </p>
      </PullToRefresh>
    </div>
  )
}

function SquarePreview({ query }: { query: ReturnType<typeof useSquare> }) {
  if (query.isPending) {
    return (
      <div className="rp-list" role="status" aria-busy="true" aria-label="加载中">
        {[0, 1].map((i) => (
          <span key={i} className="skeleton rp-skeleton" />
        ))}
      </div>
    )
  }
  if (query.isLoadingError) {
    return (
      <StateBlock kind="error" role="alert" title="红包加载失败" description={query.error.message}>
        <button type="button" className="app-button" onClick={() => void query.refetch()}>
          重试
        </button>
      </StateBlock>
    )
  }
  if (query.data.list.length === 0) {
    return (
      <StateBlock kind="empty" title="广场上暂时没有红包" description="发一个红包，让车友们来抢吧">
        <Link to={href('createRedPacket')} className="app-button">
          发红包
        </Link>
      </StateBlock>
    )
  }
  return (
    <ul className="rp-list">
      {query.data.list.slice(0, PREVIEW).map((p) => (
        <li key={p.redPacketId}>
          <PacketCard packet={p} />
        </li>
      ))}
    </ul>
  )
}

function useSquare() {
  return useQuery(redPacketQueries.preview(FIRST_PAGE))
}
