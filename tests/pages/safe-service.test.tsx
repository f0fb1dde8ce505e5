import { screen, waitFor, within, configure } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { INSURANCE_API } from '@/api/endpoints/insurance'
import { resetSwitches, setClock } from '@/mocks/core/clock'
import { db } from '@/mocks/core/db'
import { wechatPayNotify } from '@/mocks/charging/handlers'
import { notifyPayment } from '@/mocks/payments/db'
import { INSURED_TEXT } from '@/pages/packageSafeService/shared/validate'
import { setFault } from '@/mocks/core/faults'
import { setBridge, type PayResult } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { countCalls } from '../utils/calls'
import { expectSaidByFocus } from '../utils/failed-submit'

// The app's pages load on a shared, busy machine: give the first paint some room.
configure({ asyncUtilTimeout: 5000 })

const T0 = new Date(2026, 10, 22, 9, 58).getTime()
const CHARGE = '/packageSafeService/safeCharge'

/** The cashier answers `pay`; its "ok" reaches the server as WeChat's notification would. */
function setup(pay: PayResult = 'ok') {
  const bridge = fakeBridge()
  bridge.pay.mockImplementation(async (params) => {
    if (pay === 'ok' && !wechatPayNotify(params.package ?? '')) notifyPayment(params.package ?? '')
    return pay
  })
  setBridge(bridge)
  return { bridge, fb: spyFeedback(), creates: countCalls(INSURANCE_API.create) }
}

async function fillInsured(values: { name: string; id: string; mobile: string; plate?: string }) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('姓名'), values.name)
  await user.type(screen.getByLabelText('身份证号'), values.id)
  await user.type(screen.getByLabelText('手机号'), values.mobile)
  if (values.plate) await user.type(screen.getByLabelText(/车牌号|电动车号牌/), values.plate)
}

const buyButton = () => screen.getByRole('button', { name: '立即投保' })
const buttonNow = () => screen.queryByRole('button', { name: '立即投保' })
const GOOD = { name: '张建国', id: '330106198503127713', mobile: '13812345678', plate: '浙AD12345' }

