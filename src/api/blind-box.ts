import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { refreshAfterCoupons } from './cards'
import { post, type CallOptions } from './client'
import { BLIND_BOX_VOUCHERS } from './endpoints/blind-box'
import { API } from './endpoints/spec'
import type { PagedSource } from './envelope'
import {
  type BlindBox,
  type BlindBoxIdRequest,
  type BlindBoxPrize,
  type CouponItem,
  type CouponStatus,
  type Page,
  type PageQuery,
} from './types'

/** What the silent status call answers: the prize once it is revealed (OPENED, CLAIMED). */
export interface BlindBoxStatusResult {
  status: BlindBox['status']
  prize: BlindBoxPrize | null
}

/** A coupon or charge voucher a claimed blind-box prize became. */
export interface BlindBoxVoucher extends CouponItem {
  blindBoxId: string
  blindBoxTitle: string
}

export const blindBoxKeys = {
  all: ['blind-box'] as const,
  detail: (blindBoxId: string) => ['blind-box', 'detail', blindBoxId] as const,
  status: (blindBoxId: string) => ['blind-box', 'status', blindBoxId] as const,
  mine: ['blind-box', 'mine'] as const,
  vouchers: (status: CouponStatus) => ['blind-box', 'vouchers', status] as const,
}

/** blind-box-detail's answer when the user has no box to open (ours: docs/API.md). */
export const NO_BLIND_BOX_CODE = '200003'

export const blindBoxApi = {
  detail: (body: Partial<BlindBoxIdRequest> = {}, options?: CallOptions) =>
    post<BlindBox>(API.blindBoxDetail, body, options),
  listSelf: (page: PageQuery) =>
    post<Page<BlindBox>>(API.blindBoxListSelf, page, { loading: false }),
  claimCoupon: (body: BlindBoxIdRequest) => post<BlindBox>(API.blindBoxClaimCoupon, body),
  /** SPEC §7: silent, no loading overlay (and no toast, no network dialog: it is polled). */
  status: (body: BlindBoxIdRequest) =>
    post<BlindBoxStatusResult>(API.blindBoxStatus, body, {
      loading: false,
      toast: false,
      networkDialog: false,
    }),
  click: (body: BlindBoxIdRequest) => post<BlindBox>(API.blindBoxClick, body),
  vouchers: (body: PageQuery & { status: CouponStatus }) =>
    post<Page<BlindBoxVoucher>>(BLIND_BOX_VOUCHERS, body, { loading: false }),
}

export const blindBoxQueries = {
  /**
   * A box by its id, or the user's current one (''), asked once, not retried. No box to open
   * (NO_BLIND_BOX_CODE) is the page's empty state, without a toast; any other refusal toasts.
   */
  detail: (blindBoxId: string) =>
    queryOptions({
      queryKey: blindBoxKeys.detail(blindBoxId),
      queryFn: () =>
        blindBoxApi.detail(blindBoxId ? { blindBoxId } : {}, {
          loading: false,
          stateCodes: [NO_BLIND_BOX_CODE],
        }),
      retry: false,
    }),
  /** An opening box's draw, polled by the page while it opens (silent: blindBoxApi.status). */
  status: (blindBoxId: string) =>
    queryOptions({
      queryKey: blindBoxKeys.status(blindBoxId),
      queryFn: () => blindBoxApi.status({ blindBoxId }),
      gcTime: 0,
    }),
  /** The user's boxes (我的盲盒). */
  mine: (): PagedSource<BlindBox> => ({
    queryKey: blindBoxKeys.mine,
    fetchPage: blindBoxApi.listSelf,
  }),
  /** The charge vouchers the user's prizes became, of one status. */
  vouchers: (status: CouponStatus): PagedSource<BlindBoxVoucher> => ({
    queryKey: blindBoxKeys.vouchers(status),
    fetchPage: (page) => blindBoxApi.vouchers({ ...page, status }),
  }),
}

/** After a prize was claimed: the boxes, the vouchers, the coupons and the user's figures. */
export function refreshAfterClaim(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: blindBoxKeys.all }),
    refreshAfterCoupons(client),
  ])
}
