import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { stationQueries } from '@/api/stations'
import { PageSkeleton } from '@/components/page-skeleton'
import { PullToRefresh } from '@/components/pull-to-refresh'
import { ScannerSheet, useScan } from '@/components/scanner'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'
import { StaleNote } from '@/components/state-block/stale-note'
import { useUserLocation } from '@/components/station'
import { LOCATION_REFRESH_MS } from '@/lib/constants'
import { StationBody } from './station-body'
import './station-detail.css'

/** A station id from the link: letters, digits, '-' and '_' only. */
const STATION_ID_RE = /^[A-Za-z0-9_-]{1,32}$/

/**
 * 站点详情 (SPEC §2 stationDetail?stationId=; refresh): the station, its piles with live sockets or
 * guns (refreshed every 30 s while open), prices, navigation and a scan entry per pile.
 */
export default function StationDetailPage() {
  const [params] = useSearchParams()
  const stationId = params.get('stationId') ?? ''
  const valid = STATION_ID_RE.test(stationId)
  const location = useUserLocation()
  const scanner = useScan()
  const detail = useQuery({
    ...stationQueries.detail(stationId),
    enabled: valid,
    refetchInterval: LOCATION_REFRESH_MS,
  })
  if (!valid) {
    return (
      <div className="app-page app-page--soft">
        <StateBlock
          kind="error"
          role="alert"
          title="电站编号不正确"
          description="请从地图或附近电站列表进入"
        />
      </div>
    )
  }
  if (detail.isPending) return <PageSkeleton rows={8} />
  if (detail.isLoadingError) {
    return (
      <div className="app-page app-page--soft">
        <LoadError title="电站加载失败" error={detail.error} onRetry={detail.refetch} />
      </div>
    )
  }
  return (
    <div className="app-page app-page--soft station">
      <StaleNote stale={detail.isRefetchError} />
      <PullToRefresh onRefresh={() => detail.refetch()}>
        <StationBody
          station={detail.data}
          position={location.position}
          onScan={() => void scanner.scan()}
        />
      </PullToRefresh>
      <ScannerSheet {...scanner.sheet} />
    </div>
  )
}
