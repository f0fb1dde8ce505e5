// charging/: piles and a charge up to its settlement. An order's figures are a pure function of
// (order, simulated seconds) (simulator.ts, curves.ts, pricing.ts), and every read first steps the
// orders to now (db.ts). Seed: seed.ts (shapes in state.ts). Handlers: this file and
// curve-handlers.ts (the charge curve of charge-curve.ts).
/**
 * Charging, up to the money: device detail, price periods, pay options, create order (CARD pays at
 * once; WECHAT waits for confirm-pay), confirm-pay (`mockPay=unpaid` makes it answer unpaid), cancel.
 */
import { http } from 'msw'
import { z } from 'zod'
import { API } from '@/api/endpoints/spec'
import {
  type ConfirmPayResult,
  type CreateOrderResult,
  type Device,
  type PayOptions,
  type PricePeriodsResult,
} from '@/api/types'
import {
  cancelOrder,
  cardOption,
  cardUsableAt,
  chargeCard,
  couponOption,
  couponUsable,
  deviceView,
  findCard,
  findCoupon,
  findDevice,
  findOrder,
  livePort,
  paymentPending,
  payOrder,
  stepOrder,
  stepOrders,
} from './db'
import { LATE_NOTIFY_MS, now, payOutcome, speed } from '../core/clock'
import { db, persist } from '../core/db'
import { DEFAULT_APP_ID } from '../core/seed'
import { CODE, fail, ok, postApi, readJson } from '../core/http'
import { buildOrder, payParamsFor } from '../orders/model'
import { notifyPayment, settleDuePayments } from '../payments/db'
import { couponDiscount, orderPayType } from './pricing'
import { body, cents, deviceId, optionalText, orderId, portNo, requestId } from '../core/schemas'
import { FAILING_DEVICE_IDS } from './seed'
import { normalisePlate } from '@/lib/plate'
import { isPlate } from '@/lib/validators'
import { VEHICLE_CODE, VEHICLE_MSG } from '../vehicles/model'
import type { StoredOrder } from './state'

const deviceBody = body({ deviceId })
const payOptionsBody = body({ deviceId, amount: cents('金额') })
const createBody = body({
  deviceId,
  portNo,
  planId: optionalText(),
  amount: cents('金额', 1),
  payType: z.enum(['WECHAT', 'CARD'], { error: '参数错误：支付方式不正确' }),
  cardId: optionalText(),
  couponId: optionalText(),
  plateNo: optionalText().transform((value) => (value ? normalisePlate(value) : undefined)),
  requestId: requestId.optional(),
})
const orderBody = body({ orderId })

const deviceUnknown = () => fail(CODE.deviceUnknown, '设备不存在，请核对电桩编号')
export const orderUnknown = () => fail(CODE.orderUnknown, '订单不存在')

/** Why a device cannot charge now, or null. */
function deviceProblem(device: Device): Response | null {
  if (device.status === 'OFFLINE') return fail(CODE.deviceOffline, '设备离线，请更换其他电桩')
  if (device.status === 'FAULT') return fail(CODE.deviceFault, '设备故障，请更换其他电桩')
  return null
}

type CreateBody = z.output<typeof createBody>

/** Validates the order against the device; the plan and the price, or the failure. */
function checkPortAndPlan(device: Device, req: CreateBody): Response | null {
  const port = device.ports.find((p) => p.portNo === req.portNo)
  const bike = device.deviceType === 'BIKE'
  if (!port) return fail(CODE.portUnknown, bike ? '插座不存在' : '充电枪不存在')
  const live = livePort(device, port)
  if (live.status === 'OFFLINE') return fail(CODE.deviceOffline, '设备离线，请更换其他电桩')
  if (live.status === 'FAULT') {
    return fail(
      CODE.deviceFault,
      bike ? '该插座故障，请更换其他插座' : '该充电枪故障，请更换其他电桩',
    )
  }
  if (live.status !== 'IDLE') {
    return fail(CODE.portBusy, bike ? '该插座正在使用中' : '该充电枪正在使用中')
  }
  if (!live.plugged) {
    return fail(CODE.portUnplugged, bike ? '请先插好充电插头' : '请先将充电枪插入车辆')
  }
  if (bike) {
    if (!req.planId) return fail(CODE.planInvalid, '请选择充电套餐')
    const plan = device.plans.find((p) => p.planId === req.planId)
    if (!plan) return fail(CODE.planInvalid, '充电套餐不存在')
    if (plan.amount !== req.amount) return fail(CODE.amountInvalid, '支付金额与套餐不符')
  } else if (!device.prepayOptions.includes(req.amount)) {
    return fail(CODE.amountInvalid, '预付金额不正确')
  }
  return null
}

