import { Link } from '@/components/link'
import { pointsQueries } from '@/api/points'
import type { WinRecord } from '@/api/points-types'
import { ListBlock } from '@/components/list-block'
import { href } from '@/config/paths'
import { PrizeIcon } from '@/components/icons/points'
import { PRIZE_TYPE_TEXT } from '@/lib/card-labels'
import { prizeDestination } from '@/pages/packageAddedValueCenter/shared/labels'
import './win-records.css'

function WinItem({ win }: { win: WinRecord }) {
  return (
    <div className="win-item">
      <span
        className={`win-item__icon win-item__icon--${win.prizeType.toLowerCase()}`}
        aria-hidden="true"
      >
        <PrizeIcon kind={win.prizeType} />
      </span>
      <div className="win-item__body">
        <p className="win-item__name">
          <strong>{win.prizeName}</strong>
          <span className="win-item__tag">{PRIZE_TYPE_TEXT[win.prizeType] ?? '奖品'}</span>
        </p>
        <p className="win-item__meta">{prizeDestination(win.prizeType, win.validTo)}</p>
        <p className="win-item__meta">
          <time>{win.createTime}</time> · 消耗{win.cost}能量值
        </p>
      </div>
    </div>
  )
}

/** 中奖记录 (SPEC §2 pointsWinRecords; refresh, paging). */
export default function PointsWinRecordsPage() {
  return (
    <div className="app-page app-page--soft">
      <ListBlock
        source={pointsQueries.wins()}
        itemKey={(w) => w.winId}
        renderItem={(w) => <WinItem win={w} />}
        emptyTitle="暂无中奖记录"
        emptyDescription="去能量抽奖试试手气吧"
        emptyAction={
          <Link className="win-item__go" to={href('pointsLottery')}>
            去抽奖
          </Link>
        }
      />
    </div>
  )
}
