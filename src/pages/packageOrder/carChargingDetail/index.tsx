import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Link } from '@/components/link'
import { chargingQueries } from '@/api/charging'
import type { Order } from '@/api/types'
import { CopyButton } from '@/components/copy-button'
import { PageSkeleton } from '@/components/page-skeleton'
import { PullToRefresh } from '@/components/pull-to-refresh'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'
import { StaleNote } from '@/components/state-block/stale-note'
import { href } from '@/config/paths'
import { formatDuration } from '@/lib/duration'
import { formatKwh } from '@/lib/energy'
import { discountYuan, formatYuan, NO_FIGURE } from '@/lib/money'
import { toFiniteNumber } from '@/lib/number'
import { formatPlate } from '@/lib/plate'
import {
  ORDER_STATUS_TEXT,
  PAY_TYPE_TEXT,
  REFUND_STATUS_TEXT,
  STOP_REASON_TEXT,
  isRunning,
  portName,
} from '@/lib/order-labels'
import { planText } from '@/lib/pile-labels'
import { PeriodTable } from './period-table'
import { TierTable } from './tier-table'
import './order.css'

// The curve and its chart come after the order's figures, never with the page (issue 25).
const OrderCurve = lazy(() => import('./order-curve'))

type Row = [label: string, value: string, strong?: boolean]

