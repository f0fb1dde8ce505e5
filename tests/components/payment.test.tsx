import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { setReloginHandler } from '@/api/client'
import { OnceActionHarness } from './payment-harness'
import { HttpResponse, http as mswHttp } from 'msw'
import { PAY_TEXT, PAYMENT_CONFIRM_TEXT, keepPayment } from '@/components/payment'
import { KEPT_MAX_AGE_MS } from '@/store'
import { MSG } from '@/lib/messages'
import { LATE_NOTIFY_MS, resetSwitches, setClock, setPayOutcome } from '@/mocks/core/clock'
import { db } from '@/mocks/core/db'
import { createPayment, notifyPayment } from '@/mocks/payments/db'
import { server } from '@/mocks/node'
import { UNPAID_TIMEOUT_MS } from '@/mocks/charging/simulator'
import { appStore } from '@/store'
import { readAll } from '@/store/storage'
import { setBridge, type PayResult } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

let now = new Date(2026, 10, 23, 10, 0).getTime()
const PATH = '/test/pay?cardId=C1'

/** `debit`: the cashier takes the money whatever it answers (WeChat's "fail" is not the truth). */
function setup(pay: () => Promise<PayResult> = async () => 'ok', { debit = false } = {}) {
  const bridge = fakeBridge()
  bridge.pay.mockImplementation(async (params) => {
    const result = await pay()
    if (result === 'ok' || debit) notifyPayment(params.package ?? '')
    return result
  })
  setBridge(bridge)
  const onPaid = vi.fn()
  const create = vi.fn(async () => {
    const p = createPayment('topup', 1000, 'C1')
    return { orderId: p.orderId, amount: p.amount, payParams: p.payParams }
  })
  const view = renderApp(PATH, [
    { path: '/test/pay', element: <OnceActionHarness create={create} onPaid={onPaid} /> },
  ])
  return { bridge, onPaid, create, fb: spyFeedback(), ...view }
}

