import type { Ref } from 'react'
import type { RedPacketDetail } from '@/api/red-packets'
import { Avatar } from '@/pages/packageRedPacket/shared/packet-card'
import { withoutBidiControls } from '@/lib/bidi'

/** The closed packet: who sent it, the wish, and the 開 coin that opens it (spins while opening). */
export function Envelope({
  packet,
  spinning,
  coinRef,
  onOpen,
}: {
  packet: RedPacketDetail
  spinning: boolean
  coinRef: Ref<HTMLButtonElement>
  onOpen: () => void
}) {
  return (
    <section className="rp-envelope" aria-label="未拆开的红包">
      <div className="rp-envelope__top">
        <Avatar name={packet.senderName} src={packet.senderAvatar} size={48} />
        <p className="rp-envelope__sender">{withoutBidiControls(packet.senderName)}发了一个红包</p>
        <p className="rp-envelope__wish">{withoutBidiControls(packet.blessing)}</p>
      </div>
      {/* Not `disabled` while it spins: a browser would blur it and drop focus on the body (the
          page's once-action already makes a second tap do nothing). */}
      <button
        ref={coinRef}
        type="button"
        className={spinning ? 'rp-envelope__coin rp-envelope__coin--spin' : 'rp-envelope__coin'}
        aria-label="拆红包"
        aria-busy={spinning}
        aria-disabled={spinning}
        onClick={onOpen}
      >
        開
      </button>
      <p className="rp-envelope__hint">每人限领一次，金额存入充电卡赠送余额</p>
    </section>
  )
}
