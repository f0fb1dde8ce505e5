import { Link } from '@/components/link'
import { stationQueries } from '@/api/stations'
import { ListBlock } from '@/components/list-block'
import { PageSkeleton } from '@/components/page-skeleton'
import {
  FinderNotice,
  LOCATION_FALLBACK_TEXT,
  MapIcon,
  StationFilterBar,
  StationRow,
  useStationFilter,
  useUserLocation,
} from '@/components/station'
import { href } from '@/config/paths'
import { LOCATION_PICKER_PAGE_SIZE, NEARBY_RADIUS_M } from '@/lib/constants'
import './nearby.css'

/**
 * 附近电桩 (SPEC §2 nearbyStationList; refresh): stations within 5000 m nearest first, the map's
 * filters, free counts and the price now per row, 20 a page, each opening its detail.
 */
export default function NearbyStationListPage() {
  const location = useUserLocation()
  const [filter, setFilter] = useStationFilter()
  if (location.pending) return <PageSkeleton rows={6} />
  const { centre } = location
  const mapLink = href('map', {
    kind: filter.deviceType,
    free: filter.freeOnly ? 1 : undefined,
  })
  return (
    <div className="app-page app-page--soft nearby">
      <div className="nearby__bar">
        <StationFilterBar filter={filter} onChange={setFilter} />
      </div>
      <ListBlock
        key={`${filter.deviceType ?? 'ALL'}-${filter.freeOnly ? 1 : 0}`}
        source={stationQueries.nearbyList(centre, NEARBY_RADIUS_M, filter)}
        pageSize={LOCATION_PICKER_PAGE_SIZE}
        itemKey={(s) => s.stationId}
        renderItem={(s) => <StationRow station={s} fromCentre={!location.position} />}
        header={
          <div className="nearby__head">
            {location.error && (
              <FinderNotice
                message={location.error}
                detail={LOCATION_FALLBACK_TEXT}
                // As on the map (design notes): a position found now lists the stations near it.
                action={{ label: '重新定位', onClick: () => void location.locate() }}
              />
            )}
            <p className="nearby__hint">
              {location.position ? '您附近' : '市中心附近'} 5 公里内的电站，按距离排序
              <Link className="nearby__map" to={mapLink}>
                <MapIcon />
                地图
              </Link>
            </p>
          </div>
        }
        emptyTitle={filter.freeOnly ? '附近暂无空闲电站' : '附近暂无电站'}
        emptyDescription="5 公里内没有符合条件的电站，可在地图上查看更远的电站"
      />
    </div>
  )
}
