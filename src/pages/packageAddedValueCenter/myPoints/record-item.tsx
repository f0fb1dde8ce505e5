import type { PointsRecord } from '@/api/points-types'
import { RECORD_TYPE_TEXT, signedPoints } from '@/pages/packageAddedValueCenter/shared/labels'

/** One move of the points: what, when, how many and the balance after it. */
export function RecordItem({ record }: { record: PointsRecord }) {
  const direction = record.points > 0 ? 'in' : 'out'
  return (
    <div className="points-record">
      <div className="points-record__main">
        <strong>{RECORD_TYPE_TEXT[record.type] ?? '其他'}</strong>
        <span>{record.remark}</span>
        <time>{record.createTime}</time>
      </div>
      <div className="points-record__side">
        <span className={`points-record__points points-record__points--${direction}`}>
          {signedPoints(record.points)}
        </span>
        <small>余额 {record.balanceAfter}</small>
      </div>
    </div>
  )
}
