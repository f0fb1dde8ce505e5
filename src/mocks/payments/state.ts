/**
 * The shape of the payments in the mock db (the seed starts with none): kept apart from payments/db.ts,
 * which reads and writes them, so that the seed's composition (core/seed.ts) does not import the db.
 */
import type { PaymentKind, PaymentStatus } from '@/api/payments'
import type { PayParams } from '@/api/pay-params'

export interface StoredPayment {
  orderId: string
  kind: PaymentKind
  /** fen, > 0 */
  amount: number
  status: PaymentStatus
  payParams: PayParams | null
  createdMs: number
  /** When WeChat's notification reaches the server; null until the cashier said "ok". */
  notifyAtMs: number | null
  paidMs: number | null
  /** The kind's own id: the card topped up, the packet, the policy. */
  ref: string
}

export interface PaymentsState {
  /** Payments other than charging orders (top-ups, red packets, insurance): payments/db.ts. */
  payments: StoredPayment[]
}
