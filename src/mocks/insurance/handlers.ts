// insurance/: the products and the policies bought (seed.ts); a policy starts when its payment
// lands, one per product at a time. Handlers: this file.
/**
 * Safe-charging and safe-riding insurance (issue #15): the product, buying a policy through the
 * shared payments (kind 'insurance': the settle hook starts the policy) and the user's policy.
 * One policy per product at a time: a user covered (or waiting for cover) cannot buy again.
 */
import { z } from 'zod'
import { INSURANCE_API } from '@/api/endpoints/insurance'
import {
  type CreatePolicyResult,
  type Policy,
  type PolicyStatus,
  type ProductType,
} from '@/api/insurance-types'
import {
  isChineseName,
  isEbikePlate,
  isIdCard,
  isMobile,
  isNewEnergyPlate,
  maskMobile,
  maskName,
} from '@/lib/validators'
import { formatTime, now } from '../core/clock'
import { db } from '../core/db'
import { CODE, fail, ok, postApi, readJson } from '../core/http'
import { keepRequestId, paymentOfRequest } from '../payments/idempotency'
import {
  cancelPayment,
  createPayment,
  findPayment,
  onPaymentSettled,
  paymentPending,
  settleDuePayments,
} from '../payments/db'
import { body, requestId } from '../core/schemas'
import { INSURANCE_PRODUCTS, type StoredPolicy } from './seed'

export const INSURANCE_CODE = { covered: '830001', pending: '830002', age: '830003' } as const

const DAY_MS = 24 * 60 * 60 * 1000

const productType = z.enum(['CHARGE', 'RIDE'], { error: '参数错误：保险产品不存在' })
const productBody = body({ productType })
const insuredShape = z.object(
  {
    name: z.string({ error: '参数错误：被保险人姓名不能为空' }).trim(),
    idCardNo: z.string({ error: '参数错误：身份证号不能为空' }).trim().toUpperCase(),
    mobile: z.string({ error: '参数错误：手机号不能为空' }).trim(),
    plateNo: z.string({ error: '参数错误：车牌号格式不正确' }).trim().toUpperCase().default(''),
  },
  { error: '参数错误：被保险人信息不能为空' },
)
const createBody = body({
  productType,
  planId: z.string({ error: '参数错误：请选择保障方案' }).trim(),
  insured: insuredShape,
  agreed: z.literal(true, { error: '请先阅读并同意投保须知和保险条款' }),
  requestId: requestId.optional(),
})

/** 00:00 of the day after `ms` (local time). */
function nextMidnight(ms: number): number {
  const d = new Date(ms)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime()
}

/** Age in whole years on `at` of the ID card's birth date. */
export function ageOn(idCardNo: string, at: number): number {
  const y = Number(idCardNo.slice(6, 10))
  const m = Number(idCardNo.slice(10, 12))
  const d = Number(idCardNo.slice(12, 14))
  const day = new Date(at)
  let age = day.getFullYear() - y
  if (day.getMonth() + 1 < m || (day.getMonth() + 1 === m && day.getDate() < d)) age -= 1
  return age
}

function maskId(id: string): string {
  return `${id.slice(0, 6)}********${id.slice(-4)}`
}

function statusAt(p: StoredPolicy, at: number): PolicyStatus {
  if (p.endMs !== null && at >= p.endMs) return 'EXPIRED'
  return p.startMs !== null && at >= p.startMs ? 'ACTIVE' : 'WAITING'
}

export function policyView(p: StoredPolicy, at = now()): Policy {
  const product = INSURANCE_PRODUCTS[p.productType]
  const plan = product.plans.find((x) => x.planId === p.planId) ?? product.plans[0]!
  return {
    policyId: p.policyId,
    policyNo: p.policyNo,
    productType: p.productType,
    productName: product.name,
    planName: plan.name,
    insurer: product.insurer,
    status: statusAt(p, at),
    premium: p.premium,
    insuredName: maskName(p.insured.name),
    insuredIdCard: maskId(p.insured.idCardNo),
    insuredMobile: maskMobile(p.insured.mobile),
    plateNo: p.insured.plateNo,
    startTime: p.startMs === null ? '' : formatTime(p.startMs),
    endTime: p.endMs === null ? '' : formatTime(p.endMs),
    paidTime: p.paidMs === null ? '' : formatTime(p.paidMs),
    coverages: plan.coverages,
  }
}

/** The user's paid policy of this product that has not expired. */
export function currentPolicy(type: ProductType, at = now()): StoredPolicy | undefined {
  settleDuePayments(at)
  return db.policies.find(
    (p) => p.productType === type && p.status === 'PAID' && p.endMs !== null && at < p.endMs,
  )
}

