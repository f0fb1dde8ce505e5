import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { chargingApi } from '@/api/charging'
import { API } from '@/api/endpoints/spec'
import { type CreateOrderRequest, type LiveCharging } from '@/api/types'
import { resetSwitches, setClock } from '@/mocks/core/clock'
import { setFault } from '@/mocks/core/faults'
import { route } from '@/mocks/core/http'
import { setPagePreloader } from '@/lib/page-preload'
import { server } from '@/mocks/node'
import { LIVE_TEXT } from '@/pages/packageOrder/chargingDetail'
import {
  LIVE_BACKOFF_MAX_MS,
  LIVE_REFRESH_MS,
  nextPollDelay,
} from '@/pages/packageOrder/chargingDetail/use-live-charging'
import { appStore } from '@/store'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { countCalls } from '../utils/calls'

const T0 = new Date(2026, 10, 22, 9, 58).getTime()
let simNow = T0
// Paid with the demo user's charging card (usable everywhere): the order is paid at once, without the
// WeChat cashier.
const BIKE: CreateOrderRequest = {
  deviceId: '10000001',
  portNo: 1,
  planId: 'T2',
  amount: 200,
  payType: 'CARD',
  cardId: 'CARD0001',
}
const CAR: CreateOrderRequest = {
  deviceId: '20000001',
  portNo: 1,
  amount: 5000,
  payType: 'CARD',
  cardId: 'CARD0001',
}

/** Creates and pays an order through the mock at the simulator's current time. */
async function paidOrder(request: CreateOrderRequest) {
  const { orderId } = await chargingApi.createOrder(request)
  return orderId
}

/** The waits between calls, to the nearest 100 ms. */
const gaps = (at: readonly number[]) =>
  at.slice(1).map((t, i) => Math.round((t - (at[i] ?? t)) / 100) * 100)
const countLivePolls = () => countCalls(API.liveCharging)

/** Moves the page's timers on by `ms` (the simulator's clock stays). */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

