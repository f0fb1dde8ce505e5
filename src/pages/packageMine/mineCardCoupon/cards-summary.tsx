import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import Button from 'antd-mobile/es/components/button'
import { Link } from '@/components/link'
import { cardQueries } from '@/api/cards'
import type { ChargingCard } from '@/api/types'
import { ChevronIcon } from '@/components/icons'
import { href } from '@/config/paths'
import { formatYuan } from '@/lib/money'
import { toFiniteNumber } from '@/lib/number'

const sum = (values: unknown[]) => values.reduce<number>((s, v) => s + (toFiniteNumber(v) ?? 0), 0)

/** The card list's query, shared by the summary and the page's pull-to-refresh. */
export const useCards = () => useQuery(cardQueries.list())

/**
 * The user's cards in one line: how many, the balance and the gift balance; leads to the card list.
 * When they could not be read, it says so with 重试 (the card list would fail the same way).
 */
export function CardsSummary({ cards }: { cards: UseQueryResult<ChargingCard[]> }) {
  if (cards.isError && !cards.data) {
    return (
      <div className="app-card card-coupon__cards" role="alert">
        <span className="card-coupon__cards-title">我的充电卡</span>
        <span className="card-coupon__cards-text">加载失败</span>
        <Button size="mini" fill="outline" color="primary" onClick={() => void cards.refetch()}>
          重试
        </Button>
      </div>
    )
  }
  let text: ReactNode = '加载中…'
  if (cards.data) {
    const balance = sum(cards.data.map((c) => c.balance))
    const gift = sum(cards.data.map((c) => c.giftBalance))
    // Each figure with its word on one line: at 320 px 赠送 and its amount broke apart.
    text =
      cards.data.length === 0 ? (
        '暂无充电卡'
      ) : (
        <>
          <span className="nowrap">{cards.data.length} 张</span> ·{' '}
          <span className="nowrap">余额 {formatYuan(balance)}</span> ·{' '}
          <span className="nowrap">赠送 {formatYuan(gift)}</span>
        </>
      )
  }
  return (
    <Link to={href('chargingCardList')} className="app-card card-coupon__cards">
      <span className="card-coupon__cards-title">我的充电卡</span>
      <span className="card-coupon__cards-text">{text}</span>
      <ChevronIcon />
    </Link>
  )
}
