import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { chargingApi } from '@/api/charging'
import { API } from '@/api/endpoints/spec'
import { resetSwitches, setClock } from '@/mocks/core/clock'
import { setFault } from '@/mocks/core/faults'
import { wechatPayOrder } from '@/mocks/charging/handlers'
import { route } from '@/mocks/core/http'
import { server } from '@/mocks/node'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { withOffsetParent } from '../utils/layout'
import { bodiesOf } from '../utils/calls'
import { chosenPanel } from '../utils/tabs'

const LIST = '/packageOrder/orderList'
const SEEDED = Array.from({ length: 17 }, (_, i) => `OD${100001 + i}`)
const REFUNDED = ['OD100001', 'OD100002', 'OD100004', 'OD100005', 'OD100006'].concat([
  'OD100009',
  'OD100011',
  'OD100013',
  'OD100014',
  'OD100016',
  'OD100017',
])

/** The order ids of the cards shown, in order. */
function shownOrders() {
  return within(screen.getByRole('main'))
    .queryAllByRole('link')
    .map((a) => new URLSearchParams(a.getAttribute('href')?.split('?')[1]).get('orderId'))
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('order centre (orderList)', () => {
  withOffsetParent()

  beforeEach(async () => {
    await loginThroughMock()
  })
  afterEach(() => {
    resetSwitches()
  })

  it('shows all orders newest first, paging on to the end', async () => {
    const requests = bodiesOf<{ pageNo: number; pageSize: number; tab: string }>(API.orderList)
    renderApp(LIST)
    expect(screen.getByLabelText('加载中')).toBeInTheDocument()
    await waitFor(() => expect(shownOrders()).toHaveLength(17), { timeout: 5000 })
    expect(shownOrders()).toEqual(SEEDED)
    expect(await screen.findByText('没有更多了')).toBeInTheDocument()
    expect(tab('全部')).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(requests).toHaveLength(2))
    expect(requests).toEqual([
      { pageNo: 1, pageSize: 10, tab: 'ALL' },
      { pageNo: 2, pageSize: 10, tab: 'ALL' },
    ])
  })

  it('a card shows the order and leads to the order detail', async () => {
    const { router } = renderApp(LIST)
    const card = await screen.findByRole('link', { name: /滨江星光大道充电站.*09:38:10/ })
    expect(card).toHaveAttribute('href', '/packageOrder/carChargingDetail?orderId=OD100002')
    expect(card).toHaveTextContent('已完成')
    expect(card).toHaveTextContent('汽车 · 1号枪 · 2026-11-21 09:38:10')
    expect(card).toHaveTextContent('时长 1小时13分钟')
    expect(card).toHaveTextContent('电量 42.000 kWh')
    expect(card).toHaveTextContent('支出 ¥45.67')
    expect(card).toHaveTextContent('已部分退款 ¥49.33')
    const bike = screen.getByRole('link', { name: /19:12:08/ })
    expect(bike).toHaveTextContent('电单车 · 3号插座')
    await userEvent.click(card)
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/packageOrder/carChargingDetail'),
    )
    expect(await screen.findByRole('region', { name: '费用明细' })).toBeInTheDocument()
  })

  it('the tabs filter and keep the tab in the URL', async () => {
    const { router } = renderApp(LIST)
    await waitFor(() => expect(shownOrders()).toHaveLength(17), { timeout: 5000 })

    await userEvent.click(tab('退款'))
    expect(router.state.location.search).toBe('?tab=REFUND')
    expect(tab('退款')).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(shownOrders()).toEqual(REFUNDED))
    // The list is the chosen tab's panel, named by it.
    expect(within(chosenPanel('退款')).getAllByRole('link')).toHaveLength(REFUNDED.length)
    expect(screen.getByRole('link', { name: /20:30:00/ })).toHaveTextContent('退款中 ¥5.65')

    // 已完成 is the charges that ran and were settled: not the failed start (OD100005) nor the two
    // cancelled orders (OD100008, OD100012), which only 全部 lists.
    await userEvent.click(tab('已完成'))
    expect(router.state.location.search).toBe('?tab=COMPLETED')
    const notCompleted = ['OD100005', 'OD100008', 'OD100012']
    await waitFor(() =>
      expect(shownOrders()).toEqual(SEEDED.filter((id) => !notCompleted.includes(id))),
    )
    expect(screen.queryByText('已取消')).not.toBeInTheDocument()
    expect(screen.queryByText('启动失败')).not.toBeInTheDocument()
  })

  it("a tab with nothing in it says '暂无订单'", async () => {
    renderApp(`${LIST}?tab=CHARGING`)
    expect(await screen.findByRole('tab', { name: '充电中' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(await screen.findByText('暂无订单')).toBeInTheDocument()
    expect(screen.getByText('扫码充电后，订单会显示在这里')).toBeInTheDocument()
    expect(shownOrders()).toEqual([])
  })

  it('a running order appears under 充电中 and leads to the live page', async () => {
    setClock(() => new Date(2026, 10, 22, 9, 58).getTime())
    spyFeedback()
    const { orderId } = await chargingApi.createOrder({
      deviceId: '20000001',
      portNo: 1,
      amount: 5000,
      payType: 'WECHAT',
    })
    wechatPayOrder(orderId)
    await chargingApi.confirmPay(orderId)
    renderApp(`${LIST}?tab=CHARGING`)
    const card = await screen.findByRole('link', { name: /滨江星光大道充电站/ })
    expect(shownOrders()).toEqual([orderId])
    expect(card).toHaveAttribute('href', `/packageOrder/chargingDetail?orderId=${orderId}`)
    expect(card).toHaveTextContent('启动中')
  })

  it('an unknown tab in the URL falls back to 全部', async () => {
    renderApp(`${LIST}?tab=NOPE`)
    expect(await screen.findByRole('tab', { name: '全部' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await waitFor(() => expect(shownOrders()).toHaveLength(17), { timeout: 5000 })
  })

  it('a failed load shows the message and reloads', async () => {
    spyFeedback()
    setFault('code:/order/order-list')
    renderApp(LIST)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('加载失败')
    expect(alert).toHaveTextContent('模拟的业务错误')
    setFault(null)
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    await waitFor(() => expect(shownOrders()).toHaveLength(17), { timeout: 5000 })
  })

  it('bad numbers from the server read -- on the card, never ¥0.00 or a crash', async () => {
    const order = {
      orderId: 'OD1',
      orderNo: 'CD1',
      deviceType: 'BIKE',
      station: { stationId: 'S1', name: '西湖文化广场充电站', address: '' },
      portNo: 2,
      status: 'COMPLETED',
      refundStatus: 'NONE',
      createTime: '2026-11-21 08:00:00',
      durationSeconds: null,
      energyWh: null,
      paid: null,
      refunded: null,
    }
    server.use(
      http.post(route(API.orderList), () =>
        HttpResponse.json({ code: '000000', msg: '操作成功', data: { list: [order], total: 1 } }),
      ),
    )
    renderApp(LIST)
    const card = await screen.findByRole('link', { name: /西湖文化广场充电站/ })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(card).toHaveTextContent('时长 --')
    expect(card).toHaveTextContent('电量 --')
    expect(card).toHaveTextContent('支出 --')
    expect(card).not.toHaveTextContent('¥')
  })
})
