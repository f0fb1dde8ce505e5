import { post, type CallOptions } from './client'
import {
  API,
  type BlindBox,
  type BlindBoxIdRequest,
  type BlindBoxPrize,
  type CouponItem,
  type CouponStatus,
  type Page,
  type PageQuery,
} from './types'

/** Designed beside the spec's five calls (docs/API.md "Red packet calls"). */
export const BLIND_BOX_VOUCHERS = '/blind-box/charge-voucher-list'

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
  detail: ['blind-box', 'detail'] as const,
  status: (blindBoxId: string) => ['blind-box', 'status', blindBoxId] as const,
  mine: ['blind-box', 'mine'] as const,
  vouchers: (status: CouponStatus) => ['blind-box', 'vouchers', status] as const,
}

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
