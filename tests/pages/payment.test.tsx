import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chargingKeys } from '@/api/charging'
import { API } from '@/api/endpoints/spec'
import { resetSwitches, setClock } from '@/mocks/core/clock'
import { setFault } from '@/mocks/core/faults'
import { setPagePreloader } from '@/lib/page-preload'
import { wechatPayNotify } from '@/mocks/charging/handlers'
import { AGREEMENT_TEXT } from '@/pages/main/secondScanPage'
import { PAY_TEXT } from '@/pages/main/secondScanPage/use-pay'
import { setBridge, type PayResult } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { bodiesOf, countCalls } from '../utils/calls'

const T0 = new Date(2026, 10, 22, 9, 58).getTime()
const BIKE_A5 = '/pages/scan/secondScanPage?deviceId=10000001&portNo=1&planId=A5&amount=500'
const CAR_200 = '/pages/scan/secondScanPage?deviceId=20000001&portNo=1&amount=20000'

/** The cashier answers `pay`; its "ok" reaches the server as WeChat's notification would. */
function setup(pay: PayResult | Promise<PayResult> = 'ok') {
  const bridge = fakeBridge()
  bridge.pay.mockImplementation(async (params) => {
    const result = await pay
    if (result === 'ok') wechatPayNotify(params.package ?? '')
    return result
  })
  setBridge(bridge)
  return { bridge, fb: spyFeedback(), creates: countCalls(API.createOrder) }
}

const payButton = () => screen.getByRole('button', { name: /微信支付|充电卡支付/ })
const due = () => screen.getByText('应付').closest('p')
const card = (name: RegExp) => screen.getByRole('radio', { name })

async function agreeAndPay() {
  await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意《充电服务协议》/ }))
  await userEvent.click(payButton())
}

