/** Safe-charging and safe-riding insurance (安心充电 / 安心骑行): products, purchase and policies. */
import type { PayParams } from './pay-params'

export type ProductType = 'CHARGE' | 'RIDE'

export interface Coverage {
  item: string
  /** Cents; 0 with a `note` for benefits that are not a sum (e.g. per day). */
  amount: number
  note: string
}

export interface InsurancePlan {
  planId: string
  name: string
  /** Premium in cents for the whole term. */
  price: number
  termDays: number
  coverages: Coverage[]
}

export interface InsuranceProduct {
  productType: ProductType
  name: string
  insurer: string
  slogan: string
  plans: InsurancePlan[]
  /** CHARGE: a new-energy vehicle plate is required; RIDE: an e-bike plate is optional. */
  plate: 'NEW_ENERGY' | 'EBIKE_OPTIONAL'
  /** Ages the insured may be (on the day cover starts). */
  minAge: number
  maxAge: number
}

export interface InsuredPerson {
  name: string
  idCardNo: string
  mobile: string
  /** '' when none (optional for RIDE). */
  plateNo: string
}

export interface CreatePolicyRequest {
  productType: ProductType
  planId: string
  insured: InsuredPerson
  /** The user ticked the terms. */
  agreed: boolean
  /** Ours: the intent's idempotency id; a retry after a lost answer reuses it (docs/API.md). */
  requestId?: string
}

/** A payment order (PayOrder) with the policy it buys. */
export interface CreatePolicyResult {
  orderId: string
  amount: number
  payParams: PayParams | null
  policyId: string
}

/** WAITING: paid, cover starts at 00:00 the next day; ACTIVE; EXPIRED. */
export type PolicyStatus = 'WAITING' | 'ACTIVE' | 'EXPIRED'

export interface Policy {
  policyId: string
  policyNo: string
  productType: ProductType
  productName: string
  planName: string
  insurer: string
  status: PolicyStatus
  premium: number
  /** Masked: 张*国, 330106********7713, 138****5678. */
  insuredName: string
  insuredIdCard: string
  insuredMobile: string
  plateNo: string
  startTime: string
  endTime: string
  paidTime: string
  coverages: Coverage[]
}
