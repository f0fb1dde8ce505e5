/**
 * The refund form keeps what was typed for the visit (issue 24): through a 500 re-login (the page
 * unmounted and rendered again, sessionStorage kept) and through 添加银行卡 and back; a submitted
 * form drops it. A link naming a source with nothing refundable says so and selects nothing else.
 */
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { resetSwitches, setClock } from '@/mocks/core/clock'
import { db } from '@/mocks/core/db'
import { REFUND_TEXT } from '@/pages/packageMine/refundApplyList/refund-form'
import { comeBack } from '../utils/come-back'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

const LIST = '/packageMine/refundApplyList'
const CARD_FORM = `${LIST}?apply=1&pick=CARD:CARD0001`
const now = new Date(2026, 10, 23, 10, 0).getTime()

beforeEach(async () => {
  setClock(() => now)
  spyFeedback()
  await loginThroughMock({ isPhone: true })
})
afterEach(() => resetSwitches())

/** The seeded second card as the list shows it (number masked). */
const ICBC = '中国工商银行-6212***********5678'
const field = (label: string) => screen.getByLabelText(label)
const checkedSources = () =>
  screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)

async function fill(amount: string, bank: string, reason: string) {
  const input = await screen.findByLabelText('退款金额')
  await userEvent.clear(input)
  await userEvent.type(input, amount)
  await userEvent.selectOptions(field('收款银行卡'), bank)
  await userEvent.type(field('退款原因'), reason)
}

async function addBankCard() {
  await userEvent.type(await screen.findByLabelText('持卡人'), '张建国')
  await userEvent.type(field('身份证号'), '33010619850312108X')
  await userEvent.selectOptions(field('开户银行'), '中国建设银行')
  await userEvent.type(field('银行卡号'), '6228480000123510018')
  await userEvent.type(field('预留手机号'), '13812345678')
  await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
}

describe('the refund form', () => {
  it('comes back from 添加银行卡 with amount and reason, and the card just added chosen', async () => {
    const view = renderApp(CARD_FORM)
    await fill('12.5', '招商银行-6225********1234', '不再使用了')
    await userEvent.click(screen.getByRole('link', { name: '添加其他银行卡' }))
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/packageMine/bankCard/addCard'),
    )
    await addBankCard()
    await waitFor(() => expect(view.router.state.location.pathname).toBe(LIST))
    expect(await screen.findByLabelText('退款金额')).toHaveValue('12.5')
    expect(field('退款原因')).toHaveValue('不再使用了')
    await waitFor(() =>
      expect(field('收款银行卡')).toHaveDisplayValue('中国建设银行-6228***********0018'),
    )
    expect(checkedSources()).toHaveLength(1)
  })

  it('back from 添加银行卡 without adding one keeps the card chosen before', async () => {
    const view = renderApp(CARD_FORM)
    await fill('12.5', '招商银行-6225********1234', '不再使用了')
    await userEvent.click(screen.getByRole('link', { name: '添加其他银行卡' }))
    expect(await screen.findByLabelText('持卡人')).toBeInTheDocument()
    await act(() => view.router.navigate(-1))
    expect(await screen.findByLabelText('退款金额')).toHaveValue('12.5')
    expect(field('收款银行卡')).toHaveDisplayValue('招商银行-6225********1234')
  })

  it('comes back after a re-login as typed; submitted, the draft is gone', async () => {
    const view = renderApp(CARD_FORM)
    await fill('12.5', ICBC, '不再使用了')
    const back = await comeBack(view)
    expect(await screen.findByLabelText('退款金额')).toHaveValue('12.5')
    expect(field('收款银行卡')).toHaveDisplayValue(ICBC)
    expect(field('退款原因')).toHaveValue('不再使用了')
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    await waitFor(() => expect(back.router.state.location.search).toBe(''))
    expect(db.refunds.at(-1)).toMatchObject({ amount: 1250, bankConfigId: 'BC1002' })
    expect(sessionStorage.getItem('draft:refund')).toBeNull()
  })

  it('a typed amount is not carried to the source another link names', async () => {
    const first = renderApp(CARD_FORM)
    await fill('12.5', '招商银行-6225********1234', '不再使用了')
    first.unmount()
    const failed = db.orders.find((o) => o.refundStatus === 'FAILED')!
    renderApp(`${LIST}?orderId=${failed.orderId}`)
    // The page loads on a shared, busy machine (a full suite): give the first paint some room.
    const radio = await screen.findByRole(
      'radio',
      { name: new RegExp(failed.orderNo) },
      { timeout: 5000 },
    )
    expect(radio).toBeChecked()
    expect(field('退款金额')).not.toHaveValue('12.5')
    expect(field('退款原因')).toHaveValue('不再使用了')
  })

  it('a link to an order with nothing refundable says so, and selects nothing else', async () => {
    // One refundable source left: the form used to choose it in the linked order's place.
    for (const card of db.cards) if (card.cardId !== 'CARD0001') card.balance = 0
    for (const order of db.orders) order.refunded = 0
    const paid = db.orders.find((o) => o.refundStatus === 'NONE' && o.status === 'COMPLETED')!
    renderApp(`${LIST}?orderId=${paid.orderId}`)
    expect(
      await screen.findByText(REFUND_TEXT.notRefundable('该订单'), {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('radio')).toHaveLength(1)
    expect(checkedSources()).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    expect(screen.getByText(REFUND_TEXT.pickSource)).toBeInTheDocument()
  })
})
