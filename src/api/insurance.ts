import type { PayOrder } from './payments'
import { post } from './client'
import {
  INSURANCE_API,
  type CreatePolicyRequest,
  type CreatePolicyResult,
  type InsuranceProduct,
  type Policy,
  type ProductType,
} from './insurance-types'

/** Safe-charging and safe-riding insurance: one typed function per call (docs/API.md). */
export const insuranceApi = {
  product: (productType: ProductType) =>
    post<InsuranceProduct>(INSURANCE_API.product, { productType }, { loading: false }),
  /** The user's current policy of this product (waiting or active), or null. */
  myPolicy: (productType: ProductType) =>
    post<Policy | null>(INSURANCE_API.myPolicy, { productType }, { loading: false }),
  /** An unpaid policy and its payment: the server decides the premium. */
  create: async (req: CreatePolicyRequest): Promise<PayOrder & { policyId: string }> =>
    post<CreatePolicyResult>(INSURANCE_API.create, req),
}

export const insuranceKeys = {
  product: (productType: ProductType) => ['insurance', 'product', productType] as const,
  policy: (productType: ProductType) => ['insurance', 'policy', productType] as const,
}
