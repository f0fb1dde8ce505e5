import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PAYMENT_API } from '@/api/endpoints/payments'
import { API } from '@/api/endpoints/spec'
import { keepPayment } from '@/components/payment'
import { MSG } from '@/lib/messages'
import { resetSwitches, setClock, setPayOutcome } from '@/mocks/core/clock'
import { wechatPayNotify } from '@/mocks/charging/handlers'
import { CONFIRM_TEXT } from '@/pages/main/secondScanPage/confirming'
import { INSURANCE_TEXT } from '@/pages/packageSafeService/shared/insurance-page'
import { setBridge } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { countCalls } from '../utils/calls'

/**
 * A payment kept for a product is the store's (written by the app as the cashier answers), never a
 * link's: an auditor opened `?payOrderId=<any>&cashier=paid` and was told 投保成功 / 充值成功 with
 * nothing paid and nothing asked, and a real paid order of 安心充电 was shown as 安心骑行's. And the
 * pile's payment page, opened again from its plain link while WeChat's "ok" was unconfirmed,
 * offered the form, and a second order was paid.
 */

const T0 = new Date(2026, 10, 22, 9, 58).getTime()
const BIKE_T2 = '/pages/scan/secondScanPage?deviceId=10000001&portNo=1&planId=T2&amount=200'

beforeEach(async () => {
  setClock(() => T0)
  await loginThroughMock({ isPhone: true })
  setBridge(fakeBridge())
})
afterEach(() => resetSwitches())

describe('an order id in a link is not a payment', () => {
  it.each([
    ['安心骑行', '/packageSafeService/safeRide'],
    ['安心充电', '/packageSafeService/safeCharge'],
  ])('%s: cashier=paid from a link neither asks nor says 投保成功', async (_, path) => {
    const fb = spyFeedback()
    const confirms = countCalls(PAYMENT_API.confirm)
    renderApp(`${path}?payOrderId=PY100001&cashier=paid`)
    expect(await screen.findByRole('button', { name: '立即投保' }, { timeout: 5000 })).toBeVisible()
    expect(fb.toast).not.toHaveBeenCalledWith(INSURANCE_TEXT.paid)
    expect(confirms.count).toBe(0)
  })

  it("top-up: a paid order of another product named in the link is not this card's 充值成功", async () => {
    // The store no longer keeps it (paid and forgotten), as after a real purchase of 安心充电.
    const confirms = countCalls(PAYMENT_API.confirm)
    renderApp(
      '/packageChargingCard/virtualCardDetail?cardId=CARD0001&payOrderId=PY100001&cashier=ok',
    )
    expect(await screen.findByRole('button', { name: /立即充值/ }, { timeout: 5000 })).toBeVisible()
    expect(screen.queryByText('充值成功')).toBeNull()
    expect(confirms.count).toBe(0)
  })

  it('an order the store keeps for another product is not asked for on this one', async () => {
    keepPayment({ kind: 'insurance', orderId: 'PY100009', product: 'CHARGE', cashier: 'paid' })
    const fb = spyFeedback()
    renderApp('/packageSafeService/safeRide?payOrderId=PY100009&cashier=paid')
    expect(await screen.findByRole('button', { name: '立即投保' }, { timeout: 5000 })).toBeVisible()
    expect(fb.toast).not.toHaveBeenCalledWith(INSURANCE_TEXT.paid)
  })
})

