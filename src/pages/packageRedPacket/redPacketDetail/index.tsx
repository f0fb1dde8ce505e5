import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type Ref } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Link } from '@/components/link'
import { refreshAfterCardChange } from '@/api/cards'
import {
  redPacketKeys,
  redPacketQueries,
  redPacketsApi,
  refreshRedPackets,
  type OpenRedPacketResult,
} from '@/api/red-packets'
import { useOnceAction } from '@/components/once-action'
import { PageSkeleton } from '@/components/page-skeleton'
import { PullToRefresh } from '@/components/pull-to-refresh'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'
import { href } from '@/config/paths'
import { formatYuan } from '@/lib/money'
import { Avatar, SPLIT_TEXT, sharesLeft } from '@/pages/packageRedPacket/shared/packet-card'
import { Envelope } from './envelope'
import { Receivers } from './receivers'
import '@/pages/packageRedPacket/shared/red-packet.css'
import './detail.css'
import { withoutBidiControls } from '@/lib/bidi'
import { focusLost, moveFocus } from '@/components/focus'

const ID = /^[A-Za-z0-9_-]{1,64}$/

/** How long the 開 coin spins before the amount shows (none with reduced motion). */
export const OPEN_ANIMATION_MS = 900

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** 红包详情 (refresh; ?redPacketId=): open it once, what you got, who got what, sold out. */
export default function RedPacketDetailPage() {
  const [params] = useSearchParams()
  const raw = params.get('redPacketId') ?? ''
  const redPacketId = ID.test(raw) ? raw : ''
  const queryClient = useQueryClient()
  const packet = useQuery(redPacketQueries.detail(redPacketId))
  const [opened, setWon] = useState<OpenRedPacketResult | null>(null)
  // Another packet opened in the same page (a shared link followed from here) starts closed.
  const won = opened?.packet.redPacketId === redPacketId ? opened : null
  const [spinning, setSpinning] = useState(false)
  const coinRef = useRef<HTMLButtonElement>(null)
  const wonRef = useRef<HTMLDivElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  // The packet 開 was tapped on: only the user's own action moves focus, never a page load, a
  // refresh or another packet followed from here.
  const actedOn = useRef<string | null>(null)

  const open = useOnceAction(async () => {
    actedOn.current = redPacketId
    setSpinning(true)
    try {
      const [result] = await Promise.all([
        redPacketsApi.open(redPacketId),
        wait(reducedMotion() ? 0 : OPEN_ANIMATION_MS),
      ])
      queryClient.setQueryData(redPacketKeys.detail(redPacketId), result.packet)
      void refreshRedPackets(queryClient)
      // The win is a GIFT record on the user's card (docs/API.md): its balance and its records.
      void refreshAfterCardChange(queryClient)
      setWon(result)
    } catch (error) {
      // Sold out, expired or one's own: the server said why (toast); show the packet as it is now.
      void packet.refetch()
      throw error
    } finally {
      setSpinning(false)
    }
  })

  const p = packet.data
  const got = won?.amount ?? p?.myAmount ?? null
  const closed = p !== undefined && got === null && p.status === 'ACTIVE' && !p.mine
  // The coin goes once the packet is opened (or turns out sold out): its focus would fall to the
  // page's body, so it goes to the line that now says what happened, or stays on the coin.
  useEffect(() => {
    if (actedOn.current !== redPacketId || spinning || !focusLost()) return
    const target = closed ? coinRef.current : (wonRef.current ?? statusRef.current)
    if (!target) return
    moveFocus(target)
    if (!closed) actedOn.current = null
  }, [closed, spinning, redPacketId])

  if (!redPacketId) {
    return (
      <div className="rp-page">
        <StateBlock kind="empty" title="红包不存在" description="请从红包广场或分享的链接进入">
          <Link to={href('redPacketList')} className="app-button">
            去红包广场
          </Link>
        </StateBlock>
      </div>
    )
  }
  if (p === undefined) {
    if (!packet.isError) return <PageSkeleton rows={4} />
    return (
      <div className="rp-page">
        <LoadError title="红包加载失败" error={packet.error} onRetry={packet.refetch} />
      </div>
    )
  }

  return (
    <div className="rp-page rp-detail">
      <PullToRefresh onRefresh={() => packet.refetch()}>
        {closed ? (
          <Envelope
            packet={p}
            spinning={spinning}
            coinRef={coinRef}
            onOpen={() => void open.run()}
          />
        ) : (
          <section className="rp-detail__head" aria-label="红包">
            <Avatar name={p.senderName} src={p.senderAvatar} size={52} />
            <p className="rp-detail__sender">{withoutBidiControls(p.senderName)}的红包</p>
            <p className="rp-detail__wish">{withoutBidiControls(p.blessing)}</p>
            {got !== null ? (
              <div ref={wonRef} className="rp-detail__won" role="status" tabIndex={-1}>
                <strong>
                  {formatYuan(got).slice(1)}
                  <small>元</small>
                </strong>
                <span>
                  {won?.again || (won === null && p.myAmount !== null)
                    ? '你已领过这个红包'
                    : '恭喜你抢到红包'}
                </span>
                <span>{won?.creditedTo ?? '已存入充电卡赠送余额，充电时可直接抵扣'}</span>
              </div>
            ) : (
              <StatusLine ref={statusRef} status={p.status} mine={p.mine} refund={p.refundAmount} />
            )}
          </section>
        )}
        <section className="app-card rp-detail__info" aria-label="红包信息">
          <p className="rp-detail__title">
            {withoutBidiControls(p.title)} <span className="rp-tag">{SPLIT_TEXT[p.type]}</span>
          </p>
          <p className="rp-detail__meta">
            已领取{p.openedCount}/{p.count}个，共{formatYuan(p.openedAmount)}/
            {formatYuan(p.totalAmount)}
            {p.status === 'ACTIVE' && `，剩余${sharesLeft(p)}个`}
          </p>
          <p className="rp-detail__meta">有效期至 {p.expireTime}</p>
        </section>
        <Receivers receivers={p.receivers} />
        <nav className="rp-published__links" aria-label="更多红包">
          <Link to={href('redPacketList')}>去红包广场</Link>
          <Link to={href('createRedPacket')}>我也发一个</Link>
        </nav>
      </PullToRefresh>
    </div>
  )
}

function StatusLine({
  ref,
  status,
  mine,
  refund,
}: {
  ref: Ref<HTMLParagraphElement>
  status: string
  mine: boolean
  refund: number
}) {
  if (status === 'SOLD_OUT') {
    return (
      <p ref={ref} className="rp-detail__status" role="status" tabIndex={-1}>
        {mine ? '红包已被领完' : '手慢了，红包已抢完'}
      </p>
    )
  }
  if (status === 'EXPIRED') {
    return (
      <p ref={ref} className="rp-detail__status" role="status" tabIndex={-1}>
        红包已过期{mine && refund > 0 ? `，未领取的${formatYuan(refund)}已原路退回` : ''}
      </p>
    )
  }
  return (
    <p ref={ref} className="rp-detail__status" role="status" tabIndex={-1}>
      {mine ? '你发出的红包，等待车友来抢' : '红包状态更新中'}
    </p>
  )
}