describe('safe charging and riding insurance', () => {
  beforeEach(async () => {
    setClock(() => T0)
    await loginThroughMock({ isPhone: true })
  })
  afterEach(() => {
    resetSwitches()
  })

  it('shows the product: plans with prices, the coverage table, the term and the terms', async () => {
    setup()
    renderApp(CHARGE)
    expect(await screen.findByRole('heading', { name: '安心充电保障' })).toBeInTheDocument()
    const plans = screen.getByRole('radiogroup', { name: '保障方案' })
    expect(within(plans).getByRole('radio', { name: /基础版.*29\.90/ })).toBeChecked()
    await userEvent.click(within(plans).getByRole('radio', { name: /尊享版.*59\.00/ }))
    const table = screen.getByRole('table', { name: '尊享版保障内容' })
    expect(within(table).getByRole('row', { name: /充电第三者责任.*10万元/ })).toBeInTheDocument()
    expect(screen.getByText(/保障期限：1年/)).toBeInTheDocument()
    expect(screen.getByText('《责任免除》')).toBeInTheDocument()
    expect(screen.getByText('¥59.00')).toBeInTheDocument()
  })

  it('validates the insured person (ID check digit, new-energy plate, terms) and keeps the input', async () => {
    const { creates, fb } = setup()
    renderApp(CHARGE)
    await screen.findByRole('heading', { name: '安心充电保障' })
    // A wrong check digit, and a petrol car's 7-character plate.
    await fillInsured({ ...GOOD, id: '330106198503127716', plate: '浙A12345' })
    await userEvent.click(buyButton())
    expect(screen.getByText(INSURED_TEXT.idCardNo)).toBeInTheDocument()
    expect(screen.getByText(INSURED_TEXT.plateNewEnergy)).toBeInTheDocument()
    expect(screen.getByText(INSURED_TEXT.agreed)).toBeInTheDocument()
    expect(screen.getByLabelText('身份证号')).toHaveValue('330106198503127716')
    expect(fb.confirm).not.toHaveBeenCalled()
    expect(creates.count).toBe(0)
  })

  it('an empty 立即投保: no alert a field; the focus on 姓名 reads its error', async () => {
    setup()
    renderApp(CHARGE)
    await screen.findByRole('heading', { name: '安心充电保障' })
    await userEvent.click(buyButton())
    for (const text of [INSURED_TEXT.idCardNo, INSURED_TEXT.mobile, INSURED_TEXT.agreed]) {
      expect(screen.getByText(text)).toBeInTheDocument()
    }
    expectSaidByFocus(screen.getByLabelText('姓名'), INSURED_TEXT.name)
  })

  it('pay -> the server confirms -> the policy replaces the buy form; no second purchase', async () => {
    const { bridge, creates, fb } = setup()
    const { router } = renderApp(CHARGE)
    await screen.findByRole('heading', { name: '安心充电保障' })
    await fillInsured(GOOD)
    await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    await userEvent.click(buyButton())
    await waitFor(() => expect(fb.confirm).toHaveBeenCalled())
    expect(fb.confirm.mock.calls[0]?.[1]).toContain('保费¥29.90')
    await waitFor(() => expect(bridge.pay).toHaveBeenCalledTimes(1))
    const policy = await screen.findByRole('region', { name: '我的保单' }, { timeout: 6000 })
    expect(within(policy).getByText('待生效')).toBeInTheDocument()
    expect(within(policy).getByText(/^RHAC20261122\d{6}$/)).toBeInTheDocument()
    expect(screen.getByText('张*国')).toBeInTheDocument()
    expect(screen.getByText('2026-11-23 00:00:00 至 2027-11-22 23:59:59')).toBeInTheDocument()
    expect(fb.toast).toHaveBeenCalledWith('投保成功，保单已生成')
    expect(screen.queryByRole('button', { name: '立即投保' })).not.toBeInTheDocument()
    expect(creates.count).toBe(1)
    expect(router.state.location.search).not.toContain('payOrderId')
    expect(db.policies.filter((p) => p.status === 'PAID')).toHaveLength(1)
  }, 15000)

  it('after 投保成功 the buy form does not come back while the policy is read again', async () => {
    const { fb } = setup()
    renderApp(CHARGE)
    await screen.findByRole('heading', { name: '安心充电保障' })
    await fillInsured(GOOD)
    await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    // The policy is slow to come back after the payment.
    setFault('slow:/insurance/my-policy')
    const seen: boolean[] = []
    const observer = new MutationObserver(() =>
      seen.push(fb.toast.mock.calls.some((c) => c[0] === '投保成功，保单已生成') && !!buttonNow()),
    )
    observer.observe(document.body, { subtree: true, childList: true })
    try {
      await userEvent.click(buyButton())
      await waitFor(() => expect(fb.toast).toHaveBeenCalledWith('投保成功，保单已生成'))
      await screen.findByRole('region', { name: '我的保单' }, { timeout: 8000 })
    } finally {
      observer.disconnect()
    }
    // Never 投保成功 and 立即投保 on screen together.
    expect(seen.filter(Boolean)).toEqual([])
  }, 15000)

  it('a cancelled cashier cancels the order and keeps the form', async () => {
    const { fb } = setup('cancel')
    renderApp('/packageSafeService/safeRide')
    await screen.findByRole('heading', { name: '安心骑行保障' })
    // The e-bike plate is optional.
    await fillInsured({ ...GOOD, plate: undefined })
    await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    await userEvent.click(buyButton())
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith('已取消支付，可重新选择支付方式'))
    expect(db.payments.at(-1)?.status).toBe('CANCELLED')
    expect(buyButton()).toBeEnabled()
    expect(screen.getByLabelText('姓名')).toHaveValue('张建国')
  })
})
