// The station finder's shared parts (map, nearby list, station detail).
export { useUserLocation, type UserLocation } from './use-location'
export { NavigateSheet, useNavigateSheet, type NavPlace } from './navigate'
export { StationFilterBar, useStationFilter } from './filters'
export { StationRow } from './station-row'
export { FinderNotice, LOCATION_FALLBACK_TEXT } from './notice'
export * from './format'
import './station.css'
export * from './icons'
