import { useQuery, useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Link } from '@/components/link'
import {
  blindBoxApi,
  blindBoxKeys,
  blindBoxQueries,
  NO_BLIND_BOX_CODE,
  refreshAfterClaim,
} from '@/api/blind-box'
import { ApiError } from '@/api/client'
import { feedback } from '@/api/feedback'
import type { BlindBox } from '@/api/types'
import { useOnceAction } from '@/components/once-action'
import { PageSkeleton } from '@/components/page-skeleton'
import { StateBlock } from '@/components/state-block'
import { href } from '@/config/paths'
import { focusLost, moveFocus } from '@/components/focus'
import { GiftBox } from './gift-box'
import { PrizeCard } from './prize-card'
import '@/pages/packageRedPacket/shared/red-packet.css'
import '@/pages/packageRedPacket/shared/blind-box.css'

/** How often the silent status call asks while the box is opening. */
export const STATUS_POLL_MS = 700
const ID = /^[A-Za-z0-9_-]{1,64}$/

export const BLIND_BOX_TEXT = {
  none: '暂无可开启的盲盒',
  noneHint: '单笔充电满20元即可获得一个充电盲盒，奖品有充电券、优惠券和能量值。',
  claimed: '领取成功',
} as const

/** 盲盒抽奖: blind-box-detail -> click-blind-box (opening) -> silent status polls -> claim once. */
export default function BlackBoxPage() {
  const [params, setParams] = useSearchParams()
  const raw = params.get('blindBoxId') ?? ''
  const wanted = ID.test(raw) ? raw : ''
  const queryClient = useQueryClient()
  const detailKey = blindBoxKeys.detail(wanted)
  const detail = useQuery(blindBoxQueries.detail(wanted))
  const box = detail.data
  const id = box?.blindBoxId ?? ''
  // SPEC §7: query-blind-box-status is silent (no overlay, no toast); asked only while opening.
  const status = useQuery({
    ...blindBoxQueries.status(id),
    enabled: box?.status === 'OPENING',
    refetchInterval: (q) =>
      q.state.data && q.state.data.status !== 'OPENING' ? false : STATUS_POLL_MS,
  })
  useEffect(() => {
    const next = status.data
    // Only the opening box takes the poll's answer (a claim afterwards must not be undone by it).
    if (!box || box.status !== 'OPENING' || !next || next.status === 'OPENING') return
    queryClient.setQueryData<BlindBox>(detailKey, {
      ...box,
      status: next.status,
      prize: next.prize,
    })
    // detailKey is derived from `wanted`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status.data, box, queryClient, wanted])

  const resultRef = useRef<HTMLDivElement>(null)
  // Set by 立即开启 or 立即领取: only the user's own action moves focus, never a page load.
  const acted = useRef(false)
  const draw = useOnceAction(async () => {
    acted.current = true
    const opened = await blindBoxApi.click({ blindBoxId: id })
    queryClient.setQueryData(blindBoxKeys.detail(opened.blindBoxId), opened)
    if (wanted !== opened.blindBoxId)
      setParams({ blindBoxId: opened.blindBoxId }, { replace: true })
  })
  const claim = useOnceAction(async () => {
    acted.current = true
    const claimed = await blindBoxApi.claimCoupon({ blindBoxId: id })
    queryClient.setQueryData(detailKey, claimed)
    void refreshAfterClaim(queryClient)
    feedback().toast(BLIND_BOX_TEXT.claimed)
  })

  // Each button goes (or is disabled while busy, which blurs it) as the box moves on: focus would
  // fall to the page's body. It goes to the next control (立即领取, or the button back after a
  // failure), else to the result itself. Run on a change of state only, not on every render.
  const phase = `${box?.status}/${draw.busy}/${claim.busy}`
  useEffect(() => {
    const result = resultRef.current
    if (!acted.current || !result || !(focusLost() || document.activeElement === result)) return
    const next = result.querySelector<HTMLElement>('button:not(:disabled)')
    moveFocus(next ?? result)
  }, [phase])

  if (!box) {
    if (!detail.isError) return <PageSkeleton rows={3} />
    const none = detail.error instanceof ApiError && detail.error.code === NO_BLIND_BOX_CODE
    return (
      <div className="rp-page">
        {none ? (
          <StateBlock
            kind="empty"
            title={BLIND_BOX_TEXT.none}
            description={BLIND_BOX_TEXT.noneHint}
          >
            <Link to={href('mineBlackBoxGift')} className="app-button">
              我的盲盒奖品
            </Link>
          </StateBlock>
        ) : (
          <StateBlock
            kind="error"
            role="alert"
            title="盲盒加载失败"
            description={detail.error.message}
          >
            <Button color="primary" block onClick={() => void detail.refetch()}>
              重试
            </Button>
          </StateBlock>
        )}
      </div>
    )
  }

  return (
    <div className="rp-page bb">
      <section className="bb__stage" aria-label={box.title}>
        <h2 className="bb__title">{box.title}</h2>
        <p className="bb__sub">有效期至 {box.expireTime.slice(0, 10)}</p>
        <GiftBox status={box.status} />
        {/* The one live region of the result: what it holds says itself, once. */}
        <div ref={resultRef} className="bb__result" aria-live="polite" tabIndex={-1}>
          {box.status === 'AVAILABLE' && (
            <Button
              block
              shape="rounded"
              className="bb__cta"
              loading={draw.busy}
              loadingText="开启中"
              onClick={() => void draw.run()}
            >
              立即开启
            </Button>
          )}
          {box.status === 'OPENING' && <p className="bb__opening">盲盒开启中…</p>}
          {(box.status === 'OPENED' || box.status === 'CLAIMED') && box.prize && (
            <PrizeCard
              prize={box.prize}
              claimed={box.status === 'CLAIMED'}
              busy={claim.busy}
              onClaim={() => void claim.run()}
            />
          )}
          {box.status === 'EXPIRED' && <p className="bb__opening">盲盒已过期</p>}
        </div>
      </section>
      <nav className="rp-stats bb__links" aria-label="我的奖品">
        <Link to={href('mineBlackBoxGift')}>
          <strong>奖品</strong>
          <span>我的盲盒奖品</span>
        </Link>
        <Link to={href('blackBoxChargeVoucher')}>
          <strong>充电券</strong>
          <span>我的充电券</span>
        </Link>
        <Link to={href('redPacketIndex')}>
          <strong>红包</strong>
          <span>充电红包</span>
        </Link>
      </nav>
      <section className="app-card bb__rules" aria-labelledby="bb-rules">
        <h2 id="bb-rules">活动规则</h2>
        <ol>
          <li>单笔充电满20元即可获得一个充电盲盒，在有效期内开启。</li>
          <li>奖品在开启时由系统随机抽取：充电券、满减优惠券或能量值。</li>
          <li>抽中的奖品需点击“立即领取”，充电券和优惠券在充电支付时可选择抵扣。</li>
          <li>每个盲盒仅可开启和领取一次，过期未领取的奖品将失效。</li>
        </ol>
      </section>
    </div>
  )
}
