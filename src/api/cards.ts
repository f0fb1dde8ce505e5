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
import type { PayOrder } from './payments'
import { WALLET_API, type RechargeOptions } from './wallet-types'

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
  /** One of the user's cards (virtual card detail; the top-up lands here). */
  card: (cardId: string) =>
    post<ChargingCard>(WALLET_API.cardDetail, { cardId }, { loading: false }),
  rechargeOptions: (cardId: string) =>
    post<RechargeOptions>(WALLET_API.rechargeOptions, { cardId }, { loading: false }),
  /**
   * The server makes the unpaid top-up order for `amount` (cents) and answers its pay parameters.
   * `requestId`: the intent's idempotency id (useRequestId), the same on a retry after a lost answer.
   */
  createTopUp: (cardId: string, amount: number, requestId?: string) =>
    post<PayOrder>(WALLET_API.rechargeCreate, { cardId, amount, requestId }),
  reportLoss: (cardId: string) => post<PhysicalCard>(WALLET_API.reportLoss, { cardId }),
  cancelLoss: (cardId: string) => post<PhysicalCard>(WALLET_API.cancelLoss, { cardId }),
  unbind: (cardId: string) => post<null>(WALLET_API.unbind, { cardId }),
}