describe('the payment rule for a top-up, a red packet, a policy', () => {
  beforeEach(async () => {
    setClock(() => now)
    await loginThroughMock({ isPhone: true })
  })
  afterEach(() => {
    resetSwitches()
    setReloginHandler(() => {})
  })

  it('ok + a late notification: kept (store + URL), 支付确认中…, then paid once and forgotten', async () => {
    setPayOutcome('late')
    const { onPaid, create, router } = setup()
    await userEvent.click(await screen.findByRole('button', { name: '支付' }))
    expect(await screen.findByText(MSG.paymentConfirming)).toBeInTheDocument()
    // The router applies the URL in a transition: wait for it.
    await waitFor(() => expect(router.state.location.search).toContain('payOrderId='))
    const orderId = new URLSearchParams(router.state.location.search).get('payOrderId')
    expect(orderId).toMatch(/^PY\d+$/)
    expect(router.state.location.search).toContain('cardId=C1')
    expect(appStore.get().keptPayments).toEqual([
      expect.objectContaining({ kind: 'topup', orderId }),
    ])
    expect(screen.queryByRole('button', { name: '支付' })).toBeNull()
    now += LATE_NOTIFY_MS
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(orderId), { timeout: 8000 })
    expect(onPaid).toHaveBeenCalledTimes(1)
    expect(appStore.get().keptPayments).toEqual([])
    await waitFor(() => expect(router.state.location.search).toBe('?cardId=C1'))
    expect(create).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('button', { name: '支付' })).toBeInTheDocument()
  })

  it.each([
    ['cancel', PAY_TEXT.cancelled],
    ['fail', PAY_TEXT.failed],
  ] as const)(
    'the cashier answers %s: the order is cancelled and the user told',
    async (answer, text) => {
      const { fb } = setup(async () => answer)
      await userEvent.click(await screen.findByRole('button', { name: '支付' }))
      await waitFor(() => expect(fb.toast).toHaveBeenCalledWith(text))
      expect(db.payments.at(-1)?.status).toBe('CANCELLED')
      expect(appStore.get().keptPayments).toEqual([])
    },
  )

  it('a lost notification: 订单未支付！ and 重新查询, never the pay button again', async () => {
    setPayOutcome('unpaid')
    const { fb, onPaid } = setup()
    await userEvent.click(await screen.findByRole('button', { name: '支付' }))
    const alert = await screen.findByRole('alert', {}, { timeout: 12000 })
    expect(alert).toHaveTextContent(PAYMENT_CONFIRM_TEXT.unconfirmed)
    expect(fb.toast).toHaveBeenCalledWith(MSG.orderUnpaid)
    expect(screen.queryByRole('button', { name: '支付' })).toBeNull()
    // WeChat's notification finally lands: 重新查询 finds it paid.
    const payment = db.payments.at(-1)
    if (payment) payment.notifyAtMs = now
    await userEvent.click(screen.getByRole('button', { name: PAYMENT_CONFIRM_TEXT.retry }))
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1), { timeout: 8000 })
  }, 20000)

  it('a payment kept in the store (reload, re-login) is confirmed before anything is offered', async () => {
    const payment = createPayment('topup', 1000, 'C1')
    notifyPayment(payment.payParams?.package ?? '')
    keepPayment({ kind: 'topup', orderId: payment.orderId, product: 'C1', cashier: 'ok' })
    const { onPaid } = setup()
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(payment.orderId), { timeout: 8000 })
    expect(appStore.get().keptPayments).toEqual([])
  })

  it('a payOrderId from the URL that is not an order id is ignored', async () => {
    const bridge = fakeBridge()
    setBridge(bridge)
    renderApp('/test/pay?payOrderId=%3Cscript%3E', [
      {
        path: '/test/pay',
        element: <OnceActionHarness create={vi.fn()} onPaid={vi.fn()} />,
      },
    ])
    expect(await screen.findByRole('button', { name: '支付' })).toBeInTheDocument()
  })

  it.each(['fail', 'cancel'] as const)(
    'the money is taken but the cashier answers %s: the server is asked, the paid path, paid once',
    async (answer) => {
      const { fb, onPaid, create } = setup(async () => answer, { debit: true })
      await userEvent.click(await screen.findByRole('button', { name: '支付' }))
      await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1), { timeout: 8000 })
      expect(fb.toast).not.toHaveBeenCalledWith(PAY_TEXT.failed)
      expect(fb.toast).not.toHaveBeenCalledWith(PAY_TEXT.cancelled)
      expect(db.payments.at(-1)?.status).toBe('PAID')
      expect(create).toHaveBeenCalledTimes(1)
      expect(appStore.get().keptPayments).toEqual([])
    },
  )

  it('fail, then a cancel the server refuses as paid (300014): paid, not the failure', async () => {
    setPayOutcome('late') // the notification is on its way: confirm-pay says unpaid, cancel refuses
    const { onPaid, create, fb } = setup(async () => 'fail', { debit: true })
    await userEvent.click(await screen.findByRole('button', { name: '支付' }))
    // The refusal is the server's answer: paid, without waiting for the notification to land.
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1))
    expect(fb.toast).not.toHaveBeenCalledWith(PAY_TEXT.failed)
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('fail, the confirmation unreachable, and a cancel refused as paid (300014): paid at once', async () => {
    // WeChat took the money and answered fail; the confirmation call is down. The server's refusal
    // to cancel the order is its answer: the paid path, without waiting for the confirmation.
    let confirms = 0
    server.use(
      mswHttp.post('*/v1/charge-user/pay/confirm-pay', () => {
        confirms += 1
        return HttpResponse.error()
      }),
    )
    const { onPaid, fb } = setup(async () => 'fail', { debit: true })
    await userEvent.click(await screen.findByRole('button', { name: '支付' }))
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1))
    expect(confirms).toBe(1)
    expect(db.payments.at(-1)?.status).toBe('PAID')
    expect(screen.queryByText(PAYMENT_CONFIRM_TEXT.unconfirmed)).toBeNull()
    expect(fb.toast).not.toHaveBeenCalledWith(MSG.orderUnpaid)
    expect(fb.toast).not.toHaveBeenCalledWith(PAY_TEXT.failed)
  })

  it('取消订单 on an unconfirmed payment, refused as paid (300014): the paid path', async () => {
    // WeChat took the money and said fail; the confirmation stays down and the first cancel is
    // lost: unconfirmed, with 取消订单. The server then refuses that cancel: it has the money.
    server.use(
      mswHttp.post('*/v1/charge-user/pay/confirm-pay', () => HttpResponse.error()),
      mswHttp.post('*/v1/charge-user/pay/cancel-pay', () => HttpResponse.error(), { once: true }),
    )
    const { onPaid, fb } = setup(async () => 'fail', { debit: true })
    await userEvent.click(await screen.findByRole('button', { name: '支付' }))
    const cancel = await screen.findByRole('button', { name: '取消订单' }, { timeout: 12000 })
    expect(onPaid).not.toHaveBeenCalled()
    await userEvent.click(cancel)
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1))
    expect(fb.confirm).toHaveBeenCalledTimes(1)
    expect(db.payments.at(-1)?.status).toBe('PAID')
  }, 20000)

  it('fail and the server cannot be reached: the confirming state of a lost "ok", not the pay button', async () => {
    server.use(
      mswHttp.post('*/v1/charge-user/pay/confirm-pay', () => HttpResponse.error(), { once: true }),
      mswHttp.post('*/v1/charge-user/pay/cancel-pay', () => HttpResponse.error(), { once: true }),
    )
    const { router } = setup(async () => 'fail')
    await userEvent.click(await screen.findByRole('button', { name: '支付' }))
    expect(await screen.findByText(/未收到微信支付的结果/)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toContain('payOrderId='))
    expect(screen.queryByRole('button', { name: '支付' })).toBeNull()
    // It was not paid: the server cancels it once it lapses, and the page says so.
    const alert = await screen.findByRole('alert', {}, { timeout: 12000 })
    expect(alert).toHaveTextContent(PAYMENT_CONFIRM_TEXT.unconfirmed)
    now += UNPAID_TIMEOUT_MS
    await userEvent.click(screen.getByRole('button', { name: PAYMENT_CONFIRM_TEXT.retry }))
    expect(await screen.findByText(PAYMENT_CONFIRM_TEXT.cancelled)).toBeVisible()
  }, 20000)

  it('the order is kept before the cashier opens: a page recycled meanwhile comes back confirming', async () => {
    let answer: (result: PayResult) => void = () => {}
    const { router, unmount } = setup(() => new Promise<PayResult>((r) => (answer = r)))
    await userEvent.click(await screen.findByRole('button', { name: '支付' }))
    await waitFor(() => expect(router.state.location.search).toContain('payOrderId='))
    const orderId = new URLSearchParams(router.state.location.search).get('payOrderId') ?? ''
    expect(appStore.get().keptPayments).toEqual([
      expect.objectContaining({ kind: 'topup', orderId, product: 'C1', cashier: 'open' }),
    ])
    // While the cashier is in front, the form stays (busy), the confirmation does not start.
    expect(screen.getByRole('button', { name: '支付' })).toBeDisabled()
    // Android recycles the page while WeChat Pay is in front; WeChat takes the money.
    unmount()
    appStore.set({ cashierOpen: null })
    notifyPayment(db.payments.at(-1)?.payParams?.package ?? '')
    answer('ok')
    const again = setup()
    await waitFor(() => expect(again.onPaid).toHaveBeenCalledWith(orderId), { timeout: 8000 })
    expect(again.create).not.toHaveBeenCalled()
  })
})

