import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chargingApi } from '@/api/charging'
import { API, type CreateOrderRequest } from '@/api/types'
import { resetSwitches, setClock } from '@/mocks/clock'
import { server } from '@/mocks/node'
import { LIVE_TEXT } from '@/pages/packageOrder/chargingDetail'
import { LIVE_REFRESH_MS } from '@/pages/packageOrder/chargingDetail/use-live-charging'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

const T0 = new Date(2026, 10, 22, 9, 58).getTime()
let simNow = T0
const BIKE: CreateOrderRequest = {
  deviceId: '10000001',
  portNo: 1,
  planId: 'T2',
  amount: 200,
  payType: 'WECHAT',
}
const CAR: CreateOrderRequest = {
  deviceId: '20000001',
  portNo: 1,
  amount: 10000,
  payType: 'WECHAT',
}

/** Creates and pays an order through the mock at the simulator's current time. */
async function paidOrder(request: CreateOrderRequest) {
  const { orderId } = await chargingApi.createOrder(request)
  await chargingApi.confirmPay(orderId)
  return orderId
}

function countLivePolls() {
  const seen = { count: 0 }
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(API.liveCharging)) seen.count += 1
  })
  return seen
}

/** Moves the simulator on by real `ms` and lets the page's poll fire. */
async function pollAfter(ms: number) {
  simNow += ms
  await act(async () => {
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS)
  })
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling
// The nav bar's title is the page's ('充电详情'): read the status from the page body.
const status = () =>
  within(screen.getByRole('main')).getByText(/^(启动中|启动失败|充电中|停止中|结算中|已完成)$/)

