import type { RedPacketReceiver } from '@/api/red-packets'
import { formatYuan } from '@/lib/money'
import { Avatar } from '@/pages/packageRedPacket/shared/packet-card'

/** Who opened the packet and what each got, newest first; 手气最佳 on a finished random packet. */
export function Receivers({ receivers }: { receivers: RedPacketReceiver[] }) {
  return (
    <section className="app-card rp-receivers" aria-labelledby="rp-receivers-title">
      <h2 id="rp-receivers-title">领取记录</h2>
      {receivers.length === 0 ? (
        <p className="rp-receivers__empty">还没有人领取，快分享给车友吧</p>
      ) : (
        <ul>
          {receivers.map((r, i) => (
            <li key={`${r.openTime}-${i}`}>
              <Avatar name={r.nickName} src={r.headUrl} size={36} />
              <span className="rp-receivers__who">
                <strong>{r.nickName}</strong>
                <small>{r.openTime}</small>
              </span>
              <span className="rp-receivers__amount">
                {formatYuan(r.amount)}
                {r.best && <em>手气最佳</em>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
