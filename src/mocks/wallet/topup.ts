/**
 * Top-up of a virtual card: the operator's tiers (pay `amount`, get `gift`), the bounds of a custom
 * amount, and what a paid top-up does (the settle hook of the shared payments: the card gets the
 * money and the tier's gift, each with its ledger record).
 */
import type { RechargeTier } from '@/api/wallet-types'
import { recordTopUp } from '../cards/ledger'
import { db } from '../core/db'
import type { StoredPayment } from '../payments/state'

export const TOP_UP_TIERS: readonly RechargeTier[] = [
  { amount: 5000, gift: 200 },
  { amount: 10000, gift: 1000 },
  { amount: 20000, gift: 3000 },
  { amount: 30000, gift: 5000 },
  { amount: 50000, gift: 10000 },
]
/** A custom amount: 1 to 5000 yuan. */
export const TOP_UP_MIN = 100
export const TOP_UP_MAX = 500000

/** A tier's amount gets its gift; any other amount none. */
export function giftFor(amount: number): number {
  return TOP_UP_TIERS.find((t) => t.amount === amount)?.gift ?? 0
}

/** The settle hook: WeChat's notification of a top-up reached the server (once per payment). */
export function settleTopUp(payment: StoredPayment): void {
  const card = db.cards.find((c) => c.cardId === payment.ref)
  if (!card) return
  const gift = giftFor(payment.amount)
  card.balance += payment.amount
  card.giftBalance += gift
  recordTopUp(card, payment.orderId, payment.amount, gift)
}
