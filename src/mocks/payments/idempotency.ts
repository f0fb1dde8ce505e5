/**
 * Idempotency ids of the cashier creates (top-up, red packet, insurance; docs/API.md "Idempotency"):
 * a create whose answer was lost is retried with the same `requestId`, and the server answers it
 * with the order it already made instead of a second one. The id is kept on the payment record it
 * made: an optional field, so a state stored before it still loads.
 */
import type { PaymentKind } from '@/api/payments'
import { db } from '../core/db'
import { stepPayment } from './db'
import type { StoredPayment } from './state'

type Keyed = StoredPayment & { requestId?: string }

/**
 * The payment an earlier create of `kind` with this id made, unpaid or paid (its `payParams` null:
 * nothing left to pay). A lapsed or cancelled one is forgotten, its money never moved: the retry
 * makes a new order under the same id.
 */
export function paymentOfRequest(
  kind: PaymentKind,
  requestId: string | undefined,
): StoredPayment | undefined {
  if (!requestId) return undefined
  const payment = (db.payments as Keyed[]).find((p) => p.kind === kind && p.requestId === requestId)
  if (!payment) return undefined
  stepPayment(payment)
  if (payment.status !== 'CANCELLED') return payment
  delete payment.requestId
  return undefined
}

/** Remembers which create made `payment`, for its retries. */
export function keepRequestId(payment: StoredPayment, requestId: string | undefined): void {
  if (requestId) (payment as Keyed).requestId = requestId
}
