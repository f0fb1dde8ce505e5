/**
 * The refund workflow of the mock operator. Applying takes the money at once (a card's balance
 * through a REFUND record of the ledger, or an order's failed remainder), so a card's balance stays
 * the sum of its records. Then, in simulated time (core/clock.ts `now()`):
 *   PENDING 已申请 --APPROVE_AFTER_MS--> APPROVED 已审核 --PAY_AFTER_MS--> REFUNDED 已打款
 *   PENDING --APPROVE_AFTER_MS--> REJECTED 已驳回 when the reason contains REJECT_MARK (QA's
 *   deterministic rejection) or the card was frozen meanwhile: the money goes back to the ledger.
 * Paid and rejected applications write a REFUND message. Applying for a card's balance voids its
 * gift balance too (the recharge agreement: 申请退还余额时，赠送金额一并作废), given back on rejection:
 * a gift that outlived the refund of the money it came with was free charging.
 */
import type {
  RefundableItem,
  RefundApplication,
  RefundApplyStatus,
  RefundSource,
} from '@/api/wallet-types'
import { CARD_TYPE_TEXT, groupCardNo } from '@/lib/card-labels'
import { formatYuan } from '@/lib/money'
import type { StoredCard, StoredOrder } from '../charging/state'
import { recordRefundOut, recordRefundReturn } from '../cards/ledger'
import { formatTime, now } from '../core/clock'
import { db } from '../core/db'
import { messageIdOf } from '../messages/model'
import { REJECT_MARK, REJECT_REASON, type StoredRefund } from './refunds-seed'

export const APPROVE_AFTER_MS = 5000
export const PAY_AFTER_MS = 60000
const ACTIVE_STATES: readonly RefundApplyStatus[] = ['PENDING', 'APPROVED']
export const inProgress = (r: { status: RefundApplyStatus }) => ACTIVE_STATES.includes(r.status)

/** The user's cards whose money can be refunded: active or reported lost (not frozen). */
function refundableCard(card: StoredCard): boolean {
  return card.status === 'ACTIVE' || card.status === 'LOST'
}

export function cardTitle(card: Pick<StoredCard, 'cardType' | 'cardNo'>): string {
  return `${CARD_TYPE_TEXT[card.cardType]} ${groupCardNo(card.cardNo)}`
}

export function orderTitle(order: Pick<StoredOrder, 'orderNo'>): string {
  return `充电订单 ${order.orderNo}`
}

/** Sum of the applications on one source that are not rejected. */
function applied(source: RefundSource, id: string): number {
  return db.refunds
    .filter((r) => r.source === source && r.id === id && r.status !== 'REJECTED')
    .reduce((sum, r) => sum + r.amount, 0)
}

/** An order paid by WeChat whose unused remainder did not go back (FAILED), or already applied for. */
function orderRemainder(order: StoredOrder): number | null {
  if (order.payType !== 'WECHAT' || order.refunded <= 0) return null
  const touched = db.refunds.some((r) => r.source === 'ORDER' && r.id === order.orderId)
  if (order.refundStatus !== 'FAILED' && !touched) return null
  return order.refunded - applied('ORDER', order.orderId)
}

/** An application on this source is under way (a second one is refused until it ends). */
export function applying(source: RefundSource, id: string): boolean {
  return db.refunds.some((r) => r.source === source && r.id === id && inProgress(r))
}

const APPLYING_NOTE = '已有退款申请正在处理，处理完成后可再次申请'

/** What the user may refund (amount > 0 only), each marked when an application is under way. */
export function refundableItems(): RefundableItem[] {
  const items: RefundableItem[] = []
  for (const card of db.cards) {
    if (!refundableCard(card) || card.balance <= 0) continue
    const busy = applying('CARD', card.cardId)
    const note = busy
      ? APPLYING_NOTE
      : card.giftBalance > 0
        ? `可退卡内余额，赠送余额${formatYuan(card.giftBalance)}不可退，申请后一并作废`
        : '可退卡内余额'
    items.push({
      source: 'CARD',
      id: card.cardId,
      title: cardTitle(card),
      amount: card.balance,
      note,
      applying: busy,
    })
  }
  for (const order of db.orders) {
    const amount = orderRemainder(order)
    if (amount === null || amount <= 0) continue
    const busy = applying('ORDER', order.orderId)
    const note = busy ? APPLYING_NOTE : '该订单未使用的金额原路退款未成功，可申请退至银行卡'
    const title = orderTitle(order)
    items.push({ source: 'ORDER', id: order.orderId, title, amount, note, applying: busy })
  }
  return items
}

