import { Link } from '@/components/link'
import type { ChargingCard } from '@/api/types'
import { href } from '@/config/paths'
import { CARD_STATUS_TEXT, CARD_TYPE_TEXT, groupCardNo } from '@/lib/card-labels'
import { formatYuan } from '@/lib/money'
import { activationLink } from '@/lib/qr'

/** One card: balance and gift balance apart, where it is valid, its state and where it leads. */
export function CardItem({ card }: { card: ChargingCard }) {
  const status = String(card.status).toLowerCase()
  const typeText = CARD_TYPE_TEXT[card.cardType] ?? '充电卡'
  return (
    <article
      className={`card-list__card card-list__card--${status}`}
      aria-label={`${typeText} ${card.cardNo}`}
    >
      <div className="card-list__row">
        <span className="card-list__type">{typeText}</span>
        <span className={`card-list__status card-list__status--${status}`}>
          {CARD_STATUS_TEXT[card.status] ?? '--'}
        </span>
      </div>
      <p className="card-list__no">{groupCardNo(card.cardNo)}</p>
      <div className="card-list__money">
        <p>
          <small>余额</small>
          <strong>{formatYuan(card.balance)}</strong>
        </p>
        <p>
          <small>赠送余额</small>
          <strong>{formatYuan(card.giftBalance)}</strong>
        </p>
      </div>
      <p className="card-list__scope">适用站点：{card.scopeText || '--'}</p>
      <div className="card-list__links">
        {card.cardType === 'VIRTUAL' && (
          <Link to={href('virtualCardDetail', { cardId: card.cardId })}>充值</Link>
        )}
        <Link to={href('rechargeRecord', { cardId: card.cardId })}>交易记录</Link>
        {card.cardType === 'PHYSICAL' && (
          <Link to={href('realCardDetail', { q: activationLink(card.cardId) })}>卡片详情</Link>
        )}
      </div>
    </article>
  )
}
