import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { REFUND_APPLY_STATUS_TEXT } from '@/lib/card-labels'
import { resetSwitches, setClock } from '@/mocks/core/clock'
import { db } from '@/mocks/core/db'
import { route } from '@/mocks/core/http'
import { server } from '@/mocks/node'
import { APPROVE_AFTER_MS, PAY_AFTER_MS } from '@/mocks/wallet/refunds'
import { REJECT_MARK } from '@/mocks/wallet/refunds-seed'
import { REFUND_TEXT } from '@/pages/packageMine/refundApplyList/refund-form'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { expectSaidByFocus } from '../utils/failed-submit'

const LIST = '/packageMine/refundApplyList'
let now = new Date(2026, 10, 23, 10, 0).getTime()

beforeEach(async () => {
  setClock(() => now)
  await loginThroughMock()
})
afterEach(() => resetSwitches())

async function fillAndSubmit(reason: string, amount?: string) {
  if (amount !== undefined) {
    await userEvent.clear(screen.getByLabelText('退款金额'))
    await userEvent.type(screen.getByLabelText('退款金额'), amount)
  }
  await userEvent.selectOptions(screen.getByLabelText('收款银行卡'), '招商银行-6225********1234')
  await userEvent.type(screen.getByLabelText('退款原因'), reason)
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
}

/** Applies for ¥5.00 from CARD0001 through the form, then leaves the page. */
async function applyFromTheCard() {
  spyFeedback()
  const { unmount } = renderApp(`${LIST}?apply=1&cardId=CARD0001`)
  await screen.findByLabelText('退款金额')
  await fillAndSubmit('不再使用了', '5')
  await screen.findByRole('article', { name: '退款 ¥5.00 已申请' })
  unmount()
}

