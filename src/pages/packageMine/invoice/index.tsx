import { useInfiniteQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Link } from '@/components/link'
import * as z from 'zod/mini'
import { feedback } from '@/api/feedback'
import type { InvoiceableOrder } from '@/api/invoice-types'
import { invoiceQueries } from '@/api/invoices'
import { useDraftState } from '@/components/form-draft'
import { ListBlock, loadedItems, pagedQueryOptions } from '@/components/list-block'
import { href } from '@/config/paths'
import { KIND_LABEL } from '@/lib/pile-labels'
import { formatKwh } from '@/lib/energy'
import { formatYuan } from '@/lib/money'
import { monthLabel, monthOf } from '@/pages/packageMine/invoice/shared/labels'
import { INVOICE_MSG, MAX_ORDERS } from '@/pages/packageMine/invoice/shared/title-form'
import '@/pages/packageMine/invoice/shared/invoice.css'

/** The window when the server has not said it yet (the operator's, docs/API.md). */
const DEFAULT_WINDOW_DAYS = 180

export const INVOICE_ORDERS_TEXT = {
  empty: '暂无可开票的订单',
  emptyHint: (days: number) =>
    `近${days}天内已完成、实付金额大于0且未开票的充电订单可开具电子发票；已开票或开票中的订单不再显示。`,
  tooMany: `一张发票最多包含${MAX_ORDERS}个订单`,
} as const

const SELECTED = z.array(z.string())

function OrderRow({
  order,
  checked,
  onToggle,
}: {
  order: InvoiceableOrder
  checked: boolean
  onToggle: (order: InvoiceableOrder) => void
}) {
  return (
    <label className={checked ? 'invoice-order invoice-order--checked' : 'invoice-order'}>
      <input
        type="checkbox"
        className="invoice-check"
        checked={checked}
        onChange={() => onToggle(order)}
      />
      <span className="invoice-order__body">
        <span className="invoice-order__station">{order.stationName}</span>
        <span className="invoice-order__meta">
          {KIND_LABEL[order.deviceType]} · {formatKwh(order.energyWh)} ·{' '}
          <span className="invoice-nowrap">{order.endTime}</span>
        </span>
        <span className="invoice-order__no">订单号 {order.orderNo}</span>
      </span>
      <span className="invoice-order__amount">{formatYuan(order.amount)}</span>
    </label>
  )
}

const orderKey = (order: InvoiceableOrder): string => order.orderId

/** 开具发票 (ours, issue 26): the orders that can be invoiced, by month; pick some, then 下一步. */
export default function InvoiceOrdersPage() {
  const navigate = useNavigate()
  const source = invoiceQueries.orders()
  // The same query ListBlock runs: the loaded orders, for the total and 全选.
  const query = useInfiniteQuery(pagedQueryOptions(source))
  const pages = query.data?.pages ?? []
  const items = loadedItems(pages, orderKey)
  const windowDays = pages[0]?.windowDays ?? DEFAULT_WINDOW_DAYS
  // Kept for the visit: a trip to 抬头管理 or a re-login finds the same orders ticked.
  const [selected, setSelected] = useDraftState<string[]>('invoice-orders', SELECTED, [])
  const [error, setError] = useState('')

  // Only orders still listed count (one invoiced meanwhile drops out on refresh).
  const chosen = items.filter((o) => selected.includes(o.orderId))
  const total = chosen.reduce((sum, o) => sum + o.amount, 0)
  const allChosen = items.length > 0 && chosen.length === Math.min(items.length, MAX_ORDERS)

  const toggle = (order: InvoiceableOrder) => {
    setError('')
    if (selected.includes(order.orderId)) {
      setSelected(selected.filter((id) => id !== order.orderId))
      return
    }
    if (chosen.length >= MAX_ORDERS) {
      feedback().toast(INVOICE_ORDERS_TEXT.tooMany)
      return
    }
    setSelected([...chosen.map((o) => o.orderId), order.orderId])
  }
  const toggleAll = () => {
    setError('')
    if (allChosen) {
      setSelected([])
      return
    }
    if (items.length > MAX_ORDERS) feedback().toast(INVOICE_ORDERS_TEXT.tooMany)
    setSelected(items.slice(0, MAX_ORDERS).map((o) => o.orderId))
  }
  const next = () => {
    if (chosen.length === 0) {
      setError(INVOICE_MSG.noOrders)
      return
    }
    navigate(href('invoiceApply', { orderIds: chosen.map((o) => o.orderId).join(',') }))
  }

  return (
    <div className="app-page app-page--soft invoice-page invoice-page--bar">
      <ListBlock
        source={source}
        itemKey={orderKey}
        renderItem={(order, index) => {
          const month = monthOf(order.endTime)
          const first = index === 0 || monthOf(items[index - 1]?.endTime ?? '') !== month
          return (
            <>
              {first && <h2 className="invoice-orders__month">{monthLabel(month)}</h2>}
              <OrderRow
                order={order}
                checked={selected.includes(order.orderId)}
                onToggle={toggle}
              />
            </>
          )
        }}
        emptyTitle={INVOICE_ORDERS_TEXT.empty}
        emptyDescription={INVOICE_ORDERS_TEXT.emptyHint(windowDays)}
        emptyAction={
          <Link className="invoice-link" to={href('invoiceHistory')}>
            查看开票记录
          </Link>
        }
        header={
          <nav className="invoice-links" aria-label="电子发票">
            <Link to={href('invoiceHistory')}>开票记录</Link>
            <Link to={href('invoiceTitles')}>抬头管理</Link>
          </nav>
        }
      />
      {items.length > 0 && (
        <p className="invoice-page__note">
          可开具近{windowDays}天内已完成的充电订单，一张发票最多包含{MAX_ORDERS}
          个订单，每个订单只能开票一次。
        </p>
      )}
      {items.length > 0 && (
        <section className="app-bar invoice-bar" aria-label="已选订单">
          <label className="invoice-bar__all">
            <input
              type="checkbox"
              className="invoice-check"
              checked={allChosen}
              onChange={toggleAll}
            />
            全选
          </label>
          <div className="invoice-bar__sum" aria-live="polite">
            <span>
              合计 <strong>{formatYuan(total)}</strong>
            </span>
            <small>已选 {chosen.length} 个订单</small>
          </div>
          <Button color="primary" shape="rounded" onClick={next}>
            下一步
          </Button>
          {error && (
            <p className="invoice-bar__error" role="alert">
              {error}
            </p>
          )}
        </section>
      )}
    </div>
  )
}
