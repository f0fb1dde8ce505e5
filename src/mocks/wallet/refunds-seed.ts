/**
 * Refund applications the user made before the seed's day (wallet/refunds.ts moves new ones in time). Their
 * money moves are in the card ledger's history (cards/ledger-seed.ts SEEDED_REFUND_MOVES), so the seeded
 * balances still equal the sums of the records.
 */
import type { RefundApplication } from '@/api/wallet-types'
import { parseTime } from '../core/clock'

/** A reason containing this is rejected at audit (QA and the tests): wallet/refunds.ts. */
export const REJECT_MARK = '测试驳回'
export const REJECT_REASON = '经核实，该笔款项不符合退款条件（测试驳回），款项已退回原账户'

export interface StoredRefund extends RefundApplication {
  /** A card's gift balance voided by the application (the recharge agreement), back if rejected. */
  giftVoided?: number
  createdMs: number
  auditMs: number | null
  paidMs: number | null
}

export interface RefundsState {
  refunds: StoredRefund[]
  refundSeq: number
}

const CMB = { bankConfigId: 'BC1001', bankLabel: '招商银行-6225********1234' }
const CARD0001 = { source: 'CARD' as const, id: 'CARD0001', title: '充值卡 8860 0000 1234 5678' }

function seeded(
  seq: number,
  amount: number,
  reason: string,
  createTime: string,
  auditTime: string,
  outcome: { paidTime: string } | { rejected: true },
): StoredRefund {
  const rejected = 'rejected' in outcome
  const paidTime = rejected ? '' : outcome.paidTime
  return {
    refundId: `RF${String(seq).padStart(8, '0')}`,
    ...CARD0001,
    ...CMB,
    amount,
    reason,
    status: rejected ? 'REJECTED' : 'REFUNDED',
    rejectReason: rejected ? REJECT_REASON : '',
    createTime,
    auditTime,
    paidTime,
    createdMs: parseTime(createTime),
    auditMs: parseTime(auditTime),
    paidMs: paidTime ? parseTime(paidTime) : null,
  }
}

export const SEEDED_REFUNDS = [
  {
    seq: 1,
    amount: 1500,
    reason: '充错了卡，申请退回（测试驳回）',
    at: ['2026-08-03 09:12:40', '2026-08-04 10:00:00'],
    rejected: true,
  },
  {
    seq: 2,
    amount: 2000,
    reason: '换了新车，以后用不到了',
    at: ['2026-10-12 14:20:05', '2026-10-12 16:30:00', '2026-10-13 10:05:00'],
    rejected: false,
  },
] as const

export function createRefundsState(): RefundsState {
  const refunds = SEEDED_REFUNDS.map((r) =>
    seeded(
      r.seq,
      r.amount,
      r.reason,
      r.at[0],
      r.at[1],
      r.rejected ? { rejected: true } : { paidTime: r.at[2] ?? r.at[1] },
    ),
  )
  // Newest first in the list; the workflow reads them all.
  return { refunds, refundSeq: refunds.length }
}
