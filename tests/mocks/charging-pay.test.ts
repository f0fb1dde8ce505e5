import { setPayOutcome } from '@/mocks/clock'
import { setFault } from '@/mocks/faults'
import { login, setupMockServer } from './api'
import { BIKE_ORDER, charging, data, tick, useFakeClock } from './charging-api'

setupMockServer()
beforeEach(() => useFakeClock())

describe('WeChat pay and its confirmation', () => {
  it('is UNPAID with pay parameters until confirmed, then STARTING with the coupon used', async () => {
    const api = charging(await login())
    const created = data(
      await api.create({ ...BIKE_ORDER, planId: 'A5', amount: 500, couponId: 'CP0001' }),
    )
    expect(created.amountDue).toBe(400)
    expect(created.payParams).toMatchObject({ appId: 'wxdemo0000000001', signType: 'RSA' })
    expect(created.payParams?.package).toMatch(/^prepay_id=wx\d{14}[0-9a-f]{20}$/)
    expect(created.payParams?.paySign).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect((await api.order(created.orderId)).status).toBe('UNPAID')
    expect((await api.userInfo()).chargingOrderId).toBeNull()
    expect(data(await api.confirm(created.orderId))).toEqual({ paid: true, status: 'STARTING' })
    expect(data(await api.confirm(created.orderId))).toEqual({ paid: true, status: 'STARTING' })
    expect(await api.userInfo()).toMatchObject({ couponCount: 2, chargingOrderId: created.orderId })
    expect((await api.cancel(created.orderId)).body).toMatchObject({
      code: '300014',
      msg: '订单已支付，无法取消',
    })
    tick(3000)
    expect(data(await api.confirm(created.orderId))).toEqual({ paid: true, status: 'CHARGING' })
  })

  it('answers unpaid when QA says so (setter, localStorage, URL), and cancel releases the coupon', async () => {
    const api = charging(await login())
    const { orderId } = data(
      await api.create({ ...BIKE_ORDER, planId: 'A5', amount: 500, couponId: 'CP0001' }),
    )
    setPayOutcome('unpaid')
    expect(data(await api.confirm(orderId))).toEqual({ paid: false, status: 'UNPAID' })
    setPayOutcome(null)
    localStorage.setItem('mockPay', 'unpaid')
    expect(data(await api.confirm(orderId))).toEqual({ paid: false, status: 'UNPAID' })
    localStorage.removeItem('mockPay')
    window.history.replaceState(null, '', '/#/pages/scan/secondScanPage?mockPay=unpaid')
    expect(data(await api.confirm(orderId))).toEqual({ paid: false, status: 'UNPAID' })
    window.history.replaceState(null, '', '/')
    setFault('code:/order/confirm-pay')
    expect((await api.confirm(orderId)).body?.code).toBe('999999')
    setFault(null)
    expect(data(await api.cancel(orderId))).toBeNull()
    expect((await api.order(orderId)).status).toBe('CANCELLED')
    expect(data(await api.confirm(orderId))).toEqual({ paid: false, status: 'CANCELLED' })
    expect((await api.userInfo()).couponCount).toBe(3)
    expect((await api.confirm('OD0')).body).toMatchObject({ code: '300013', msg: '订单不存在' })
  })

  it('replaces an unpaid order on the same port, and cancels unpaid orders after 15 minutes', async () => {
    const api = charging(await login())
    const first = data(await api.create(BIKE_ORDER))
    const second = data(await api.create(BIKE_ORDER))
    expect((await api.order(first.orderId)).status).toBe('CANCELLED')
    tick(15 * 60 * 1000)
    expect((await api.order(second.orderId)).status).toBe('CANCELLED')
  })

  it('needs no WeChat payment when a voucher covers the amount', async () => {
    const api = charging(await login())
    const created = data(
      await api.create({ ...BIKE_ORDER, planId: 'T1', amount: 100, couponId: 'CP0003' }),
    )
    expect(created).toMatchObject({ amountDue: 0, payParams: null })
    expect(await api.order(created.orderId)).toMatchObject({
      status: 'STARTING',
      paid: 0,
      discount: 100,
    })
  })
})
