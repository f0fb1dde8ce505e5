import { useQuery } from '@tanstack/react-query'
import { Link } from '@/components/link'
import { couponQueries } from '@/api/cards'
import { CouponTicket } from '@/components/coupon-ticket'
import { PageSkeleton } from '@/components/page-skeleton'
import { LoadError } from '@/components/state-block/load-error'
import { href } from '@/config/paths'
import '../receive-coupon.css'

/** After receiving (SPEC §2 receiveCouponSuccess, no title; entry /getCouponSuccessPage). */
export default function ReceiveCouponSuccessPage() {
  const campaign = useQuery(couponQueries.campaign())
  // '领取成功' and '尚未领取' are both answers of the server: a load that failed is neither, it is an
  // error with 重试 (a user who did receive must not be told they did not).
  if (campaign.data === undefined) {
    if (!campaign.isError) return <PageSkeleton rows={3} />
    // No nav bar here either: the way home and the page's heading, as the loaded page has them.
    return (
      <div className="app-page">
        <h1 className="visually-hidden">领取结果</h1>
        <LoadError
          title="领取结果加载失败"
          error={campaign.error}
          onRetry={campaign.refetch}
          home
        />
      </div>
    )
  }
  const { received, coupons } = campaign.data
  return (
    <div className="app-page receive receive--done">
      <header className="receive__hero">
        {received && (
          <span className="receive__check" aria-hidden="true">
            ✓
          </span>
        )}
        <h1>{received ? '领取成功' : '尚未领取'}</h1>
        <p>
          {received
            ? '优惠券已放入您的账户，扫码充电支付时自动选用最优惠的一张'
            : '您还没有领取本期充电礼包'}
        </p>
      </header>
      {received && (
        <ul className="receive__list">
          {coupons.map((coupon) => (
            <li key={coupon.couponId}>
              <CouponTicket {...coupon} />
            </li>
          ))}
        </ul>
      )}
      <div className="receive__actions">
        {received ? (
          <>
            <Link className="app-button receive__go" to={href('home')}>
              去扫码充电
            </Link>
            {/* The coupons just received, where the user keeps them. */}
            <Link className="receive__home" to={href('mineCardCoupon')}>
              查看我的卡券
            </Link>
          </>
        ) : (
          <>
            <Link className="app-button receive__go" to={href('receiveCoupon')}>
              去领取
            </Link>
            {/* No nav bar here (SPEC: no title): the way home, as the campaign page offers. */}
            <Link className="receive__home" to={href('home')}>
              返回首页
            </Link>
          </>
        )}
      </div>
    </div>
  )
}
