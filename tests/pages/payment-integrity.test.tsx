import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setReloginHandler } from '@/api/client'
import { API } from '@/api/endpoints/spec'
import { keepPayment } from '@/components/payment'
import { MSG } from '@/lib/messages'
import { resetSwitches, setClock, setPayOutcome, LATE_NOTIFY_MS } from '@/mocks/core/clock'
import { setFault } from '@/mocks/core/faults'
import { wechatPayNotify, wechatPayOrder } from '@/mocks/charging/handlers'
import { CARD_DESELECTED_TEXT } from '@/pages/main/secondScanPage'
import { CONFIRM_TEXT } from '@/pages/main/secondScanPage/confirming'
import { PAY_REQUEST_TEXT } from '@/pages/main/secondScanPage/pay-request'
import { PAY_CALLBACK_TIMEOUT_MS, PAY_TEXT } from '@/pages/main/secondScanPage/use-pay'
import { appStore } from '@/store'
import { setBridge, type PayResult } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { countCalls } from '../utils/calls'

const T0 = new Date(2026, 10, 22, 9, 58).getTime()
const BIKE_A5 = '/pages/scan/secondScanPage?deviceId=10000001&portNo=1&planId=A5&amount=500'
let now = T0

/**
 * The cashier answers `pay`; "ok" notifies the mock server as WeChat would (per the mockPay switch).
 * `debit`: the money is taken whatever it answers (WeChat's "fail" is not the truth).
 */
function setup(pay: () => Promise<PayResult> = async () => 'ok', { debit = false } = {}) {
  const bridge = fakeBridge()
  bridge.pay.mockImplementation(async (params) => {
    const result = await pay()
    if (result === 'ok' || debit) wechatPayNotify(params.package ?? '')
    return result
  })
  setBridge(bridge)
  return {
    bridge,
    fb: spyFeedback(),
    creates: countCalls(API.createOrder),
    confirms: countCalls(API.confirmPay),
  }
}

async function agreeAndPay() {
  await userEvent.click(
    await screen.findByRole('checkbox', { name: /我已阅读并同意《充电服务协议》/ }),
  )
  await userEvent.click(screen.getByRole('button', { name: '微信支付' }))
}

const keptCharge = () => appStore.get().keptPayments.find((p) => p.kind === 'charging')

const payButtons = () => screen.queryAllByRole('button', { name: /微信支付|充电卡支付|立即充电/ })

