import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setReloginHandler } from '@/api/client'
import { PAYMENT_CONFIRM_TEXT } from '@/components/payment'
import { LATE_NOTIFY_MS, resetSwitches, setClock, setPayOutcome } from '@/mocks/core/clock'
import { db } from '@/mocks/core/db'
import { route } from '@/mocks/core/http'
import { server } from '@/mocks/node'
import { notifyPayment } from '@/mocks/payments/db'
import { TOP_UP_TEXT } from '@/pages/packageChargingCard/virtualCardDetail/top-up-form'
import { appStore } from '@/store'
import { setBridge } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

const PAGE = '/packageChargingCard/virtualCardDetail?cardId=CARD0001'
let now = new Date(2026, 10, 23, 10, 0).getTime()

function setup() {
  const bridge = fakeBridge()
  bridge.pay.mockImplementation(async (params) => {
    notifyPayment(params.package ?? '')
    return 'ok'
  })
  setBridge(bridge)
  const fb = spyFeedback()
  const view = renderApp(PAGE)
  return { bridge, fb, ...view }
}

const payButton = () => screen.findByRole('button', { name: TOP_UP_TEXT.pay })
const customInput = () => screen.getByLabelText('其他金额')
const agree = () => userEvent.click(screen.getByRole('checkbox', { name: /充值协议/ }))

describe('充值卡详情 (virtualCardDetail)', () => {
  beforeEach(async () => {
    setClock(() => now)
    await loginThroughMock({ isPhone: true })
  })
  afterEach(() => {
    resetSwitches()
    setReloginHandler(() => {})
  })

  it('shows the balance and gift balance apart, the tiers with gifts and the agreement link', async () => {
    setup()
    const face = await screen.findByRole('region', { name: '充值卡余额' })
    expect(within(face).getByLabelText('余额¥83.50')).toBeInTheDocument()
    expect(within(face).getByLabelText('赠送余额¥10.00')).toBeInTheDocument()
    expect(await screen.findByRole('radio', { name: '充100.00元，送10.00元' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '《充值协议》' })).toHaveAttribute(
      'href',
      '/packageChargingCard/rechargeAgreement',
    )
    expect(screen.getByRole('link', { name: '全部交易记录' })).toHaveAttribute(
      'href',
      '/packageChargingCard/rechargeRecord?cardId=CARD0001',
    )
  })

  it('refuses a bad custom amount in Chinese and keeps what was typed; asks for the agreement', async () => {
    const { bridge } = setup()
    await payButton()
    await userEvent.click(await payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(TOP_UP_TEXT.chooseAmount)
    await userEvent.type(customInput(), '12.345')
    await userEvent.click(await payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('充值金额最多保留两位小数')
    expect(customInput()).toHaveValue('12.345')
    await userEvent.clear(customInput())
    await userEvent.type(customInput(), '6000')
    await userEvent.click(await payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('充值金额不能超过5000元')
    await userEvent.clear(customInput())
    await userEvent.type(customInput(), '0.5')
    await userEvent.click(await payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('充值金额不能少于1元')
    await userEvent.clear(customInput())
    await userEvent.type(customInput(), '88')
    await userEvent.click(await payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(TOP_UP_TEXT.agree)
    expect(bridge.pay).not.toHaveBeenCalled()
  })

  it('declining the confirmation creates nothing', async () => {
    const { fb, bridge } = setup()
    fb.confirm.mockResolvedValue(false)
    await userEvent.click(await screen.findByRole('radio', { name: '充100.00元，送10.00元' }))
    await agree()
    await userEvent.click(await payButton())
    expect(fb.confirm).toHaveBeenCalledWith(
      TOP_UP_TEXT.confirmTitle,
      '向充值卡尾号5678充值¥100.00，赠送¥10.00，将通过微信支付。',
      TOP_UP_TEXT.confirmButton,
    )
    expect(bridge.pay).not.toHaveBeenCalled()
    expect(db.payments).toHaveLength(0)
  })

  it('pays a tier once: confirmed by the server, the new balance and the records shown', async () => {
    const { bridge } = setup()
    await userEvent.click(await screen.findByRole('radio', { name: '充100.00元，送10.00元' }))
    await agree()
    const button = await payButton()
    await userEvent.dblClick(button)
    expect(await screen.findByRole('status', { name: '充值结果' })).toHaveTextContent('充值成功')
    expect(bridge.pay).toHaveBeenCalledTimes(1)
    expect(db.payments).toHaveLength(1)
    const face = screen.getByRole('region', { name: '充值卡余额' })
    await waitFor(() => expect(within(face).getByLabelText('余额¥183.50')).toBeInTheDocument())
    expect(within(face).getByLabelText('赠送余额¥20.00')).toBeInTheDocument()
    const latest = await screen.findByRole('list', { name: '最近交易' })
    await waitFor(() => expect(latest).toHaveTextContent('+¥100.00'))
    expect(latest).toHaveTextContent('+¥10.00')
    expect(appStore.get().keptPayments).toEqual([])
  })

  it('a confirmation that fails once (no notification yet: 订单未支付！, then 重新查询) loses nothing', async () => {
    setPayOutcome('unpaid')
    const { fb, router } = setup()
    await userEvent.type(await screen.findByLabelText('其他金额'), '50.5')
    await agree()
    await userEvent.click(await payButton())
    expect(
      await screen.findByText(PAYMENT_CONFIRM_TEXT.unconfirmed, {}, { timeout: 12000 }),
    ).toBeInTheDocument()
    expect(fb.toast).toHaveBeenCalledWith('订单未支付！')
    const orderId = new URLSearchParams(router.state.location.search).get('payOrderId')
    expect(orderId).toMatch(/^PY\d+$/)
    expect(screen.queryByRole('button', { name: TOP_UP_TEXT.pay })).toBeNull()
    // WeChat's notification lands after all.
    const payment = db.payments[0]!
    payment.notifyAtMs = now
    await userEvent.click(screen.getByRole('button', { name: PAYMENT_CONFIRM_TEXT.retry }))
    expect(
      await screen.findByRole('status', { name: '充值结果' }, { timeout: 8000 }),
    ).toBeInTheDocument()
    const face = screen.getByRole('region', { name: '充值卡余额' })
    await waitFor(() => expect(within(face).getByLabelText('余额¥134.00')).toBeInTheDocument())
    expect(db.payments).toHaveLength(1)
  }, 30000)

  it('a late notification is waited for (支付确认中…)', async () => {
    setPayOutcome('late')
    setup()
    await userEvent.click(await screen.findByRole('radio', { name: '充50.00元，送2.00元' }))
    await agree()
    await userEvent.click(await payButton())
    expect(await screen.findByText(/正在向服务器确认支付结果/)).toBeInTheDocument()
    now += LATE_NOTIFY_MS
    expect(
      await screen.findByRole('status', { name: '充值结果' }, { timeout: 8000 }),
    ).toBeInTheDocument()
  }, 20000)

  it('says so when the card cannot be loaded, with 重试; and without a card id', async () => {
    server.use(
      http.post(route('/card/card-detail'), () =>
        HttpResponse.json({ code: '400001', msg: '卡片不存在，请核对卡号', data: null }),
      ),
    )
    spyFeedback()
    renderApp(PAGE)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('无法获取卡片信息')
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument()
  })

  it('without a valid card id says so', async () => {
    renderApp('/packageChargingCard/virtualCardDetail?cardId=%3Cx%3E')
    expect(await screen.findByText('未指定充电卡')).toBeInTheDocument()
  })
})
