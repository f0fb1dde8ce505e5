/**
 * Refunds to a bank card (designed: docs/API.md "Wallet calls"): what is refundable, applying (the
 * money leaves at once), and the list, which moves in simulated time (wallet/refunds.ts).
 */
import { z } from 'zod'
import { WALLET_API } from '@/api/endpoints/wallet'
import type { Page } from '@/api/types'
import { type RefundableResult, type RefundApplication } from '@/api/wallet-types'
import { formatYuan } from '@/lib/money'
import { stepOrders } from '../charging/db'
import { db, maskCardNo } from '../core/db'
import { fail, ok, postApi, readJson } from '../core/http'
import { applying, applyRefund, publicRefund, refundableItems, stepRefunds } from './refunds'
import { body, cents, pageOf, pageQuery, text } from '../core/schemas'

/** Business codes of the refund calls. */
export const REFUND_CODE = {
  nothing: '800001',
  tooMuch: '800002',
  inProgress: '800003',
  bankUnknown: '800004',
} as const

const applyBody = body({
  source: z.enum(['CARD', 'ORDER'], { error: '参数错误：退款来源应为CARD或ORDER' }),
  id: text('退款对象', 64),
  amount: cents('退款金额', 1),
  bankConfigId: text('收款银行卡', 32),
  reason: z
    .string({ error: '参数错误：退款原因不能为空' })
    .trim()
    .min(2, { error: '参数错误：退款原因应为2-200个字' })
    .max(200, { error: '参数错误：退款原因应为2-200个字' }),
})

const newestFirst = (a: { createdMs: number; refundId: string }, b: typeof a) =>
  b.createdMs - a.createdMs || b.refundId.localeCompare(a.refundId)

function step(): void {
  stepOrders()
  stepRefunds()
}

export const refundHandlers = [
  postApi(WALLET_API.refundable, () => {
    step()
    return ok<RefundableResult>({ items: refundableItems() })
  }),

  postApi(WALLET_API.refundApply, async ({ request }) => {
    const parsed = await readJson(request, applyBody)
    if (!parsed.ok) return parsed.response
    step()
    const input = parsed.data
    if (applying(input.source, input.id))
      return fail(REFUND_CODE.inProgress, '已有退款申请正在处理，请等待审核结果')
    const item = refundableItems().find((i) => i.source === input.source && i.id === input.id)
    if (!item) return fail(REFUND_CODE.nothing, '没有可退款的金额')
    if (input.amount > item.amount) {
      return fail(REFUND_CODE.tooMuch, `退款金额不能超过可退金额${formatYuan(item.amount)}`)
    }
    const bank = db.bankConfigs.find((b) => b.bankConfigId === input.bankConfigId)
    if (!bank) return fail(REFUND_CODE.bankUnknown, '收款银行卡不存在，请重新选择')
    const refund = applyRefund({
      item,
      amount: input.amount,
      bankConfigId: bank.bankConfigId,
      bankLabel: `${bank.bankName}-${maskCardNo(bank.bankCardNo)}`,
      reason: input.reason,
    })
    return ok<RefundApplication>(publicRefund(refund))
  }),

  postApi(WALLET_API.refundList, async ({ request }) => {
    const parsed = await readJson(request, pageQuery(50))
    if (!parsed.ok) return parsed.response
    step()
    const refunds = [...db.refunds].sort(newestFirst)
    return ok<Page<RefundApplication>>({
      list: pageOf(refunds, parsed.data).map(publicRefund),
      total: refunds.length,
    })
  }),
]
