import { post } from './client'
import {
  API,
  type CardRecord,
  type CardRecordsRequest,
  type ChargingCard,
  type CouponCampaign,
  type CouponItem,
  type CouponListRequest,
  type Page,
  type PhysicalCard,
  type ReceiveCouponsResult,
} from './types'

/** Physical charging cards (activation from /b/card/activate/{id}) and coupon campaigns (/getCouponPage). */
export const cardsApi = {
  physicalCard: (cardId: string) =>
    post<PhysicalCard>(API.physicalCardDetail, { cardId }, { loading: false }),
  activate: (cardId: string) => post<PhysicalCard>(API.activateCard, { cardId }),
  campaign: () => post<CouponCampaign>(API.couponCampaign, {}, { loading: false }),
  receive: (campaignId: string) => post<ReceiveCouponsResult>(API.receiveCoupons, { campaignId }),
  /** The user's charging cards (card list, Mine's card coupon page). */
  cards: () => post<ChargingCard[]>(API.cardList, {}, { loading: false }),
  records: (req: CardRecordsRequest) =>
    post<Page<CardRecord>>(API.cardRecords, req, { loading: false }),
  coupons: (req: CouponListRequest) =>
    post<Page<CouponItem>>(API.couponList, req, { loading: false }),
}
