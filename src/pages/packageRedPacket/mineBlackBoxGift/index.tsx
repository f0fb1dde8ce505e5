import { useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { Link } from '@/components/link'
import { blindBoxApi, blindBoxQueries, refreshAfterClaim } from '@/api/blind-box'
import { feedback } from '@/api/feedback'
import type { BlindBox, BlindBoxStatus } from '@/api/types'
import { ListBlock } from '@/components/list-block'
import { useOnceAction } from '@/components/once-action'
import { href } from '@/config/paths'
import { PRIZE_TYPE_TEXT } from '@/lib/card-labels'
import { prizeValue } from '@/pages/packageRedPacket/shared/prize'
import '@/pages/packageRedPacket/shared/red-packet.css'
import '@/pages/packageRedPacket/shared/blind-box.css'

export const BOX_STATUS_TEXT: Record<BlindBoxStatus, string> = {
  AVAILABLE: '待开启',
  OPENING: '开启中',
  OPENED: '待领取',
  CLAIMED: '已领取',
  EXPIRED: '已过期',
}

function BoxItem({ box }: { box: BlindBox }) {
  const queryClient = useQueryClient()
  const claim = useOnceAction(async () => {
    await blindBoxApi.claimCoupon({ blindBoxId: box.blindBoxId })
    void refreshAfterClaim(queryClient)
    feedback().toast('领取成功')
  })
  const waiting = box.status === 'OPENED' || box.status === 'AVAILABLE'
  return (
    <article className="rp-item" aria-label={box.title}>
      <div className="rp-item__row">
        <strong className="rp-item__title">{box.title}</strong>
        <span className={waiting ? 'rp-tag rp-tag--active' : 'rp-tag'}>
          {BOX_STATUS_TEXT[box.status] ?? '--'}
        </span>
      </div>
      <div className="rp-item__row">
        <p className="rp-item__meta">
          {box.prize ? (
            <>
              <span className="bb-item__prize">
                {PRIZE_TYPE_TEXT[box.prize.prizeType]} {prizeValue(box.prize)}
              </span>{' '}
              {box.prize.name}
            </>
          ) : (
            '奖品待揭晓'
          )}
        </p>
        <span className="bb-item__action">
          {box.status === 'OPENED' && (
            <Button
              size="small"
              color="danger"
              shape="rounded"
              loading={claim.busy}
              onClick={() => void claim.run()}
            >
              领取
            </Button>
          )}
          {(box.status === 'AVAILABLE' || box.status === 'OPENING') && (
            <Link to={href('blackBoxPage', { blindBoxId: box.blindBoxId })}>去开启</Link>
          )}
          {box.status === 'CLAIMED' && box.prize && box.prize.prizeType !== 'POINTS' && (
            <Link to={href('blackBoxChargeVoucher')}>去使用</Link>
          )}
        </span>
      </div>
      {/* The box's own date: to open and claim it by. A claimed prize is a coupon or points with
          dates of their own (我的充电券), so the box's date is not shown beside it. */}
      {box.status !== 'CLAIMED' && <p className="rp-item__meta">领取截止 {box.expireTime}</p>}
    </article>
  )
}

/** 我的盲盒奖品 (refresh, paging): blind-box-list-self; claim an opened prize from here too. */
export default function MineBlackBoxGiftPage() {
  return (
    <div className="rp-page">
      <ListBlock
        source={blindBoxQueries.mine()}
        itemKey={(b) => b.blindBoxId}
        renderItem={(b) => <BoxItem box={b} />}
        emptyTitle="还没有盲盒"
        emptyDescription="单笔充电满20元即可获得一个充电盲盒"
      />
    </div>
  )
}
