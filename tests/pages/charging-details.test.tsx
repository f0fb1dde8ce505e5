/**
 * Details of the charging journey: the payment page's coupon and card kept together in its
 * URL, the order card's money words, the 已完成 tab, the CAR chart's price-band labels, the pile
 * number the scanner sheet takes, and a coupon given back on an order that never charged.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { chargingApi } from '@/api/charging'
import { API } from '@/api/endpoints/spec'
import type { OrderStatus } from '@/api/types'
import ScannerSheet from '@/components/scanner/sheet'
import { resetSwitches, setClock } from '@/mocks/core/clock'
import { route } from '@/mocks/core/http'
import { server } from '@/mocks/node'
import { inTab } from '@/mocks/orders/handlers'
import type { PeriodSpan } from '@/lib/period-spans'
import type { PricePeriod } from '@/lib/price'
import { CARD_DESELECTED_TEXT } from '@/pages/main/secondScanPage'
import {
  frameOf,
  scalesOf,
  type Frame,
} from '@/pages/packageOrder/shared/charge-curve/chart-geometry'
import {
  endLabelBox,
  labelWidth,
  PeriodBands,
} from '@/pages/packageOrder/shared/charge-curve/chart-parts'
import { setBridge } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { withOffsetParent } from '../utils/layout'

afterEach(() => {
  resetSwitches()
})

// (a) ------------------------------------------------------------------------------------------

describe('payment: 不使用优惠券 drops a card it no longer covers, and the visit keeps both', () => {
  const T0 = new Date(2026, 10, 22, 9, 58).getTime()
  const PAGE = '/pages/scan/secondScanPage'
  const BIKE_A5 = `${PAGE}?deviceId=10000001&portNo=1&planId=A5&amount=500`
  const couponHead = () =>
    within(screen.getByRole('region', { name: '优惠券' })).getByRole('button')
  const due = () => screen.getByText('应付').closest('p')

  beforeEach(async () => {
    setClock(() => T0)
    await loginThroughMock({ isPhone: true })
    setBridge(fakeBridge())
  })

  it("不使用优惠券 with no card holds through a reload (the same charge, the visit's draft)", async () => {
    const fb = spyFeedback()
    const { router, unmount } = renderApp(BIKE_A5)
    await screen.findByRole('region', { name: '订单信息' })
    // The default coupon (充电抵用券 -¥2.00) leaves ¥3.00: the ¥3.00 card covers it only with it.
    expect(due()).toHaveTextContent('应付 ¥3.00已优惠 ¥2.00')
    const card = screen.getByRole('radio', { name: /实体卡 尾号4321/ })
    expect(card).toHaveTextContent('余额 ¥3.00')
    await userEvent.click(card)
    await waitFor(() => expect(card).toBeChecked())

    await userEvent.click(couponHead())
    await userEvent.click(screen.getByRole('radio', { name: '不使用优惠券' }))
    // The list goes away under the choice: focus goes back to the coupon row, not to the body.
    expect(couponHead()).toHaveFocus()

    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith(CARD_DESELECTED_TEXT))
    expect(due()).toHaveTextContent('应付 ¥5.00')
    expect(screen.getByRole('radio', { name: /微信支付/ })).toBeChecked()
    // The choices are the visit's, not the URL's (a link must not make them).
    expect(router.state.location.search).not.toMatch(/[?&](coupon|card|agreed)=/)
    // Give any late write a chance to put the coupon or the card back: it must not.
    await new Promise((resolve) => setTimeout(resolve, 50))

    // A reload of the same charge: no coupon applied, the full amount due, WeChat pay.
    unmount()
    renderApp(BIKE_A5)
    await screen.findByRole('region', { name: '订单信息' })
    expect(couponHead()).toHaveTextContent('2张可用')
    expect(due()).toHaveTextContent('应付 ¥5.00')
    expect(due()).not.toHaveTextContent('已优惠')
    expect(screen.getByRole('radio', { name: /微信支付/ })).toBeChecked()
  })
})

// (b) ------------------------------------------------------------------------------------------

describe('order list card: 已付 while it runs, 支出 (paid less refunded) once ended', () => {
  withOffsetParent()
  beforeEach(async () => {
    await loginThroughMock()
  })

  const summary = (over: Record<string, unknown>) => ({
    orderNo: 'CD1',
    deviceType: 'CAR',
    portNo: 1,
    refundStatus: 'NONE',
    createTime: '2026-11-21 08:00:00',
    durationSeconds: 600,
    energyWh: 5000,
    ...over,
  })

  it('a running order shows 已付 ¥paid and no 消费; an ended one 支出 ¥(paid - refunded)', async () => {
    const running = summary({
      orderId: 'OD9001',
      station: { stationId: 'S1', name: '运行中测试站', address: '' },
      status: 'CHARGING',
      paid: 5000,
      refunded: 0,
    })
    const ended = summary({
      orderId: 'OD9002',
      station: { stationId: 'S2', name: '已结束测试站', address: '' },
      status: 'COMPLETED',
      refundStatus: 'PARTIAL',
      paid: 5000,
      refunded: 1234,
    })
    server.use(
      http.post(route(API.orderList), () =>
        HttpResponse.json({
          code: '000000',
          msg: '操作成功',
          data: { list: [running, ended], total: 2 },
        }),
      ),
    )
    renderApp('/packageOrder/orderList')
    const live = await screen.findByRole('link', { name: /运行中测试站/ })
    expect(live).toHaveTextContent('已付 ¥50.00')
    expect(live).not.toHaveTextContent('消费')
    expect(live).not.toHaveTextContent('支出')

    const done = screen.getByRole('link', { name: /已结束测试站/ })
    expect(done).toHaveTextContent('支出 ¥37.66')
    expect(done).not.toHaveTextContent('消费')
    expect(done).not.toHaveTextContent('已付')
  })
})

// (c) ------------------------------------------------------------------------------------------

describe('已完成 tab: status COMPLETED only', () => {
  const STATUSES: OrderStatus[] = [
    'UNPAID',
    'STARTING',
    'START_FAILED',
    'CHARGING',
    'STOPPING',
    'SETTLING',
    'COMPLETED',
    'CANCELLED',
  ]

  it.each(STATUSES)('inTab(%s, COMPLETED) is true for COMPLETED only', (status) => {
    for (const refundStatus of ['NONE', 'FULL'] as const) {
      expect(inTab({ status, refundStatus }, 'COMPLETED')).toBe(status === 'COMPLETED')
    }
  })

  it("the list's call for COMPLETED answers no cancelled or failed start; 全部 still has them", async () => {
    await loginThroughMock()
    const completed = await chargingApi.orders({ pageNo: 1, pageSize: 50, tab: 'COMPLETED' })
    expect(completed.list.length).toBeGreaterThan(0)
    expect(completed.list.every((o) => o.status === 'COMPLETED')).toBe(true)
    expect(completed.total).toBe(completed.list.length)
    const all = await chargingApi.orders({ pageNo: 1, pageSize: 50, tab: 'ALL' })
    const notCompleted = all.list.filter((o) => o.status !== 'COMPLETED').map((o) => o.orderId)
    expect(notCompleted).toEqual(expect.arrayContaining(['OD100005', 'OD100008', 'OD100012']))
    const ids = completed.list.map((o) => o.orderId)
    for (const id of notCompleted) expect(ids).not.toContain(id)
    expect(completed.total).toBe(all.total - notCompleted.length)
  })
})

// (d) ------------------------------------------------------------------------------------------

const PERIOD_OF_CLASS: Record<string, string> = {
  'curve__band--sharp': '尖',
  'curve__band--peak': '峰',
  'curve__band--flat': '平',
  'curve__band--valley': '谷',
}

/** Each band's period name (from its class) and the texts drawn in it. */
function bandsOf(svg: Element) {
  return Array.from(svg.querySelectorAll('g.curve__band')).map((g) => {
    const cls = Array.from(g.classList).find((c) => c in PERIOD_OF_CLASS) ?? ''
    const rect = g.querySelector('rect')!
    const x0 = Number(rect.getAttribute('x'))
    return {
      name: PERIOD_OF_CLASS[cls] ?? '?',
      from: x0,
      to: x0 + Number(rect.getAttribute('width')),
      texts: Array.from(g.querySelectorAll('text')).map((t) => ({
        text: t.textContent ?? '',
        x: Number(t.getAttribute('x')),
        y: Number(t.getAttribute('y')),
      })),
    }
  })
}

