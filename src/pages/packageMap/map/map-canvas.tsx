import { useEffect, useRef, useState } from 'react'
import type { StationSummary } from '@/api/station-types'
import type { LatLng } from '@/lib/geo'
import { MSG } from '@/lib/messages'
import { createMapView, type MapView } from './leaflet-view'
import type { TileSource } from './tiles'

/** A request to move the map (seq makes the same point twice a new request). */
export interface CentreRequest {
  point: LatLng
  zoom?: number
  seq: number
}

interface Props {
  initialCentre: LatLng
  tiles: TileSource
  stations: StationSummary[]
  selectedId: string | null
  user: LatLng | null
  centre: CentreRequest | null
  /** A station whose pin (or cluster) takes focus after the markers are drawn (its card closed). */
  focusStation: { stationId: string; seq: number } | null
  /** How many px of the map's top and bottom the page's bars cover (see MapViewOptions). */
  covered: () => { top: number; bottom: number }
  onSelect: (stationId: string) => void
  /** 'Map load failed.': the map library did not load or could not start. */
  onMapFailed: (message: string) => void
  onTilesFailed: () => void
}

/** The page's user-timing mark when station markers are first on the map (`npm run perf`'s LCP). */
export const MARKERS_MARK = 'map-markers'
let marked = false

/** The Leaflet map, loaded on mount (its own chunk); markers follow the props. */
export function MapCanvas(props: Props) {
  const box = useRef<HTMLDivElement>(null)
  const view = useRef<MapView | null>(null)
  const [ready, setReady] = useState(false)
  const latest = useRef(props)
  useEffect(() => {
    latest.current = props
  })

  useEffect(() => {
    let cancelled = false
    import('leaflet').then(
      ({ default: L }) => {
        if (cancelled || !box.current) return
        try {
          view.current = createMapView(L, box.current, {
            centre: latest.current.initialCentre,
            tileUrl: latest.current.tiles.url,
            subdomains: latest.current.tiles.subdomains,
            onSelect: (id) => latest.current.onSelect(id),
            onTilesFailed: () => latest.current.onTilesFailed(),
            covered: () => latest.current.covered(),
          })
          setReady(true)
        } catch {
          latest.current.onMapFailed(MSG.mapLoadFailed)
        }
      },
      () => {
        if (!cancelled) latest.current.onMapFailed(MSG.mapLoadFailed)
      },
    )
    return () => {
      cancelled = true
      view.current?.destroy()
      view.current = null
    }
  }, [])

  const { stations, selectedId, user, centre, focusStation } = props
  useEffect(() => {
    if (!ready || !view.current) return
    const drawn = view.current.setStations(stations, selectedId)
    if (drawn > 0 && !marked) {
      marked = true
      performance.mark(MARKERS_MARK)
    }
  }, [ready, stations, selectedId])

  // After the markers above are drawn again.
  useEffect(() => {
    if (ready && focusStation) view.current?.focusStation(focusStation.stationId)
  }, [ready, focusStation])

  useEffect(() => {
    if (ready) view.current?.setUser(user)
  }, [ready, user])

  useEffect(() => {
    if (ready && centre) view.current?.centreOn(centre.point, centre.zoom)
  }, [ready, centre])

  return (
    <div
      ref={box}
      className="map-canvas"
      role="region"
      aria-label="电站地图"
      aria-busy={ready ? undefined : true}
    />
  )
}
