import { useQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { Link } from '@/components/link'
import { redPacketQueries } from '@/api/red-packets'
import { copyText } from '@/components/copy-button'
import { feedback } from '@/api/feedback'
import { StateBlock } from '@/components/state-block'
import { href } from '@/config/paths'
import { formatYuan } from '@/lib/money'
import { SPLIT_TEXT } from '@/pages/packageRedPacket/shared/packet-card'
import { withoutBidiControls } from '@/lib/bidi'

/** The link a user shares: the packet's detail page in this app (the hash route). */
export function shareLink(redPacketId: string): string {
  const { origin, pathname } = window.location
  return `${origin}${pathname}#${href('redPacketDetail', { redPacketId })}`
}

/** After the server confirmed the payment: the packet is published; share it. */
export function Published({ orderId, onAgain }: { orderId: string; onAgain: () => void }) {
  const packet = useQuery(redPacketQueries.byOrder(orderId))
  if (packet.isPending) return <div className="skeleton rp-skeleton create-rp__wait" />
  if (packet.isLoadingError) {
    return (
      <StateBlock
        kind="error"
        role="alert"
        title="红包信息加载失败"
        description={packet.error.message}
      >
        <Button color="primary" block onClick={() => void packet.refetch()}>
          重试
        </Button>
      </StateBlock>
    )
  }
  const p = packet.data
  const link = shareLink(p.redPacketId)
  return (
    <div className="rp-page">
      <section className="rp-published" aria-labelledby="rp-published-title">
        <div className="rp-published__envelope" aria-hidden="true">
          <span>福</span>
        </div>
        <h2 id="rp-published-title">红包已发出</h2>
        <p className="rp-published__amount">{formatYuan(p.totalAmount)}</p>
        <p>
          「{withoutBidiControls(p.title)}」· {p.count}个 · {SPLIT_TEXT[p.type]}
        </p>
        <p className="rp-published__wish">{withoutBidiControls(p.blessing)}</p>
      </section>
      <section className="app-card rp-share" aria-label="分享红包">
        <p>
          <strong>分享给车友来抢</strong>
        </p>
        <p className="rp-share__hint">
          红包已在红包广场展示。点右上角「…」发送给朋友，或复制链接发到车友群。
        </p>
        <Button
          block
          shape="rounded"
          className="create-rp__submit"
          onClick={() =>
            void copyText(link).then((ok) =>
              feedback().toast(ok ? '链接已复制，快去分享吧' : '复制失败，请长按选择链接'),
            )
          }
        >
          复制红包链接
        </Button>
        <p className="rp-share__link">{link}</p>
      </section>
      <nav className="rp-published__links" aria-label="接下来">
        <Link to={href('redPacketDetail', { redPacketId: p.redPacketId })}>查看红包详情</Link>
        <Link to={href('mineRedPacket')}>我发出的红包</Link>
        <button type="button" onClick={onAgain}>
          再发一个
        </button>
      </nav>
      <p className="rp-note">24小时内未被领完的金额（截至 {p.expireTime}）将原路退回您的微信。</p>
    </div>
  )
}
