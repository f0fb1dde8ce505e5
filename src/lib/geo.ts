/**
 * The station finder's pure geometry (SPEC §9): radius checks, ordering by distance, the filters,
 * the operator's default city centre and the location timeout. Distances come from distance.ts.
 */
import { GEOLOCATION_TIMEOUT_MS, NEARBY_RADIUS_M, SEARCH_RADIUS_M } from './constants'
import { distanceMeters, type LatLng } from './distance'

export { isLatLng } from './distance'
import { MSG } from './messages'

export type { LatLng }

/**
 * Where the map opens when the user's position is unknown (denied, timed out, unsupported): the
 * operator's city centre (Hangzhou, 西湖文化广场), GCJ-02.
 */
export const DEFAULT_CITY_CENTER: Readonly<LatLng> = { latitude: 30.2741, longitude: 120.1551 }

/** Largest radius a station call accepts (the search radius of SPEC §9). */
export const MAX_RADIUS_M = SEARCH_RADIUS_M
/** Largest page a station list call accepts. */
export const MAX_STATION_PAGE_SIZE = 50

/** True when `point` lies within `radius` metres of `centre` (the edge included). */
export function withinRadius(centre: LatLng, point: LatLng, radius: number): boolean {
  const d = distanceMeters(centre, point)
  return Number.isFinite(d) && d <= radius
}

/**
 * Items with their distance from `from`, nearest first; ties keep their order. Items with an
 * impossible position go last.
 */
export function sortByDistance<T extends LatLng>(
  items: readonly T[],
  from: LatLng,
): (T & { distance: number })[] {
  return items
    .map((item, index) => ({ item, index, distance: distanceMeters(from, item) }))
    .sort((a, b) => {
      const da = Number.isFinite(a.distance) ? a.distance : Infinity
      const db = Number.isFinite(b.distance) ? b.distance : Infinity
      return da - db || a.index - b.index
    })
    .map(({ item, distance }) => ({ ...item, distance }))
}

/**
 * How many stations the nearby list (SPEC §9's nearby radius) holds, counted from a wider answer
 * (the map's, up to the search radius): '12', or '50+' when the answer was cut at its page size
 * and every station in it is nearby.
 */
export function nearbyCount(stations: readonly LatLng[], total: number, from: LatLng): string {
  const count = stations.filter((s) => withinRadius(from, s, NEARBY_RADIUS_M)).length
  return count === stations.length && total > stations.length ? `${count}+` : String(count)
}

export type KindFilter = 'BIKE' | 'CAR' | undefined

export interface StationFilter {
  deviceType?: KindFilter
  freeOnly?: boolean
}

interface Filterable {
  deviceTypes: readonly string[]
  bike: { free: number; total: number } | null
  car: { free: number; total: number } | null
}

/** Free and total sockets/guns of a station for the kind asked (both kinds when none). */
export function portsFor(
  station: Filterable,
  deviceType?: KindFilter,
): { free: number; total: number } {
  const kinds = deviceType
    ? [station[deviceType === 'BIKE' ? 'bike' : 'car']]
    : [station.bike, station.car]
  return kinds.reduce<{ free: number; total: number }>(
    (sum, count) => ({
      free: sum.free + (count?.free ?? 0),
      total: sum.total + (count?.total ?? 0),
    }),
    { free: 0, total: 0 },
  )
}

/** The filters of the map and the nearby list: a kind (电单车 / 汽车) and 只看空闲. */
export function matchesFilter(station: Filterable, filter: StationFilter): boolean {
  if (filter.deviceType && !station.deviceTypes.includes(filter.deviceType)) return false
  if (filter.freeOnly && portsFor(station, filter.deviceType).free === 0) return false
  return true
}

/** A name or address contains every word of the keyword (case-insensitive, spaces split words). */
export function matchesKeyword(
  station: { name: string; address: string },
  keyword: string,
): boolean {
  const words = keyword.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return false
  const text = `${station.name} ${station.address}`.toLowerCase()
  return words.every((word) => text.includes(word))
}

/**
 * Rejects with Error('timeout') (SPEC §8) when `promise` has not settled within `ms`
 * (SPEC §9: geolocation default 100000 ms).
 */
export function withTimeout<T>(promise: Promise<T>, ms = GEOLOCATION_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(MSG.requestTimeout)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

/** The SPEC §8 message of a failed location (cancel, timeout, unsupported), else 'timeout'. */
export function locationErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const known: string[] = [
    MSG.locationCancelled,
    MSG.requestTimeout,
    MSG.geolocationUnsupported,
    MSG.requestAbort,
  ]
  return known.includes(message) ? message : MSG.requestTimeout
}
