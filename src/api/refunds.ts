import { post } from './client'
import type { Page, PageQuery } from './types'
import {
  WALLET_API,
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