describe('payment (secondScanPage)', () => {
  beforeEach(async () => {
    setClock(() => T0)
    await loginThroughMock({ isPhone: true })
  })
  afterEach(() => {
    resetSwitches()
  })

  it('without a bound phone goes to bind it, with a redirect back', async () => {
    await loginThroughMock()
    const { router } = renderApp(BIKE_A5)
    await waitFor(() => expect(router.state.location.pathname).toBe('/packageMine/h5BindPhone'))
    const redirect = new URLSearchParams(router.state.location.search).get('redirect')
    expect(redirect).toBe(BIKE_A5)
  })

  it('shows skeletons, then the summary, the best coupon and the amount due', async () => {
    setup()
    renderApp(BIKE_A5)
    expect(screen.getByLabelText('加载中')).toBeInTheDocument()
    const summary = await screen.findByRole('region', { name: '订单信息' })
    expect(summary).toHaveTextContent('西湖文化广场充电站')
    expect(summary).toHaveTextContent('A区01号电单车充电桩（10000001）')
    expect(summary).toHaveTextContent('1号插座')
    expect(summary).toHaveTextContent('充电方案5元')
    expect(summary).toHaveTextContent('预付金额¥5.00')
    const coupons = screen.getByRole('region', { name: '优惠券' })
    expect(coupons).toHaveTextContent('充电抵用券 -¥2.00')
    expect(due()).toHaveTextContent('应付 ¥3.00已优惠 ¥2.00')
  })

  it('the coupon can be changed and removed; the amount due and card availability follow', async () => {
    setup()
    renderApp(BIKE_A5)
    const head = await screen.findByRole('button', { name: /优惠券/ })
    expect(card(/实体卡 尾号4321/)).toBeEnabled()
    expect(card(/实体卡 尾号4321/)).toHaveTextContent('余额 ¥3.00')
    expect(card(/充值卡 尾号5678/)).toHaveTextContent('余额 ¥83.50（赠送 ¥10.00）')

    await userEvent.click(head)
    const list = screen.getByRole('radiogroup', { name: '选择优惠券' })
    // Only usable ones: 满20减5 needs ¥20, the expired and used ones are not offered.
    expect(
      within(list)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringMatching(/^满5减1满5.00元可用 · 有效期至 2027-03-31-¥1.00$/),
      expect.stringMatching(/^充电抵用券抵扣充电费用 · 有效期至 2027-12-31-¥2.00$/),
      '不使用优惠券',
    ])
    expect(within(list).getByRole('radio', { name: /充电抵用券/ })).toBeChecked()
    await userEvent.click(within(list).getByRole('radio', { name: /满5减1/ }))
    expect(head).toHaveTextContent('满5减1 -¥1.00')
    expect(due()).toHaveTextContent('应付 ¥4.00已优惠 ¥1.00')
    expect(card(/实体卡 尾号4321/)).toBeDisabled()
    expect(card(/实体卡 尾号4321/)).toHaveTextContent('余额不足')

    await userEvent.click(head)
    await userEvent.click(screen.getByRole('radio', { name: '不使用优惠券' }))
    expect(head).toHaveTextContent('2张可用')
    expect(due()).toHaveTextContent('应付 ¥5.00')
    expect(due()).not.toHaveTextContent('已优惠')
  })

  it('lists only cards valid at the station and disables one with too little balance', async () => {
    setup()
    renderApp(CAR_200)
    const methods = await screen.findByRole('region', { name: '支付方式' })
    expect(due()).toHaveTextContent('应付 ¥195.00已优惠 ¥5.00')
    const radios = within(methods).getAllByRole('radio')
    expect(radios).toHaveLength(2)
    expect(radios[0]).toHaveTextContent('微信支付')
    expect(radios[0]).toBeChecked()
    expect(card(/充值卡 尾号5678/)).toBeDisabled()
    expect(card(/充值卡 尾号5678/)).toHaveTextContent('余额不足')
    expect(within(methods).queryByText(/尾号4321/)).not.toBeInTheDocument()
  })

  it('asks to accept the agreement first and creates no order', async () => {
    const { fb, creates, bridge } = setup()
    renderApp(BIKE_A5)
    await userEvent.click(await screen.findByRole('button', { name: '微信支付' }))
    expect(fb.toast).toHaveBeenCalledWith(AGREEMENT_TEXT)
    expect(creates.count).toBe(0)
    expect(bridge.pay).not.toHaveBeenCalled()
  })

  it('WeChat pay ok replaces payment with chargingDetail, so Back skips it', async () => {
    const { bridge, creates } = setup('ok')
    const { router } = renderApp('/pages/scan/scan?deviceId=10000001')
    await userEvent.click(await screen.findByRole('radio', { name: '1号插座 空闲' }))
    await userEvent.click(screen.getByRole('tab', { name: '按金额' }))
    await userEvent.click(screen.getByRole('radio', { name: /^5元/ }))
    await userEvent.click(screen.getByRole('button', { name: '去支付' }))
    await screen.findByRole('region', { name: '订单信息' })
    await agreeAndPay()
    await waitFor(() => expect(router.state.location.pathname).toBe('/packageOrder/chargingDetail'))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(router.state.location.search).toMatch(/^\?orderId=OD\d+$/)
    expect(bridge.pay).toHaveBeenCalledTimes(1)
    expect(bridge.pay.mock.calls[0]![0]).toMatchObject({ signType: 'RSA' })
    expect(creates.count).toBe(1)
    await act(() => router.navigate(-1))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/scan/scan'))
  })

  it("paying loads the live charge's code before the order is created, and drops what paid", async () => {
    const { creates } = setup('ok')
    const preloaded: string[] = []
    const restore = setPagePreloader((location) =>
      preloaded.push(`${location} after ${creates.count} creates`),
    )
    try {
      const { router, queryClient } = renderApp(BIKE_A5)
      await screen.findByRole('region', { name: '订单信息' })
      expect(preloaded).toEqual([])
      await agreeAndPay()
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/packageOrder/chargingDetail'),
      )
      expect(preloaded).toEqual(['/packageOrder/chargingDetail after 0 creates'])
      expect(creates.count).toBe(1)
      // What paid for it (a coupon, a card's balance) is asked again next time, not taken as read.
      const options = queryClient.getQueryState(chargingKeys.payOptions('10000001', 500))
      expect(options?.isInvalidated).toBe(true)
    } finally {
      restore()
    }
  })

  it.each([
    ['cancel', PAY_TEXT.cancelled],
    ['fail', PAY_TEXT.failed],
  ] as const)('WeChat pay %s shows a message and stays', async (result, text) => {
    const { fb } = setup(result)
    const cancels = countCalls(API.cancelOrder)
    const { router } = renderApp(BIKE_A5)
    await screen.findByRole('region', { name: '订单信息' })
    await agreeAndPay()
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith(text))
    expect(cancels.count).toBe(1)
    expect(router.state.location.pathname).toBe('/pages/scan/secondScanPage')
    expect(payButton()).toBeEnabled()
  })

  it('card pay asks for confirmation: no creates nothing, yes pays without WeChat', async () => {
    const { fb, creates, bridge } = setup()
    const { router } = renderApp(BIKE_A5)
    await userEvent.click(await screen.findByRole('radio', { name: /充值卡 尾号5678/ }))
    expect(payButton()).toHaveTextContent('充电卡支付')
    fb.confirm.mockResolvedValueOnce(false)
    await agreeAndPay()
    expect(fb.confirm).toHaveBeenCalledWith(
      '确认支付',
      '将从充电卡扣除 ¥3.00，确认开始充电？',
      '确认支付',
    )
    expect(creates.count).toBe(0)

    fb.confirm.mockResolvedValueOnce(true)
    await userEvent.click(payButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/packageOrder/chargingDetail'))
    expect(creates.count).toBe(1)
    expect(bridge.pay).not.toHaveBeenCalled()
  })

  it('the pay button cannot submit twice', async () => {
    let finish: (r: PayResult) => void = () => {}
    const { creates, bridge } = setup(new Promise<PayResult>((resolve) => (finish = resolve)))
    renderApp(BIKE_A5)
    await screen.findByRole('region', { name: '订单信息' })
    await userEvent.click(screen.getByRole('checkbox'))
    // While it works the button shows dots only (no name): keep hold of the element.
    const button = payButton()
    await userEvent.dblClick(button)
    await userEvent.click(button)
    await waitFor(() => expect(bridge.pay).toHaveBeenCalled())
    expect(button).toBeDisabled()
    finish('cancel')
    await waitFor(() => expect(button).toBeEnabled())
    expect(button).toHaveTextContent('微信支付')
    expect(creates.count).toBe(1)
    expect(bridge.pay).toHaveBeenCalledTimes(1)
  })

  it('two taps in the same tick still create one order', async () => {
    let finish: (r: PayResult) => void = () => {}
    const { creates } = setup(new Promise<PayResult>((resolve) => (finish = resolve)))
    renderApp(BIKE_A5)
    await screen.findByRole('region', { name: '订单信息' })
    await userEvent.click(screen.getByRole('checkbox'))
    const button = payButton()
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(creates.count).toBe(1))
    finish('cancel')
    await waitFor(() => expect(button).toBeEnabled())
    expect(creates.count).toBe(1)
  })

  it('a failed load shows the message with a retry that recovers', async () => {
    setup()
    setFault('code:/order/pay-options')
    renderApp(BIKE_A5)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('加载失败')
    expect(alert).toHaveTextContent('模拟的业务错误')
    setFault(null)
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('region', { name: '订单信息' })).toBeInTheDocument()
  })

  it('a create whose answer was lost is retried with the same requestId', async () => {
    setup()
    spyFeedback()
    const creates = bodiesOf<{ requestId?: string }>(API.createOrder)
    setFault(`network:${API.createOrder}@1`)
    renderApp(BIKE_A5)
    await screen.findByRole('region', { name: '订单信息' })
    await agreeAndPay()
    await waitFor(() => expect(creates).toHaveLength(1))
    await waitFor(() => expect(payButton()).toBeEnabled())
    await userEvent.click(payButton())
    await waitFor(() => expect(creates).toHaveLength(2))
    expect(creates[0]?.requestId).toMatch(/^[0-9a-f]{32}$/)
    expect(creates[1]?.requestId).toBe(creates[0]?.requestId)
  })
})
