/**
 * Nothing typed is lost (issue 24): a 500 re-login leaves the page for WeChat's OAuth and comes back
 * (here: the page unmounted and rendered again, sessionStorage kept). Each form finds what was typed;
 * a submitted or bought form drops its draft; card and ID numbers never reach localStorage. The
 * refund form: tests/pages/refund-draft.test.tsx.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { wechatPayNotify } from '@/mocks/charging/handlers'
import { resetSwitches, setClock } from '@/mocks/core/clock'
import { notifyPayment } from '@/mocks/payments/db'
import { setBridge } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { comeBack } from '../utils/come-back'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

const now = new Date(2026, 10, 23, 10, 0).getTime()

beforeEach(async () => {
  setClock(() => now)
  spyFeedback()
  await loginThroughMock({ isPhone: true })
})
afterEach(() => resetSwitches())

/** The cashier says ok, and the server hears of the payment as WeChat's notification would. */
function cashierPays() {
  const bridge = fakeBridge()
  bridge.pay.mockImplementation(async (params) => {
    if (!wechatPayNotify(params.package ?? '')) notifyPayment(params.package ?? '')
    return 'ok'
  })
  setBridge(bridge)
}

/** The app's localStorage: `mock:db` is the simulated operator's server, which keeps what it was sent. */
const inLocalStorage = () => {
  const { 'mock:db': _server, ...app } = { ...localStorage }
  return JSON.stringify(app)
}

describe('a form finds what was typed after a re-login', () => {
  it('发红包', async () => {
    const view = renderApp('/packageRedPacket/createRedPacket')
    await userEvent.type(await screen.findByLabelText('红包标题'), '周五车友福利')
    await userEvent.type(screen.getByLabelText('总金额'), '6.66')
    await userEvent.type(screen.getByLabelText('红包个数'), '3')
    await comeBack(view)
    expect(await screen.findByLabelText('红包标题')).toHaveValue('周五车友福利')
    expect(screen.getByLabelText('总金额')).toHaveValue('6.66')
    expect(screen.getByLabelText('红包个数')).toHaveValue('3')
  })

  it('合作加盟, and a submitted form drops its draft', async () => {
    const view = renderApp('/packageAddedValueCenter/joinUs')
    await userEvent.type(await screen.findByLabelText('姓名'), '王经理')
    await userEvent.type(screen.getByLabelText('手机号'), '13812345678')
    await userEvent.type(screen.getByLabelText('所在城市'), '杭州')
    await comeBack(view)
    expect(await screen.findByLabelText('姓名')).toHaveValue('王经理')
    expect(screen.getByLabelText('所在城市')).toHaveValue('杭州')
    await userEvent.click(screen.getByRole('radio', { name: /场地合作/ }))
    await userEvent.click(screen.getByRole('button', { name: /提交/ }))
    expect(await screen.findByText('提交成功，感谢您的关注')).toBeInTheDocument()
    expect(sessionStorage.getItem('draft:joinUs')).toBeNull()
  })

  it('安心充电: the insured person, the plan and the agreement; the ID number never in localStorage', async () => {
    const view = renderApp('/packageSafeService/safeCharge')
    await userEvent.type(await screen.findByLabelText('姓名'), '张建国')
    await userEvent.type(screen.getByLabelText('身份证号'), '330106198503127713')
    await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    await comeBack(view)
    expect(await screen.findByLabelText('姓名')).toHaveValue('张建国')
    expect(screen.getByLabelText('身份证号')).toHaveValue('330106198503127713')
    expect(screen.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked()
    expect(inLocalStorage()).not.toContain('330106198503127713')
  })

  it('添加银行卡: card and ID numbers for the visit only, dropped once saved', async () => {
    const view = renderApp('/packageMine/bankCard/addCard')
    await userEvent.type(await screen.findByLabelText('持卡人'), '李娜')
    await userEvent.type(screen.getByLabelText('身份证号'), '33010619850312108X')
    await userEvent.selectOptions(screen.getByLabelText('开户银行'), '中国建设银行')
    await userEvent.type(screen.getByLabelText('银行卡号'), '6228480000123510018')
    await userEvent.type(screen.getByLabelText('预留手机号'), '13900001111')
    const back = await comeBack(view)
    expect(await screen.findByLabelText('银行卡号')).toHaveValue('6228 4800 0012 3510 018')
    expect(screen.getByLabelText('身份证号')).toHaveValue('33010619850312108X')
    expect(inLocalStorage()).not.toContain('6228')
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
    await waitFor(() =>
      expect(back.router.state.location.pathname).toBe('/packageMine/bankCard/index'),
    )
    expect(sessionStorage.getItem('draft:bankCard')).toBeNull()
  })
})

describe('a paid form drops its draft', () => {
  it('发红包: the packet is out, the form is not kept', async () => {
    cashierPays()
    const view = renderApp('/packageRedPacket/createRedPacket')
    await userEvent.type(await screen.findByLabelText('红包标题'), '周五车友福利')
    await userEvent.type(screen.getByLabelText('总金额'), '6.66')
    await userEvent.type(screen.getByLabelText('红包个数'), '3')
    expect(sessionStorage.getItem('draft:redPacket')).toContain('周五车友福利')
    await comeBack(view)
    await userEvent.click(await screen.findByRole('button', { name: '塞钱进红包' }))
    expect(
      await screen.findByRole('heading', { name: '红包已发出' }, { timeout: 6000 }),
    ).toBeVisible()
    expect(sessionStorage.getItem('draft:redPacket')).toBeNull()
  }, 15000)

  it('安心充电: once the policy exists, the insured person (ID number among it) is not kept', async () => {
    cashierPays()
    renderApp('/packageSafeService/safeCharge')
    await userEvent.type(await screen.findByLabelText('姓名'), '张建国')
    await userEvent.type(screen.getByLabelText('身份证号'), '330106198503127713')
    await userEvent.type(screen.getByLabelText('手机号'), '13812345678')
    await userEvent.type(screen.getByLabelText('车牌号'), '浙AD12345')
    await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    expect(JSON.stringify({ ...sessionStorage })).toContain('330106198503127713')
    await userEvent.click(screen.getByRole('button', { name: '立即投保' }))
    expect(await screen.findByRole('region', { name: '我的保单' }, { timeout: 6000 })).toBeVisible()
    await waitFor(() =>
      expect(JSON.stringify({ ...sessionStorage })).not.toContain('330106198503127713'),
    )
    expect(inLocalStorage()).not.toContain('330106198503127713')
  }, 15000)
})
