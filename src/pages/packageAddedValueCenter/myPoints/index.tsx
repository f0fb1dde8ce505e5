import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from '@/components/link'
import { pointsKeys, pointsQueries } from '@/api/points'
import type { PointsRecordsRequest } from '@/api/points-types'
import { ListBlock } from '@/components/list-block'
import { href } from '@/config/paths'
import { GridIcon, HandshakeIcon, RulesIcon, TrophyIcon } from '@/components/icons/points'
import { RecordItem } from './record-item'
import './my-points.css'

type Direction = NonNullable<PointsRecordsRequest['direction']> | ''

const TABS: { key: Direction; label: string }[] = [
  { key: '', label: '全部' },
  { key: 'IN', label: '获得' },
  { key: 'OUT', label: '使用' },
]

const ENTRIES = [
  { key: 'lottery', label: '能量抽奖', to: href('pointsLottery'), icon: <GridIcon /> },
  { key: 'wins', label: '中奖记录', to: href('pointsWinRecords'), icon: <TrophyIcon /> },
  { key: 'rules', label: '抽奖规则', to: href('pointLotterRules'), icon: <RulesIcon /> },
  { key: 'join', label: '合作加盟', to: href('joinUs'), icon: <HandshakeIcon /> },
]

function Summary() {
  const summary = useQuery(pointsQueries.summary())
  const s = summary.data
  return (
    <section className="my-points__hero" aria-label="我的能量值">
      <p className="my-points__label">当前能量值</p>
      {s ? (
        <p className="my-points__balance">{s.balance}</p>
      ) : summary.isError ? (
        <button type="button" className="my-points__retry" onClick={() => void summary.refetch()}>
          加载失败，点击重试
        </button>
      ) : (
        <span
          className="skeleton my-points__balance-skeleton"
          role="status"
          aria-busy="true"
          aria-label="加载中"
        />
      )}
      {s && (
        <p className="my-points__totals">
          累计获得 {s.earnedTotal} · 已使用 {s.spentTotal}
        </p>
      )}
      <p className="my-points__tip">
        充电每1度电得{s?.pointsPerKwh ?? 10}能量值，{s?.drawCost ?? 100}能量值可抽奖一次
      </p>
    </section>
  )
}

/** 能量值中心 (SPEC §2 myPoints; refresh): balance, the ledger (paging), the lottery's entries. */
export default function MyPointsPage() {
  const queryClient = useQueryClient()
  const [direction, setDirection] = useState<Direction>('')
  const records = pointsQueries.records(direction)
  const header = (
    <>
      <Summary />
      <nav className="my-points__entries" aria-label="能量值玩法">
        {ENTRIES.map((e) => (
          <Link key={e.key} to={e.to} className="my-points__entry">
            <span className="my-points__entry-icon" aria-hidden="true">
              {e.icon}
            </span>
            {e.label}
          </Link>
        ))}
      </nav>
      <div className="my-points__records-head">
        <h2>能量值明细</h2>
        <div role="group" aria-label="明细类型" className="my-points__tabs">
          {TABS.map((t) => (
            <button
              key={t.key || 'all'}
              type="button"
              aria-pressed={direction === t.key}
              className={
                direction === t.key ? 'my-points__tab my-points__tab--on' : 'my-points__tab'
              }
              onClick={() => setDirection(t.key)}
            >
              {t.label}
            </button>
          ))}
        </div>
      </div>
    </>
  )
  return (
    <div className="app-page app-page--soft my-points">
      <ListBlock
        key={direction}
        source={{
          ...records,
          fetchPage: (page) => {
            // A pull (or the first page) brings the balance up to date with the records.
            if (page.pageNo === 1)
              void queryClient.invalidateQueries({ queryKey: pointsKeys.summary })
            return records.fetchPage(page)
          },
        }}
        itemKey={(r) => r.recordId}
        renderItem={(r) => <RecordItem record={r} />}
        header={header}
        emptyTitle="暂无能量值记录"
        emptyDescription="充电、参与活动都能获得能量值"
      />
    </div>
  )
}