describe('kept payments belong to exactly what was bought', () => {
  beforeEach(async () => {
    setClock(() => now)
    await loginThroughMock({ isPhone: true })
  })
  afterEach(() => resetSwitches())

  const keptUnpaid = (product: string) => {
    const payment = createPayment('topup', 1000, product)
    keepPayment({ kind: 'topup', orderId: payment.orderId, product, cashier: 'ok' })
    return payment
  }

  it('another card’s kept top-up neither blocks this card nor shows here', async () => {
    keptUnpaid('C2')
    setup()
    expect(await screen.findByRole('button', { name: '支付' })).toBeEnabled()
    expect(screen.queryByText(MSG.paymentConfirming)).toBeNull()
  })

  it('an order in the URL that the store knows as another card’s is not this page’s', async () => {
    const other = keptUnpaid('C2')
    renderApp(`/test/pay?cardId=C1&payOrderId=${other.orderId}&cashier=ok`, [
      { path: '/test/pay', element: <OnceActionHarness create={vi.fn()} onPaid={vi.fn()} /> },
    ])
    expect(await screen.findByRole('button', { name: '支付' })).toBeEnabled()
  })

  it('an entry past its age, or of another API origin, is not shown', async () => {
    const old = keptUnpaid('C1')
    const entry = appStore.get().keptPayments[0]
    if (!entry) throw new Error('not kept')
    appStore.set({ keptPayments: [{ ...entry, at: Date.now() - KEPT_MAX_AGE_MS - 1 }] })
    setup()
    expect(await screen.findByRole('button', { name: '支付' })).toBeEnabled()
    appStore.set({ keptPayments: [{ ...entry, origin: 'https://testapi.example.cn' }] })
    expect(await screen.findByRole('button', { name: '支付' })).toBeEnabled()
    expect(old.status).toBe('UNPAID')
  })

  it('reads stored entries one by one: one malformed entry does not drop the others', () => {
    const good = { kind: 'topup', orderId: 'PY1', product: 'C1', origin: '', cashier: 'ok', at: 1 }
    localStorage.setItem('keptPayments', JSON.stringify([{ kind: 'topup' }, good, 42]))
    expect(readAll().keptPayments).toEqual([good])
  })
})
