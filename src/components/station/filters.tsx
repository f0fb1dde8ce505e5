import { useSearchParams } from 'react-router-dom'
import type { StationFilter } from '@/lib/geo'
import { KIND_LABEL } from '@/lib/pile-labels'

/** The filters live in the page's query (kind=BIKE|CAR, free=1), so 返回 finds them as they were. */
export function useStationFilter(): [StationFilter, (next: StationFilter) => void] {
  const [params, setParams] = useSearchParams()
  const kind = params.get('kind')
  const filter: StationFilter = {
    deviceType: kind === 'BIKE' || kind === 'CAR' ? kind : undefined,
    freeOnly: params.get('free') === '1',
  }
  const set = (next: StationFilter) => {
    const query = new URLSearchParams(params)
    if (next.deviceType) query.set('kind', next.deviceType)
    else query.delete('kind')
    if (next.freeOnly) query.set('free', '1')
    else query.delete('free')
    setParams(query, { replace: true })
  }
  return [filter, set]
}

const KINDS = [
  { key: undefined, label: '全部' },
  { key: 'BIKE', label: KIND_LABEL.BIKE },
  { key: 'CAR', label: KIND_LABEL.CAR },
] as const

/** 全部 / 电单车 / 汽车 and 只看空闲, as toggle buttons. */
export function StationFilterBar({
  filter,
  onChange,
}: {
  filter: StationFilter
  onChange: (next: StationFilter) => void
}) {
  return (
    <div className="station-filter" role="group" aria-label="筛选电站">
      {KINDS.map((kind) => (
        <button
          key={kind.label}
          type="button"
          className="station-filter__chip"
          aria-pressed={filter.deviceType === kind.key}
          onClick={() => onChange({ ...filter, deviceType: kind.key })}
        >
          {kind.label}
        </button>
      ))}
      <button
        type="button"
        className="station-filter__chip station-filter__chip--free"
        aria-pressed={!!filter.freeOnly}
        onClick={() => onChange({ ...filter, freeOnly: !filter.freeOnly })}
      >
        只看空闲
      </button>
    </div>
  )
}
