import { post } from './client'
import { API, type CouponCampaign, type PhysicalCard, type ReceiveCouponsResult } from './types'

/** Physical charging cards (activation from /b/card/activate/{id}) and coupon campaigns (/getCouponPage). */
export const cardsApi = {
  physicalCard: (cardId: string) =>
    post<PhysicalCard>(API.physicalCardDetail, { cardId }, { loading: false }),
  activate: (cardId: string) => post<PhysicalCard>(API.activateCard, { cardId }),
  campaign: () => post<CouponCampaign>(API.couponCampaign, {}, { loading: false }),
  receive: (campaignId: string) => post<ReceiveCouponsResult>(API.receiveCoupons, { campaignId }),
}
