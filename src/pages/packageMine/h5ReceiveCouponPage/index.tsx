import { useQuery, useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useNavigate } from 'react-router-dom'
import { Link } from '@/components/link'
import { cardsApi, couponKeys, couponQueries, refreshAfterCoupons } from '@/api/cards'
import type { CouponCampaign } from '@/api/types'
import { CouponTicket } from '@/components/coupon-ticket'
import { useOnceAction } from '@/components/once-action'
import { PageSkeleton } from '@/components/page-skeleton'
import { LoadError } from '@/components/state-block/load-error'
import { href } from '@/config/paths'
import '../receive-coupon.css'

/** A coupon campaign landing page (SPEC §2 h5ReceiveCouponPage, no title; entry /getCouponPage). */
export default function ReceiveCouponPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const campaign = useQuery({ ...couponQueries.campaign(), staleTime: 0 })
  // One tap, one receipt: two taps in one tick make one call.
  const receive = useOnceAction(async (campaignId: string) => {
    await cardsApi.receive(campaignId)
    // The success page reads the same campaign: it is received now, whatever the cache held before
    // (the refetch below confirms it), so that page never says '尚未领取' for a moment.
    queryClient.setQueryData<CouponCampaign>(couponKeys.campaign, (old) =>
      old ? { ...old, received: true } : old,
    )
    void refreshAfterCoupons(queryClient)
    navigate(href('receiveCouponSuccess'), { replace: true })
  })

  if (campaign.data === undefined) {
    if (!campaign.isError) return <PageSkeleton rows={4} />
    // No nav bar here (SPEC: no title): opened from a shared link, the error offers the way home
    // the loaded page has, or WeChat's back would leave the app. The page's heading goes with it.
    return (
      <div className="app-page">
        <h1 className="visually-hidden">领取优惠券</h1>
        <LoadError title="活动加载失败" error={campaign.error} onRetry={campaign.refetch} home />
      </div>
    )
  }
  const c = campaign.data
  return (
    <div className="app-page receive">
      <header className="receive__hero">
        <h1>{c.title}</h1>
        <p>{c.description}</p>
        <p className="receive__end">活动截止 {String(c.endTime ?? '').slice(0, 10) || '--'}</p>
      </header>
      <ul className="receive__list">
        {c.coupons.map((coupon) => (
          <li key={coupon.couponId}>
            <CouponTicket {...coupon} />
          </li>
        ))}
      </ul>
      <div className="receive__actions">
        {c.received ? (
          <Button block color="primary" shape="rounded" size="large" disabled>
            已领取
          </Button>
        ) : (
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={receive.busy}
            loadingText="领取中"
            onClick={() => void receive.run(c.campaignId)}
          >
            立即领取
          </Button>
        )}
        <Link className="receive__home" to={href('home')}>
          返回首页
        </Link>
      </div>
    </div>
  )
}
