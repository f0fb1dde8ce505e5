import { useQuery } from '@tanstack/react-query'
import { stationKeys } from '@/api/stations'
import { LOCATION_REFRESH_MS } from '@/lib/constants'
import { DEFAULT_CITY_CENTER, locationErrorMessage, withTimeout, type LatLng } from '@/lib/geo'
import { wechat } from '@/wechat'

export interface UserLocation {
  /** The user's position (GCJ-02), or null while unknown. */
  position: LatLng | null
  /** Where to centre: the position, else the operator's city centre. */
  centre: LatLng
  /** SPEC §8 text ('cancel', 'timeout', 'device nonsupport geolocation') while no position is known. */
  error: string | null
  pending: boolean
  /** Asks the bridge again (the re-centre button). */
  locate: () => Promise<LatLng | null>
}

/**
 * The user's position through the WeChat bridge (GCJ-02; outside WeChat the browser's, converted),
 * at most GEOLOCATION_TIMEOUT_MS per try. With `refresh` it is asked again every 30 s (SPEC §9)
 * while the page is shown: TanStack Query pauses the interval while the page is hidden and drops it
 * when the page is left. A failure keeps the last known position.
 */
export function useUserLocation({ refresh = false }: { refresh?: boolean } = {}): UserLocation {
  const query = useQuery({
    queryKey: stationKeys.location,
    queryFn: async (): Promise<LatLng> => {
      const { latitude, longitude } = await withTimeout(wechat().getLocation())
      return { latitude, longitude }
    },
    retry: false,
    staleTime: LOCATION_REFRESH_MS,
    refetchInterval: refresh ? LOCATION_REFRESH_MS : false,
    refetchOnWindowFocus: false,
  })
  const position = query.data ?? null
  return {
    position,
    centre: position ?? DEFAULT_CITY_CENTER,
    error: !position && query.error ? locationErrorMessage(query.error) : null,
    pending: query.isPending,
    locate: async () => (await query.refetch()).data ?? null,
  }
}