describe('payment: a paid order is never lost', () => {
  beforeEach(async () => {
    now = T0
    setClock(() => now)
    await loginThroughMock({ isPhone: true })
  })
  afterEach(() => {
    resetSwitches()
    setFault(null)
    setReloginHandler(() => {})
  })

  it("a late notification: '支付确认中…' with the order kept, then the live page", async () => {
    setPayOutcome('late')
    const { creates } = setup()
    const { router } = renderApp(BIKE_A5)
    await agreeAndPay()
    expect(await screen.findByText(MSG.paymentConfirming)).toBeInTheDocument()
    // The page shows the kept order from the store at once; the router writes the URL a moment later.
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('orderId')).toMatch(/^OD\d+$/),
    )
    const orderId = new URLSearchParams(router.state.location.search).get('orderId')
    expect(keptCharge()?.orderId).toBe(orderId)
    expect(payButtons()).toHaveLength(0)
    now += LATE_NOTIFY_MS
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/packageOrder/chargingDetail'),
      { timeout: 8000 },
    )
    expect(router.state.location.search).toBe(`?orderId=${orderId}`)
    expect(keptCharge()).toBeUndefined()
    expect(creates.count).toBe(1)
  })

  it.each(['network', '500', 'code', 'empty'])(
    'a confirmation that fails (%s) keeps checking and never offers to pay again',
    async (kind) => {
      const { creates, confirms } = setup()
      // A 500 logs out and in again (the real handler goes through OAuth and back to this URL).
      setReloginHandler(() => void loginThroughMock({ isPhone: true }))
      setFault(`${kind}:/order/confirm-pay@1`)
      const { router } = renderApp(BIKE_A5)
      await agreeAndPay()
      await waitFor(
        () => expect(router.state.location.pathname).toBe('/packageOrder/chargingDetail'),
        { timeout: 8000 },
      )
      expect(confirms.count).toBeGreaterThanOrEqual(2)
      expect(creates.count).toBe(1)
    },
  )

  it("never confirmed: '订单未支付！', a retry, the order in the store; never the pay button", async () => {
    setPayOutcome('unpaid')
    const { fb, confirms } = setup()
    const { router } = renderApp(BIKE_A5)
    await agreeAndPay()
    await screen.findByText(MSG.paymentConfirming)
    const alert = await screen.findByRole('alert', {}, { timeout: 15000 })
    expect(alert).toHaveTextContent(CONFIRM_TEXT.unconfirmed)
    // Which order holds the pile: its socket, plan and amount beside its number.
    await waitFor(() => expect(alert).toHaveTextContent(/（1号插座 · 5元 · 预付 ¥5\.00）/))
    expect(fb.toast).toHaveBeenCalledWith(MSG.orderUnpaid)
    expect(payButtons()).toHaveLength(0)
    const orderId = new URLSearchParams(router.state.location.search).get('orderId')
    expect(keptCharge()?.orderId).toBe(orderId)
    const asked = confirms.count
    // The notification finally lands: 重新查询 finds the order paid.
    setPayOutcome('paid')
    now += 1
    const order = (await import('@/mocks/charging/db')).findOrder(orderId ?? '')
    order!.sim.notifyAtMs = now
    await userEvent.click(within(alert).getByRole('button', { name: CONFIRM_TEXT.retry }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/packageOrder/chargingDetail'))
    expect(confirms.count).toBeGreaterThan(asked)
  }, 20000)

  it('a reload of the confirming page confirms the same order (no pay form)', async () => {
    setup()
    keepPayment({ kind: 'charging', orderId: 'OD999999', product: '10000001', cashier: 'ok' })
    const { router } = renderApp(`${BIKE_A5}&orderId=OD999999&cashier=ok`)
    expect(await screen.findByText(MSG.paymentConfirming)).toBeInTheDocument()
    expect(payButtons()).toHaveLength(0)
    // An unknown order: the server says so; the page keeps asking, then offers a retry.
    expect(router.state.location.pathname).toBe('/pages/scan/secondScanPage')
  })

  it('a cashier that never answers: after the bounded wait the page asks the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { bridge } = setup(() => new Promise<PayResult>(() => {}))
      renderApp(BIKE_A5)
      await agreeAndPay()
      await waitFor(() => expect(bridge.pay).toHaveBeenCalled())
      await act(() => vi.advanceTimersByTimeAsync(PAY_CALLBACK_TIMEOUT_MS))
      expect(await screen.findByText(CONFIRM_TEXT.checkingUnknown)).toBeInTheDocument()
      expect(payButtons()).toHaveLength(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it("no WeChat cashier: '请在微信中打开页面完成支付', the order cancelled, the form kept", async () => {
    const { fb, creates } = setup(() => Promise.reject(new Error(MSG.openInWechat)))
    const cancels = countCalls(API.cancelOrder)
    renderApp(BIKE_A5)
    await agreeAndPay()
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith(MSG.openInWechat))
    expect(cancels.count).toBe(1)
    expect(creates.count).toBe(1)
    expect(screen.getByRole('button', { name: '微信支付' })).toBeEnabled()
    expect(keptCharge()).toBeUndefined()
  })

  it.each(['fail', 'cancel'] as const)(
    'WeChat answers %s but took the money: the server is asked, the live page, one order',
    async (answer) => {
      const { creates, fb } = setup(async () => answer, { debit: true })
      const { router } = renderApp(BIKE_A5)
      await agreeAndPay()
      await waitFor(
        () => expect(router.state.location.pathname).toBe('/packageOrder/chargingDetail'),
        { timeout: 8000 },
      )
      expect(fb.toast).not.toHaveBeenCalledWith(PAY_TEXT.failed)
      expect(fb.toast).not.toHaveBeenCalledWith(PAY_TEXT.cancelled)
      expect(creates.count).toBe(1)
      expect(keptCharge()).toBeUndefined()
    },
  )

  it('the order is kept before the cashier opens; a page recycled meanwhile asks the server', async () => {
    setup(() => new Promise<PayResult>(() => {}))
    const first = renderApp(BIKE_A5)
    await agreeAndPay()
    await waitFor(() => expect(first.router.state.location.search).toContain('orderId='))
    const orderId = new URLSearchParams(first.router.state.location.search).get('orderId')
    expect(keptCharge()).toMatchObject({ orderId, product: '10000001', cashier: 'open' })
    expect(screen.getByRole('button', { name: /支付中/ })).toBeDisabled()
    first.unmount()
    // WebView recycled while WeChat Pay was in front; WeChat took the money.
    appStore.set({ cashierOpen: null })
    wechatPayOrder(orderId ?? '')
    const again = renderApp(`${BIKE_A5}&orderId=${orderId}&cashier=open`)
    expect(await screen.findByText(CONFIRM_TEXT.checkingUnknown)).toBeInTheDocument()
    await waitFor(
      () => expect(again.router.state.location.pathname).toBe('/packageOrder/chargingDetail'),
      { timeout: 8000 },
    )
  })
})

describe('payment: the amount is the server’s', () => {
  beforeEach(async () => {
    setClock(() => T0)
    await loginThroughMock({ isPhone: true })
  })
  afterEach(() => resetSwitches())

  it.each(['12.5', '1e3', '-1', '+500', '0x1f4', '500abc', ' 500'])(
    'amount %j in the link is refused',
    async (amount) => {
      setup()
      const query = new URLSearchParams({ deviceId: '10000001', portNo: '1', planId: 'A5', amount })
      renderApp(`/pages/scan/secondScanPage?${query.toString()}`)
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(PAY_REQUEST_TEXT.badNumber)
      // Said as the user knows it: no cents, no integers.
      expect(alert).toHaveTextContent(PAY_REQUEST_TEXT.badNumberHint)
      expect(alert).not.toHaveTextContent('分')
      expect(payButtons()).toHaveLength(0)
    },
  )

  it('a port number that is not an integer is refused', async () => {
    setup()
    renderApp('/pages/scan/secondScanPage?deviceId=10000001&portNo=1.5&planId=A5&amount=500')
    expect(await screen.findByRole('alert')).toHaveTextContent(PAY_REQUEST_TEXT.badNumber)
  })

  it('incomplete parameters say so', async () => {
    setup()
    renderApp('/pages/scan/secondScanPage?deviceId=10000001&portNo=1')
    expect(await screen.findByRole('alert')).toHaveTextContent(PAY_REQUEST_TEXT.incomplete)
  })

  it.each([
    ['a plan at another amount', 'deviceId=10000001&portNo=1&planId=A5&amount=1'],
    ['a plan the pile does not offer', 'deviceId=10000001&portNo=1&planId=ZZ&amount=500'],
    ['a car prepay not offered', 'deviceId=20000001&portNo=1&amount=12345'],
  ])('%s is refused with a way back to choose again', async (_, query) => {
    setup()
    renderApp(`/pages/scan/secondScanPage?${query}`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(PAY_REQUEST_TEXT.notOffered)
    expect(within(alert).getByRole('link', { name: '重新选择' })).toHaveAttribute(
      'href',
      expect.stringContaining('/pages/scan/scan?deviceId='),
    )
    expect(payButtons()).toHaveLength(0)
  })

  it.each([
    ['an offline pile', 'deviceId=10000003&portNo=1&planId=T2&amount=200', 'offline'],
    ['a pile at fault', 'deviceId=10000004&portNo=1&planId=T2&amount=200', 'fault'],
    ['a socket already charging', 'deviceId=10000001&portNo=4&planId=T2&amount=200', 'portBusy'],
    ['a socket taken', 'deviceId=10000001&portNo=6&planId=T2&amount=200', 'portBusy'],
    ['a socket at fault', 'deviceId=10000001&portNo=9&planId=T2&amount=200', 'portDown'],
    ['a socket not plugged in', 'deviceId=10000001&portNo=3&planId=T2&amount=200', 'unplugged'],
    [
      'a socket the pile does not have',
      'deviceId=10000001&portNo=99&planId=T2&amount=200',
      'noPort',
    ],
  ] as const)('%s (a link kept from earlier) says so before any choice', async (_, query, text) => {
    setup()
    renderApp(`/pages/scan/secondScanPage?${query}`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(PAY_REQUEST_TEXT[text])
    // The line under it is about the same thing (not the plan's when the socket is missing).
    if (text === 'noPort') expect(alert).toHaveTextContent(PAY_REQUEST_TEXT.noPortHint)
    expect(within(alert).getByRole('link', { name: '重新选择' })).toBeInTheDocument()
    expect(payButtons()).toHaveLength(0)
  })

  it('the same payment link opened again right after paying says the socket is in use', async () => {
    const { creates } = setup()
    const { router } = renderApp(BIKE_A5)
    await agreeAndPay()
    await waitFor(() => expect(router.state.location.pathname).toBe('/packageOrder/chargingDetail'))
    // Within the pile's few fresh seconds: the page asks again rather than offer the old sockets.
    await act(() => router.navigate(BIKE_A5))
    // Not the sockets as they were while the pile is asked again: no way to pay meanwhile.
    expect(payButtons()).toHaveLength(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(PAY_REQUEST_TEXT.portBusy)
    expect(payButtons()).toHaveLength(0)
    expect(creates.count).toBe(1)
  })

  it('a card that no longer covers the total after a coupon change is deselected', async () => {
    const { fb } = setup()
    renderApp(BIKE_A5)
    // ¥5.00 - 充电抵用券 ¥2.00 = ¥3.00: the ¥3.00 card covers it.
    await userEvent.click(await screen.findByRole('radio', { name: /实体卡 尾号4321/ }))
    expect(screen.getByRole('radio', { name: /实体卡 尾号4321/ })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: /优惠券/ }))
    await userEvent.click(screen.getByRole('radio', { name: '不使用优惠券' }))
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith(CARD_DESELECTED_TEXT))
    expect(screen.getByRole('radio', { name: /实体卡 尾号4321/ })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: /微信支付/ })).toBeChecked()
    expect(screen.getByRole('button', { name: '微信支付' })).toBeInTheDocument()
  })

  it('the agreement opens as a page and 返回 finds every choice kept', async () => {
    setup()
    const { router } = renderApp(BIKE_A5)
    await userEvent.click(await screen.findByRole('radio', { name: /充值卡 尾号5678/ }))
    await userEvent.click(screen.getByRole('button', { name: /优惠券/ }))
    await userEvent.click(screen.getByRole('radio', { name: /满5减1/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    await userEvent.click(screen.getByRole('button', { name: '查看《充电服务协议》' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/packageOrder/chargeAgreement'),
    )
    expect(
      await screen.findByRole('heading', { level: 2, name: '充电服务协议' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/未用完的部分自动原路退回/)).toBeInTheDocument()
    await act(() => router.navigate(-1))
    expect(await screen.findByRole('radio', { name: /充值卡 尾号5678/ })).toBeChecked()
    expect(screen.getByRole('button', { name: /优惠券/ })).toHaveTextContent('满5减1 -¥1.00')
    expect(screen.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked()
    expect(screen.getByRole('button', { name: '充电卡支付' })).toBeInTheDocument()
  })
})

describe('home keeps a paid order in sight', () => {
  beforeEach(async () => {
    setClock(() => T0)
    await loginThroughMock({ isPhone: true })
  })
  afterEach(() => resetSwitches())

  it('after a reload, an order WeChat said "ok" for and the server has not confirmed is on home', async () => {
    setup()
    keepPayment({ kind: 'charging', orderId: 'OD100101', product: '10000001', cashier: 'ok' })
    const { router } = renderApp('/')
    const link = await screen.findByRole('link', { name: '查看支付确认中的订单' })
    await userEvent.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/scan/secondScanPage'))
    expect(router.state.location.search).toBe('?deviceId=10000001&orderId=OD100101')
    expect(await screen.findByText(MSG.paymentConfirming)).toBeInTheDocument()
  })

  it('a running order (user info chargingOrderId) is on home, and a confirmed one leaves the store', async () => {
    setup()
    const { chargingApi } = await import('@/api/charging')
    const { orderId } = await chargingApi.createOrder({
      deviceId: '10000001',
      portNo: 1,
      planId: 'T2',
      amount: 200,
      payType: 'CARD',
      cardId: 'CARD0001',
    })
    keepPayment({ kind: 'charging', orderId, product: '10000001', cashier: 'ok' })
    renderApp('/')
    expect(await screen.findByRole('link', { name: '查看正在进行的充电' })).toHaveAttribute(
      'href',
      expect.stringContaining(`orderId=${orderId}`),
    )
    await waitFor(() => expect(keptCharge()).toBeUndefined())
    expect(screen.queryByRole('link', { name: '查看支付确认中的订单' })).not.toBeInTheDocument()
  })
})
