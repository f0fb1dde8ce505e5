import { useSearchParams } from 'react-router-dom'
import { blindBoxQueries } from '@/api/blind-box'
import type { CouponStatus } from '@/api/types'
import { CouponTicket } from '@/components/coupon-ticket'
import { ListBlock } from '@/components/list-block'
import { TabPanel, TabStrip } from '@/components/tab-strip'
import '@/pages/packageRedPacket/shared/red-packet.css'

const TABS: { key: CouponStatus; label: string }[] = [
  { key: 'UNUSED', label: '可使用' },
  { key: 'USED', label: '已使用' },
  { key: 'EXPIRED', label: '已过期' },
]

const STAMP: Record<CouponStatus, string> = { UNUSED: '可使用', USED: '已使用', EXPIRED: '已过期' }

/** 我的充电券 (refresh, paging): what blind-box prizes became, with validity; used at payment. */
export default function BlackBoxChargeVoucherPage() {
  const [params, setParams] = useSearchParams()
  const raw = params.get('status')
  const status = TABS.some((t) => t.key === raw) ? (raw as CouponStatus) : 'UNUSED'
  return (
    <div className="rp-page">
      <TabStrip
        label="充电券状态"
        tabs={TABS}
        value={status}
        onChange={(key) => setParams({ status: key }, { replace: true })}
        idPrefix="vouchers"
      />
      <TabPanel idPrefix="vouchers" value={status}>
        <ListBlock
          key={status}
          source={blindBoxQueries.vouchers(status)}
          itemKey={(v) => v.couponId}
          renderItem={(v) => (
            <CouponTicket
              name={v.name}
              kind={v.kind}
              threshold={v.threshold}
              value={v.value}
              validFrom={v.validFrom}
              validTo={v.validTo}
              scopeText={`${v.scopeText} · 来自${v.blindBoxTitle}`}
              inactive={status !== 'UNUSED'}
              aside={<span className="rp-tag">{STAMP[status]}</span>}
            />
          )}
          emptyTitle={status === 'UNUSED' ? '暂无可用的充电券' : '暂无记录'}
          emptyDescription={status === 'UNUSED' ? '开启充电盲盒，赢取充电券和优惠券' : undefined}
        />
      </TabPanel>
      <p className="rp-note">
        充电券已放入“我的卡券”，扫码充电支付时在“优惠券”中选择即可抵扣；每笔订单限用一张。
      </p>
    </div>
  )
}
