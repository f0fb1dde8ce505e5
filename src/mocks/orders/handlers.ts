// orders/: a new order and its payment (model.ts) and the seeded past orders, settled by the
// simulator itself (seed.ts); a running order moves in charging/ (simulator.ts, db.ts).
// Handlers: this file (live figures, stop, detail, the order centre).
/** Orders after payment: live figures, stop, detail, and the order centre's tabs and pages. */
import { z } from 'zod'
import { API } from '@/api/endpoints/spec'
import {
  type LiveCharging,
  type Order,
  type OrderStatus,
  type OrderSummary,
  type OrderTab,
  type Page,
} from '@/api/types'
import { findOrder, stepOrder, stepOrders } from '../charging/db'
import { now } from '../core/clock'
import { db } from '../core/db'
import { CODE, fail, ok, postApi, readJson } from '../core/http'
import { body, orderId, pageOf, pageQuery } from '../core/schemas'
import type { StoredOrder } from '../charging/state'
import { liveOf, publicOrder, RUNNING_STATUSES, stopAt } from '../charging/simulator'
import { orderUnknown } from '../charging/handlers'
import { orderInvoiceState } from '../invoices/invoicing'

export const ORDER_PAGE_SIZE_MAX = 50

const orderBody = body({ orderId })
const listBody = pageQuery(ORDER_PAGE_SIZE_MAX).extend({
  tab: z
    .enum(['ALL', 'CHARGING', 'COMPLETED', 'REFUND'], { error: '参数错误：订单类型不正确' })
    .default('ALL'),
})

export function inTab(order: Pick<Order, 'status' | 'refundStatus'>, tab: OrderTab): boolean {
  switch (tab) {
    case 'CHARGING':
      return RUNNING_STATUSES.includes(order.status)
    case 'COMPLETED':
      // 已完成: charges that ran and were settled; a cancelled or failed start is only under 全部.
      return order.status === 'COMPLETED'
    case 'REFUND':
      return order.refundStatus !== 'NONE'
    default:
      return true
  }
}

function summary(order: Order): OrderSummary {
  const { orderId: id, orderNo, deviceType, station, portNo, status, refundStatus } = order
  const { createTime, durationSeconds, energyWh, paid, refunded } = order
  return {
    orderId: id,
    orderNo,
    deviceType,
    station,
    portNo,
    status,
    refundStatus,
    createTime,
    durationSeconds,
    energyWh,
    paid,
    refunded,
  }
}

/** Newest first: by creation time, then by order sequence. */
function newestFirst(a: StoredOrder, b: StoredOrder): number {
  return b.sim.createdMs - a.sim.createdMs || b.sim.seq - a.sim.seq
}

async function readOrder(request: Request): Promise<StoredOrder | Response> {
  const parsed = await readJson(request, orderBody)
  if (!parsed.ok) return parsed.response
  const order = findOrder(parsed.data.orderId)
  return order ? stepOrder(order) : orderUnknown()
}

export const orderHandlers = [
  postApi(API.liveCharging, async ({ request }) => {
    const order = await readOrder(request)
    if (order instanceof Response) return order
    return ok<LiveCharging>(liveOf(order, now()))
  }),

  postApi(API.stopCharging, async ({ request }) => {
    const order = await readOrder(request)
    if (order instanceof Response) return order
    if (order.status !== 'CHARGING' && order.status !== 'STARTING') {
      return fail(CODE.orderState, '订单当前状态不可停止')
    }
    stopAt(order, now(), 'USER')
    return ok<{ status: OrderStatus }>({ status: order.status })
  }),

  postApi(API.orderDetail, async ({ request }) => {
    const order = await readOrder(request)
    if (order instanceof Response) return order
    const at = now()
    return ok<Order>({ ...publicOrder(order, at), invoice: orderInvoiceState(order, at) })
  }),

  postApi(API.orderList, async ({ request }) => {
    const parsed = await readJson(request, listBody)
    if (!parsed.ok) return parsed.response
    const at = now()
    stepOrders(at)
    const orders = db.orders.filter((o) => inTab(o, parsed.data.tab)).sort(newestFirst)
    return ok<Page<OrderSummary>>({
      list: pageOf(orders, parsed.data).map((o) => summary(publicOrder(o, at))),
      total: orders.length,
    })
  }),
]
