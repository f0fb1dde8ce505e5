import { post } from './client'
import { API, type BlindBox, type BlindBoxIdRequest, type Page, type PageQuery } from './types'

export const blindBoxApi = {
  detail: (body: Partial<BlindBoxIdRequest> = {}) => post<BlindBox>(API.blindBoxDetail, body),
  listSelf: (page: PageQuery) =>
    post<Page<BlindBox>>(API.blindBoxListSelf, page, { loading: false }),
  claimCoupon: (body: BlindBoxIdRequest) => post<BlindBox>(API.blindBoxClaimCoupon, body),
  /** SPEC §7: silent, no loading overlay. */
  status: (body: BlindBoxIdRequest) =>
    post<Pick<BlindBox, 'status'>>(API.blindBoxStatus, body, { loading: false, toast: false }),
  click: (body: BlindBoxIdRequest) => post<BlindBox>(API.blindBoxClick, body),
}
