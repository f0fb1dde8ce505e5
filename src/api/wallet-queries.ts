import { useQuery } from '@tanstack/react-query'
import { cardsApi } from './cards'

/** Query keys of the card and coupon pages (issue #13). */
export const walletKeys = {
  cards: ['cards', 'list'] as const,
  records: (cardId: string, month: string) => ['cards', 'records', cardId, month] as const,
  coupons: (status: string) => ['coupons', status] as const,
  card: (cardId: string) => ['cards', 'detail', cardId] as const,
  rechargeOptions: (cardId: string) => ['cards', 'recharge-options', cardId] as const,
  banks: ['bank-configs'] as const,
  refunds: ['refunds', 'list'] as const,
  refundable: ['refunds', 'refundable'] as const,
}

/** The user's charging cards (card list, 我的卡券 summary). */
export function useCardList() {
  return useQuery({ queryKey: walletKeys.cards, queryFn: cardsApi.cards })
}
