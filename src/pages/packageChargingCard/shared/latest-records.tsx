import { useQuery } from '@tanstack/react-query'
import { Link } from '@/components/link'
import { cardQueries } from '@/api/cards'
import { href } from '@/config/paths'
import { recordTypeText } from '@/lib/card-labels'
import { signedYuan } from '@/lib/money'
import { toFiniteNumber } from '@/lib/number'
import './latest-records.css'

const LATEST = 3

/**
 * A card's latest moves (最近交易) and the way to all of them, on both card pages. A just-paid top-up
 * (`highlightOrder`) is marked; `remarks` shows each record's remark beside its time.
 */
export function LatestRecords({
  cardId,
  highlightOrder = '',
  remarks = false,
}: {
  cardId: string
  highlightOrder?: string
  remarks?: boolean
}) {
  const records = useQuery(cardQueries.latestRecords(cardId, LATEST))
  let body
  if (records.data === undefined) {
    body = (
      <p className="card-latest__muted">
        {records.isError ? '交易记录加载失败，下拉可重试' : '加载中…'}
      </p>
    )
  } else if (records.data.list.length === 0) {
    body = <p className="card-latest__muted">暂无交易记录</p>
  } else {
    body = (
      <ul className="card-latest__list" aria-label="最近交易">
        {records.data.list.map((r) => (
          <li
            key={r.recordId}
            className={r.orderId && r.orderId === highlightOrder ? 'card-latest--new' : undefined}
          >
            <span>
              <strong>{recordTypeText(r.type, r.amount)}</strong>
              <small>{remarks ? `${r.remark} · ${r.createTime}` : r.createTime}</small>
            </span>
            <span
              className={
                (toFiniteNumber(r.amount) ?? 0) >= 0 ? 'card-latest__in' : 'card-latest__out'
              }
            >
              {signedYuan(r.amount)}
            </span>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <section className="app-card card-latest" aria-labelledby={`card-latest-${cardId}`}>
      <div className="card-latest__head">
        <h2 id={`card-latest-${cardId}`}>最近交易</h2>
        <Link to={href('rechargeRecord', { cardId })}>全部交易记录</Link>
      </div>
      {body}
    </section>
  )
}
