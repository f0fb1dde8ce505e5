import { GEOLOCATION_TIMEOUT_MS } from '@/lib/constants'
import { MSG } from '@/lib/messages'
import type { GeoPoint } from './types'

/** Browser geolocation is WGS-84; Chinese maps want GCJ-02 (gcoord, loaded only when needed). */
export async function browserLocation(): Promise<GeoPoint> {
  if (!('geolocation' in navigator)) throw new Error(MSG.geolocationUnsupported)
  const position = await new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(
      resolve,
      (e) => reject(new Error(e.code === 1 ? MSG.locationCancelled : MSG.requestTimeout)),
      {
        enableHighAccuracy: true,
        timeout: GEOLOCATION_TIMEOUT_MS,
      },
    ),
  )
  const { default: gcoord } = await import('gcoord')
  const { latitude, longitude, accuracy, altitude, speed } = position.coords
  const [lng, lat] = gcoord.transform([longitude, latitude], gcoord.WGS84, gcoord.GCJ02)
  return { latitude: lat, longitude: lng, accuracy, altitude: altitude ?? 0, speed: speed ?? 0 }
}