// WeChat's notification for a policy's payment: the policy is paid and cover is set.
onPaymentSettled('insurance', (payment) => {
  const policy = db.policies.find((p) => p.policyId === payment.ref)
  if (!policy || policy.status !== 'UNPAID') return
  const paidMs = payment.paidMs ?? now()
  const plan = INSURANCE_PRODUCTS[policy.productType].plans.find((x) => x.planId === policy.planId)
  policy.status = 'PAID'
  policy.paidMs = paidMs
  policy.startMs = nextMidnight(paidMs)
  policy.endMs = policy.startMs + (plan?.termDays ?? 365) * DAY_MS - 1000
  const day = formatTime(paidMs).slice(0, 10).replace(/-/g, '')
  const seq = db.policies.filter((p) => p.policyNo).length + 1
  policy.policyNo = `RH${policy.productType === 'CHARGE' ? 'AC' : 'AQ'}${day}${String(seq).padStart(6, '0')}`
})

export const insuranceHandlers = [
  postApi(INSURANCE_API.product, async ({ request }) => {
    const parsed = await readJson(request, productBody)
    if (!parsed.ok) return parsed.response
    return ok(INSURANCE_PRODUCTS[parsed.data.productType])
  }),

  postApi(INSURANCE_API.myPolicy, async ({ request }) => {
    const parsed = await readJson(request, productBody)
    if (!parsed.ok) return parsed.response
    const policy = currentPolicy(parsed.data.productType)
    return ok<Policy | null>(policy ? policyView(policy) : null)
  }),

  postApi(INSURANCE_API.create, async ({ request }) => {
    const parsed = await readJson(request, createBody)
    if (!parsed.ok) return parsed.response
    // A retry of a create whose answer was lost: the same policy and order, not "already covered".
    const done = paymentOfRequest('insurance', parsed.data.requestId)
    if (done) {
      const { orderId, amount, payParams, ref: policyId } = done
      return ok<CreatePolicyResult>({ orderId, amount, payParams, policyId })
    }
    const { productType: type, planId, insured } = parsed.data
    const product = INSURANCE_PRODUCTS[type]
    const plan = product.plans.find((p) => p.planId === planId)
    if (!plan) return fail(CODE.param, '参数错误：保障方案不存在')
    if (!isChineseName(insured.name)) return fail(CODE.param, '参数错误：被保险人姓名不正确')
    const at = now()
    if (!isIdCard(insured.idCardNo, new Date(at))) {
      return fail(CODE.param, '参数错误：身份证号不正确')
    }
    if (!isMobile(insured.mobile)) return fail(CODE.param, '参数错误：手机号格式不正确')
    if (product.plate === 'NEW_ENERGY' && !isNewEnergyPlate(insured.plateNo)) {
      return fail(CODE.param, '参数错误：请填写正确的新能源车牌号')
    }
    if (product.plate === 'EBIKE_OPTIONAL' && insured.plateNo && !isEbikePlate(insured.plateNo)) {
      return fail(CODE.param, '参数错误：电动自行车号牌格式不正确')
    }
    const age = ageOn(insured.idCardNo, nextMidnight(at))
    if (age < product.minAge || age > product.maxAge) {
      return fail(INSURANCE_CODE.age, `被保险人年龄需在${product.minAge}-${product.maxAge}周岁之间`)
    }
    if (currentPolicy(type, at)) {
      return fail(INSURANCE_CODE.covered, `您已投保${product.name}，保障期内无需重复购买`)
    }
    for (const policy of db.policies) {
      if (policy.productType !== type || policy.status !== 'UNPAID') continue
      const payment = findPayment(policy.orderId)
      if (payment && paymentPending(payment)) {
        return fail(INSURANCE_CODE.pending, '您有一笔投保正在确认支付结果，请稍后查看保单')
      }
      // An earlier order never paid: it gives way to this one.
      if (payment?.status === 'UNPAID') cancelPayment(payment)
      policy.status = 'CANCELLED'
    }
    const policyId = `PL${String(10001 + db.policies.length)}`
    const payment = createPayment('insurance', plan.price, policyId)
    keepRequestId(payment, parsed.data.requestId)
    db.policies.push({
      policyId,
      productType: type,
      planId,
      insured: { ...insured },
      premium: plan.price,
      status: 'UNPAID',
      orderId: payment.orderId,
      policyNo: '',
      createdMs: at,
      paidMs: null,
      startMs: null,
      endMs: null,
    })
    return ok<CreatePolicyResult>({
      orderId: payment.orderId,
      amount: payment.amount,
      payParams: payment.payParams,
      policyId,
    })
  }),
]
