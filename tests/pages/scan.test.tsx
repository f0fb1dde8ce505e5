import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setFault } from '@/mocks/core/faults'
import { MSG } from '@/lib/messages'
import { DEVICE_DOWN_TEXT } from '@/pages/main/scan'
import { setBridge } from '@/wechat'
import { createSimulatedBridge } from '@/wechat/simulated'
import { askDialog } from '@/app/feedback'
import { countCalls } from '../utils/calls'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

const scanAt = (deviceId: string) => renderApp(`/pages/scan/scan?deviceId=${deviceId}`)
const socket = (name: string) => screen.getByRole('radio', { name })
const payButton = () => screen.queryByRole('button', { name: /去支付|请选择/ })

describe('charge selection (scan)', () => {
  beforeEach(async () => {
    // With a bound phone, so that payment does not move on to binding one.
    await loginThroughMock({ isPhone: true })
    setBridge(createSimulatedBridge(askDialog))
  })

  it('shows skeletons while the pile loads', async () => {
    scanAt('10000001')
    expect(await screen.findByLabelText('加载中')).toBeInTheDocument()
    expect(await screen.findByText('西湖文化广场充电站')).toBeInTheDocument()
    expect(screen.queryByLabelText('加载中')).not.toBeInTheDocument()
  })

  it('BIKE 10000001: station, sockets in their states, only free plugged ones selectable', async () => {
    scanAt('10000001')
    const header = await screen.findByRole('region', { name: '电桩信息' })
    expect(within(header).getByText('西湖文化广场充电站')).toBeInTheDocument()
    expect(within(header).getByText('在线')).toBeInTheDocument()
    expect(within(header).getByText(/A区01号电单车充电桩 · 编号 10000001/)).toBeInTheDocument()

    const grid = screen.getByRole('region', { name: '选择插座' })
    expect(within(grid).getAllByRole('radio')).toHaveLength(10)
    // The group is named too: entering it, a screen reader says what it chooses.
    expect(within(grid).getByRole('radiogroup', { name: '选择插座' })).toBeInTheDocument()
    for (const n of [1, 2, 5, 10]) expect(socket(`${n}号插座 空闲`)).toBeEnabled()
    for (const n of [3, 7]) expect(socket(`${n}号插座 请先插插头`)).toBeDisabled()
    for (const n of [4, 8]) expect(socket(`${n}号插座 充电中`)).toBeDisabled()
    expect(socket('6号插座 占用')).toBeDisabled()
    expect(socket('9号插座 故障')).toBeDisabled()
    expect(within(grid).getByText(/请先将充电器插头插入插座/)).toBeInTheDocument()
  })

  it('BIKE plans: three modes and the power tier table', async () => {
    scanAt('10000001')
    const plans = await screen.findByRole('region', { name: '充电方案' })
    const tabs = within(plans).getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['按时间', '按金额', '充满自停'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    const byTime = within(plans).getByRole('radiogroup', { name: '按时间' })
    expect(
      within(byTime)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['1小时预付 ¥1.00', '2小时预付 ¥2.00', '4小时预付 ¥3.50', '8小时预付 ¥6.00'])

    await userEvent.click(within(plans).getByRole('tab', { name: '按金额' }))
    // The tab controls the panel that shows its plans and its note, named by the tab chosen.
    const panel = within(plans).getByRole('tabpanel', { name: '按金额' })
    expect(within(plans).getByRole('tab', { name: '按金额' })).toHaveAttribute(
      'aria-controls',
      panel.id,
    )
    expect(within(panel).getByRole('radiogroup', { name: '按金额' })).toBeInTheDocument()
    expect(within(panel).getByText(/预付金额用完自动停止/)).toBeInTheDocument()
    expect(within(plans).getByRole('radio', { name: /^5元/ })).toBeInTheDocument()
    await userEvent.click(within(plans).getByRole('tab', { name: '充满自停' }))
    expect(within(plans).getByText(/充满自动停止/)).toBeInTheDocument()
    // The tabs by keyboard (WAI-ARIA tabs): the chosen one is the Tab stop, ← chooses the one before.
    expect(within(plans).getByRole('tab', { name: '按时间' })).toHaveAttribute('tabindex', '-1')
    await userEvent.keyboard('{ArrowLeft}')
    expect(within(plans).getByRole('tab', { name: '按金额' })).toHaveFocus()
    expect(within(plans).getByRole('tab', { name: '按金额' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await userEvent.click(within(plans).getByRole('tab', { name: '充满自停' }))

    const table = within(plans).getByRole('table', { name: '按功率档位计费' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual([
      '0-200W¥0.40/小时',
      '200-400W¥0.60/小时',
      '400-700W¥0.80/小时',
      '700-1000W¥1.20/小时',
    ])
  })

  it("'去支付' is enabled only with a socket and a plan, then goes to payment", async () => {
    const { router } = scanAt('10000001')
    await screen.findByRole('region', { name: '选择插座' })
    expect(payButton()).toHaveTextContent('请选择插座')
    expect(payButton()).toBeDisabled()
    await userEvent.click(socket('1号插座 空闲'))
    expect(socket('1号插座 空闲')).toHaveAttribute('aria-checked', 'true')
    expect(payButton()).toHaveTextContent('去支付')
    expect(payButton()).toBeDisabled()
    await userEvent.click(screen.getByRole('radio', { name: /^2小时/ }))
    expect(screen.getByText('¥2.00', { selector: 'strong' })).toBeInTheDocument()
    expect(payButton()).toBeEnabled()
    await userEvent.click(payButton()!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/scan/secondScanPage'))
    const q = new URLSearchParams(router.state.location.search)
    expect(Object.fromEntries(q)).toEqual({
      deviceId: '10000001',
      portNo: '1',
      planId: 'T2',
      amount: '200',
    })
  })

  it('a plan chosen on one tab is dropped on another: what is paid for is what is shown', async () => {
    scanAt('10000001')
    await screen.findByRole('region', { name: '选择插座' })
    await userEvent.click(socket('1号插座 空闲'))
    await userEvent.click(screen.getByRole('radio', { name: /^1小时/ }))
    expect(payButton()).toBeEnabled()
    const plans = screen.getByRole('region', { name: '充电方案' })
    await userEvent.click(within(plans).getByRole('tab', { name: '充满自停' }))
    expect(within(plans).queryByRole('radio', { checked: true })).toBeNull()
    expect(payButton()).toBeDisabled()
    expect(screen.queryByText('¥1.00', { selector: 'strong' })).toBeNull()
    // Back on 按时间, nothing is chosen for the user either.
    await userEvent.click(within(plans).getByRole('tab', { name: '按时间' }))
    expect(within(plans).queryByRole('radio', { checked: true })).toBeNull()
    // A tab tapped again keeps its own choice.
    await userEvent.click(screen.getByRole('radio', { name: /^2小时/ }))
    await userEvent.click(within(plans).getByRole('tab', { name: '按时间' }))
    expect(screen.getByRole('radio', { name: /^2小时/ })).toHaveAttribute('aria-checked', 'true')
    expect(payButton()).toBeEnabled()
  })

  it('a payable choice asks for the payment page data ahead: the page opens on it', async () => {
    const options = countCalls('/order/pay-options')
    const piles = countCalls('/device/device-detail')
    const { router } = scanAt('10000001')
    await screen.findByRole('region', { name: '选择插座' })
    await userEvent.click(socket('1号插座 空闲'))
    expect(options.count).toBe(0) // no plan yet: nothing to pay for
    expect(piles.count).toBe(1)
    await userEvent.click(screen.getByRole('radio', { name: /^2小时/ }))
    // The pile read again and what can pay for ¥2.00, while the user reads the choice.
    await waitFor(() => expect(options.count).toBe(1))
    await waitFor(() => expect(piles.count).toBe(2))
    await userEvent.click(payButton()!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/scan/secondScanPage'))
    // No call of its own: the pile and its options as just read.
    expect(await screen.findByRole('region', { name: '订单信息' })).toBeInTheDocument()
    expect(options.count).toBe(1)
    expect(piles.count).toBe(2)
  })

  it('what was read ahead more than a few seconds ago is asked again before anything is offered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const options = countCalls('/order/pay-options')
      const { router } = scanAt('10000001')
      await screen.findByRole('region', { name: '选择插座' })
      await userEvent.click(socket('1号插座 空闲'))
      await userEvent.click(screen.getByRole('radio', { name: /^2小时/ }))
      await waitFor(() => expect(options.count).toBe(1))
      vi.setSystemTime(Date.now() + 30_000) // the user read the choice for half a minute
      setFault('slow:/order/pay-options', { slowMs: 400 })
      await userEvent.click(payButton()!)
      await waitFor(() => expect(router.state.location.pathname).toBe('/pages/scan/secondScanPage'))
      // The skeleton while the options are asked again: no coupon or card balance from memory.
      expect(await screen.findByLabelText('加载中')).toBeInTheDocument()
      expect(screen.queryByRole('region', { name: '订单信息' })).not.toBeInTheDocument()
      expect(await screen.findByRole('region', { name: '订单信息' })).toBeInTheDocument()
      expect(options.count).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('asked ahead is silent: a failure says nothing, the payment page asks again', async () => {
    const fb = spyFeedback()
    const options = countCalls('/order/pay-options')
    const { router } = scanAt('10000001')
    await screen.findByRole('region', { name: '选择插座' })
    setFault('network:/order/pay-options')
    await userEvent.click(socket('1号插座 空闲'))
    await userEvent.click(screen.getByRole('radio', { name: /^2小时/ }))
    await waitFor(() => expect(options.count).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fb.alert).not.toHaveBeenCalled()
    expect(fb.toast).not.toHaveBeenCalled()
    setFault(null)
    await userEvent.click(payButton()!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/scan/secondScanPage'))
    expect(await screen.findByRole('region', { name: '订单信息' })).toBeInTheDocument()
    expect(options.count).toBe(2)
  })

  describe('CAR 20000001', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date(2026, 10, 22, 10, 30))
    })
    afterEach(() => vi.useRealTimers())

    it('shows the price period in force with a link, guns and prepay options', async () => {
      const { router } = scanAt('20000001')
      const price = await screen.findByRole('region', { name: '当前电价' })
      expect(price).toHaveTextContent('当前时段 峰 10:00-12:00')
      expect(price).toHaveTextContent('¥1.35/度')
      expect(within(price).getByRole('link', { name: /全天电价/ })).toHaveAttribute(
        'href',
        '/packageOrder/carTimeChargeDesc?deviceId=20000001',
      )
      expect(socket('1号枪 空闲')).toBeEnabled()
      expect(socket('2号枪 充电中')).toBeDisabled()
      const prepay = screen.getByRole('radiogroup', { name: '预付金额' })
      expect(
        within(prepay)
          .getAllByRole('radio')
          .map((r) => r.textContent),
      ).toEqual(['¥30.00', '¥50.00', '¥100.00', '¥200.00'])
      expect(payButton()).toHaveTextContent('请选择充电枪')

      await userEvent.click(socket('1号枪 空闲'))
      await userEvent.click(within(prepay).getByRole('radio', { name: '¥100.00' }))
      // The default plate is carried to the payment (the plate card is a lazy chunk: waited for).
      const plate = await screen.findByRole('region', { name: '车牌' })
      expect(await within(plate).findByText('浙A·D12345')).toBeInTheDocument()
      await userEvent.click(payButton()!)
      await waitFor(() => expect(router.state.location.pathname).toBe('/pages/scan/secondScanPage'))
      expect(router.state.location.search).toBe(
        `?deviceId=20000001&portNo=1&amount=10000&plateNo=${encodeURIComponent('浙AD12345')}`,
      )
      expect(await screen.findByText('浙A·D12345')).toBeInTheDocument()
    })

    it('goes on without the plates when their list cannot load: no dialog, no toast', async () => {
      const fb = spyFeedback()
      const lists = countCalls('/vehicle/vehicle-list')
      setFault('network:/vehicle/vehicle-list')
      scanAt('20000001')
      expect(await screen.findByRole('radio', { name: '1号枪 空闲' })).toBeEnabled()
      await waitFor(() => expect(lists.count).toBeGreaterThan(0))
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(payButton()).toBeInTheDocument()
      expect(fb.alert).not.toHaveBeenCalled()
      expect(fb.toast).not.toHaveBeenCalled()
    })

    it('更换: another plate, none, or 添加车辆 coming back here', async () => {
      const { router } = scanAt('20000001')
      const plate = await screen.findByRole('region', { name: '车牌' })
      await userEvent.click(await within(plate).findByRole('button', { name: '更换' }))
      const options = within(plate).getByRole('radiogroup', { name: '选择车牌' })
      const home = within(options).getByRole('radio', { name: '浙A·D12345' })
      expect(home).toBeChecked()
      // Its name and 默认 are read with it (the plate alone names it).
      expect(home).toHaveAccessibleDescription(/默认/)
      expect(within(options).getByRole('link', { name: '+ 添加车辆' })).toHaveAttribute(
        'href',
        `/packageMine/myVehicles/add?redirect=${encodeURIComponent('/pages/scan/scan?deviceId=20000001')}`,
      )
      await userEvent.click(within(options).getByRole('radio', { name: '不使用车牌' }))
      expect(within(plate).getByText('不使用车牌')).toBeInTheDocument()
      // The list goes away under the choice: focus goes back to 更换, not to the body.
      expect(within(plate).getByRole('button', { name: '更换' })).toHaveFocus()
      await userEvent.click(socket('1号枪 空闲'))
      await userEvent.click(screen.getByRole('radio', { name: '¥30.00' }))
      await userEvent.click(payButton()!)
      await waitFor(() => expect(router.state.location.pathname).toBe('/pages/scan/secondScanPage'))
      expect(router.state.location.search).toBe('?deviceId=20000001&portNo=1&amount=3000')
    })
  })

  it.each([
    ['10000003', '离线', DEVICE_DOWN_TEXT.OFFLINE],
    ['10000004', '故障', DEVICE_DOWN_TEXT.FAULT],
  ])('pile %s (%s) says so and has no pay button', async (deviceId, state, text) => {
    scanAt(deviceId)
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect(screen.getByRole('region', { name: '电桩信息' })).toHaveTextContent(state)
    expect(payButton()).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '选择插座' })).not.toBeInTheDocument()
    // 请更换其他电桩: a way to another pile.
    expect(screen.getByRole('button', { name: '重新扫码' })).toBeEnabled()
    expect(screen.getByRole('button', { name: '返回首页' })).toBeEnabled()
  })

  it('10000002 with nothing free says so and cannot go on', async () => {
    scanAt('10000002')
    expect(await screen.findByRole('alert')).toHaveTextContent('该电桩暂无空闲插座')
    for (const radio of within(screen.getByRole('region', { name: '选择插座' })).getAllByRole(
      'radio',
    ))
      expect(radio).toBeDisabled()
    expect(payButton()).toBeDisabled()
  })

  it("an unknown pile shows '无法获取电桩信息' with the server message, retry and rescan", async () => {
    const fb = spyFeedback()
    scanAt('99999999')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('无法获取电桩信息')
    expect(alert).toHaveTextContent('设备不存在，请核对电桩编号')
    expect(fb.toast).toHaveBeenCalledWith('设备不存在，请核对电桩编号')
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument()
    expect(within(alert).getByRole('button', { name: '重新扫码' })).toBeInTheDocument()
    expect(payButton()).not.toBeInTheDocument()
  })

  it("a non-numeric deviceId shows '无效的电桩编号' without asking the server", async () => {
    const { router } = scanAt('abc')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('无效的电桩编号')
    await userEvent.click(within(alert).getByRole('button', { name: '返回首页' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('a network failure shows the error, and retry recovers', async () => {
    const fb = spyFeedback()
    setFault('network:/device')
    scanAt('10000001')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('无法获取电桩信息')
    expect(alert).toHaveTextContent(MSG.networkError)
    expect(fb.alert).toHaveBeenCalledWith(MSG.networkTitle, MSG.networkError)
    setFault(null)
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('region', { name: '选择插座' })).toBeInTheDocument()
    expect(screen.queryByText('无法获取电桩信息')).not.toBeInTheDocument()
  })
})
