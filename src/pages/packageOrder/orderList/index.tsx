import { useSearchParams } from 'react-router-dom'
import { chargingQueries } from '@/api/charging'
import type { OrderTab } from '@/api/types'
import { ListBlock } from '@/components/list-block'
import { TabPanel, TabStrip } from '@/components/tab-strip'
import { OrderCard } from './order-card'
import './orders.css'

const TABS: { key: OrderTab; label: string }[] = [
  { key: 'ALL', label: '全部' },
  { key: 'CHARGING', label: '充电中' },
  { key: 'COMPLETED', label: '已完成' },
  { key: 'REFUND', label: '退款' },
]

const isTab = (value: string | null): value is OrderTab => TABS.some((t) => t.key === value)

/** The order centre (SPEC §2 /packageOrder/orderList; refresh, paging). */
export default function OrderListPage() {
  const [params, setParams] = useSearchParams()
  const raw = params.get('tab')
  const tab: OrderTab = isTab(raw) ? raw : 'ALL'
  return (
    <div className="app-page app-page--soft orders">
      <TabStrip
        label="订单状态"
        tabs={TABS}
        value={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        idPrefix="orders"
      />
      <TabPanel idPrefix="orders" value={tab}>
        <ListBlock
          key={tab}
          source={chargingQueries.orders(tab)}
          itemKey={(o) => o.orderId}
          renderItem={(o) => <OrderCard order={o} />}
          emptyTitle="暂无订单"
          emptyDescription="扫码充电后，订单会显示在这里"
        />
      </TabPanel>
    </div>
  )
}