/** Answers the live call with this body (fields the server sent as null, or left out). */
function liveAnswers(data: Partial<Record<keyof LiveCharging, unknown>>) {
  server.use(
    http.post(route(API.liveCharging), () =>
      HttpResponse.json({ code: '000000', msg: '操作成功', data }),
    ),
  )
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
    expect(figure('已充时长')).toHaveTextContent('1小时')
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
    await waitFor(() => expect(figure('已充时长')).toHaveTextContent('1小时30分钟'))
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

  it("the order detail's code loads once the charge has ended, not while it runs", async () => {
    const preloaded: string[] = []
    const restore = setPagePreloader((location) => preloaded.push(location))
    try {
      const running = await paidOrder(BIKE)
      simNow += 3000 + 10_000
      const first = renderApp(`/packageOrder/chargingDetail?orderId=${running}`)
      await waitFor(() => expect(status()).toHaveTextContent('充电中'))
      expect(preloaded).toEqual([])
      first.unmount()
      const failed = await paidOrder({ ...BIKE, deviceId: '10000009', planId: 'A2' })
      simNow += 3000
      renderApp(`/packageOrder/chargingDetail?orderId=${failed}`)
      expect(await screen.findByText(LIVE_TEXT.startFailed)).toBeInTheDocument()
      expect(preloaded).toEqual(['/packageOrder/carChargingDetail'])
    } finally {
      restore()
    }
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
    expect(figure('预付金额')).toHaveTextContent('¥50.00')
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

  it('a failed poll keeps the figures with one quiet line and backs off 3 s, 6 s, 12 s… up to 30 s; a success brings 3 s back', async () => {
    const orderId = await paidOrder(BIKE)
    simNow += 5000
    renderApp(`/packageOrder/chargingDetail?orderId=${orderId}`)
    await waitFor(() => expect(status()).toHaveTextContent('充电中'))
    const elapsed = figure('已充时长')?.textContent
    const polls = countLivePolls()
    setFault('network:/order/live-charging')

    /** Moves time on in small steps until the page has polled `n` times in all. */
    const untilPoll = async (n: number) => {
      for (let waited = 0; polls.count < n && waited < 120_000; waited += 500) await advance(500)
      await waitFor(() => expect(polls.count).toBe(n))
    }

    await untilPoll(1) // failure 1
    const line = await screen.findByText(LIVE_TEXT.reconnecting)
    expect(line).toHaveAttribute('role', 'status')
    // The order stays on screen: no error block, no dialog, no toast.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(status()).toHaveTextContent('充电中')
    expect(figure('已充时长')).toHaveTextContent(elapsed ?? '')
    expect(screen.getByRole('button', { name: '停止充电' })).toBeEnabled()
    expect(fb.alert).not.toHaveBeenCalled()
    expect(fb.toast).not.toHaveBeenCalled()

    await untilPoll(6) // failures 2-6
    expect(gaps(polls.at)).toEqual([3000, 6000, 12_000, 24_000, 30_000])
    expect(screen.getByText(LIVE_TEXT.reconnecting)).toBeInTheDocument()
    expect(figure('已充时长')).toHaveTextContent(elapsed ?? '')

    setFault(null)
    simNow += 60_000
    await untilPoll(7) // still 30 s, then a success: the line goes, new figures, 3 s again
    await waitFor(() => expect(screen.queryByText(LIVE_TEXT.reconnecting)).not.toBeInTheDocument())
    expect(figure('已充时长')?.textContent).not.toBe(elapsed)
    await untilPoll(9)
    expect(gaps(polls.at).slice(-3)).toEqual([30_000, LIVE_REFRESH_MS, LIVE_REFRESH_MS])
  })

  it('the back-off schedule', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(nextPollDelay)).toEqual([
      3000, 3000, 6000, 12_000, 24_000, 30_000, 30_000, 30_000,
    ])
    expect(LIVE_BACKOFF_MAX_MS).toBe(30_000)
  })

  it('a 500 during the charge re-logs in, keeps the order on screen, and resumes with the new token', async () => {
    const orderId = await paidOrder(BIKE)
    simNow += 5000
    const { router } = renderApp(`/packageOrder/chargingDetail?orderId=${orderId}`)
    await waitFor(() => expect(status()).toHaveTextContent('充电中'))
    const elapsed = figure('已充时长')?.textContent
    const polls = countLivePolls()
    setFault('500:/order/live-charging@1')

    await advance(3500)
    await waitFor(() => expect(polls.count).toBe(1))
    await waitFor(() => expect(appStore.get().token).toBe(''))
    expect(await screen.findByText(LIVE_TEXT.relogin)).toHaveAttribute('role', 'status')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(figure('已充时长')).toHaveTextContent(elapsed ?? '')
    // No token, no point asking: polling waits for the new one.
    await advance(3 * LIVE_REFRESH_MS + 500)
    expect(polls.count).toBe(1)

    simNow += 60_000
    await act(async () => {
      await loginThroughMock({ isPhone: true })
    })
    await waitFor(() => expect(polls.count).toBe(2))
    await waitFor(() => expect(screen.queryByText(LIVE_TEXT.relogin)).not.toBeInTheDocument())
    await waitFor(() => expect(figure('已充时长')?.textContent).not.toBe(elapsed))
    expect(status()).toHaveTextContent('充电中')
    expect(router.state.location.search).toBe(`?orderId=${orderId}`)
    await advance(LIVE_REFRESH_MS + 500)
    await waitFor(() => expect(polls.count).toBe(3))
  })

  it('a stop that met a 500 says after the re-login that the charge goes on, until stopped', async () => {
    const orderId = await paidOrder(BIKE)
    simNow += 3000 + 60_000
    const first = renderApp(`/packageOrder/chargingDetail?orderId=${orderId}`)
    await waitFor(() => expect(status()).toHaveTextContent('充电中'))
    setFault('500:/order/stop-charging@1')
    fb.confirm.mockResolvedValue(true)
    await userEvent.click(screen.getByRole('button', { name: '停止充电' }))
    await waitFor(() => expect(appStore.get().token).toBe(''))
    // The re-login leaves through OAuth and comes back to this page with a new token.
    first.unmount()
    await act(async () => {
      await loginThroughMock({ isPhone: true })
    })
    renderApp(`/packageOrder/chargingDetail?orderId=${orderId}`)
    await waitFor(() => expect(status()).toHaveTextContent('充电中'))
    expect(screen.getByRole('alert')).toHaveTextContent(LIVE_TEXT.stopLost)
    await userEvent.click(screen.getByRole('button', { name: '停止充电' }))
    await waitFor(() => expect(screen.queryByText(LIVE_TEXT.stopLost)).not.toBeInTheDocument())
    await waitFor(() => expect(status()).not.toHaveTextContent('充电中'))
  })

  it('a first load that fails shows the error block with 重试, and 重试 loads the order', async () => {
    const orderId = await paidOrder(BIKE)
    simNow += 5000
    setFault('network:/order/live-charging@1')
    renderApp(`/packageOrder/chargingDetail?orderId=${orderId}`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('无法获取充电状态')
    expect(screen.queryByText(LIVE_TEXT.reconnecting)).not.toBeInTheDocument()
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    await waitFor(() => expect(status()).toHaveTextContent('充电中'))
  })

  it('a first load that keeps failing keeps its error block and 重试 while the page asks again', async () => {
    const orderId = await paidOrder(BIKE)
    simNow += 5000
    // Answered after a moment, as a phone's network does: the poll's pending state gets drawn.
    let failing = true
    server.use(
      http.post(route(API.liveCharging), async () => {
        if (!failing) return undefined // on to the mock operator's own answer
        await new Promise((resolve) => setTimeout(resolve, 150))
        return HttpResponse.json({ code: '999999', msg: '模拟的业务错误', data: null })
      }),
    )
    const polls = countCalls(API.liveCharging)
    let skeletons = 0
    const watch = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (
            n instanceof HTMLElement &&
            n.closest('main') &&
            n.matches('.page-skeleton, :has(.page-skeleton)')
          )
            skeletons += 1
    })
    watch.observe(document.body, { childList: true, subtree: true })
    renderApp(`/packageOrder/chargingDetail?orderId=${orderId}`)
    const alert = await screen.findByRole('alert')
    skeletons = 0
    const retry = within(alert).getByRole('button', { name: '重试' })
    // The polls go on (3 s, then 6 s…); the block is the same element, never a skeleton between.
    const seen = polls.count
    await waitFor(() => expect(polls.count).toBeGreaterThan(seen), { timeout: 5000 })
    await waitFor(() => expect(polls.count).toBeGreaterThan(seen + 1), { timeout: 9000 })
    watch.disconnect()
    expect(skeletons).toBe(0)
    expect(screen.getByRole('alert')).toBe(alert)
    expect(within(alert).getByRole('button', { name: '重试' })).toBe(retry)
    // 重试 between two polls (one under way answers for it) loads the order.
    await new Promise((resolve) => setTimeout(resolve, 400))
    failing = false
    await userEvent.click(retry)
    await waitFor(() => expect(status()).toHaveTextContent('充电中'))
  }, 20_000)

  it('two taps on 停止充电 in one tick ask once and stop once', async () => {
    const orderId = await paidOrder(BIKE)
    simNow += 5000
    renderApp(`/packageOrder/chargingDetail?orderId=${orderId}`)
    const stop = await screen.findByRole('button', { name: '停止充电' })
    await waitFor(() => expect(status()).toHaveTextContent('充电中'))
    const stops = countCalls(API.stopCharging)
    act(() => {
      stop.click()
      stop.click()
    })
    expect(await screen.findByText(LIVE_TEXT.stopping)).toBeInTheDocument()
    await advance(500)
    expect(fb.confirm).toHaveBeenCalledTimes(1)
    expect(stops.count).toBe(1)
    expect(fb.toast).not.toHaveBeenCalled()
  })

  it('a tap while the confirmation is open makes no second call', async () => {
    const orderId = await paidOrder(BIKE)
    simNow += 5000
    renderApp(`/packageOrder/chargingDetail?orderId=${orderId}`)
    const stop = await screen.findByRole('button', { name: '停止充电' })
    await waitFor(() => expect(status()).toHaveTextContent('充电中'))
    const stops = countCalls(API.stopCharging)
    let answer: (yes: boolean) => void = () => {}
    fb.confirm.mockImplementationOnce(() => new Promise<boolean>((resolve) => (answer = resolve)))
    await userEvent.click(stop) // the dialog opens
    await userEvent.click(stop) // a tap that reaches the button while it is open
    expect(fb.confirm).toHaveBeenCalledTimes(1)
    expect(stops.count).toBe(0)
    await act(async () => answer(true))
    expect(await screen.findByText(LIVE_TEXT.stopping)).toBeInTheDocument()
    await advance(500)
    expect(stops.count).toBe(1)
    expect(fb.confirm).toHaveBeenCalledTimes(1)
  })

  it('bad numbers from the server read -- and never break the page', async () => {
    liveAnswers({
      orderId: 'OD1',
      status: 'CHARGING',
      deviceType: 'CAR',
      elapsedSeconds: null,
      // powerW and soc left out
      voltageV: null,
      currentA: 'abc',
      energyWh: null,
      cost: null,
      prepaid: null,
      remainingSeconds: null,
      stopReason: '',
    })
    renderApp('/packageOrder/chargingDetail?orderId=OD1')
    const ring = await screen.findByRole('progressbar', { name: '充电进度' })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(ring).toHaveTextContent('--')
    expect(ring).toHaveAttribute('aria-valuenow', '0')
    for (const label of ['已充时长', '剩余时间', '充电功率', '电压', '电流', '已充电量'])
      expect(figure(label)).toHaveTextContent(/^--$/)
    expect(figure('当前费用')).toHaveTextContent(/^--$/)
    expect(figure('预付金额')).toHaveTextContent(/^--$/)
    expect(screen.getByRole('button', { name: '停止充电' })).toBeInTheDocument()
  })

  it('a settled charge with no cost says -- rather than ¥0.00', async () => {
    liveAnswers({
      orderId: 'OD1',
      status: 'COMPLETED',
      deviceType: 'CAR',
      elapsedSeconds: 600,
      powerW: 0,
      voltageV: 0,
      currentA: 0,
      energyWh: 1500,
      cost: null,
      prepaid: 5000,
      remainingSeconds: 0,
      soc: null,
      stopReason: 'FULL',
    })
    renderApp('/packageOrder/chargingDetail?orderId=OD1')
    expect(await screen.findByText('已充满 · 消费 --')).toBeInTheDocument()
    expect(figure('已充电量')).toHaveTextContent('1.500 kWh')
    expect(figure('预付金额')).toHaveTextContent('¥50.00')
  })
})