function Rows({ rows }: { rows: readonly Row[] }) {
  return (
    <dl className="order__rows">
      {rows.map(([label, value, strong]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={strong ? 'order__strong' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The refund with its state ('¥49.33（已部分退款）'); '--' when the server sent nothing usable. */
function refundText(o: Order): string {
  const n = toFiniteNumber(o.refunded)
  if (n === null) return NO_FIGURE
  return n > 0 ? `${formatYuan(n)}（${REFUND_STATUS_TEXT[o.refundStatus] ?? '-'}）` : formatYuan(0)
}

/**
 * The coupon's part: an order that never charged (a failed start, a cancel) gave its coupon back,
 * and says so beside the figure rather than show it as used.
 */
function discountText(o: Order): string {
  const text = discountYuan(o.discount)
  const given = (toFiniteNumber(o.discount) ?? 0) > 0
  return given && (o.status === 'START_FAILED' || o.status === 'CANCELLED')
    ? `${text}（已退回）`
    : text
}

// Every amount goes through the total formatters: a null from the server reads '--', never ¥0.00.
function amounts(o: Order): Row[] {
  return [
    ['预付金额', formatYuan(o.prepaid)],
    ['电费', formatYuan(o.electricityFee)],
    ['服务费', formatYuan(o.serviceFee)],
    ['优惠', discountText(o)],
    ['实付金额', formatYuan(o.paid), true],
    ['退款金额', refundText(o)],
  ]
}

/** CAR: the plate and what it earned (减免 N 小时停车费, or why not); nothing for an operator without it. */
function parkingRows(o: Order): Row[] | null {
  if (o.deviceType !== 'CAR' || (o.plateNo === undefined && !o.parkingWaiver)) return null
  const waiver = o.parkingWaiver
  const rows: Row[] = [['车牌', o.plateNo ? formatPlate(o.plateNo) : '未选择车牌']]
  if (waiver) {
    const granted = waiver.status === 'GRANTED'
    const hours = toFiniteNumber(waiver.hours)
    const text = granted && hours ? `减免 ${hours} 小时停车费` : waiver.reason || '不享受停车费减免'
    rows.push(['停车费减免', text, granted])
  }
  return rows
}

/** 电子发票 of a finished order: 已开票 / 开票中 link to its invoice, 开发票 to the form; else nothing. */
function InvoiceLink({ order }: { order: Order }) {
  const invoice = order.invoice
  if (!invoice) return null
  if ((invoice.status === 'ISSUED' || invoice.status === 'ISSUING') && invoice.invoiceId) {
    return (
      <p className="order__help">
        电子发票
        <Link to={href('invoiceDetail', { invoiceId: invoice.invoiceId })}>
          {invoice.status === 'ISSUED' ? '已开票，查看发票' : '开票中，查看进度'}
        </Link>
      </p>
    )
  }
  if (invoice.status === 'NONE') {
    return (
      <p className="order__help">
        需要发票？
        <Link to={href('invoiceApply', { orderIds: order.orderId })}>开发票</Link>
      </p>
    )
  }
  return null
}

/** A charge that ran (not unpaid, cancelled or failed to start) has a curve. */
const charged = (o: Order): boolean =>
  Boolean(o.startTime) && !['UNPAID', 'CANCELLED', 'START_FAILED'].includes(o.status)

/** Order detail (SPEC §2 /packageOrder/carChargingDetail?orderId=; refresh). */
export default function OrderDetailPage() {
  const [params] = useSearchParams()
  const orderId = params.get('orderId') ?? ''
  const order = useQuery(chargingQueries.order(orderId))

  if (!orderId) return <StateBlock kind="error" role="alert" title="缺少订单号" />
  if (order.isPending) return <PageSkeleton rows={8} />
  if (order.isLoadingError) {
    return <LoadError title="无法获取订单" error={order.error} onRetry={order.refetch} />
  }
  const o = order.data
  const bike = o.deviceType === 'BIKE'
  const parking = parkingRows(o)
  return (
    <div className="app-page app-page--soft order">
      <StaleNote stale={order.isRefetchError} />
      <PullToRefresh onRefresh={() => order.refetch()}>
        <section className="order__head">
          <p className="order__status">{ORDER_STATUS_TEXT[o.status]}</p>
          <p className="order__station">{o.station.name}</p>
          {isRunning(o.status) && (
            <Link className="order__live" to={href('chargingDetail', { orderId: o.orderId })}>
              查看实时充电
            </Link>
          )}
        </section>
        <section className="app-card order__card" aria-label="费用明细">
          <h2 className="order__title">费用明细</h2>
          <Rows rows={amounts(o)} />
          {!bike && o.periodFees?.length > 0 && <PeriodTable fees={o.periodFees} />}
          {bike && o.tierFees && o.tierFees.length > 0 && <TierTable fees={o.tierFees} />}
        </section>
        {charged(o) && (
          <section className="app-card order__card" aria-label="充电曲线">
            <h2 className="order__title">充电曲线</h2>
            <Suspense fallback={<div className="order__curve-wait" aria-busy="true" />}>
              <OrderCurve order={o} />
            </Suspense>
          </section>
        )}
        {o.refundStatus === 'FAILED' && o.refunded > 0 && (
          <p className="order__help">
            未使用的金额原路退款未成功？
            <Link to={href('refundApplyList', { orderId: o.orderId })}>申请退款</Link>
          </p>
        )}
        <section className="app-card order__card" aria-label="充电信息">
          <h2 className="order__title">充电信息</h2>
          <Rows
            rows={[
              ['电桩', `${o.deviceName}（${o.deviceId}）`],
              [bike ? '插座' : '充电枪', portName(o.portNo, o.deviceType)],
              ...(o.plan ? ([['充电方案', planText(o.plan)]] as Row[]) : []),
              ['开始时间', o.startTime || '-'],
              ['结束时间', o.endTime || '-'],
              ['充电时长', formatDuration(o.durationSeconds)],
              ['充电电量', formatKwh(o.energyWh)],
              ['结束原因', STOP_REASON_TEXT[o.stopReason] ?? '-'],
            ]}
          />
        </section>
        {parking && (
          <section className="app-card order__card" aria-label="车牌与停车减免">
            <h2 className="order__title">车牌与停车减免</h2>
            <Rows rows={parking} />
            {o.parkingWaiver?.status === 'GRANTED' && o.parkingWaiver.reason && (
              <p className="order__waiver-note">{o.parkingWaiver.reason}</p>
            )}
          </section>
        )}
        <section className="app-card order__card" aria-label="订单信息">
          <h2 className="order__title">订单信息</h2>
          <dl className="order__rows">
            <div>
              <dt>订单编号</dt>
              <dd>
                {o.orderNo}
                <CopyButton text={o.orderNo} />
              </dd>
            </div>
            <div>
              <dt>下单时间</dt>
              <dd>{o.createTime}</dd>
            </div>
            <div>
              <dt>支付方式</dt>
              <dd>{PAY_TYPE_TEXT[o.payType]}</dd>
            </div>
          </dl>
        </section>
        <InvoiceLink order={o} />
        <p className="order__help">
          对订单有疑问？
          <Link to={href('userComplaint', { orderId: o.orderId })}>投诉/反馈</Link>
        </p>
      </PullToRefresh>
    </div>
  )
}
