/**
 * The mock operator's payments other than charging orders (a card top-up, a red packet, an insurance
 * policy). Each kind's own create call makes an UNPAID payment with WeChat pay parameters; the
 * simulated cashier's "ok" posts WeChat's notification (`/__mock/wechat/pay`), which lands at once,
 * late or never (`mockPay`); when it lands the payment is PAID and the kind's settle hook runs once
 * (credit the ledger, publish the packet, start the policy). Unpaid ones lapse after 15 minutes.
 */
import type { PaymentKind } from '@/api/payments'
import { LATE_NOTIFY_MS, now, payOutcome } from '../core/clock'
import { db } from '../core/db'
import { DEFAULT_APP_ID } from '../core/seed'
import { payParamsFor } from '../orders/model'
import { UNPAID_TIMEOUT_MS } from '../charging/simulator'
import type { StoredPayment } from './state'

type Settle = (payment: StoredPayment) => void
const settlers = new Map<PaymentKind, Settle>()

/**
 * What happens when a payment of this kind is paid; run once per payment, when it is paid. Returns
 * a function that puts back the hook this one replaced: a test that watches a kind's settlement
 * must give the kind's own hook back, or later files in its worker would never start a policy.
 */
export function onPaymentSettled(kind: PaymentKind, settle: Settle): () => void {
  const before = settlers.get(kind)
  settlers.set(kind, settle)
  return () => {
    if (settlers.get(kind) !== settle) return
    if (before) settlers.set(kind, before)
    else settlers.delete(kind)
  }
}

export function createPayment(kind: PaymentKind, amount: number, ref: string): StoredPayment {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`payment amount ${amount}`)
  const at = now()
  const orderId = `PY${String(100001 + db.payments.length)}`
  const payment: StoredPayment = {
    orderId,
    kind,
    amount,
    status: 'UNPAID',
    payParams: payParamsFor({ orderId }, at, DEFAULT_APP_ID),
    createdMs: at,
    notifyAtMs: null,
    paidMs: null,
    ref,
  }
  db.payments.push(payment)
  return payment
}

export function findPayment(orderId: string): StoredPayment | undefined {
  return db.payments.find((p) => p.orderId === orderId)
}

/** Moves one payment on to `at`: a due notification pays it (and settles it), a stale one lapses. */
export function stepPayment(payment: StoredPayment, at = now()): void {
  if (payment.status !== 'UNPAID') return
  if (payment.notifyAtMs !== null && payment.notifyAtMs <= at) {
    payment.status = 'PAID'
    payment.paidMs = payment.notifyAtMs
    payment.payParams = null
    settlers.get(payment.kind)?.(payment)
  } else if (payment.notifyAtMs === null && at - payment.createdMs >= UNPAID_TIMEOUT_MS) {
    cancelPayment(payment)
  }
}

/** Applies every notification that is due (call it before reading state a payment changes). */
export function settleDuePayments(at = now()): void {
  for (const payment of db.payments) stepPayment(payment, at)
}

/** True while WeChat has taken the money but the notification has not landed: not cancellable. */
export function paymentPending(payment: StoredPayment): boolean {
  return payment.status === 'UNPAID' && payment.notifyAtMs !== null
}

export function cancelPayment(payment: StoredPayment): void {
  payment.status = 'CANCELLED'
  payment.payParams = null
}

/**
 * The cashier said "ok" for these pay parameters: WeChat notifies the server at once, late or never
 * (the `mockPay` switch). Undefined when no payment has them (it may be a charging order's).
 */
export function notifyPayment(prepayPackage: string): StoredPayment | undefined {
  const payment = db.payments.find((p) => p.payParams?.package === prepayPackage)
  if (!payment || payment.status !== 'UNPAID' || payment.notifyAtMs !== null) return payment
  const at = now()
  const delay = {
    paid: 0,
    debitedFail: 0,
    late: LATE_NOTIFY_MS,
    unpaid: Number.MAX_SAFE_INTEGER - at,
  }[payOutcome()]
  payment.notifyAtMs = at + delay
  stepPayment(payment, at)
  return payment
}
