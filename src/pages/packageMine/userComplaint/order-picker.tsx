import { useInfiniteQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useState } from 'react'
import { complaintQueries } from '@/api/complaints'
import type { OrderSummary } from '@/api/types'
import { ChevronIcon } from '@/components/icons'
import { ModalSheet } from '@/components/modal/sheet'
import { StateBlock } from '@/components/state-block'
import { formatYuan } from '@/lib/money'
import { ORDER_STATUS_TEXT } from '@/lib/order-labels'
import { loadedItems, pagedQueryOptions } from '@/components/list-block'

export interface PickedOrder {
  orderId: string
  orderNo: string
  stationName: string
  createTime: string
}

export const pickedOf = (
  o: Pick<OrderSummary, 'orderId' | 'orderNo' | 'station' | 'createTime'>,
) => ({
  orderId: o.orderId,
  orderNo: o.orderNo,
  stationName: o.station.name,
  createTime: o.createTime,
})

const PAGE_SIZE = 20

function OrderOptions({
  selectedId,
  onPick,
}: {
  selectedId: string
  onPick: (o: PickedOrder | null) => void
}) {
  const query = useInfiniteQuery(pagedQueryOptions(complaintQueries.orderChoices(), PAGE_SIZE))
  if (query.isPending) {
    return (
      <div className="uc-orders__loading" role="status" aria-busy="true" aria-label="加载中">
        <span className="skeleton" />
        <span className="skeleton" />
      </div>
    )
  }
  if (query.isLoadingError) {
    return (
      <StateBlock kind="error" role="alert" title="订单加载失败" description={query.error.message}>
        <Button color="primary" fill="outline" onClick={() => void query.refetch()}>
          重试
        </Button>
      </StateBlock>
    )
  }
  const orders = loadedItems(query.data.pages, (o) => o.orderId)
  return (
    <div className="uc-orders__list" role="radiogroup" aria-label="选择关联订单">
      <button
        type="button"
        role="radio"
        aria-checked={selectedId === ''}
        className="uc-order"
        onClick={() => onPick(null)}
      >
        <span className="uc-order__station">不关联订单</span>
      </button>
      {orders.map((o) => (
        <button
          key={o.orderId}
          type="button"
          role="radio"
          aria-checked={selectedId === o.orderId}
          className="uc-order"
          onClick={() => onPick(pickedOf(o))}
        >
          <span className="uc-order__station">{o.station.name}</span>
          <span className="uc-order__meta">
            {o.createTime.slice(0, 16)} · {ORDER_STATUS_TEXT[o.status] ?? o.status} ·{' '}
            {formatYuan(o.paid)}
          </span>
          <span className="uc-order__no">订单号 {o.orderNo}</span>
        </button>
      ))}
      {orders.length === 0 && <p className="uc-orders__empty">暂无订单</p>}
      {query.hasNextPage && (
        <Button
          block
          fill="none"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          加载更多订单
        </Button>
      )}
    </div>
  )
}

/** The optional related order: a row that opens a sheet of the user's orders. */
export function OrderPicker({
  value,
  loading,
  onChange,
  describedBy,
}: {
  value: PickedOrder | null
  loading: boolean
  onChange: (o: PickedOrder | null) => void
  /** The id of a line about the order shown under the row (the link's order is gone). */
  describedBy?: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="uc-row"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-describedby={describedBy}
      >
        <span className="uc-row__label">关联订单</span>
        <span className={value ? 'uc-row__value' : 'uc-row__value uc-row__value--empty'}>
          {value ? (
            <>
              <span className="uc-row__main">{value.stationName}</span>
              <span className="uc-row__sub">{value.createTime.slice(0, 16)}</span>
              <span className="uc-row__sub">订单号 {value.orderNo}</span>
            </>
          ) : loading ? (
            '加载中…'
          ) : (
            '选填，选择要投诉的订单'
          )}
        </span>
        <ChevronIcon />
      </button>
      <ModalSheet
        open={open}
        onClose={() => setOpen(false)}
        title="选择关联订单"
        titleClassName="uc-sheet__title"
        bodyClassName="uc-orders"
      >
        <OrderOptions
          selectedId={value?.orderId ?? ''}
          onPick={(o) => {
            onChange(o)
            setOpen(false)
          }}
        />
      </ModalSheet>
    </>
  )
}