/** A label drawn above the plot (y = frame.top - 6), centred on x: its horizontal box. */
const centredBox = (x: number, text: string): [number, number] => [
  x - labelWidth(text) / 2,
  x + labelWidth(text) / 2,
]
const overlaps = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1]

/** Every band has one label, its name first; none above the plot overlaps the stop label. */
function expectLabelledBands(svg: Element, frame: Frame, stop: [number, number]) {
  const bands = bandsOf(svg)
  expect(bands.length).toBeGreaterThan(0)
  for (const band of bands) {
    expect(band.texts, `band ${band.name} has a label`).toHaveLength(1)
    const [label] = band.texts
    expect(label!.text.startsWith(band.name)).toBe(true)
    expect(label!.x).toBeGreaterThanOrEqual(band.from)
    expect(label!.x).toBeLessThanOrEqual(band.to)
    if (label!.y === frame.top - 6) {
      expect(
        overlaps(centredBox(label!.x, label!.text), stop),
        `${label!.text} at ${label!.x} clear of the stop label [${stop.join(', ')}]`,
      ).toBe(false)
    }
  }
  return bands
}

describe('CAR chart: every price band crossed says its period, none under the stop label', () => {
  it('order OD100003 (余额用完 in 尖): 峰 and 尖 both labelled, clear of the stop label', async () => {
    await loginThroughMock()
    renderApp('/packageOrder/carChargingDetail?orderId=OD100003')
    const chart = await screen.findByRole('img', { name: '充电功率与SOC曲线' })
    // jsdom has no ResizeObserver: the chart draws at its initial width (323, as its viewBox says).
    const width = Number(chart.getAttribute('viewBox')?.split(' ')[2])
    expect(width).toBe(323)
    const frame = frameOf(width, true)
    const stopText = chart.querySelector('.curve__end text')
    expect(stopText).toHaveTextContent('余额用完')
    const stopX = Number(chart.querySelector('.curve__end line')?.getAttribute('x1'))
    const stop = endLabelBox(frame, stopX, '余额用完')
    expect(Number(stopText?.getAttribute('x'))).toBe(stop[0])

    const bands = expectLabelledBands(chart, frame, stop)
    expect(bands.map((b) => b.name)).toEqual(['峰', '尖'])
    // The band the stop mark is in is the one it ended in, and it is labelled too.
    const last = bands[bands.length - 1]!
    expect(stopX).toBeGreaterThan(last.from)
    expect(stopX).toBeLessThanOrEqual(last.to + 1e-6)
    expect(last.texts[0]!.text).toMatch(/^尖/)
    expect(within(chart).getByText('峰 ¥1.35')).toBeInTheDocument()
  })

  const period = (periodType: PricePeriod['periodType'], fee: number): PricePeriod => ({
    startTime: '00:00',
    endTime: '24:00',
    periodType,
    electricityFee: fee,
    serviceFee: 40,
  })

  // Widths the chart draws at: a card's inside on a 320, 375 and 480 px screen.
  const CASES: [string, number, PeriodSpan[]][] = [268, 323, 428].flatMap((width) => [
    [
      `peak then sharp, stop at the end (${width} px)`,
      width,
      [
        { from: 0, to: 860, period: period('PEAK', 95) },
        { from: 860, to: 1500, period: period('SHARP', 120) },
      ],
    ],
    [
      `flat, peak, a short sharp under the stop label (${width} px)`,
      width,
      [
        { from: 0, to: 600, period: period('FLAT', 65) },
        { from: 600, to: 2400, period: period('PEAK', 95) },
        { from: 2400, to: 3000, period: period('SHARP', 120) },
      ],
    ],
  ])

  it.each(CASES)('PeriodBands: %s', (_name, width, spans) => {
    const frame = frameOf(width, true)
    const span = spans[spans.length - 1]!.to
    const scales = scalesOf(frame, span)
    const stop = endLabelBox(frame, scales.x(span), '余额用完')
    const { container } = render(
      <svg viewBox={`0 0 ${width} 184`}>
        <PeriodBands frame={frame} scales={scales} spans={spans} avoid={stop} />
      </svg>,
    )
    const bands = expectLabelledBands(container.querySelector('svg')!, frame, stop)
    expect(bands).toHaveLength(spans.length)
  })
})

