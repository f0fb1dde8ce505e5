/**
 * The card ledger: every move of a card's money is a record, so a card's balance is the sum of its
 * records' paid parts and its gift balance the sum of their gift parts. Seeded in cards/ledger-seed.ts;
 * live writes come from charging/db.ts (chargeCard / refundToCard) and from activating a physical card.
 */
import type { StoredCard } from '../charging/state'
import { formatTime, now } from '../core/clock'
import { db } from '../core/db'
import { makeRecord, REMARK, type Move } from './ledger-seed'

/** Writes one record for `card`, whose balances already include the move. */
function write(
  card: StoredCard,
  move: Omit<Move, 'cardId' | 'createTime'>,
  after: [number, number] = [card.balance, card.giftBalance],
): void {
  if (move.paid === 0 && move.gift === 0) return
  const full = { ...move, cardId: card.cardId, createTime: formatTime(now()) }
  db.cardRecords.push(makeRecord(db.cardRecords.length, full, after[0], after[1]))
}

export function recordConsume(
  card: StoredCard,
  orderId: string | null,
  paid: number,
  gift: number,
): void {
  write(card, { type: 'CONSUME', paid: -paid, gift: -gift, orderId, remark: REMARK.CONSUME })
}

export function recordRefund(card: StoredCard, orderId: string, paid: number, gift: number): void {
  write(card, { type: 'REFUND', paid, gift, orderId, remark: REMARK.REFUND })
}

/** A physical card's opening money, written when the user activates it. */
export function recordActivation(card: StoredCard): void {
  const opening = { type: 'RECHARGE' as const, paid: card.balance, gift: 0 }
  write(card, { ...opening, remark: '实体卡开卡余额' }, [card.balance, 0])
  write(card, { type: 'GIFT', paid: 0, gift: card.giftBalance, remark: '实体卡开卡赠送' })
}

/** Gift money put on a card from outside an order (a red packet won); the card already holds it. */
export function recordGift(card: StoredCard, gift: number, remark: string): void {
  write(card, { type: 'GIFT', paid: 0, gift, remark })
}

/** A paid top-up (the card already holds it): the money, then the gift of its tier. */
export function recordTopUp(card: StoredCard, orderId: string, paid: number, gift: number): void {
  const remark = REMARK.RECHARGE
  write(card, { type: 'RECHARGE', paid, gift: 0, orderId, remark }, [
    card.balance,
    card.giftBalance - gift,
  ])
  write(card, { type: 'GIFT', paid: 0, gift, orderId, remark: REMARK.GIFT })
}

/**
 * The money of a refund application leaves the card, and the gift it voids (its balances already
 * lowered).
 */
export function recordRefundOut(card: StoredCard, amount: number, remark: string, gift = 0): void {
  write(card, { type: 'REFUND', paid: -amount, gift: -gift, remark })
}

/** A rejected refund application gives the money and the voided gift back (balances raised). */
export function recordRefundReturn(
  card: StoredCard,
  amount: number,
  remark: string,
  gift = 0,
): void {
  write(card, { type: 'REFUND', paid: amount, gift, remark })
}
