import type { CardRecord } from '@/api/types'
import { recordTypeText } from '@/lib/card-labels'
import { formatYuan, signedYuan } from '@/lib/money'
import { toFiniteNumber } from '@/lib/number'

/** One move of the card's money: type, signed amount, time and the balances right after it. */
export function RecordItem({ record }: { record: CardRecord }) {
  const amount = toFiniteNumber(record.amount) ?? 0
  const gift = toFiniteNumber(record.giftAmount) ?? 0
  const direction = amount >= 0 ? 'in' : 'out'
  return (
    <div className="records__item">
      <div className="records__row">
        <strong className="records__type">{recordTypeText(record.type, record.amount)}</strong>
        <span className={`records__amount records__amount--${direction}`}>
          {signedYuan(record.amount)}
        </span>
      </div>
      <div className="records__row records__meta">
        <span>{record.remark}</span>
        <span>{record.createTime}</span>
      </div>
      {gift !== 0 && gift !== amount && (
        <p className="records__meta">其中赠送 {signedYuan(gift)}</p>
      )}
      <p className="records__meta">
        余额 {formatYuan(record.balanceAfter)} · 赠送余额 {formatYuan(record.giftBalanceAfter)}
      </p>
      {record.orderId && <p className="records__meta">订单号 {record.orderId}</p>}
    </div>
  )
}
