export const STATION_API = {
  nearby: '/station/nearby-station-list',
  search: '/station/station-search',
  detail: '/station/station-detail',
} as const
