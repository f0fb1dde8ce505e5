import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { cardsApi } from '@/api/cards'
import { queryKeys } from '@/api/queries'
import { CouponTicket } from '@/components/coupon-ticket'
import { PageSkeleton } from '@/components/page-skeleton'
import { href } from '@/config/paths'
import '../receive-coupon.css'

/** After receiving (SPEC §2 receiveCouponSuccess, no title; entry /getCouponSuccessPage). */
export default function ReceiveCouponSuccessPage() {
  const campaign = useQuery({ queryKey: queryKeys.campaign, queryFn: () => cardsApi.campaign() })
  if (campaign.isPending) return <PageSkeleton rows={3} />
  const received = campaign.data?.received ?? false
  return (
    <div className="app-page receive receive--done">
      <header className="receive__hero">
        <span className="receive__check" aria-hidden="true">
          ✓
        </span>
        <h1>{received ? '领取成功' : '尚未领取'}</h1>
        <p>
          {received
            ? '优惠券已放入您的账户，扫码充电支付时自动选用最优惠的一张'
            : '您还没有领取本期充电礼包'}
        </p>
      </header>
      {campaign.data && received && (
        <ul className="receive__list">
          {campaign.data.coupons.map((coupon) => (
            <li key={coupon.couponId}>
              <CouponTicket {...coupon} />
            </li>
          ))}
        </ul>
      )}
      <div className="receive__actions">
        {received ? (
          <Link className="app-button receive__go" to={href('home')}>
            去扫码充电
          </Link>
        ) : (
          <Link className="app-button receive__go" to={href('receiveCoupon')}>
            去领取
          </Link>
        )}
      </div>
    </div>
  )
}