export const chargingHandlers = [
  postApi(API.deviceDetail, async ({ request }) => {
    const parsed = await readJson(request, deviceBody)
    if (!parsed.ok) return parsed.response
    stepOrders()
    const device = findDevice(parsed.data.deviceId)
    return device ? ok<Device>(deviceView(device)) : deviceUnknown()
  }),

  postApi(API.pricePeriods, async ({ request }) => {
    const parsed = await readJson(request, deviceBody)
    if (!parsed.ok) return parsed.response
    const device = findDevice(parsed.data.deviceId)
    if (!device) return deviceUnknown()
    if (device.deviceType !== 'CAR') return fail(CODE.notCar, '该设备不是汽车充电桩')
    return ok<PricePeriodsResult>({
      stationName: device.station.name,
      periods: device.pricePeriods,
    })
  }),

  postApi(API.payOptions, async ({ request }) => {
    settleDuePayments()
    const parsed = await readJson(request, payOptionsBody)
    if (!parsed.ok) return parsed.response
    const device = findDevice(parsed.data.deviceId)
    if (!device) return deviceUnknown()
    const { amount } = parsed.data
    // The figures the page shows are these: the discount and the amount due of every coupon.
    return ok<PayOptions>({
      amount,
      amountDue: amount,
      cards: db.cards.filter((c) => cardUsableAt(c, device.station.stationId)).map(cardOption),
      coupons: db.coupons
        .filter((c) => couponUsable(c, amount))
        .map((c) => {
          const discount = couponDiscount(c, amount)
          return { ...couponOption(c), discount, amountDue: amount - discount }
        }),
    })
  }),

  postApi(API.createOrder, async ({ request }) => {
    const parsed = await readJson(request, createBody)
    if (!parsed.ok) return parsed.response
    const req = parsed.data
    stepOrders()
    // A retry of the same intent (its answer was lost): the same order, never a second one.
    const done = req.requestId && db.orders.find((o) => o.sim.requestId === req.requestId)
    if (done) {
      return ok<CreateOrderResult>({
        orderId: done.orderId,
        amountDue: done.sim.amountDue,
        payParams: done.sim.payParams,
      })
    }
    const device = findDevice(req.deviceId)
    if (!device) return deviceUnknown()
    const problem = deviceProblem(device) ?? checkPortAndPlan(device, req)
    if (problem) return problem
    if (req.plateNo !== undefined) {
      if (device.deviceType !== 'CAR') return fail(CODE.param, '参数错误：电单车订单不需要车牌')
      if (!isPlate(req.plateNo)) return fail(VEHICLE_CODE.badPlate, VEHICLE_MSG.badPlate)
    }

    const coupon = req.couponId ? findCoupon(req.couponId) : undefined
    if (req.couponId && (!coupon || !couponUsable(coupon, req.amount))) {
      return fail(CODE.couponInvalid, '优惠券不可用')
    }
    const discount = couponDiscount(coupon, req.amount)
    const amountDue = req.amount - discount
    const card = req.cardId ? findCard(req.cardId) : undefined
    if (req.payType === 'CARD') {
      if (!req.cardId) return fail(CODE.cardInvalid, '请选择充电卡')
      if (!card || !cardUsableAt(card, device.station.stationId)) {
        return fail(CODE.cardInvalid, '该充电卡在此电站不可用')
      }
      if (card.balance + card.giftBalance < amountDue) {
        return fail(CODE.cardBalance, '充电卡余额不足')
      }
    }

    // A new order on the same port replaces the user's unpaid one (not one WeChat has taken money for).
    for (const old of db.orders) {
      if (
        old.status === 'UNPAID' &&
        !paymentPending(old) &&
        old.deviceId === device.deviceId &&
        old.portNo === req.portNo
      ) {
        cancelOrder(old)
      }
    }
    const at = now()
    db.counters.order += 1
    const order = buildOrder({
      seq: db.counters.order,
      device,
      portNo: req.portNo,
      plan: device.plans.find((p) => p.planId === req.planId) ?? null,
      amount: req.amount,
      discount,
      couponId: coupon?.couponId ?? null,
      payType: orderPayType(req.payType, coupon, req.amount),
      cardId: req.payType === 'CARD' ? (card?.cardId ?? null) : null,
      createdMs: at,
      speed: speed(),
      failStart: FAILING_DEVICE_IDS.includes(device.deviceId),
    })
    if (req.requestId) order.sim.requestId = req.requestId
    if (device.deviceType === 'CAR') order.plateNo = req.plateNo ?? null
    db.orders.push(order)
    if (card && req.payType === 'CARD')
      Object.assign(order.sim, chargeCard(card, amountDue, order.orderId))
    if (req.payType === 'CARD' || amountDue === 0) payOrder(order, at)
    else order.sim.payParams = payParamsFor(order, at, DEFAULT_APP_ID)
    return ok<CreateOrderResult>({
      orderId: order.orderId,
      amountDue,
      payParams: order.sim.payParams,
    })
  }),

  // Only reads: the order is paid when WeChat's notification has reached the server (wechatPayNotify).
  postApi(API.confirmPay, async ({ request }) => {
    const parsed = await readJson(request, orderBody)
    if (!parsed.ok) return parsed.response
    const order = findOrder(parsed.data.orderId)
    if (!order) return orderUnknown()
    stepOrder(order)
    const paid = order.status !== 'UNPAID' && order.status !== 'CANCELLED'
    return ok<ConfirmPayResult>({ paid, status: order.status })
  }),

  postApi(API.cancelOrder, async ({ request }) => {
    const parsed = await readJson(request, orderBody)
    if (!parsed.ok) return parsed.response
    const order = findOrder(parsed.data.orderId)
    if (!order) return orderUnknown()
    stepOrder(order)
    if (order.status === 'CANCELLED') return ok(null)
    if (order.status !== 'UNPAID' || paymentPending(order)) {
      return fail(CODE.orderState, '订单已支付，无法取消')
    }
    cancelOrder(order)
    return ok(null)
  }),
]

