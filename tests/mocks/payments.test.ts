import type { PaymentAnswer } from '@/api/payments'
import { LATE_NOTIFY_MS, setPayOutcome } from '@/mocks/core/clock'
import { db } from '@/mocks/core/db'
import { WECHAT_PAY_PATH } from '@/mocks/charging/handlers'
import {
  createPayment,
  notifyPayment,
  onPaymentSettled,
  settleDuePayments,
} from '@/mocks/payments/db'
import type { StoredPayment } from '@/mocks/payments/state'
import { UNPAID_TIMEOUT_MS } from '@/mocks/charging/simulator'
import { login, post, setupMockServer } from './api'
import { data, tick, useFakeClock } from './charging-api'

setupMockServer()
beforeEach(() => useFakeClock())

// This file watches the insurance kind's settlement in place of the mock's own hook, and gives
// that hook back after: the files after it in a shared worker buy policies that must start.
const settled: StoredPayment[] = []
let restoreSettler = () => {}
beforeAll(() => {
  restoreSettler = onPaymentSettled('insurance', (payment) => settled.push(payment))
})
afterAll(() => restoreSettler())
beforeEach(() => {
  settled.length = 0
})

async function confirm(token: string, orderId: string) {
  return data(await post<PaymentAnswer>('/pay/confirm-pay', { orderId }, token))
}

describe('payments other than charging (top-up, red packet, insurance)', () => {
  it('stays UNPAID until WeChat notifies; confirm only reads; the settle hook runs once', async () => {
    const token = await login()
    const payment = createPayment('insurance', 1990, 'POLICY1')
    expect(payment.orderId).toMatch(/^PY\d+$/)
    expect(payment.payParams?.package).toMatch(/^prepay_id=wx/)
    expect(await confirm(token, payment.orderId)).toEqual({ paid: false, status: 'UNPAID' })
    expect(settled).toHaveLength(0)
    notifyPayment(payment.payParams?.package ?? '')
    expect(await confirm(token, payment.orderId)).toEqual({ paid: true, status: 'PAID' })
    expect(await confirm(token, payment.orderId)).toEqual({ paid: true, status: 'PAID' })
    settleDuePayments()
    expect(settled.map((p) => p.ref)).toEqual(['POLICY1'])
    // Paid: no cancelling it any more.
    const cancel = await post('/pay/cancel-pay', { orderId: payment.orderId }, token)
    expect(cancel.body).toMatchObject({ code: '300014', msg: '订单已支付，无法取消' })
  })

  it('a late notification pays LATE_NOTIFY_MS later and cannot be cancelled meanwhile', async () => {
    const token = await login()
    setPayOutcome('late')
    const payment = createPayment('insurance', 500, 'P2')
    notifyPayment(payment.payParams?.package ?? '')
    expect(await confirm(token, payment.orderId)).toEqual({ paid: false, status: 'UNPAID' })
    const cancel = await post('/pay/cancel-pay', { orderId: payment.orderId }, token)
    expect(cancel.body?.code).toBe('300014')
    tick(LATE_NOTIFY_MS)
    expect(await confirm(token, payment.orderId)).toEqual({ paid: true, status: 'PAID' })
    expect(settled).toHaveLength(1)
  })

  it('the simulated cashier posts to /__mock/wechat/pay for these payments too', async () => {
    const payment = createPayment('insurance', 800, 'P3')
    const response = await fetch(`http://localhost${WECHAT_PAY_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ package: payment.payParams?.package }),
    })
    expect(await response.json()).toMatchObject({ data: { orderId: payment.orderId } })
    expect(db.payments.find((p) => p.orderId === payment.orderId)?.status).toBe('PAID')
  })

  it('an unpaid one is cancelled on request, and lapses after 15 minutes when left alone', async () => {
    const token = await login()
    const a = createPayment('insurance', 100, 'A')
    data(await post('/pay/cancel-pay', { orderId: a.orderId }, token))
    expect(await confirm(token, a.orderId)).toEqual({ paid: false, status: 'CANCELLED' })
    const b = createPayment('insurance', 100, 'B')
    tick(UNPAID_TIMEOUT_MS)
    expect(await confirm(token, b.orderId)).toEqual({ paid: false, status: 'CANCELLED' })
    // A notification for a cancelled payment changes nothing.
    notifyPayment(b.payParams?.package ?? 'x')
    expect(settled).toHaveLength(0)
  })

  it('refuses an unknown order and a bad amount', async () => {
    const token = await login()
    const answer = await post('/pay/confirm-pay', { orderId: 'PY999999' }, token)
    expect(answer.body).toMatchObject({ code: '300013', msg: '订单不存在' })
    expect((await post('/pay/confirm-pay', {}, token)).body?.code).toBe('100001')
    expect(() => createPayment('topup', 0, 'X')).toThrow()
    expect(() => createPayment('topup', 12.5, 'X')).toThrow()
  })
})

describe("a settle hook put in place of a kind's own", () => {
  it('gives the kind its own hook back: a paid top-up credits the card again', async () => {
    const balance = () => db.cards.find((c) => c.cardId === 'CARD0001')?.balance ?? 0
    const watched: StoredPayment[] = []
    const restore = onPaymentSettled('topup', (payment) => watched.push(payment))
    const first = createPayment('topup', 500, 'CARD0001')
    const before = balance()
    notifyPayment(first.payParams?.package ?? '')
    settleDuePayments()
    expect(watched.map((p) => p.orderId)).toEqual([first.orderId])
    expect(balance()).toBe(before)

    restore()
    const second = createPayment('topup', 500, 'CARD0001')
    notifyPayment(second.payParams?.package ?? '')
    settleDuePayments()
    expect(watched).toHaveLength(1)
    expect(balance()).toBe(before + 500)
  })
})
