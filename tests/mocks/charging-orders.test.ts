import { API } from '@/api/endpoints/spec'
import { type OrderSummary, type Page } from '@/api/types'
import { setSpeed, speed } from '@/mocks/core/clock'
import { wechatPayOrder, wechatPrepayAmount } from '@/mocks/charging/handlers'
import { login, post, setupMockServer } from './api'
import { BIKE_ORDER, CAR_ORDER, charging, data, tick, useFakeClock } from './charging-api'

setupMockServer()
beforeEach(() => useFakeClock())

async function paidOrder(api: ReturnType<typeof charging>, req = BIKE_ORDER): Promise<string> {
  const { orderId } = data(await api.create(req))
  if (req.payType === 'WECHAT') {
    wechatPayOrder(orderId)
    expect(data(await api.confirm(orderId)).paid).toBe(true)
  }
  return orderId
}

describe("WeChat's cashier", () => {
  it('knows what a prepay is for: the amount due after the coupon; nothing for a foreign one', async () => {
    const api = charging(await login())
    const created = data(await api.create(BIKE_ORDER))
    expect(created.amountDue).toBe(200)
    expect(wechatPrepayAmount(created.payParams?.package ?? '')).toBe(created.amountDue)
    expect(wechatPrepayAmount('prepay_id=wx-never-issued')).toBeNull()
  })
})

