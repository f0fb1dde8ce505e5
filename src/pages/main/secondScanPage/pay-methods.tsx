import type { CardOption } from '@/api/types'
import { CARD_TYPE_TEXT, cardTail } from '@/lib/card-labels'
import { formatYuan } from '@/lib/money'

export type Method = { type: 'WECHAT' } | { type: 'CARD'; cardId: string }

interface Props {
  cards: readonly CardOption[]
  due: number
  method: Method
  onChange: (method: Method) => void
}

/** Balance and gift balance together cover `due`. */
export const covers = (card: CardOption, due: number): boolean =>
  card.balance + card.giftBalance >= due

/** WeChat Pay or a charging card valid here; a card whose balance is too low cannot be chosen. */
export function PayMethods({ cards, due, method, onChange }: Props) {
  return (
    <section className="app-card pay__card" aria-label="支付方式">
      <h3 className="pay__title">支付方式</h3>
      <div role="radiogroup" aria-label="支付方式">
        <button
          type="button"
          role="radio"
          aria-checked={method.type === 'WECHAT'}
          className="pay__method"
          onClick={() => onChange({ type: 'WECHAT' })}
        >
          <span className="pay__method-icon pay__method-icon--wechat" aria-hidden="true">
            微
          </span>
          <span className="pay__method-text">微信支付</span>
          <span className="pay__radio" aria-hidden="true" />
        </button>
        {cards.map((card) => {
          const short = !covers(card, due)
          return (
            <button
              key={card.cardId}
              type="button"
              role="radio"
              aria-checked={method.type === 'CARD' && method.cardId === card.cardId}
              disabled={short}
              className="pay__method"
              onClick={() => onChange({ type: 'CARD', cardId: card.cardId })}
            >
              <span className="pay__method-icon" aria-hidden="true">
                卡
              </span>
              <span className="pay__method-text">
                {CARD_TYPE_TEXT[card.cardType]} {cardTail(card.cardNo)}
                <small>
                  余额 {formatYuan(card.balance)}
                  {card.giftBalance > 0 && `（赠送 ${formatYuan(card.giftBalance)}）`}
                  {short && ' · 余额不足'}
                </small>
              </span>
              <span className="pay__radio" aria-hidden="true" />
            </button>
          )
        })}
      </div>
      {cards.length === 0 && <p className="pay__hint">暂无可在本站使用的充电卡</p>}
    </section>
  )
}
