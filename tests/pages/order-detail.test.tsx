import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { chargingApi } from '@/api/charging'
import { API } from '@/api/endpoints/spec'
import { resetSwitches, setClock } from '@/mocks/core/clock'
import { setFault } from '@/mocks/core/faults'
import { route } from '@/mocks/core/http'
import { server } from '@/mocks/node'
import { wechatPayOrder } from '@/mocks/charging/handlers'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

const detailOf = (orderId: string) =>
  renderApp(`/packageOrder/carChargingDetail?orderId=${orderId}`)

/** The value next to a label in one of the page's sections. */
function row(section: string, label: string) {
  const region = screen.getByRole('region', { name: section })
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling
}

const main = () => screen.getByRole('main')

function mockClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText)
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: spy } })
  return spy
}

describe('order detail (carChargingDetail)', () => {
  let fb: ReturnType<typeof spyFeedback>
  beforeEach(async () => {
    await loginThroughMock()
    fb = spyFeedback()
  })
  afterEach(() => {
    resetSwitches()
    delete (navigator as { clipboard?: unknown }).clipboard
  })

  it('a settled CAR order shows every amount and the per-period breakdown', async () => {
    detailOf('OD100002')
    expect(screen.getByLabelText('加载中')).toBeInTheDocument()
    await screen.findByRole('region', { name: '费用明细' })
    expect(within(screen.getByRole('main')).getByText('已完成')).toBeInTheDocument()
    expect(screen.getByText('滨江星光大道充电站')).toBeInTheDocument()
    expect(row('费用明细', '预付金额')).toHaveTextContent('¥100.00')
    expect(row('费用明细', '电费')).toHaveTextContent('¥33.87')
    expect(row('费用明细', '服务费')).toHaveTextContent('¥16.80')
    expect(row('费用明细', '优惠')).toHaveTextContent('-¥5.00')
    expect(row('费用明细', '实付金额')).toHaveTextContent('¥95.00')
    expect(row('费用明细', '退款金额')).toHaveTextContent('¥49.33（已部分退款）')

    const table = screen.getByRole('table', { name: '分时段明细' })
    const cells = within(table)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      )
    expect(cells.slice(1)).toEqual([
      ['平 08:00-10:00 ¥1.05/kWh', '20.099', '¥13.06', '¥8.04'],
      ['峰 10:00-12:00 ¥1.35/kWh', '21.901', '¥20.81', '¥8.76'],
      // 合计: the same as the order's 充电电量, 电费 and 服务费, to the fen.
      ['42.000', '¥33.87', '¥16.80'],
    ])
    expect(within(table).getByRole('rowheader', { name: '合计' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '查看实时充电' })).not.toBeInTheDocument()
  })

  it('shows times, duration in Chinese, energy, stop reason, pay method and order number', async () => {
    detailOf('OD100002')
    await screen.findByRole('region', { name: '充电信息' })
    expect(row('充电信息', '电桩')).toHaveTextContent('1号直流快充桩（20000001）')
    expect(row('充电信息', '充电枪')).toHaveTextContent('1号枪')
    expect(row('充电信息', '开始时间')).toHaveTextContent('2026-11-21 09:38:38')
    expect(row('充电信息', '结束时间')).toHaveTextContent('2026-11-21 10:51:43')
    expect(row('充电信息', '充电时长')).toHaveTextContent('1小时13分钟')
    expect(row('充电信息', '充电电量')).toHaveTextContent('42.000 kWh')
    expect(row('充电信息', '结束原因')).toHaveTextContent('已充满')
    expect(row('订单信息', '订单编号')).toHaveTextContent('CD202611210938100002')
    expect(row('订单信息', '下单时间')).toHaveTextContent('2026-11-21 09:38:10')
    expect(row('订单信息', '支付方式')).toHaveTextContent('微信支付')
  })

  it("copies the order number and says '已复制'", async () => {
    const writeText = mockClipboard(async () => {})
    detailOf('OD100002')
    await userEvent.click(await screen.findByRole('button', { name: '复制 CD202611210938100002' }))
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith('已复制'))
    expect(writeText).toHaveBeenCalledWith('CD202611210938100002')
  })

  it('says so when copying is not possible', async () => {
    mockClipboard(async () => {
      throw new Error('denied')
    })
    // jsdom has no document.execCommand either, so the textarea fallback fails too.
    detailOf('OD100002')
    await userEvent.click(await screen.findByRole('button', { name: /^复制 / }))
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith('复制失败，请长按选择文字'))
  })

  it('a BIKE order shows its socket and plan, card pay, and its power tier instead of periods', async () => {
    detailOf('OD100006')
    await screen.findByRole('region', { name: '充电信息' })
    expect(row('充电信息', '插座')).toHaveTextContent('5号插座')
    expect(row('充电信息', '充电方案')).toHaveTextContent('充满自停')
    expect(row('充电信息', '充电时长')).toHaveTextContent('6小时')
    expect(row('充电信息', '充电电量')).toHaveTextContent('1.976 kWh')
    expect(row('订单信息', '支付方式')).toHaveTextContent('充电卡支付')
    expect(row('费用明细', '优惠')).toHaveTextContent('¥0.00')
    expect(screen.queryByRole('table', { name: '分时段明细' })).not.toBeInTheDocument()
    const tiers = screen.getByRole('table', { name: '功率档位明细' })
    expect(
      within(tiers)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['200-400 W ¥0.60/小时', '6小时', '1.976', '¥3.60'])
    expect(row('费用明细', '电费')).toHaveTextContent('¥3.60')
  })

  it.each([
    ['OD100009', '¥5.65（退款中）', '用户主动停止'],
    ['OD100013', '¥2.70（退款失败）', '用户主动停止'],
    ['OD100005', '¥2.00（已全额退款）', '设备启动失败'],
  ])('%s shows its refund state and stop reason', async (orderId, refund, reason) => {
    detailOf(orderId)
    await screen.findByRole('region', { name: '费用明细' })
    expect(row('费用明细', '退款金额')).toHaveTextContent(refund)
    expect(row('充电信息', '结束原因')).toHaveTextContent(reason)
  })

  it("a cancelled order shows '-' for what never happened", async () => {
    detailOf('OD100008')
    await screen.findByRole('region', { name: '充电信息' })
    expect(within(screen.getByRole('main')).getByText('已取消')).toBeInTheDocument()
    for (const label of ['开始时间', '结束时间', '充电时长', '结束原因'])
      expect(row('充电信息', label)).toHaveTextContent(/^-$/)
    expect(row('费用明细', '实付金额')).toHaveTextContent('¥0.00')
  })

  it("a running order links to '查看实时充电'", async () => {
    setClock(() => new Date(2026, 10, 22, 9, 58).getTime())
    const { orderId } = await chargingApi.createOrder({
      deviceId: '10000001',
      portNo: 1,
      planId: 'T2',
      amount: 200,
      payType: 'WECHAT',
    })
    wechatPayOrder(orderId)
    await chargingApi.confirmPay(orderId)
    detailOf(orderId)
    const link = await screen.findByRole('link', { name: '查看实时充电' })
    expect(link).toHaveAttribute('href', `/packageOrder/chargingDetail?orderId=${orderId}`)
    expect(within(screen.getByRole('main')).getByText('启动中')).toBeInTheDocument()
  })

  it('a CAR order created with a plate shows the plate and, once completed, 减免 2 小时停车费', async () => {
    let at = new Date(2026, 10, 22, 9, 58).getTime()
    setClock(() => at)
    const { orderId } = await chargingApi.createOrder({
      deviceId: '20000001',
      portNo: 1,
      amount: 10000,
      payType: 'WECHAT',
      plateNo: '浙AD12345',
    })
    wechatPayOrder(orderId)
    await chargingApi.confirmPay(orderId)
    at += 3000 + 120000
    detailOf(orderId)
    const section = await screen.findByRole('region', { name: '车牌与停车减免' })
    expect(within(main()).getByText('已完成')).toBeInTheDocument()
    expect(row('车牌与停车减免', '车牌')).toHaveTextContent('浙A·D12345')
    expect(row('车牌与停车减免', '停车费减免')).toHaveTextContent('减免 2 小时停车费')
    expect(section).toHaveTextContent('出场时按车牌自动抵扣')
  })

  it('a CAR order without a plate says why there is no waiver', async () => {
    detailOf('OD100002')
    await screen.findByRole('region', { name: '车牌与停车减免' })
    expect(row('车牌与停车减免', '车牌')).toHaveTextContent('未选择车牌')
    expect(row('车牌与停车减免', '停车费减免')).toHaveTextContent('未绑定车牌，无法减免停车费')
  })

  it('an unknown order shows the error with a retry', async () => {
    detailOf('OD999999')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('无法获取订单')
    expect(alert).toHaveTextContent('订单不存在')
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument()
  })

  it('retry recovers after a failure', async () => {
    setFault('code:/order/order-detail')
    detailOf('OD100002')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('模拟的业务错误')
    setFault(null)
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('region', { name: '费用明细' })).toBeInTheDocument()
  })

  it('without an orderId says so', async () => {
    renderApp('/packageOrder/carChargingDetail')
    expect(await screen.findByRole('alert')).toHaveTextContent('缺少订单号')
  })

  it('bad numbers from the server read -- and never break the page', async () => {
    const order = await chargingApi.order('OD100002')
    const [first] = order.periodFees
    server.use(
      http.post(route(API.orderDetail), () =>
        HttpResponse.json({
          code: '000000',
          msg: '操作成功',
          data: {
            ...order,
            durationSeconds: null,
            energyWh: null,
            prepaid: null,
            electricityFee: 'abc',
            serviceFee: undefined,
            discount: null,
            paid: null,
            refunded: null,
            periodFees: [{ ...first, energyWh: null, electricityAmount: null }],
          },
        }),
      ),
    )
    detailOf('OD100002')
    await screen.findByRole('region', { name: '费用明细' })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    for (const label of ['预付金额', '电费', '服务费', '优惠', '实付金额', '退款金额'])
      expect(row('费用明细', label)).toHaveTextContent(/^--$/)
    expect(row('充电信息', '充电时长')).toHaveTextContent(/^--$/)
    expect(row('充电信息', '充电电量')).toHaveTextContent(/^--$/)
    const cells = within(screen.getByRole('table', { name: '分时段明细' }))
      .getAllByRole('cell')
      .map((c) => c.textContent)
    // A total over a row without its figure would look real and be wrong: it reads '--' too.
    expect(cells).toEqual(['平 08:00-10:00 ¥1.05/kWh', '--', '--', '¥8.04', '--', '--', '¥8.04'])
  })
})