// (e) ------------------------------------------------------------------------------------------

describe('scanner sheet: a pile number is 6 to 20 digits', () => {
  const ERROR = '请输入正确的电桩编号（6-20位数字）'

  function sheet() {
    const onPileNumber = vi.fn()
    const onClose = vi.fn()
    render(<ScannerSheet open onClose={onClose} onText={vi.fn()} onPileNumber={onPileNumber} />)
    return { onPileNumber, onClose }
  }

  it('12345 keeps the sheet open with the message and the number; 10000001 goes on', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    const { onPileNumber, onClose } = sheet()
    const input = await screen.findByLabelText('或输入电桩编号')
    await user.type(input, '12345')
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR)
    expect(onPileNumber).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByLabelText('或输入电桩编号')).toHaveValue('12345')

    await user.clear(input)
    await user.type(input, '10000001')
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(onPileNumber).toHaveBeenCalledTimes(1)
    expect(onPileNumber).toHaveBeenCalledWith('10000001')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

// (f) ------------------------------------------------------------------------------------------

describe('order detail: a coupon on an order that never charged reads （已退回）', () => {
  beforeEach(async () => {
    await loginThroughMock()
    spyFeedback()
  })

  const discountRow = () =>
    within(screen.getByRole('region', { name: '费用明细' })).getByText('优惠', { selector: 'dt' })
      .nextElementSibling

  async function answerAs(seed: string, over: Record<string, unknown>) {
    const order = await chargingApi.order(seed)
    server.use(
      http.post(route(API.orderDetail), () =>
        HttpResponse.json({ code: '000000', msg: '操作成功', data: { ...order, ...over } }),
      ),
    )
  }

  it.each([
    ['START_FAILED', 'OD100005'],
    ['CANCELLED', 'OD100008'],
  ])('%s with a ¥2.00 coupon: -¥2.00（已退回）', async (status, seed) => {
    await answerAs(seed, { status, discount: 200, couponId: 'CP0001' })
    renderApp(`/packageOrder/carChargingDetail?orderId=${seed}`)
    await screen.findByRole('region', { name: '费用明细' })
    expect(discountRow()).toHaveTextContent(/^-¥2\.00（已退回）$/)
  })

  it('without a coupon a failed start reads ¥0.00, nothing given back', async () => {
    await answerAs('OD100005', { status: 'START_FAILED', discount: 0 })
    renderApp('/packageOrder/carChargingDetail?orderId=OD100005')
    await screen.findByRole('region', { name: '费用明细' })
    expect(discountRow()).toHaveTextContent(/^¥0\.00$/)
  })

  it('a COMPLETED order with a coupon shows it as used, no （已退回）', async () => {
    renderApp('/packageOrder/carChargingDetail?orderId=OD100002')
    await screen.findByRole('region', { name: '费用明细' })
    expect(discountRow()).toHaveTextContent(/^-¥5\.00$/)
    expect(screen.queryByText(/已退回/)).not.toBeInTheDocument()
  })
})