/**
 * WeChat's cashier said "ok" for these pay parameters: the money has left the user's wallet, and
 * WeChat notifies the server (at once, late, or never, per the `mockPay` switch). The simulated
 * cashier posts here; it is not an API of the app (WeChat calls the operator's server, not the page).
 */
export function wechatPayNotify(prepayPackage: string): StoredOrder | undefined {
  const order = db.orders.find((o) => o.sim.payParams?.package === prepayPackage)
  if (!order || order.status !== 'UNPAID' || order.sim.notifyAtMs != null) return order
  const outcome = payOutcome()
  const at = now()
  // 'unpaid': the notification is lost (due never); the order stays UNPAID until it times out.
  const delay = {
    paid: 0,
    debitedFail: 0,
    late: LATE_NOTIFY_MS,
    unpaid: Number.MAX_SAFE_INTEGER - at,
  }[outcome]
  order.sim.notifyAtMs = at + delay
  stepOrder(order, at)
  return order
}

/** The cashier's "ok" for an order (tests): WeChat's notification for its pay parameters. */
export function wechatPayOrder(orderId: string): void {
  const pkg = findOrder(orderId)?.sim.payParams?.package
  if (pkg) wechatPayNotify(pkg)
}

/**
 * What WeChat's cashier shows for these pay parameters: the prepay's amount in cents (a charge's
 * amount due, a top-up's, a red packet's, a policy's), or null for a package WeChat never issued.
 */
export function wechatPrepayAmount(prepayPackage: string): number | null {
  const order = db.orders.find((o) => o.sim.payParams?.package === prepayPackage)
  if (order) return order.sim.amountDue
  const payment = db.payments.find((p) => p.payParams?.package === prepayPackage)
  return payment ? payment.amount : null
}

/** A call of the simulated cashier to "WeChat", on any origin: its body names the prepay. */
function wechatCall(path: string, answer: (prepayPackage: string) => Response) {
  return http.post(`*${path}`, async ({ request }) => {
    const parsed = z
      .object({ package: z.string().min(1) })
      .safeParse(await request.json().catch(() => null))
    if (!parsed.success) return fail(CODE.param, '参数错误：package不能为空')
    return answer(parsed.data.package)
  })
}

/** The simulated cashier asks WeChat what it is paying for, as the real one does, to show it. */
export const WECHAT_PREPAY_PATH = '/__mock/wechat/prepay'
export const wechatPrepayHandler = wechatCall(WECHAT_PREPAY_PATH, (prepayPackage) => {
  const amount = wechatPrepayAmount(prepayPackage)
  return amount === null ? fail(CODE.orderUnknown, '订单不存在') : ok({ amount })
})

/** The simulated cashier's "ok" (see wechatPayNotify). */
export const WECHAT_PAY_PATH = '/__mock/wechat/pay'
export const wechatPayHandler = wechatCall(WECHAT_PAY_PATH, (prepayPackage) => {
  const paid = wechatPayNotify(prepayPackage) ?? notifyPayment(prepayPackage)
  persist()
  return paid ? ok({ orderId: paid.orderId }) : fail(CODE.orderUnknown, '订单不存在')
})
