import { Link } from '@/components/link'
import type { OrderSummary } from '@/api/types'
import { href } from '@/config/paths'
import { KIND_LABEL } from '@/lib/pile-labels'
import { formatDuration } from '@/lib/duration'
import { formatKwh } from '@/lib/energy'
import { formatYuan } from '@/lib/money'
import { toFiniteNumber } from '@/lib/number'
import { ORDER_STATUS_TEXT, REFUND_STATUS_TEXT, isRunning } from '@/lib/order-labels'

/** What the user is out of pocket in the end (paid less refunded); null if the server is silent. */
function spentCents(order: OrderSummary): number | null {
  const paid = toFiniteNumber(order.paid)
  if (paid === null) return null
  return Math.max(0, paid - (toFiniteNumber(order.refunded) ?? 0))
}

/** One order: in progress leads to the live page, otherwise to the order detail. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const refunded = toFiniteNumber(order.refunded) ?? 0
  const running = isRunning(order.status)
  const to = running
    ? href('chargingDetail', { orderId: order.orderId })
    : href('carChargingDetail', { orderId: order.orderId })
  return (
    <Link to={to} className="orders__card">
      <div className="orders__row">
        <strong className="orders__station">{order.station.name}</strong>
        <span
          className={`orders__status orders__status--${running ? 'running' : String(order.status).toLowerCase()}`}
        >
          {ORDER_STATUS_TEXT[order.status]}
        </span>
      </div>
      <p className="orders__meta">
        {KIND_LABEL[order.deviceType]} · {order.portNo}
        {order.deviceType === 'BIKE' ? '号插座' : '号枪'} · {order.createTime}
      </p>
      <div className="orders__figures">
        <span>
          时长 <b>{formatDuration(order.durationSeconds)}</b>
        </span>
        <span>
          电量 <b>{formatKwh(order.energyWh)}</b>
        </span>
        {/* Money out of the user's pocket, named apart from the charge's cost (消费 on the live
            page, before a coupon): a running charge's prepayment (已付), an ended one's net (支出). */}
        <span>
          {running ? '已付' : '支出'} <b>{formatYuan(running ? order.paid : spentCents(order))}</b>
        </span>
      </div>
      {refunded > 0 && (
        <p className="orders__refund">
          {REFUND_STATUS_TEXT[order.refundStatus]} {formatYuan(refunded)}
        </p>
      )}
    </Link>
  )
}
