import { queryOptions } from '@tanstack/react-query'
import type { LatLng } from '@/lib/distance'
import type { StationFilter } from '@/lib/geo'
import { post, quietOnceShown, type CallOptions } from './client'
import { STATION_API } from './endpoints/stations'
import type { PagedSource } from './envelope'
import type { Page } from './types'
import {
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
  detail: (body: StationDetailRequest, options?: CallOptions) =>
    post<StationDetail>(STATION_API.detail, body, { loading: false, ...options }),
}

/** Query keys of the station finder. */
export const stationKeys = {
  all: ['stations'] as const,
  nearby: (filter: object) => ['stations', 'nearby', filter] as const,
  search: (filter: object) => ['stations', 'search', filter] as const,
  detail: (stationId: string) => ['stations', 'detail', stationId] as const,
  location: ['location'] as const,
}

/** The filter as the call takes it: only what is set. */
const filterBody = (filter: StationFilter) => ({
  ...(filter.deviceType ? { deviceType: filter.deviceType } : {}),
  ...(filter.freeOnly ? { freeOnly: true } : {}),
})

/** Coordinates in a key: to 0.01° (about 1 km), so a position refreshed a few metres away is not a new query. */
const keyCoord = (n: number) => Math.round(n * 100) / 100

export const stationQueries = {
  /** The list of stations within `radius` m of `centre` (附近电站), paged. */
  nearbyList: (
    centre: LatLng,
    radius: number,
    filter: StationFilter,
  ): PagedSource<StationSummary> => ({
    queryKey: stationKeys.nearby({
      scope: 'list',
      lng: centre.longitude,
      lat: centre.latitude,
      ...filter,
    }),
    fetchPage: (page) =>
      stationsApi.nearby({
        lng: centre.longitude,
        lat: centre.latitude,
        radius,
        ...filterBody(filter),
        ...page,
      }),
  }),
  /** The map's markers: up to `count` stations within `radius` m, in one call. */
  nearbyOnMap: (centre: LatLng, radius: number, count: number, filter: StationFilter) =>
    queryOptions({
      queryKey: stationKeys.nearby({
        scope: 'map',
        lng: keyCoord(centre.longitude),
        lat: keyCoord(centre.latitude),
        ...filter,
      }),
      queryFn: () =>
        stationsApi.nearby({
          lng: centre.longitude,
          lat: centre.latitude,
          radius,
          ...filterBody(filter),
          pageNo: 1,
          pageSize: count,
        }),
    }),
  /**
   * A station's detail with its live availability. Its page polls it: once the station is shown, a
   * refresh that fails is said by the page's quiet line (StaleNote), not a dialog every half minute.
   */
  detail: (stationId: string) =>
    queryOptions({
      queryKey: stationKeys.detail(stationId),
      queryFn: ({ client, queryKey }) =>
        stationsApi.detail({ stationId }, quietOnceShown(client.getQueryData(queryKey))),
    }),
}
