import { post } from './client'
import { PARTNER_API } from './endpoints/partners'
import { type PartnerApplyRequest, type PartnerApplyResult } from './partner-types'

/** The partner and franchise form (合作加盟). */
export const partnersApi = {
  apply: (body: PartnerApplyRequest) => post<PartnerApplyResult>(PARTNER_API.apply, body),
}
