import { Link } from '@/components/link'
import { useQuery } from '@tanstack/react-query'
import { cardQueries } from '@/api/cards'
import { ChevronIcon } from '@/components/icons'
import { href } from '@/config/paths'
import { formatYuan } from '@/lib/money'
import { toFiniteNumber } from '@/lib/number'

const sum = (values: unknown[]) => values.reduce<number>((s, v) => s + (toFiniteNumber(v) ?? 0), 0)

/** The user's cards in one line: how many, the balance and the gift balance; leads to the card list. */
export function CardsSummary() {
  const cards = useQuery(cardQueries.list())
  let text = '加载中…'
  if (cards.data) {
    const balance = sum(cards.data.map((c) => c.balance))
    const gift = sum(cards.data.map((c) => c.giftBalance))
    text =
      cards.data.length === 0
        ? '暂无充电卡'
        : `${cards.data.length} 张 · 余额 ${formatYuan(balance)} · 赠送 ${formatYuan(gift)}`
  } else if (cards.isError) {
    text = '加载失败，点击查看'
  }
  return (
    <Link to={href('chargingCardList')} className="app-card card-coupon__cards">
      <span className="card-coupon__cards-title">我的充电卡</span>
      <span className="card-coupon__cards-text">{text}</span>
      <ChevronIcon />
    </Link>
  )
}
