import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { cardsApi } from '@/api/cards'
import { walletKeys } from '@/api/wallet-queries'
import { href } from '@/config/paths'
import { RECORD_TYPE_TEXT } from '@/lib/card-labels'
import { formatYuan } from '@/lib/money'
import { toFiniteNumber } from '@/lib/number'

const LATEST = 3

function signed(cents: unknown): string {
  const n = toFiniteNumber(cents)
  return n !== null && n > 0 ? `+${formatYuan(n)}` : formatYuan(n)
}

/** The latest moves of the user's own card, and the way to all of them. */
export function CardRecords({ cardId }: { cardId: string }) {
  const records = useQuery({
    queryKey: [...walletKeys.records(cardId, ''), 'latest'],
    queryFn: () => cardsApi.records({ cardId, pageNo: 1, pageSize: LATEST }),
  })
  let body
  if (records.data === undefined) {
    body = (
      <p className="real-card__muted">
        {records.isError ? '交易记录加载失败，下拉可重试' : '加载中…'}
      </p>
    )
  } else if (records.data.list.length === 0) {
    body = <p className="real-card__muted">暂无交易记录</p>
  } else {
    body = (
      <ul className="real-card__records" aria-label="最近交易">
        {records.data.list.map((r) => (
          <li key={r.recordId}>
            <span>
              <strong>{RECORD_TYPE_TEXT[r.type] ?? '其他'}</strong>
              <small>
                {r.remark} · {r.createTime}
              </small>
            </span>
            <span>{signed(r.amount)}</span>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <section className="app-card" aria-labelledby="real-card-records">
      <div className="real-card__head">
        <h2 id="real-card-records">最近交易</h2>
        <Link to={href('rechargeRecord', { cardId })}>全部交易记录</Link>
      </div>
      {body}
    </section>
  )
}