describe('live charging', () => {
  it('starts after 3 s, then energy, cost and time grow at 60x', async () => {
    const api = charging(await login())
    const id = await paidOrder(api)
    expect(await api.live(id)).toMatchObject({ status: 'STARTING', elapsedSeconds: 0, powerW: 0 })
    tick(3000)
    const start = await api.live(id)
    expect(start).toMatchObject({ status: 'CHARGING', elapsedSeconds: 0, energyWh: 0, cost: 0 })
    expect(start.remainingSeconds).toBe(7200)
    tick(30000)
    const half = await api.live(id)
    expect(half).toMatchObject({ status: 'CHARGING', elapsedSeconds: 1800, cost: 30, prepaid: 200 })
    expect(half.powerW).toBeGreaterThan(330)
    expect(half.voltageV).toBeGreaterThan(47)
    expect(half.voltageV).toBeLessThan(55)
    expect(half.currentA).toBeCloseTo(half.powerW / half.voltageV, 1)
    expect(half.remainingSeconds).toBe(5400)
    expect(half.soc).toBeNull()
    tick(30000)
    const hour = await api.live(id)
    expect(hour.elapsedSeconds).toBe(3600)
    expect(hour.energyWh).toBeGreaterThan(half.energyWh)
    expect(hour.cost).toBe(60)
    const detail = await api.order(id)
    expect(detail).toMatchObject({ status: 'CHARGING', durationSeconds: 3600, electricityFee: 60 })
    expect(detail.startTime).toBe('2026-11-22 09:58:03')
  })

  it('stops: STOPPING, SETTLING, then COMPLETED with the unused money refunded', async () => {
    const api = charging(await login())
    const id = await paidOrder(api, { ...BIKE_ORDER, payType: 'CARD', cardId: 'CARD0002' })
    expect((await api.userInfo()).cardBalance).toBe(8350 + 100)
    tick(3000 + 45000)
    expect(data(await api.stop(id))).toEqual({ status: 'STOPPING' })
    expect((await api.stop(id)).body).toMatchObject({ code: '300014', msg: '订单当前状态不可停止' })
    tick(1000)
    const stopping = await api.live(id)
    expect(stopping).toMatchObject({ status: 'STOPPING', elapsedSeconds: 2700, powerW: 0 })
    expect((await api.userInfo()).chargingOrderId).toBe(id)
    tick(1000)
    expect((await api.live(id)).status).toBe('SETTLING')
    tick(2000)
    const order = await api.order(id)
    expect(order).toMatchObject({
      status: 'COMPLETED',
      stopReason: 'USER',
      durationSeconds: 2700,
      electricityFee: 45,
      serviceFee: 0,
      paid: 200,
      refunded: 155,
      refundStatus: 'PARTIAL',
      startTime: '2026-11-22 09:58:03',
      endTime: '2026-11-22 10:43:03',
    })
    expect(order.energyWh).toBeGreaterThan(200)
    expect(await api.userInfo()).toMatchObject({ cardBalance: 8350 + 255, chargingOrderId: null })
    expect(data(await api.device('10000001')).ports[0]?.status).toBe('IDLE')
  })

  it('ends by itself at the plan end, or when the money is used', async () => {
    const api = charging(await login())
    const time = await paidOrder(api, { ...BIKE_ORDER, planId: 'T1', amount: 100 })
    const money = await paidOrder(api, { ...BIKE_ORDER, portNo: 2, planId: 'A1', amount: 100 })
    tick(3000 + 61000)
    expect(await api.live(time)).toMatchObject({ status: 'STOPPING', elapsedSeconds: 3600 })
    tick(100000)
    expect(await api.order(time)).toMatchObject({
      status: 'COMPLETED',
      stopReason: 'PLAN_END',
      refunded: 40,
    })
    expect(await api.order(money)).toMatchObject({
      status: 'COMPLETED',
      stopReason: 'BALANCE',
      durationSeconds: 6000,
      electricityFee: 100,
      refunded: 0,
      refundStatus: 'NONE',
    })
  })

  it('fails to start on 10000009: START_FAILED, full refund to the card, coupon back', async () => {
    const api = charging(await login())
    const req = { ...BIKE_ORDER, deviceId: '10000009', planId: 'T8', amount: 600 }
    const id = await paidOrder(api, {
      ...req,
      payType: 'CARD',
      cardId: 'CARD0001',
      couponId: 'CP0001',
    })
    expect(await api.userInfo()).toMatchObject({ cardBalance: 8650 - 500, couponCount: 2 })
    tick(3000)
    expect(await api.live(id)).toMatchObject({ status: 'START_FAILED', stopReason: 'START_FAILED' })
    expect(await api.order(id)).toMatchObject({
      status: 'START_FAILED',
      refundStatus: 'FULL',
      paid: 500,
      refunded: 500,
      energyWh: 0,
    })
    expect(await api.userInfo()).toMatchObject({
      cardBalance: 8650,
      couponCount: 3,
      chargingOrderId: null,
    })
  })

  it('charges a car by price period, with SOC, until full; the order breaks the fees down', async () => {
    const api = charging(await login())
    const id = await paidOrder(api, CAR_ORDER)
    tick(3000 + 60000)
    const live = await api.live(id)
    expect(live.status).toBe('CHARGING')
    expect(live.soc).toBeGreaterThan(85)
    expect(live.powerW).toBeGreaterThan(5000)
    expect(live.powerW).toBeLessThan(60000)
    expect(live.voltageV).toBeGreaterThan(360)
    expect(live.remainingSeconds).toBeGreaterThan(0)
    tick(60000)
    const order = await api.order(id)
    expect(order).toMatchObject({ status: 'COMPLETED', stopReason: 'FULL' })
    expect(Math.abs(order.energyWh - 42000)).toBeLessThanOrEqual(1)
    expect(order.periodFees.map((p) => p.periodType)).toEqual(['FLAT', 'PEAK'])
    const flat = order.periodFees[0]!
    expect(flat.energyWh).toBeGreaterThan(1500)
    expect(flat.electricityAmount).toBe(Math.round((flat.energyWh * 65) / 1000))
    const fees = order.electricityFee + order.serviceFee
    expect(order.periodFees.reduce((s, p) => s + p.electricityAmount + p.serviceAmount, 0)).toBe(
      fees,
    )
    expect(order.refunded).toBe(10000 - fees)
    expect((await api.live(id)).soc).toBe(100)
  })

  it('stops a car when the prepaid money runs out', async () => {
    const api = charging(await login())
    const id = await paidOrder(api, { ...CAR_ORDER, amount: 3000 })
    tick(600000)
    expect(await api.order(id)).toMatchObject({
      status: 'COMPLETED',
      stopReason: 'BALANCE',
      electricityFee: expect.any(Number),
      refunded: 0,
      refundStatus: 'NONE',
    })
    const order = await api.order(id)
    expect(order.electricityFee + order.serviceFee).toBe(3000)
  })

  it('follows the speed switch', async () => {
    expect(speed()).toBe(60)
    localStorage.setItem('mockSpeed', '600')
    expect(speed()).toBe(600)
    localStorage.setItem('mockSpeed', 'fast')
    expect(speed()).toBe(60)
    setSpeed(120)
    const api = charging(await login())
    const id = await paidOrder(api)
    tick(3000 + 30000)
    expect((await api.live(id)).elapsedSeconds).toBe(3600)
  })
})

