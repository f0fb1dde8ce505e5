/**
 * Nothing typed is lost (issue 24): a 500 re-login leaves the page for WeChat's OAuth and comes back
 * (here: the page unmounted and rendered again, sessionStorage kept), and a trip to 添加银行卡 comes
 * back to the refund form. Each form finds what was typed; a submitted form drops its draft; card
 * and ID numbers never reach localStorage.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { resetSwitches, setClock } from '@/mocks/clock'
import { db } from '@/mocks/db'
import { REFUND_TEXT } from '@/pages/packageMine/refundApplyList/refund-form'
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

/** Leaves the page as a re-login does and comes back to the same address. */
async function comeBack(view: ReturnType<typeof renderApp>) {
  const { pathname, search } = view.router.state.location
  view.unmount()
  return renderApp(`${pathname}${search}`)
}

const inLocalStorage = () => JSON.stringify({ ...localStorage })

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

describe('the refund form', () => {
  it('keeps amount, bank and reason through 添加银行卡 and back', async () => {
    const view = renderApp('/packageMine/refundApplyList?apply=1&pick=CARD:CARD0001')
    const amount = await screen.findByLabelText('退款金额')
    await userEvent.clear(amount)
    await userEvent.type(amount, '12.5')
    await userEvent.selectOptions(screen.getByLabelText('收款银行卡'), '招商银行-6225********1234')
    await userEvent.type(screen.getByLabelText('退款原因'), '不再使用了')
    await userEvent.click(screen.getByRole('link', { name: '添加其他银行卡' }))
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/packageMine/bankCard/addCard'),
    )
    await userEvent.type(await screen.findByLabelText('持卡人'), '张建国')
    await userEvent.type(screen.getByLabelText('身份证号'), '33010619850312108X')
    await userEvent.selectOptions(screen.getByLabelText('开户银行'), '中国建设银行')
    await userEvent.type(screen.getByLabelText('银行卡号'), '6228480000123510018')
    await userEvent.type(screen.getByLabelText('预留手机号'), '13812345678')
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/packageMine/refundApplyList'),
    )
    expect(await screen.findByLabelText('退款金额')).toHaveValue('12.5')
    expect(screen.getByLabelText('退款原因')).toHaveValue('不再使用了')
    expect(screen.getByLabelText('收款银行卡')).toHaveDisplayValue('招商银行-6225********1234')
  })

  it('a link to an order with nothing refundable says so, and selects nothing else', async () => {
    const paid = db.orders.find((o) => o.refundStatus === 'NONE' && o.status === 'COMPLETED')!
    renderApp(`/packageMine/refundApplyList?apply=1&orderId=${paid.orderId}`)
    expect(
      await screen.findByText(REFUND_TEXT.notRefundable('该订单'), {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([])
  })
})