describe('live charging (chargingDetail)', () => {
  let fb: ReturnType<typeof spyFeedback>
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    simNow = T0
    setClock(() => simNow)
    await loginThroughMock({ isPhone: true })
    fb = spyFeedback()
  })
  afterEach(() => {
    vi.useRealTimers()
    server.events.removeAllListeners()
    resetSwitches()
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
  })

  it('BIKE: starting, live figures refreshed every 3 s, stop with confirmation, settled', async () => {
    const orderId = await paidOrder(BIKE)
    const { router } = renderApp(`/packageOrder/chargingDetail?orderId=${orderId}`)
    expect(screen.getByLabelText('加载中')).toBeInTheDocument()
    expect(await screen.findByText(LIVE_TEXT.starting)).toBeInTheDocument()
    expect(status()).toHaveTextContent('启动中')

    // 3 s to start, then one real minute is one simulated hour at the default speed.
    await pollAfter(3000 + 60_000)
    await waitFor(() => expect(status()).toHaveTextContent('充电中'))
    expect(screen.queryByText(LIVE_TEXT.starting)).not.toBeInTheDocument()
    const live = await chargingApi.live(orderId)
    expect(figure('已充时长')).toHaveTextContent('01:00:00')
    expect(figure('剩余时间')).toHaveTextContent('1小时')
    expect(figure('充电功率')).toHaveTextContent(new RegExp(`^${live.powerW} W$`))
    expect(figure('电压')).toHaveTextContent(`${live.voltageV.toFixed(1)} V`)
    expect(figure('电流')).toHaveTextContent(`${live.currentA.toFixed(2)} A`)
    expect(figure('已充电量')).toHaveTextContent(/^\d+\.\d{3} kWh$/)
    expect(figure('已充电量')).toHaveTextContent(`${(live.energyWh / 1000).toFixed(3)} kWh`)
    expect(figure('当前费用')).toHaveTextContent(`¥${(live.cost / 100).toFixed(2)}`)
    expect(figure('预付金额')).toHaveTextContent('¥2.00')
    expect(screen.getByRole('progressbar', { name: '充电进度' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    )
    const energyBefore = figure('已充电量')?.textContent

    await pollAfter(30_000)
    await waitFor(() => expect(figure('已充时长')).toHaveTextContent('01:30:00'))
    expect(figure('剩余时间')).toHaveTextContent('30分钟')
    expect(figure('已充电量')?.textContent).not.toBe(energyBefore)

    const stop = screen.getByRole('button', { name: '停止充电' })
    fb.confirm.mockResolvedValueOnce(false)
    await userEvent.click(stop)
    expect(fb.confirm).toHaveBeenCalledWith('停止充电', LIVE_TEXT.confirmStop, '停止充电')
    expect(status()).toHaveTextContent('充电中')

    await userEvent.click(stop)
    expect(await screen.findByText(LIVE_TEXT.stopping)).toBeInTheDocument()
    expect(status()).toHaveTextContent('停止中')
    expect(screen.getByRole('button', { name: '正在结束' })).toBeDisabled()

    await pollAfter(2000)
    expect(await screen.findByText(LIVE_TEXT.settling)).toBeInTheDocument()
    expect(status()).toHaveTextContent('结算中')

    await pollAfter(2000)
    await waitFor(() => expect(status()).toHaveTextContent('已完成'))
    expect(screen.getByText(/^用户主动停止 · 消费 ¥\d+\.\d{2}$/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /停止充电|正在结束/ })).not.toBeInTheDocument()

    // Settled: the page stops polling.
    const polls = countLivePolls()
    await pollAfter(3 * LIVE_REFRESH_MS)
    expect(polls.count).toBe(0)

    await userEvent.click(screen.getByRole('button', { name: '查看订单详情' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/packageOrder/carChargingDetail'),
    )
    expect(router.state.location.search).toBe(`?orderId=${orderId}`)
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('a pile that does not start says the money goes back', async () => {
    const orderId = await paidOrder({ ...BIKE, deviceId: '10000009', planId: 'A2' })
    simNow += 3000
    renderApp(`/packageOrder/chargingDetail?orderId=${orderId}`)
    expect(await screen.findByText(LIVE_TEXT.startFailed)).toBeInTheDocument()
    expect(status()).toHaveTextContent('启动失败')
    expect(screen.getByRole('button', { name: '查看订单详情' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/')
  })

  it('CAR: battery level (SOC) and power in kW', async () => {
    const orderId = await paidOrder(CAR)
    simNow += 3000 + 10_000
    renderApp(`/packageOrder/chargingDetail?orderId=${orderId}`)
    const ring = await screen.findByRole('progressbar', { name: '电池电量' })
    const live = await chargingApi.live(orderId)
    expect(live.soc).not.toBeNull()
    expect(ring).toHaveAttribute('aria-valuenow', String(live.soc))
    expect(ring).toHaveTextContent(`${live.soc}%`)
    expect(ring).toHaveTextContent(/已充 \d+\.\d{3} kWh/)
    expect(figure('充电功率')).toHaveTextContent(/^\d+\.\d kW$/)
    expect(figure('预付金额')).toHaveTextContent('¥100.00')
  })

  it('an unknown order shows the error (no toast) with a retry', async () => {
    renderApp('/packageOrder/chargingDetail?orderId=OD999999')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('无法获取充电状态')
    expect(alert).toHaveTextContent('订单不存在')
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument()
    expect(fb.toast).not.toHaveBeenCalled()
  })

  it('without an orderId says so', async () => {
    renderApp('/packageOrder/chargingDetail')
    expect(await screen.findByRole('alert')).toHaveTextContent('缺少订单号')
  })

  it('stops polling when the page is left', async () => {
    const orderId = await paidOrder(BIKE)
    simNow += 5000
    const { router } = renderApp(`/packageOrder/chargingDetail?orderId=${orderId}`)
    await waitFor(() => expect(status()).toHaveTextContent('充电中'))
    const polls = countLivePolls()
    await pollAfter(1000)
    await waitFor(() => expect(polls.count).toBe(1))

    await act(() => router.navigate('/pages/my/my'))
    const before = polls.count
    await pollAfter(4 * LIVE_REFRESH_MS)
    expect(polls.count).toBe(before)
  })

  it('does not poll while the web view is hidden', async () => {
    const orderId = await paidOrder(BIKE)
    simNow += 5000
    renderApp(`/packageOrder/chargingDetail?orderId=${orderId}`)
    await waitFor(() => expect(status()).toHaveTextContent('充电中'))
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    const polls = countLivePolls()
    await pollAfter(3 * LIVE_REFRESH_MS)
    expect(polls.count).toBe(0)
  })
})
