import { INSURANCE_API } from './endpoints/insurance'
import type { PayOrder } from './payments'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { post } from './client'
import {
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
  policies: ['insurance', 'policy'] as const,
  product: (productType: ProductType) => ['insurance', 'product', productType] as const,
  policy: (productType: ProductType) => ['insurance', 'policy', productType] as const,
}

export const insuranceQueries = {
  /** A product's terms and premium: they change seldom. */
  product: (productType: ProductType) =>
    queryOptions({
      queryKey: insuranceKeys.product(productType),
      queryFn: () => insuranceApi.product(productType),
      staleTime: 60_000,
    }),
  /** The user's policy of a product: asked fresh each time (a payment may have landed since). */
  policy: (productType: ProductType) =>
    queryOptions({
      queryKey: insuranceKeys.policy(productType),
      queryFn: () => insuranceApi.myPolicy(productType),
      staleTime: 0,
    }),
}

/** After a policy was bought (or its payment settled): every policy. */
export function refreshPolicies(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: insuranceKeys.policies })
}
