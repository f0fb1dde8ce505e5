/** A user's card as the API shows it (card list, card detail). */
import type { ChargingCard } from '@/api/types'
import type { StoredCard } from '../charging/state'
import { db } from '../core/db'

function stationNames(stationIds: string[] | null): string[] {
  if (stationIds === null) return []
  return stationIds.map((id) => db.stations.find((s) => s.stationId === id)?.name ?? id)
}

export function cardView(card: StoredCard): ChargingCard {
  const { cardId, cardNo, cardType, status, balance, giftBalance } = card
  const names = stationNames(card.stationIds)
  return {
    ...{ cardId, cardNo, cardType, status, balance, giftBalance },
    stationNames: names,
    scopeText: names.length === 0 ? '全部站点' : names.join('、'),
    activatedTime: card.activatedTime ?? '',
  }
}
