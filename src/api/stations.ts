import { post } from './client'
import type { Page } from './types'
import {
  STATION_API,
  type NearbyStationsRequest,
  type StationDetail,
  type StationDetailRequest,
  type StationSearchRequest,
  type StationSummary,
} from './station-types'

export type * from './station-types'

/** One typed function per station call (docs/API.md "Station calls"). Pages show their own loading. */
export const stationsApi = {
  nearby: (body: NearbyStationsRequest) =>
    post<Page<StationSummary>>(STATION_API.nearby, body, { loading: false }),
  search: (body: StationSearchRequest) =>
    post<Page<StationSummary>>(STATION_API.search, body, { loading: false }),
  detail: (body: StationDetailRequest) =>
    post<StationDetail>(STATION_API.detail, body, { loading: false }),
}

/** Query keys of the station finder. */
export const stationKeys = {
  all: ['stations'] as const,
  nearby: (filter: object) => ['stations', 'nearby', filter] as const,
  search: (filter: object) => ['stations', 'search', filter] as const,
  detail: (stationId: string) => ['stations', 'detail', stationId] as const,
  location: ['location'] as const,
}
