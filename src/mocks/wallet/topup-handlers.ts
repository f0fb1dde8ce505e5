/**
 * A card's detail and its top-up (designed: docs/API.md "Wallet calls"): the tiers and bounds, and
 * the top-up order, paid through the shared payments (payments/db.ts) whose settle hook credits the
 * ledger (wallet/topup.ts). Only the user's active virtual cards take a top-up.
 */
import { WALLET_API } from '@/api/endpoints/wallet'
import type { ChargingCard } from '@/api/types'
import type { PayOrder } from '@/api/payments'
import { type RechargeOptions } from '@/api/wallet-types'
import { cardView } from '../cards/view'
import type { StoredCard } from '../charging/state'
import { db } from '../core/db'
import { CODE, fail, ok, postApi, readJson } from '../core/http'
import { keepRequestId, paymentOfRequest } from '../payments/idempotency'
import { createPayment, onPaymentSettled, settleDuePayments } from '../payments/db'
import type { StoredPayment } from '../payments/state'
import { stepRefunds } from './refunds'
import { body, cents, requestId, text } from '../core/schemas'
import { settleTopUp, TOP_UP_MAX, TOP_UP_MIN, TOP_UP_TIERS } from './topup'

onPaymentSettled('topup', settleTopUp)

/** Top-up amount out of the operator's bounds. */
export const TOP_UP_AMOUNT_CODE = '400005'

const cardBody = body({ cardId: text('卡号', 32) })
const createBody = cardBody.extend({
  amount: cents('充值金额', 1),
  requestId: requestId.optional(),
})

const yuan = (n: number) => String(n / 100)

function ownCard(cardId: string): StoredCard | undefined {
  return db.cards.find((c) => c.cardId === cardId)
}

const payOrder = (payment: StoredPayment) =>
  ok<PayOrder>({ orderId: payment.orderId, amount: payment.amount, payParams: payment.payParams })

const unknown = () => fail(CODE.cardUnknown, '卡片不存在，请核对卡号')

/** Why this card takes no top-up, or null. */
function topUpProblem(card: StoredCard): Response | null {
  if (card.cardType !== 'VIRTUAL') return fail(CODE.cardState, '实体卡请到运营网点充值')
  if (card.status !== 'ACTIVE') return fail(CODE.cardState, '该卡当前不可充值，请联系客服')
  return null
}

export const topUpHandlers = [
  postApi(WALLET_API.cardDetail, async ({ request }) => {
    const parsed = await readJson(request, cardBody)
    if (!parsed.ok) return parsed.response
    settleDuePayments()
    stepRefunds()
    const card = ownCard(parsed.data.cardId)
    return card ? ok<ChargingCard>(cardView(card)) : unknown()
  }),

  postApi(WALLET_API.rechargeOptions, async ({ request }) => {
    const parsed = await readJson(request, cardBody)
    if (!parsed.ok) return parsed.response
    const card = ownCard(parsed.data.cardId)
    if (!card) return unknown()
    const problem = topUpProblem(card)
    if (problem) return problem
    return ok<RechargeOptions>({
      cardId: card.cardId,
      tiers: TOP_UP_TIERS.map((t) => ({ ...t })),
      min: TOP_UP_MIN,
      max: TOP_UP_MAX,
    })
  }),

  postApi(WALLET_API.rechargeCreate, async ({ request }) => {
    const parsed = await readJson(request, createBody)
    if (!parsed.ok) return parsed.response
    const { cardId, amount } = parsed.data
    // A retry of a create whose answer was lost: the same order (paid already: payParams null).
    const done = paymentOfRequest('topup', parsed.data.requestId)
    if (done) return payOrder(done)
    const card = ownCard(cardId)
    if (!card) return unknown()
    const problem = topUpProblem(card)
    if (problem) return problem
    if (amount < TOP_UP_MIN || amount > TOP_UP_MAX) {
      const range = `${yuan(TOP_UP_MIN)}-${yuan(TOP_UP_MAX)}元`
      return fail(TOP_UP_AMOUNT_CODE, `充值金额应为${range}`)
    }
    const payment = createPayment('topup', amount, cardId)
    keepRequestId(payment, parsed.data.requestId)
    return payOrder(payment)
  }),
]