/** The order's refund status follows its applications (the order detail shows it). */
function syncOrder(orderId: string): void {
  const order = db.orders.find((o) => o.orderId === orderId)
  if (!order) return
  const mine = db.refunds.filter((r) => r.source === 'ORDER' && r.id === orderId)
  const paid = mine.filter((r) => r.status === 'REFUNDED').reduce((s, r) => s + r.amount, 0)
  if (mine.some(inProgress)) order.refundStatus = 'PENDING'
  else if (paid >= order.refunded)
    order.refundStatus = order.refunded >= order.paid ? 'FULL' : 'PARTIAL'
  else order.refundStatus = 'FAILED'
}

export interface ApplyInput {
  item: RefundableItem
  amount: number
  bankConfigId: string
  bankLabel: string
  reason: string
}

/** Records an application and takes its money (checked by the handler). */
export function applyRefund(input: ApplyInput, at = now()): StoredRefund {
  db.refundSeq += 1
  const { item } = input
  const refund: StoredRefund = {
    refundId: `RF${String(db.refundSeq).padStart(8, '0')}`,
    source: item.source,
    id: item.id,
    title: item.title,
    amount: input.amount,
    bankConfigId: input.bankConfigId,
    bankLabel: input.bankLabel,
    reason: input.reason,
    status: 'PENDING',
    rejectReason: '',
    createTime: formatTime(at),
    auditTime: '',
    paidTime: '',
    createdMs: at,
    auditMs: null,
    paidMs: null,
  }
  db.refunds.push(refund)
  if (item.source === 'CARD') {
    const card = db.cards.find((c) => c.cardId === item.id)
    if (card) {
      refund.giftVoided = card.giftBalance
      card.balance -= input.amount
      card.giftBalance = 0
      recordRefundOut(card, input.amount, `申请退款至${input.bankLabel}`, refund.giftVoided)
    }
  } else {
    syncOrder(item.id)
  }
  return refund
}

function message(refund: StoredRefund, title: string, content: string, at: number): void {
  db.messageSeq += 1
  db.messages.push({
    messageId: messageIdOf(db.messageSeq),
    seq: db.messageSeq,
    type: 'REFUND',
    title,
    content,
    createTime: formatTime(at),
    createdMs: at,
    read: false,
    orderId: refund.source === 'ORDER' ? refund.id : null,
  })
}

function reject(refund: StoredRefund, at: number): void {
  refund.status = 'REJECTED'
  refund.rejectReason = REJECT_REASON
  refund.auditMs = at
  refund.auditTime = formatTime(at)
  const back = refund.source === 'CARD' ? '原充电卡' : '原订单，可重新申请'
  if (refund.source === 'CARD') {
    const card = db.cards.find((c) => c.cardId === refund.id)
    if (card) {
      const gift = refund.giftVoided ?? 0
      card.balance += refund.amount
      card.giftBalance += gift
      recordRefundReturn(card, refund.amount, `退款申请${refund.refundId}被驳回，退回余额`, gift)
    }
  } else {
    syncOrder(refund.id)
  }
  const amount = formatYuan(refund.amount)
  const text = `您申请的退款${amount}未通过审核：${REJECT_REASON}。款项已退回${back}。`
  message(refund, '退款申请被驳回', text, at)
}

function shouldReject(refund: StoredRefund): boolean {
  if (refund.reason.includes(REJECT_MARK)) return true
  const card = refund.source === 'CARD' ? db.cards.find((c) => c.cardId === refund.id) : undefined
  return card?.status === 'FROZEN'
}

/** Moves one application on to `at` (several steps at once when the time has passed). */
export function stepRefund(refund: StoredRefund, at = now()): void {
  if (refund.status === 'PENDING' && refund.createdMs + APPROVE_AFTER_MS <= at) {
    const auditAt = refund.createdMs + APPROVE_AFTER_MS
    if (shouldReject(refund)) {
      reject(refund, auditAt)
      return
    }
    refund.status = 'APPROVED'
    refund.auditMs = auditAt
    refund.auditTime = formatTime(auditAt)
  }
  if (refund.status === 'APPROVED' && (refund.auditMs ?? at) + PAY_AFTER_MS <= at) {
    const paidAt = (refund.auditMs ?? at) + PAY_AFTER_MS
    refund.status = 'REFUNDED'
    refund.paidMs = paidAt
    refund.paidTime = formatTime(paidAt)
    if (refund.source === 'ORDER') syncOrder(refund.id)
    const text = `您申请的退款${formatYuan(refund.amount)}已打款至${refund.bankLabel}，到账时间以银行为准，请注意查收。`
    message(refund, '退款已打款', text, paidAt)
  }
}

export function stepRefunds(at = now()): void {
  for (const refund of db.refunds) stepRefund(refund, at)
}

export function publicRefund(refund: StoredRefund): RefundApplication {
  const { createdMs: _c, auditMs: _a, paidMs: _p, ...view } = refund
  return view
}
