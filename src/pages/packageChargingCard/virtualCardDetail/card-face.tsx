import type { ChargingCard } from '@/api/types'
import { CARD_STATUS_TEXT, CARD_TYPE_TEXT, groupCardNo } from '@/lib/card-labels'
import { centsToYuan, formatYuan } from '@/lib/money'

/** The card: its number, state, balance and gift balance (kept apart), where it is valid. */
export function CardFace({ card }: { card: ChargingCard }) {
  const status = String(card.status).toLowerCase()
  return (
    <section className="vcard__face" aria-label="充值卡余额">
      <div className="vcard__row">
        <span>{CARD_TYPE_TEXT[card.cardType] ?? '充电卡'}</span>
        <span className={`vcard__status vcard__status--${status}`}>
          {CARD_STATUS_TEXT[card.status] ?? '--'}
        </span>
      </div>
      <p className="vcard__no">{groupCardNo(card.cardNo)}</p>
      <div className="vcard__money">
        <p>
          <small>余额(元)</small>
          <strong aria-label={`余额${formatYuan(card.balance)}`}>
            {centsToYuan(card.balance)}
          </strong>
        </p>
        <p>
          <small>赠送余额(元)</small>
          <strong aria-label={`赠送余额${formatYuan(card.giftBalance)}`}>
            {centsToYuan(card.giftBalance)}
          </strong>
        </p>
      </div>
      <p className="vcard__scope">适用站点：{card.scopeText || '--'}</p>
    </section>
  )
}