describe('退款申请', () => {
  it('lists the seeded applications with their states and the rejection reason', async () => {
    renderApp(LIST)
    const rejected = await screen.findByRole('article', { name: /已驳回/ })
    expect(rejected).toHaveTextContent('驳回原因：')
    expect(rejected).toHaveTextContent('¥15.00')
    const paid = screen.getByRole('article', { name: /已打款/ })
    expect(paid).toHaveTextContent('收款银行卡：招商银行-6225********1234')
    expect(paid).not.toHaveTextContent('驳回原因')
  })

  it('shows 已申请, then 已审核 and 已打款 as the operator moves it, once submitted once', async () => {
    const fb = spyFeedback()
    const { router } = renderApp(LIST)
    await userEvent.click(await screen.findByRole('button', { name: '申请退款' }))
    const card = await screen.findByRole('radio', { name: /充值卡 8860 0000 1234 5678/ })
    await userEvent.click(card)
    expect(screen.getByLabelText('退款金额')).toHaveValue('83.50')
    await fillAndSubmit('不再使用了', '10')
    expect(fb.confirm).toHaveBeenCalledWith(
      REFUND_TEXT.confirmTitle,
      expect.stringContaining('¥10.00退至招商银行-6225********1234'),
      '确认提交',
    )
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(fb.toast).toHaveBeenCalledWith(REFUND_TEXT.submitted)
    expect(db.refunds.filter((r) => r.status === 'PENDING')).toHaveLength(1)
    const item = await screen.findByRole('article', {
      name: `退款 ¥10.00 ${REFUND_APPLY_STATUS_TEXT.PENDING}`,
    })
    expect(item).toHaveTextContent('等待审核')
    now += APPROVE_AFTER_MS
    expect(
      await screen.findByRole('article', { name: '退款 ¥10.00 已审核' }, { timeout: 6000 }),
    ).toBeInTheDocument()
    now += PAY_AFTER_MS
    expect(
      await screen.findByRole('article', { name: '退款 ¥10.00 已打款' }, { timeout: 6000 }),
    ).toBeInTheDocument()
  }, 20000)

  it('a submitted application says 已提交, never that the source already has one under way', async () => {
    spyFeedback()
    const alerts: string[] = []
    const watch = new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="alert"]'))
        alerts.push(el.textContent ?? '')
    })
    watch.observe(document.body, { subtree: true, childList: true, characterData: true })
    try {
      const { router } = renderApp(LIST)
      await userEvent.click(await screen.findByRole('button', { name: '申请退款' }))
      await userEvent.click(
        await screen.findByRole('radio', { name: /充值卡 8860 0000 1234 5678/ }),
      )
      await fillAndSubmit('不再使用了', '10')
      await waitFor(() => expect(router.state.location.search).toBe(''))
      await screen.findByRole('article', {
        name: `退款 ¥10.00 ${REFUND_APPLY_STATUS_TEXT.PENDING}`,
      })
    } finally {
      watch.disconnect()
    }
    expect(alerts.filter((text) => text.includes('已有退款申请正在处理'))).toEqual([])
  })

  it('a rejected application shows 已驳回 with its reason; the money is back on the card', async () => {
    spyFeedback()
    renderApp(`${LIST}?apply=1&cardId=CARD0001`)
    await screen.findByLabelText('退款金额')
    await fillAndSubmit(`测试一下（${REJECT_MARK}）`, '5')
    await screen.findByRole('article', { name: '退款 ¥5.00 已申请' })
    now += APPROVE_AFTER_MS
    const item = await screen.findByRole(
      'article',
      { name: '退款 ¥5.00 已驳回' },
      { timeout: 6000 },
    )
    expect(item).toHaveTextContent('驳回原因：经核实')
    expect(db.cards[0]?.balance).toBe(8350)
  }, 15000)

  it('a source with an application under way is shown, not picked, until it is paid', async () => {
    await applyFromTheCard()
    // Named by a link: said under the sources, nothing picked in its place.
    const second = renderApp(`${LIST}?apply=1&cardId=CARD0001`)
    const card = await screen.findByRole('radio', { name: /充值卡 8860 0000 1234 5678/ })
    expect(card).toBeDisabled()
    expect(card).not.toBeChecked()
    expect(card.closest('label')).toHaveTextContent('已有退款申请正在处理，处理完成后可再次申请')
    expect(screen.getByRole('alert')).toHaveTextContent(REFUND_TEXT.applying('该充电卡'))
    await userEvent.type(screen.getByLabelText('退款原因'), '再退一次')
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    // Said by the focus: a source that is open, which reads the group's error.
    const focused = document.activeElement
    expect(focused).toHaveAttribute('type', 'radio')
    expect(focused).toBeEnabled()
    expect(focused).toHaveAccessibleDescription(REFUND_TEXT.pickSource)
    expect(db.refunds.filter((r) => r.status === 'PENDING')).toHaveLength(1)
    second.unmount()
    // Once the operator has paid it out, the card can be picked again.
    now += APPROVE_AFTER_MS + PAY_AFTER_MS
    renderApp(`${LIST}?apply=1&cardId=CARD0001`)
    const again = await screen.findByRole('radio', { name: /充值卡 8860 0000 1234 5678/ })
    expect(again).toBeEnabled()
    expect(again).toBeChecked()
  })

  it('every source with an application under way: says so, with no form to fill in', async () => {
    db.orders = db.orders.filter((o) => o.refundStatus !== 'FAILED')
    db.cards = db.cards.filter((c) => c.cardId === 'CARD0001')
    await applyFromTheCard()
    renderApp(`${LIST}?apply=1`)
    expect(await screen.findByText(REFUND_TEXT.allApplying)).toBeInTheDocument()
    expect(screen.queryByLabelText('退款原因')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: '查看退款申请' })).toBeInTheDocument()
  })

  it('checks the form in Chinese and keeps what was typed', async () => {
    const fb = spyFeedback()
    renderApp(`${LIST}?apply=1&cardId=CARD0001`)
    const amount = await screen.findByLabelText('退款金额')
    await userEvent.clear(amount)
    await userEvent.type(amount, '100.123')
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    for (const text of ['退款金额最多保留两位小数', REFUND_TEXT.pickBank, REFUND_TEXT.reason]) {
      expect(screen.getByText(text)).toBeInTheDocument()
    }
    await userEvent.clear(amount)
    await userEvent.type(amount, '90')
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    expect(amount).toHaveAccessibleDescription('退款金额不能超过83.50元')
    expect(amount).toHaveValue('90')
    expect(fb.confirm).not.toHaveBeenCalled()
    expect(db.refunds).toHaveLength(2)
  })

  it('?orderId= preselects that order; with no bank card it links to adding one', async () => {
    db.bankConfigs = []
    const order = db.orders.find((o) => o.refundStatus === 'FAILED')!
    renderApp(`${LIST}?orderId=${order.orderId}`)
    const radio = await screen.findByRole('radio', { name: new RegExp(order.orderNo) })
    expect(radio).toBeChecked()
    const add = screen.getByRole('link', { name: '暂无银行卡，去添加' })
    expect(add.getAttribute('href')).toContain('/packageMine/bankCard/addCard?redirect=')
    await userEvent.type(screen.getByLabelText('退款原因'), '退款未到账')
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    // The failed submit takes the user to the link, which reads the error.
    expect(screen.getByText(REFUND_TEXT.pickBank)).toBeInTheDocument()
    expect(add).toHaveFocus()
    expect(add).toHaveAccessibleDescription(REFUND_TEXT.pickBank)
    expect(screen.queryAllByRole('alert')).toEqual([])
  })

  it('a failed 提交申请 with several fields wrong: no alert a field; the focus on the first reads its error', async () => {
    renderApp(`${LIST}?apply=1&cardId=CARD0001`)
    const amount = await screen.findByLabelText('退款金额')
    await userEvent.clear(amount)
    await userEvent.type(amount, '0')
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    expect(screen.getByText(REFUND_TEXT.pickBank)).toBeInTheDocument()
    expect(screen.getByText(REFUND_TEXT.reason)).toBeInTheDocument()
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expectSaidByFocus(amount, '退款金额须大于0元')
  })

  it('no source picked: the focus on the first source, which reads its error', async () => {
    renderApp(`${LIST}?apply=1`)
    await screen.findByLabelText('退款金额')
    const sources = screen.getAllByRole('radio')
    expect(sources.length).toBeGreaterThan(1)
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    // The first source open, focused, reads the group's error; the others wait for their field.
    expect(screen.getByText(REFUND_TEXT.pickBank)).toBeInTheDocument()
    expect(screen.getByText(REFUND_TEXT.reason)).toBeInTheDocument()
    expectSaidByFocus(
      sources.find((r) => !(r as HTMLInputElement).disabled)!,
      REFUND_TEXT.pickSource,
    )
    expect(screen.getByRole('group', { name: '退款来源' })).toHaveAccessibleDescription(
      REFUND_TEXT.pickSource,
    )
  })

  it('says when nothing is refundable, and when there is no application', async () => {
    server.use(
      http.post(route('/refund/refundable'), () =>
        HttpResponse.json({ code: '000000', msg: 'ok', data: { items: [] } }),
      ),
      http.post(route('/refund/refund-list'), () =>
        HttpResponse.json({ code: '000000', msg: 'ok', data: { list: [], total: 0 } }),
      ),
    )
    const { router } = renderApp(LIST)
    expect(await screen.findByText('暂无退款申请')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '申请退款' }))
    expect(await screen.findByText('暂无可退款的金额')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?apply=1')
    expect(within(document.body).getByRole('link', { name: '查看退款申请' })).toBeInTheDocument()
  })
})

describe('the order detail', () => {
  it('links an order whose refund failed to the refund form, with the order preselected', async () => {
    const failed = db.orders.find((o) => o.refundStatus === 'FAILED')!
    const done = db.orders.find((o) => o.refundStatus === 'PARTIAL')!
    const { router } = renderApp(`/packageOrder/carChargingDetail?orderId=${failed.orderId}`)
    const link = await screen.findByRole('link', { name: '申请退款' })
    expect(link).toHaveAttribute('href', `${LIST}?orderId=${failed.orderId}`)
    await userEvent.click(link)
    expect(await screen.findByRole('radio', { name: new RegExp(failed.orderNo) })).toBeChecked()
    expect(router.state.location.search).toBe(`?orderId=${failed.orderId}`)
    await router.navigate(`/packageOrder/carChargingDetail?orderId=${done.orderId}`)
    expect(await screen.findByText('订单编号')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '申请退款' })).not.toBeInTheDocument()
  })
})