describe("the pile's payment page, opened again while an order waits for the server", () => {
  it('shows that order being confirmed, not the form, from the plain link', async () => {
    keepPayment({ kind: 'charging', orderId: 'OD100101', product: '10000001', cashier: 'ok' })
    const creates = countCalls(API.createOrder)
    renderApp(BIKE_T2)
    expect(await screen.findByText(MSG.paymentConfirming)).toBeInTheDocument()
    expect(screen.getByText(CONFIRM_TEXT.checking)).toBeInTheDocument()
    expect(screen.getByText(/OD100101/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /微信支付|立即充电|充电卡支付/ })).toBeNull()
    expect(creates.count).toBe(0)
  })

  it('that order found cancelled stays said (订单已取消), not replaced by the form', async () => {
    const { chargingApi } = await import('@/api/charging')
    const { orderId } = await chargingApi.createOrder({
      deviceId: '10000001',
      portNo: 1,
      planId: 'T2',
      amount: 200,
      payType: 'WECHAT',
    })
    await chargingApi.cancelOrder(orderId)
    keepPayment({ kind: 'charging', orderId, product: '10000001', cashier: 'ok' })
    renderApp(BIKE_T2)
    expect(await screen.findByText('订单已取消', {}, { timeout: 5000 })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.getByText('订单已取消')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /微信支付|立即充电|充电卡支付/ })).toBeNull()
  })

  it("another pile's page offers its form (home shows the waiting order)", async () => {
    keepPayment({ kind: 'charging', orderId: 'OD100101', product: '10000002', cashier: 'ok' })
    renderApp(BIKE_T2)
    expect(await screen.findByRole('region', { name: '订单信息' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(MSG.paymentConfirming)).toBeNull())
  })
})

describe('after the cashier\'s "ok"', () => {
  it('the page says it asks the server, never first that WeChat gave no answer', async () => {
    setPayOutcome('late')
    const bridge = fakeBridge()
    bridge.pay.mockImplementation(async (params) => {
      wechatPayNotify(params.package ?? '')
      return 'ok'
    })
    setBridge(bridge)
    spyFeedback()
    const said: string[] = []
    const observer = new MutationObserver(() => said.push(document.body.textContent ?? ''))
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    try {
      renderApp('/pages/scan/secondScanPage?deviceId=10000001&portNo=1&planId=A5&amount=500')
      await userEvent.click(
        await screen.findByRole('checkbox', { name: /我已阅读并同意《充电服务协议》/ }),
      )
      await userEvent.click(screen.getByRole('button', { name: '微信支付' }))
      expect(await screen.findByText(CONFIRM_TEXT.checking)).toBeInTheDocument()
      expect(said.filter((text) => text.includes(CONFIRM_TEXT.checkingUnknown))).toEqual([])
    } finally {
      observer.disconnect()
    }
  })
})

describe('two kept payments for one product', () => {
  it('the second is confirmed on its own after the first was answered (one state per order)', async () => {
    const { cardsApi } = await import('@/api/cards')
    const { paymentsApi } = await import('@/api/payments')
    const { notifyPayment } = await import('@/mocks/payments/db')
    spyFeedback()
    // A: cancelled on the server. B, kept later: paid.
    const a = await cardsApi.createTopUp('CARD0001', 5000)
    await paymentsApi.cancel(a.orderId)
    const b = await cardsApi.createTopUp('CARD0001', 10000)
    notifyPayment(b.payParams?.package ?? '')
    keepPayment({ kind: 'topup', orderId: a.orderId, product: 'CARD0001', cashier: 'ok' })
    keepPayment({ kind: 'topup', orderId: b.orderId, product: 'CARD0001', cashier: 'ok' })
    renderApp(`/packageChargingCard/virtualCardDetail?cardId=CARD0001&payOrderId=${a.orderId}`)
    // A is asked first and found cancelled (forgotten); B, kept for the same card, then takes its
    // place and is asked on its own: found paid, not left on 确认中 by what A's state learnt.
    expect(await screen.findByText('充值成功', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByText(new RegExp(b.orderId))).toBeInTheDocument()
  }, 15000)

  it('a link naming an order the store forgot: the one kept in its place, found cancelled, says so', async () => {
    const { cardsApi } = await import('@/api/cards')
    const { paymentsApi } = await import('@/api/payments')
    spyFeedback()
    const b = await cardsApi.createTopUp('CARD0001', 10000)
    await paymentsApi.cancel(b.orderId)
    keepPayment({ kind: 'topup', orderId: b.orderId, product: 'CARD0001', cashier: 'ok' })
    const { router } = renderApp(
      '/packageChargingCard/virtualCardDetail?cardId=CARD0001&payOrderId=PY_FORGOTTEN',
    )
    expect(await screen.findByText('订单已取消', {}, { timeout: 5000 })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.getByText('订单已取消')).toBeInTheDocument()
    expect(router.state.location.search).toContain(`payOrderId=${b.orderId}`)
  })
})
