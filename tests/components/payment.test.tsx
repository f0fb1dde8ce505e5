import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { setReloginHandler } from '@/api/client'
import { OnceActionHarness } from './payment-harness'
import { PAY_TEXT, PAYMENT_CONFIRM_TEXT, keepPayment } from '@/components/payment'
import { MSG } from '@/lib/messages'
import { LATE_NOTIFY_MS, resetSwitches, setClock, setPayOutcome } from '@/mocks/clock'
import { db } from '@/mocks/db'
import { createPayment, notifyPayment } from '@/mocks/payments'
import { server } from '@/mocks/node'
import { appStore } from '@/store'
import { setBridge, type PayResult } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

let now = new Date(2026, 10, 23, 10, 0).getTime()
const PATH = '/test/pay?cardId=C1'

function setup(pay: () => Promise<PayResult> = async () => 'ok') {
  const bridge = fakeBridge()
  bridge.pay.mockImplementation(async (params) => {
    const result = await pay()
    if (result === 'ok') notifyPayment(params.package ?? '')
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
    server.events.removeAllListeners()
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
    keepPayment('topup', payment.orderId)
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
})
