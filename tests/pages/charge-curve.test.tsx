import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { chargingApi } from '@/api/charging'
import { CURVE_API } from '@/api/endpoints/curve'
import type { CreateOrderRequest } from '@/api/types'
import { resetSwitches, setClock } from '@/mocks/core/clock'
import { setFault } from '@/mocks/core/faults'
import { route } from '@/mocks/core/http'
import { server } from '@/mocks/node'
import { LIVE_REFRESH_MS } from '@/pages/packageOrder/chargingDetail/use-live-charging'
import { CURVE_TEXT } from '@/pages/packageOrder/shared/charge-curve/chart-text'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

/** 2026-11-22 09:58: the CAR charge crosses 平 -> 峰 at 10:00. */
const T0 = new Date(2026, 10, 22, 9, 58).getTime()
let simNow = T0
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

const livePage = (orderId: string) => renderApp(`/packageOrder/chargingDetail?orderId=${orderId}`)
const orderPage = (orderId: string) =>
  renderApp(`/packageOrder/carChargingDetail?orderId=${orderId}`)

/** Moves the simulator on by real `ms` and lets the page's next poll fire. */
async function pollAfter(ms: number) {
  simNow += ms
  await act(async () => {
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS)
  })
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling
const chartRegion = () => screen.getByRole('region', { name: '充电曲线' })
/** The chart's slider (keyboard and screen reader): its max is the number of points less one. */
const slider = () => within(chartRegion()).getByRole('slider', { name: '查看曲线上某一时刻' })
const summaryOf = (chart: HTMLElement) =>
  document.getElementById(chart.getAttribute('aria-describedby') ?? '')?.textContent

function curveAnswers(response: () => Response) {
  server.use(http.post(route(CURVE_API.chargeCurve), response))
}