describe('order list', () => {
  const list = async (token: string, tab: string, pageNo = 1, pageSize = 20) =>
    data(await post<Page<OrderSummary>>(API.orderList, { pageNo, pageSize, tab }, token))

  it('has the seeded orders in every final state, newest first, by tab and page', async () => {
    const token = await login()
    const all = await list(token, 'ALL')
    expect(all.total).toBe(17)
    expect(all.list.map((o) => o.orderId).slice(0, 3)).toEqual(['OD100001', 'OD100002', 'OD100003'])
    expect(new Set(all.list.map((o) => o.status))).toEqual(
      new Set(['COMPLETED', 'CANCELLED', 'START_FAILED']),
    )
    expect(new Set(all.list.map((o) => o.refundStatus))).toEqual(
      new Set(['NONE', 'PARTIAL', 'FULL', 'PENDING', 'FAILED']),
    )
    expect(all.list.filter((o) => o.deviceType === 'CAR').length).toBeGreaterThanOrEqual(4)
    // 已完成: the settled charges only (a failed start and the two cancelled orders are under ALL).
    const completed = await list(token, 'COMPLETED')
    expect(completed.total).toBe(14)
    expect(completed.list.every((o) => o.status === 'COMPLETED')).toBe(true)
    expect((await list(token, 'CHARGING')).total).toBe(0)
    const refunds = await list(token, 'REFUND')
    expect(refunds.total).toBe(11)
    expect(refunds.list.every((o) => o.refundStatus !== 'NONE')).toBe(true)
    const page3 = await list(token, 'ALL', 3, 5)
    expect(page3.list.map((o) => o.orderId)).toEqual([
      'OD100011',
      'OD100012',
      'OD100013',
      'OD100014',
      'OD100015',
    ])
    expect(
      (await post(API.orderList, { pageNo: 1, pageSize: 20, tab: 'X' }, token)).body?.code,
    ).toBe('100001')
    expect((await list(token, undefined as unknown as string)).total).toBe(17)
  })

  it('puts a new order first and moves it between tabs as it runs', async () => {
    const token = await login()
    const api = charging(token)
    const id = await paidOrder(api)
    expect((await list(token, 'ALL')).list[0]).toMatchObject({ orderId: id, status: 'STARTING' })
    expect((await list(token, 'CHARGING')).list.map((o) => o.orderId)).toEqual([id])
    tick(3000 + 20000)
    expect((await list(token, 'CHARGING')).list[0]).toMatchObject({ durationSeconds: 1200 })
    data(await api.stop(id))
    tick(5000)
    expect((await list(token, 'CHARGING')).total).toBe(0)
    expect((await list(token, 'REFUND')).list[0]).toMatchObject({ orderId: id, refunded: 180 })
  })

  it('answers 订单不存在 for unknown orders', async () => {
    const token = await login()
    for (const path of [API.orderDetail, API.liveCharging, API.stopCharging, API.cancelOrder]) {
      expect((await post(path, { orderId: 'OD0' }, token)).body).toMatchObject({
        code: '300013',
        msg: '订单不存在',
      })
    }
    expect((await post(API.orderDetail, {}, token)).body?.code).toBe('100001')
  })
})

describe('create-order idempotency (issue 24)', () => {
  it('a retry with the same requestId answers the same order and charges the card once', async () => {
    const api = charging(await login())
    const before = (await api.userInfo()).cardBalance
    const req = {
      ...BIKE_ORDER,
      payType: 'CARD' as const,
      cardId: 'CARD0001',
      requestId: 'retry-1a2b3c',
    }
    const first = data(await api.create(req))
    const again = data(await api.create(req))
    expect(again).toEqual(first)
    expect((await api.userInfo()).cardBalance).toBe(before - first.amountDue)
    // Another intent (another id) is another order.
    const other = await api.create({ ...req, portNo: 2, requestId: 'retry-4d5e6f' })
    expect(data(other).orderId).not.toBe(first.orderId)
  })

  it('refuses a malformed requestId', async () => {
    const api = charging(await login())
    const res = await api.create({ ...BIKE_ORDER, requestId: 'x' })
    expect(res.body).toMatchObject({ code: '100001', msg: '参数错误：请求编号不正确' })
  })
})
