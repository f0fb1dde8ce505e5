/** Distance (SPEC §9): great-circle (haversine) on a sphere of EARTH_RADIUS_M, 2 decimals. */
import { DISTANCE_DECIMALS, EARTH_RADIUS_M } from '@/lib/constants'
import { formatFixed, toFiniteNumber } from '@/lib/number'

export interface LatLng {
  latitude: number
  longitude: number
}

const toRad = (deg: number): number => (deg * Math.PI) / 180

/** A real coordinate pair: finite, latitude within ±90 and longitude within ±180. */
export function isLatLng(point: Partial<LatLng> | null | undefined): point is LatLng {
  return (
    !!point &&
    typeof point.latitude === 'number' &&
    typeof point.longitude === 'number' &&
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  )
}

/**
 * Metres between two points, rounded to DISTANCE_DECIMALS. NaN for impossible coordinates, so a
 * missing location never sorts a station as "0 m away".
 */
export function distanceMeters(a: LatLng, b: LatLng): number {
  if (!isLatLng(a) || !isLatLng(b)) return NaN
  const dLat = toRad(b.latitude - a.latitude)
  const dLng = toRad(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2
  // min(1, …) guards against float drift past 1 for antipodal points (asin would be NaN).
  const metres = 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(Math.min(1, h)))
  const scale = 10 ** DISTANCE_DECIMALS
  return Math.round(metres * scale) / scale
}

/** '850m' under a kilometre, else '1.25km'; '-' for missing or negative distances. */
export function formatDistance(meters: unknown): string {
  const m = toFiniteNumber(meters)
  if (m === null || m < 0) return '-'
  const whole = Math.round(m)
  // Decide on the rounded value so 999.6 m reads '1.00km', not '1000m'.
  if (whole < 1000) return `${whole}m`
  return `${formatFixed(m / 10, 2)}km`
}