describe('the charge curve', () => {
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
  })

  it('BIKE live: a named chart under the figures that grows with each poll, and its summary', async () => {
    const { orderId } = await chargingApi.createOrder(BIKE)
    simNow += 3000 + 30_000
    livePage(orderId)
    const chart = await screen.findByRole('img', { name: '充电功率曲线' })
    expect(chartRegion()).toContainElement(chart)
    const before = Number(slider().getAttribute('max'))

    await pollAfter(15_000)
    await waitFor(() => expect(Number(slider().getAttribute('max'))).toBeGreaterThan(before))
    // The power climbs for the first hours: the highest is the power now.
    const power = figure('充电功率')?.textContent ?? ''
    expect(power).toMatch(/^\d+ W$/)
    expect(summaryOf(chart)).toMatch(new RegExp(`^最高功率 ${power}，平均 \\d+ W$`))
    expect(fb.toast).not.toHaveBeenCalled()
  })

  it('CAR live: power and SOC, the history from before the visit, a point read by the slider', async () => {
    const { orderId } = await chargingApi.createOrder(CAR)
    // 30 simulated minutes before the page opens (a reload): the server's samples bring them back.
    simNow += 3000 + 30_000
    livePage(orderId)
    const chart = await screen.findByRole('img', { name: '充电功率与SOC曲线' })
    const ring = screen.getByRole('progressbar', { name: '电池电量' })
    const soc = ring.getAttribute('aria-valuenow')
    // Past 50 % the power tapers: the average is below the peak.
    expect(summaryOf(chart)).toMatch(
      new RegExp(`^最高功率 58\\.0 kW，平均 5\\d\\.\\d kW，SOC 30% → ${soc}%$`),
    )
    expect(Number(slider().getAttribute('max'))).toBeGreaterThan(10)
    // The charge started at 09:58 in 平 and crossed into 峰 at 10:00: both shaded, 峰 with its price.
    expect(within(chart).getByText('峰 ¥1.35')).toBeInTheDocument()
    expect(within(chart).getByText(/^平/)).toBeInTheDocument()

    fireEvent.change(slider(), { target: { value: '0' } })
    expect(within(chartRegion()).getByText('09:58 · 58.0 kW · SOC 30%')).toBeInTheDocument()
    expect(slider()).toHaveAttribute('aria-valuetext', '09:58 · 58.0 kW · SOC 30%')
  })

  it('opened while the pile starts: once charging, the curve is asked again for its start', async () => {
    const { orderId } = await chargingApi.createOrder(CAR)
    livePage(orderId)
    expect(await screen.findByText(CURVE_TEXT.notStarted)).toBeInTheDocument()
    await pollAfter(3000)
    await pollAfter(5000)
    const chart = await screen.findByRole('img', { name: '充电功率与SOC曲线' })
    // The clock time of a point and the period in force need the start the first answer lacked.
    await waitFor(() => expect(within(chart).getByText(/^平/)).toBeInTheDocument())
    fireEvent.change(slider(), { target: { value: '0' } })
    expect(slider()).toHaveAttribute('aria-valuetext', '09:58 · 58.0 kW · SOC 30%')
  })

  it('a server without the call: the chart from this visit’s polls, one quiet line, no toast or dialog', async () => {
    curveAnswers(() => new HttpResponse('Not Found', { status: 404 }))
    const { orderId } = await chargingApi.createOrder(CAR)
    simNow += 3000 + 30_000
    livePage(orderId)
    expect(await screen.findByText(CURVE_TEXT.visitOnly)).toBeInTheDocument()
    // One poll is one point: no chart yet, and nothing made up.
    expect(screen.queryByRole('img', { name: /曲线/ })).not.toBeInTheDocument()
    const firstSoc = screen
      .getByRole('progressbar', { name: '电池电量' })
      .getAttribute('aria-valuenow')

    await pollAfter(3000)
    await pollAfter(3000)
    const chart = await screen.findByRole('img', { name: '充电功率与SOC曲线' })
    expect(summaryOf(chart)).toMatch(new RegExp(`SOC ${firstSoc}% → \\d+%$`))
    expect(screen.getAllByText(CURVE_TEXT.visitOnly)).toHaveLength(1)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(fb.toast).not.toHaveBeenCalled()
    expect(fb.alert).not.toHaveBeenCalled()
  })

  it('an error code from the call is just as quiet', async () => {
    setFault('code:/order/charge-curve')
    const { orderId } = await chargingApi.createOrder(BIKE)
    simNow += 3000 + 30_000
    livePage(orderId)
    expect(await screen.findByText(CURVE_TEXT.visitOnly)).toBeInTheDocument()
    await pollAfter(3000)
    expect(await screen.findByRole('img', { name: '充电功率曲线' })).toBeInTheDocument()
    expect(fb.toast).not.toHaveBeenCalled()
  })

  it('CAR order: the whole curve with the stop marked, and the periods that add up', async () => {
    orderPage('OD100002')
    const chart = await screen.findByRole('img', { name: '充电功率与SOC曲线' })
    expect(summaryOf(chart)).toMatch(/^最高功率 58\.0 kW，平均 \d+\.\d kW，SOC 30% → 100%$/)
    expect(within(chart).getByText('充满')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: '分时段明细' })
    const total = within(table).getByRole('rowheader', { name: '合计' }).closest('tr')
    const cells = within(total as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    const itemised = (label: string) =>
      within(screen.getByRole('region', { name: '费用明细' })).getByText(label, { selector: 'dt' })
        .nextElementSibling?.textContent
    expect(cells).toEqual(['42.000', itemised('电费'), itemised('服务费')])
  })

  it('BIKE order: its curve with the plan end marked, and its power tier', async () => {
    orderPage('OD100001')
    const chart = await screen.findByRole('img', { name: '充电功率曲线' })
    expect(summaryOf(chart)).toMatch(/^最高功率 \d+ W，平均 \d+ W$/)
    expect(within(chart).getByText('计划结束')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: '功率档位明细' })).toHaveTextContent('¥1.20')
  })

  it('an order whose server lacks the call keeps its figures and says so quietly', async () => {
    curveAnswers(() => new HttpResponse('Not Found', { status: 404 }))
    orderPage('OD100004')
    expect(await screen.findByText(CURVE_TEXT.none)).toBeInTheDocument()
    expect(screen.getByRole('table', { name: '分时段明细' })).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /曲线/ })).not.toBeInTheDocument()
    expect(fb.toast).not.toHaveBeenCalled()
    expect(fb.alert).not.toHaveBeenCalled()
  })
})
