/**
 * The seeded card ledger (see cards/ledger.ts): records consistent with the seeded balances,
 * including the seeded orders paid by card. No db here: core/seed.ts builds the state from it.
 */
import type { CardRecord, CardRecordType } from '@/api/types'
import type { StoredCard, StoredOrder } from '../charging/state'
import { formatTime } from '../core/clock'

export type StoredCardRecord = CardRecord

export interface LedgerState {
  cardRecords: StoredCardRecord[]
}

export interface Move {
  cardId: string
  type: CardRecordType
  /** Signed paid part and gift part (cents). */
  paid: number
  gift: number
  createTime: string
  orderId?: string | null
  remark: string
}

export const REMARK: Record<CardRecordType, string> = {
  RECHARGE: '微信充值',
  GIFT: '充值赠送',
  CONSUME: '充电消费',
  REFUND: '充电结算退款',
}

export function makeRecord(
  index: number,
  move: Move,
  balance: number,
  gift: number,
): StoredCardRecord {
  return {
    recordId: `CR${String(index + 1).padStart(6, '0')}`,
    cardId: move.cardId,
    type: move.type,
    amount: move.paid + move.gift,
    giftAmount: move.gift,
    balanceAfter: balance,
    giftBalanceAfter: gift,
    createTime: move.createTime,
    orderId: move.orderId ?? null,
    remark: move.remark,
  }
}

/** History before the seeded orders; `rest` is the consumption that makes the sums meet the seed. */
const HISTORY: Record<string, { moves: Omit<Move, 'cardId' | 'remark'>[]; restAt: string }> = {
  CARD0001: {
    moves: [
      { type: 'RECHARGE', paid: 20000, gift: 0, createTime: '2026-06-08 10:12:30' },
      { type: 'CONSUME', paid: -3200, gift: 0, createTime: '2026-09-02 18:22:40' },
      { type: 'RECHARGE', paid: 10000, gift: 0, createTime: '2026-09-05 09:30:00' },
      { type: 'GIFT', paid: 0, gift: 1000, createTime: '2026-09-05 09:30:00' },
      { type: 'CONSUME', paid: -2400, gift: 0, createTime: '2026-10-26 08:05:12' },
      // The seeded refund applications (wallet/refunds-seed.ts): one rejected (money back), one paid.
      { type: 'REFUND', paid: -1500, gift: 0, createTime: '2026-08-03 09:12:40' },
      { type: 'REFUND', paid: 1500, gift: 0, createTime: '2026-08-04 10:00:00' },
      { type: 'REFUND', paid: -2000, gift: 0, createTime: '2026-10-12 14:20:05' },
    ],
    restAt: '2026-07-19 20:41:05',
  },
  CARD0002: {
    moves: [
      { type: 'RECHARGE', paid: 5000, gift: 0, createTime: '2026-03-15 10:20:36' },
      { type: 'CONSUME', paid: -1200, gift: 0, createTime: '2026-08-20 19:02:11' },
      { type: 'CONSUME', paid: -1000, gift: 0, createTime: '2026-10-09 12:48:03' },
    ],
    restAt: '2026-06-11 07:35:50',
  },
}

/** Refund moves of the history read as the live ones do (wallet/refunds.ts). */
function historyRemark(move: Omit<Move, 'cardId' | 'remark'>): string {
  if (move.type !== 'REFUND') return REMARK[move.type]
  if (move.paid < 0) return '申请退款至招商银行-6225********1234'
  return '退款申请RF00000001被驳回，退回余额'
}

function orderMoves(orders: readonly StoredOrder[], cardId: string): Move[] {
  const moves: Move[] = []
  for (const order of orders) {
    if (order.sim.cardId !== cardId || order.sim.paidAtMs === null) continue
    const { orderId } = order
    const { fromBalance, fromGift } = order.sim
    const paidAt = formatTime(order.sim.paidAtMs)
    moves.push({
      cardId,
      type: 'CONSUME',
      paid: -fromBalance,
      gift: -fromGift,
      createTime: paidAt,
      orderId,
      remark: REMARK.CONSUME,
    })
    if (order.refunded > 0) {
      const toBalance = Math.min(order.refunded, fromBalance)
      const at = order.endTime || paidAt
      moves.push({
        cardId,
        type: 'REFUND',
        paid: toBalance,
        gift: order.refunded - toBalance,
        createTime: at,
        orderId,
        remark: REMARK.REFUND,
      })
    }
  }
  return moves
}

/** The seeded records: history, the seeded orders, and the consumption that meets the balances. */
export function createCardRecords(cards: readonly StoredCard[], orders: readonly StoredOrder[]) {
  const moves: Move[] = []
  for (const card of cards) {
    const history = HISTORY[card.cardId]
    const own: Move[] = (history?.moves ?? []).map((m) => ({
      ...m,
      cardId: card.cardId,
      remark: historyRemark(m),
    }))
    own.push(...orderMoves(orders, card.cardId))
    const paid = card.balance - own.reduce((sum, m) => sum + m.paid, 0)
    const gift = card.giftBalance - own.reduce((sum, m) => sum + m.gift, 0)
    if (paid !== 0 || gift !== 0) {
      const type = paid + gift < 0 ? 'CONSUME' : 'RECHARGE'
      own.push({
        cardId: card.cardId,
        type,
        paid,
        gift,
        createTime: history?.restAt ?? '2026-01-01 00:00:00',
        remark: REMARK[type],
      })
    }
    moves.push(...own)
  }
  moves.sort((a, b) => a.createTime.localeCompare(b.createTime))
  const running = new Map<string, [number, number]>()
  return moves.map((move, index) => {
    const [paid, gift] = running.get(move.cardId) ?? [0, 0]
    const next: [number, number] = [paid + move.paid, gift + move.gift]
    running.set(move.cardId, next)
    return makeRecord(index, move, next[0], next[1])
  })
}
