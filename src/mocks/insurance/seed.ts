/**
 * The insurance part of the mock operator: the two products it sells (安心充电, 安心骑行) and the
 * policies bought. A policy is UNPAID until its payment's notification lands (payments/db.ts), then
 * PAID, covering from 00:00 the next day for the plan's term. The insurer is fictitious.
 */
import type { InsuranceProduct, InsuredPerson, ProductType } from '@/api/insurance-types'

export const INSURER = '瑞和财产保险股份有限公司'

const YUAN = 100
const WAN = 10000 * YUAN

export const INSURANCE_PRODUCTS: Record<ProductType, InsuranceProduct> = {
  CHARGE: {
    productType: 'CHARGE',
    name: '安心充电保障',
    insurer: INSURER,
    slogan: '充电自燃、意外伤害、第三者损失，一年安心',
    plate: 'NEW_ENERGY',
    minAge: 18,
    maxAge: 70,
    plans: [
      {
        planId: 'C1',
        name: '基础版',
        price: 2990,
        termDays: 365,
        coverages: [
          { item: '充电意外身故、伤残', amount: 10 * WAN, note: '按伤残等级比例给付' },
          { item: '充电意外医疗', amount: 1 * WAN, note: '0免赔，社保内100%报销' },
          { item: '充电中车辆火灾损失', amount: 3 * WAN, note: '含自燃，按实际损失赔付' },
          { item: '充电第三者责任', amount: 5 * WAN, note: '他人人身及财产损失' },
        ],
      },
      {
        planId: 'C2',
        name: '尊享版',
        price: 5900,
        termDays: 365,
        coverages: [
          { item: '充电意外身故、伤残', amount: 20 * WAN, note: '按伤残等级比例给付' },
          { item: '充电意外医疗', amount: 2 * WAN, note: '0免赔，社保内100%报销' },
          { item: '充电中车辆火灾损失', amount: 8 * WAN, note: '含自燃，按实际损失赔付' },
          { item: '充电第三者责任', amount: 10 * WAN, note: '他人人身及财产损失' },
          { item: '道路救援拖车', amount: 1000 * YUAN, note: '充电故障无法行驶时' },
        ],
      },
    ],
  },
  RIDE: {
    productType: 'RIDE',
    name: '安心骑行保障',
    insurer: INSURER,
    slogan: '电动自行车骑行意外、医疗、第三者责任全保障',
    plate: 'EBIKE_OPTIONAL',
    minAge: 16,
    maxAge: 70,
    plans: [
      {
        planId: 'R1',
        name: '标准版',
        price: 1990,
        termDays: 365,
        coverages: [
          { item: '骑行意外身故、伤残', amount: 10 * WAN, note: '按伤残等级比例给付' },
          { item: '骑行意外医疗', amount: 1 * WAN, note: '0免赔，社保内100%报销' },
          { item: '意外住院津贴', amount: 0, note: '50元/天，最长30天' },
          { item: '骑行第三者责任', amount: 2 * WAN, note: '他人人身及财产损失' },
        ],
      },
      {
        planId: 'R2',
        name: '加强版',
        price: 3990,
        termDays: 365,
        coverages: [
          { item: '骑行意外身故、伤残', amount: 20 * WAN, note: '按伤残等级比例给付' },
          { item: '骑行意外医疗', amount: 2 * WAN, note: '0免赔，社保内100%报销' },
          { item: '意外住院津贴', amount: 0, note: '100元/天，最长30天' },
          { item: '骑行第三者责任', amount: 5 * WAN, note: '他人人身及财产损失' },
          { item: '电动自行车充电火灾', amount: 5000 * YUAN, note: '车辆及电池损失' },
        ],
      },
    ],
  },
}

export interface StoredPolicy {
  policyId: string
  productType: ProductType
  planId: string
  insured: InsuredPerson
  premium: number
  status: 'UNPAID' | 'PAID' | 'CANCELLED'
  orderId: string
  policyNo: string
  createdMs: number
  paidMs: number | null
  startMs: number | null
  endMs: number | null
}

export interface InsuranceState {
  policies: StoredPolicy[]
}

export function createInsuranceState(): InsuranceState {
  return { policies: [] }
}
