import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { refreshAfterCardChange } from './cards'
import { post } from './client'
import { WALLET_API } from './endpoints/wallet'
import type { PagedSource } from './envelope'
import type { Page, PageQuery } from './types'
import {
  type RefundableResult,
  type RefundApplication,
  type RefundApplyRequest,
} from './wallet-types'

/** Refunds to a bank card (designed: docs/API.md "Wallet calls"). */
export const refundsApi = {
  /** What can be refunded now: each card's balance without gifts, each order's failed remainder. */
  refundable: () => post<RefundableResult>(WALLET_API.refundable, {}, { loading: false }),
  apply: (body: RefundApplyRequest) => post<RefundApplication>(WALLET_API.refundApply, body),
  list: (page: PageQuery) =>
    post<Page<RefundApplication>>(WALLET_API.refundList, page, { loading: false }),
}

export const refundKeys = {
  all: ['refunds'] as const,
  list: ['refunds', 'list'] as const,
  refundable: ['refunds', 'refundable'] as const,
}

export const refundQueries = {
  /** What can be refunded now: asked fresh each time the form opens. */
  refundable: () =>
    queryOptions({ queryKey: refundKeys.refundable, queryFn: refundsApi.refundable, staleTime: 0 }),
  /** The user's refund applications (退款申请). */
  list: (): PagedSource<RefundApplication> => ({
    queryKey: refundKeys.list,
    fetchPage: refundsApi.list,
  }),
}

/** After a refund was applied for: the refunds, the cards it takes from and the user's figures. */
export function refreshAfterRefund(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: refundKeys.all }),
    refreshAfterCardChange(client),
  ])
}
