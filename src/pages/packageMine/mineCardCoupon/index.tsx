import Button from 'antd-mobile/es/components/button'
import { useSearchParams } from 'react-router-dom'
import { couponQueries } from '@/api/cards'
import type { CouponItem, CouponStatus } from '@/api/types'
import { CouponTicket } from '@/components/coupon-ticket'
import { ListBlock } from '@/components/list-block'
import { ScannerSheet, useScan } from '@/components/scanner'
import { TabPanel, TabStrip } from '@/components/tab-strip'
import { COUPON_STATUS_TEXT } from '@/lib/card-labels'
import { CardsSummary, useCards } from './cards-summary'
import './card-coupon.css'

const TABS: CouponStatus[] = ['UNUSED', 'USED', 'EXPIRED']
const EMPTY: Record<CouponStatus, string> = {
  UNUSED: '暂无可用的优惠券',
  USED: '暂无已使用的优惠券',
  EXPIRED: '暂无已过期的优惠券',
}

const isTab = (value: string | null): value is CouponStatus => TABS.includes(value as CouponStatus)

/** 我的卡券 (SPEC §2 packageMine/mineCardCoupon): cards in brief, coupons by state. */
export default function MineCardCouponPage() {
  const [params, setParams] = useSearchParams()
  const raw = params.get('tab')
  const tab: CouponStatus = isTab(raw) ? raw : 'UNUSED'
  const scanner = useScan()
  const cards = useCards()
  const renderCoupon = (coupon: CouponItem) => (
    <CouponTicket
      {...coupon}
      inactive={tab !== 'UNUSED'}
      aside={
        tab === 'UNUSED' ? (
          <Button size="mini" color="primary" shape="rounded" onClick={() => void scanner.scan()}>
            立即使用
          </Button>
        ) : (
          <span className="card-coupon__stamp">{COUPON_STATUS_TEXT[tab]}</span>
        )
      }
    />
  )
  return (
    <div className="app-page app-page--soft card-coupon">
      <CardsSummary cards={cards} />
      <TabStrip
        label="优惠券状态"
        tabs={TABS.map((t) => ({ key: t, label: COUPON_STATUS_TEXT[t] }))}
        value={tab}
        onChange={(t) => setParams({ tab: t }, { replace: true })}
        idPrefix="coupons"
      />
      <TabPanel idPrefix="coupons" value={tab}>
        <ListBlock
          key={tab}
          source={couponQueries.list(tab)}
          itemKey={(c) => c.couponId}
          renderItem={renderCoupon}
          emptyTitle={EMPTY[tab]}
          emptyDescription={tab === 'UNUSED' ? '参加领券活动后，优惠券会显示在这里' : undefined}
          alsoRefresh={cards.refetch}
        />
      </TabPanel>
      <ScannerSheet {...scanner.sheet} />
    </div>
  )
}
