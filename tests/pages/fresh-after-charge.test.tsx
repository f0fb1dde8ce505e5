import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { couponKeys, cardKeys } from '@/api/cards'
import { chargingApi, chargingKeys } from '@/api/charging'
import { invoiceKeys } from '@/api/invoices'
import { messageKeys } from '@/api/messages'
import { userKeys } from '@/api/user'
import type { QueryClient } from '@tanstack/react-query'
import { resetSwitches, setClock } from '@/mocks/core/clock'
import { wechatPayNotify } from '@/mocks/charging/handlers'
import { LIVE_REFRESH_MS } from '@/pages/packageOrder/chargingDetail/use-live-charging'
import { setBridge } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

/**
 * A charge moves what other pages show (an auditor found them read from the 30 s cache after a
 * charge: the new order missing from 订单中心, the coupon it used still 未使用, a card's old
 * balance, 充电中 on 返回 after a stop). Each step of a charge marks them stale.
 */

const T0 = new Date(2026, 10, 22, 9, 58).getTime()
const BIKE_A5 = '/pages/scan/secondScanPage?deviceId=10000001&portNo=1&planId=A5&amount=500'

/** What other pages had read before the charge: every one of them must be asked again. */
const READ_BEFORE = [
  [...chargingKeys.orders('ALL'), 10],
  [...couponKeys.list('UNUSED'), 10],
  cardKeys.list,
  cardKeys.card('CARD0001'),
  [...messageKeys.list, 10],
  [...invoiceKeys.orders, 10],
  [...userKeys.info, 'token'],
] as const

function readBefore(queryClient: QueryClient) {
  for (const key of READ_BEFORE) queryClient.setQueryData(key, { read: 'before' })
}

const stale = (queryClient: QueryClient) =>
  READ_BEFORE.filter((key) => queryClient.getQueryState(key)?.isInvalidated).length

describe('after a charge, the pages that show its money and state are asked again', () => {
  beforeEach(async () => {
    setClock(() => T0)
    await loginThroughMock({ isPhone: true })
  })
  afterEach(() => resetSwitches())

  it('paid with WeChat: the order lists, coupons, cards, messages, invoiceable orders, figures', async () => {
    const bridge = fakeBridge()
    bridge.pay.mockImplementation(async (params) => {
      wechatPayNotify(params.package ?? '')
      return 'ok'
    })
    setBridge(bridge)
    spyFeedback()
    const { router, queryClient } = renderApp(BIKE_A5)
    await screen.findByRole('region', { name: '订单信息' })
    readBefore(queryClient)
    await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意《充电服务协议》/ }))
    await userEvent.click(screen.getByRole('button', { name: /微信支付/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/packageOrder/chargingDetail'))
    await waitFor(() => expect(stale(queryClient)).toBe(READ_BEFORE.length))
  })

  it('the order list shows a charge started since it was read, first, and each order once', async () => {
    const { router } = renderApp('/packageOrder/orderList')
    const firstLink = async () =>
      (await screen.findAllByRole('link')).find((a) => a.classList.contains('orders__card'))
    expect((await firstLink())?.getAttribute('href')).toMatch(/OD100001$/)
    const fb = spyFeedback()
    fb.confirm.mockResolvedValue(true)
    await act(() => router.navigate(BIKE_A5))
    await screen.findByRole('region', { name: '订单信息' })
    // The best coupon (¥2.00) and the charging card pay the rest: no cashier.
    await userEvent.click(screen.getByRole('radio', { name: /充值卡/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意《充电服务协议》/ }))
    await userEvent.click(screen.getByRole('button', { name: '充电卡支付' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/packageOrder/chargingDetail'))
    const orderId = new URLSearchParams(router.state.location.search).get('orderId')
    await act(() => router.navigate('/packageOrder/orderList'))
    await waitFor(async () => expect((await firstLink())?.getAttribute('href')).toContain(orderId))
    const cards = screen.getAllByRole('link').filter((a) => a.classList.contains('orders__card'))
    const hrefs = cards.map((a) => a.getAttribute('href'))
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })
})

describe('the live page marks them stale at each state the charge reaches', () => {
  let simNow = T0
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    simNow = T0
    setClock(() => simNow)
    await loginThroughMock({ isPhone: true })
  })
  afterEach(() => {
    vi.useRealTimers()
    resetSwitches()
  })

  it('started, then stopped', async () => {
    const fb = spyFeedback()
    const { orderId } = await chargingApi.createOrder({
      deviceId: '10000001',
      portNo: 1,
      planId: 'T2',
      amount: 200,
      payType: 'CARD',
      cardId: 'CARD0001',
    })
    const { queryClient } = renderApp(`/packageOrder/chargingDetail?orderId=${orderId}`)
    const main = within(screen.getByRole('main'))
    await main.findByText('启动中')
    readBefore(queryClient)
    simNow += 3000 + 60_000
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS)
    })
    await main.findByText('充电中')
    await waitFor(() => expect(stale(queryClient)).toBe(READ_BEFORE.length))

    readBefore(queryClient)
    fb.confirm.mockResolvedValueOnce(true)
    await userEvent.click(screen.getByRole('button', { name: '停止充电' }))
    await waitFor(() => expect(main.queryByText('充电中')).not.toBeInTheDocument())
    await waitFor(() => expect(stale(queryClient)).toBe(READ_BEFORE.length))
  })
})
