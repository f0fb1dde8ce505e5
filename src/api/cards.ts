import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { post } from './client'
import { API } from './endpoints/spec'
import { WALLET_API } from './endpoints/wallet'
import type { PagedSource } from './envelope'
import {
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
import { refreshUserFigures } from './user'
import { type CouponStatus, type RechargeOptions } from './wallet-types'

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

/** Query keys of the cards: every key of a card or its records starts with 'cards'. */
export const cardKeys = {
  all: ['cards'] as const,
  list: ['cards', 'list'] as const,
  card: (cardId: string) => ['cards', 'detail', cardId] as const,
  /** Outside 'cards' on purpose: a card change refreshes the lists, the page sets its own card. */
  physicalCard: (cardId: string) => ['card', 'physical', cardId] as const,
  records: (cardId: string, month: string) => ['cards', 'records', cardId, month] as const,
  latestRecords: (cardId: string) => ['cards', 'records', cardId, '', 'latest'] as const,
  rechargeOptions: (cardId: string) => ['cards', 'recharge-options', cardId] as const,
}

/** Query keys of the coupons and the coupon campaign. */
export const couponKeys = {
  all: ['coupons'] as const,
  list: (status: CouponStatus) => ['coupons', status] as const,
  campaign: ['coupons', 'campaign'] as const,
}

export const cardQueries = {
  /** The user's charging cards (card list, 我的卡券 summary). */
  list: () => queryOptions({ queryKey: cardKeys.list, queryFn: cardsApi.cards }),
  /** One virtual card: asked fresh each time (a top-up may have landed since). */
  card: (cardId: string) =>
    queryOptions({
      queryKey: cardKeys.card(cardId),
      queryFn: () => cardsApi.card(cardId),
      enabled: cardId !== '',
      staleTime: 0,
    }),
  /** One physical card (activation, loss): asked fresh each time. */
  physicalCard: (cardId: string) =>
    queryOptions({
      queryKey: cardKeys.physicalCard(cardId),
      queryFn: () => cardsApi.physicalCard(cardId),
      enabled: cardId !== '',
      staleTime: 0,
    }),
  /** The first `count` records of a card (最近交易 on both card pages). */
  latestRecords: (cardId: string, count: number) =>
    queryOptions({
      queryKey: cardKeys.latestRecords(cardId),
      queryFn: () => cardsApi.records({ cardId, pageNo: 1, pageSize: count }),
    }),
  /** A card's records, of one month ('YYYY-MM') or all ('') (交易记录). */
  records: (cardId: string, month: string): PagedSource<CardRecord> => ({
    queryKey: cardKeys.records(cardId, month),
    fetchPage: (page) => cardsApi.records({ ...page, cardId, ...(month ? { month } : {}) }),
  }),
  /** The top-up amounts a virtual card offers. */
  rechargeOptions: (cardId: string) =>
    queryOptions({
      queryKey: cardKeys.rechargeOptions(cardId),
      queryFn: () => cardsApi.rechargeOptions(cardId),
    }),
}

export const couponQueries = {
  /** The user's coupons of one status (我的卡券). */
  list: (status: CouponStatus): PagedSource<CouponItem> => ({
    queryKey: couponKeys.list(status),
    fetchPage: (page) => cardsApi.coupons({ ...page, status }),
  }),
  /** The coupon campaign (领券 page, its success page). */
  campaign: () =>
    queryOptions({ queryKey: couponKeys.campaign, queryFn: () => cardsApi.campaign() }),
}

/** After a card's money or state moved (a top-up, activation, loss, unbind): cards and the user's figures. */
export function refreshAfterCardChange(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: cardKeys.all }),
    refreshUserFigures(client),
  ])
}

/** After coupons were received, drawn or claimed: the coupon lists and the user's figures. */
export function refreshAfterCoupons(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: couponKeys.all }),
    refreshUserFigures(client),
  ])
}
