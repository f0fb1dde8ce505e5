import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { cardQueries } from '@/api/cards'
import { ListBlock } from '@/components/list-block'
import { StateBlock } from '@/components/state-block'
import { MONTH_RE, monthLabel, recentMonths } from './months'
import { RecordItem } from './record-item'
import './records.css'

/** 交易记录 of one card (SPEC §2 rechargeRecord?cardId=; refresh, paging), by month. */
export default function RechargeRecordPage() {
  const [params, setParams] = useSearchParams()
  const cardId = params.get('cardId') ?? ''
  const raw = params.get('month')
  const month = raw && MONTH_RE.test(raw) ? raw : ''
  const [today] = useState(() => new Date())
  const months = recentMonths(today)
  if (month && !months.includes(month)) months.push(month)

  if (!cardId) {
    return (
      <div className="app-page app-page--soft">
        <StateBlock kind="empty" title="未指定充电卡" description="请从“我的充电卡”进入交易记录" />
      </div>
    )
  }
  const choose = (next: string) => {
    const query: Record<string, string> = { cardId }
    if (next) query.month = next
    setParams(query, { replace: true })
  }
  const chips = [
    { key: '', label: '全部' },
    ...months.map((m) => ({ key: m, label: monthLabel(m, today) })),
  ]
  return (
    <div className="app-page app-page--soft records">
      <div className="records__months" role="group" aria-label="按月份筛选">
        {chips.map((chip) => (
          <button
            key={chip.key || 'all'}
            type="button"
            aria-pressed={month === chip.key}
            className={
              month === chip.key ? 'records__month records__month--active' : 'records__month'
            }
            onClick={() => choose(chip.key)}
          >
            {chip.label}
          </button>
        ))}
      </div>
      <ListBlock
        key={month}
        source={cardQueries.records(cardId, month)}
        itemKey={(r) => r.recordId}
        renderItem={(r) => <RecordItem record={r} />}
        emptyTitle="暂无交易记录"
        emptyDescription={
          month ? `${monthLabel(month, today)}没有交易记录` : '充值和消费后，记录会显示在这里'
        }
      />
    </div>
  )
}
