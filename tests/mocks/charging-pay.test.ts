import { LATE_NOTIFY_MS, payOutcome, setPayOutcome } from '@/mocks/core/clock'
import { WECHAT_PAY_PATH, wechatPayNotify, wechatPayOrder } from '@/mocks/charging/handlers'
import { setFault } from '@/mocks/core/faults'
import { login, setupMockServer } from './api'
import { BIKE_ORDER, charging, data, tick, useFakeClock } from './charging-api'

setupMockServer()
beforeEach(() => useFakeClock())

describe('WeChat pay and its confirmation', () => {
  it('is UNPAID until WeChat notifies the server; confirm-pay only reads; STARTING with the coupon used', async () => {
    const api = charging(await login())
    const created = data(
      await api.create({ ...BIKE_ORDER, planId: 'A5', amount: 500, couponId: 'CP0001' }),
    )
    expect(created.amountDue).toBe(400)
    expect(created.payParams).toMatchObject({ appId: 'wxde00000000000001', signType: 'RSA' })
    expect(created.payParams?.package).toMatch(/^prepay_id=wx\d{14}[0-9a-f]{20}$/)
    expect(created.payParams?.paySign).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect((await api.order(created.orderId)).status).toBe('UNPAID')
    expect((await api.userInfo()).chargingOrderId).toBeNull()
    // Asking does not pay: the client's word is not proof of payment.
    expect(data(await api.confirm(created.orderId))).toEqual({ paid: false, status: 'UNPAID' })
    expect(data(await api.confirm(created.orderId))).toEqual({ paid: false, status: 'UNPAID' })
    wechatPayNotify(created.payParams?.package ?? '')
    expect(data(await api.confirm(created.orderId))).toEqual({ paid: true, status: 'STARTING' })
    expect(await api.userInfo()).toMatchObject({ couponCount: 2, chargingOrderId: created.orderId })
    expect((await api.cancel(created.orderId)).body).toMatchObject({
      code: '300014',
      msg: '订单已支付，无法取消',
    })
    tick(3000)
    expect(data(await api.confirm(created.orderId))).toEqual({ paid: true, status: 'CHARGING' })
  })

  it('a late notification (mockPay=late) pays the order LATE_NOTIFY_MS after the cashier', async () => {
    const api = charging(await login())
    const { orderId } = data(await api.create(BIKE_ORDER))
    localStorage.setItem('mockPay', 'late')
    wechatPayOrder(orderId)
    expect(data(await api.confirm(orderId))).toEqual({ paid: false, status: 'UNPAID' })
    // WeChat has the money: the order is neither cancelled nor replaced meanwhile.
    expect((await api.cancel(orderId)).body?.code).toBe('300014')
    data(await api.create(BIKE_ORDER))
    tick(LATE_NOTIFY_MS)
    expect(data(await api.confirm(orderId))).toEqual({ paid: true, status: 'STARTING' })
  })

  it('a lost notification (setter, localStorage, URL) keeps it unpaid; cancel releases the coupon', async () => {
    const api = charging(await login())
    const { orderId } = data(
      await api.create({ ...BIKE_ORDER, planId: 'A5', amount: 500, couponId: 'CP0001' }),
    )
    for (const set of [
      () => setPayOutcome('unpaid'),
      () => localStorage.setItem('mockPay', 'unpaid'),
      () => window.history.replaceState(null, '', '/#/pages/scan/secondScanPage?mockPay=unpaid'),
    ]) {
      set()
      expect(payOutcome()).toBe('unpaid')
      setPayOutcome(null)
      localStorage.removeItem('mockPay')
      window.history.replaceState(null, '', '/')
    }
    expect(data(await api.confirm(orderId))).toEqual({ paid: false, status: 'UNPAID' })
    setFault('code:/order/confirm-pay')
    expect((await api.confirm(orderId)).body?.code).toBe('999999')
    setFault(null)
    expect(data(await api.cancel(orderId))).toBeNull()
    expect((await api.order(orderId)).status).toBe('CANCELLED')
    expect(data(await api.confirm(orderId))).toEqual({ paid: false, status: 'CANCELLED' })
    expect((await api.userInfo()).couponCount).toBe(3)
    expect((await api.confirm('OD0')).body).toMatchObject({ code: '300013', msg: '订单不存在' })
  })

  it('the simulated cashier posts its "ok" to the mock (msw), which pays the order', async () => {
    const api = charging(await login())
    const created = data(await api.create(BIKE_ORDER))
    const answer = await fetch(`http://localhost${WECHAT_PAY_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ package: created.payParams?.package }),
    })
    expect(await answer.json()).toMatchObject({
      code: '000000',
      data: { orderId: created.orderId },
    })
    expect(data(await api.confirm(created.orderId)).paid).toBe(true)
  })

  it('replaces an unpaid order on the same port, and cancels unpaid orders after 15 minutes', async () => {
    const api = charging(await login())
    const first = data(await api.create(BIKE_ORDER))
    const second = data(await api.create(BIKE_ORDER))
    expect((await api.order(first.orderId)).status).toBe('CANCELLED')
    tick(15 * 60 * 1000)
    expect((await api.order(second.orderId)).status).toBe('CANCELLED')
  })

  it('needs no WeChat payment when a voucher covers the amount: the voucher paid it', async () => {
    const api = charging(await login())
    const created = data(
      await api.create({ ...BIKE_ORDER, planId: 'T1', amount: 100, couponId: 'CP0003' }),
    )
    expect(created).toMatchObject({ amountDue: 0, payParams: null })
    expect(await api.order(created.orderId)).toMatchObject({
      status: 'STARTING',
      paid: 0,
      discount: 100,
      payType: 'VOUCHER',
    })
    // The seeded order a voucher paid in full reads the same.
    expect(await api.order('OD100010')).toMatchObject({ paid: 0, payType: 'VOUCHER' })
  })
})
