/**
 * The map itself, on Leaflet. Leaflet is handed in (map-canvas.tsx imports it dynamically: its own
 * chunk, loaded by the map page only; its CSS is in map.css). Station markers show free/total and
 * their availability's colour; at low zoom nearby markers merge into clusters. Server text never goes
 * into marker HTML (only numbers); names travel as `title`.
 */
import type * as Leaflet from 'leaflet'
import type { StationSummary } from '@/api/station-types'
import { AVAILABILITY_LABEL } from '@/components/station'
import { MAP_ZOOM_DEFAULT, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '@/lib/constants'
import { toFiniteNumber } from '@/lib/number'
import type { LatLng } from '@/lib/geo'

/** Markers merge into clusters below this zoom. */
export const CLUSTER_BELOW_ZOOM = 14
const CLUSTER_CELL_PX = 72
/** Tiles count as failing after this many errors without one tile drawn. */
const TILE_ERRORS_TO_FAIL = 3

export interface MapViewOptions {
  centre: LatLng
  tileUrl: string | null
  subdomains: string
  onSelect: (stationId: string) => void
  onTilesFailed: () => void
  /**
   * How many px of the map's top and bottom the page's bars cover: a pin reached by Tab is panned
   * clear of them, not under the search bar or the bottom bar (WCAG 2.4.11).
   */
  covered: () => { top: number; bottom: number }
}

export interface MapView {
  /** Draws the stations; answers how many markers (stations or clusters) are on the map. */
  setStations: (stations: StationSummary[], selectedId: string | null) => number
  setUser: (position: LatLng | null) => void
  centreOn: (point: LatLng, zoom?: number) => void
  /** Focuses the pin of a station, or the cluster that holds it (when its card closes). */
  focusStation: (stationId: string) => void
  destroy: () => void
}

type L = typeof Leaflet

const toLatLng = (p: LatLng): Leaflet.LatLngExpression => [p.latitude, p.longitude]

/**
 * A station's idle and total counts as whole numbers: they go into the pin's markup, so whatever
 * else a server sends there (text, null) reads 0, never as markup or 'undefined'.
 */
export function pinCounts(station: StationSummary): { idle: number; total: number } {
  const whole = (value: unknown) => Math.max(0, Math.floor(toFiniteNumber(value) ?? 0))
  return { idle: whole(station.idlePorts), total: whole(station.totalPorts) }
}

const PIN_SIZE: [number, number] = [54, 40]
const PIN_ANCHOR: [number, number] = [27, 40]
const CLUSTER_SIZE: [number, number] = [44, 44]
const CLUSTER_ANCHOR: [number, number] = [22, 22]

const AVAILABILITY = new Set(['FREE', 'BUSY', 'OFFLINE'])

function stationIcon(L: L, station: StationSummary, selected: boolean): Leaflet.DivIcon {
  const state = AVAILABILITY.has(station.availability)
    ? station.availability.toLowerCase()
    : 'offline'
  const { idle, total } = pinCounts(station)
  return L.divIcon({
    className: `station-pin station-pin--${state}${selected ? ' station-pin--selected' : ''}`,
    html: `<span class="station-pin__count"><b>${idle}</b>/${total}</span>`,
    iconSize: PIN_SIZE,
    iconAnchor: PIN_ANCHOR,
  })
}

/** What a pin says: its station, its state (not only its colour) and its free count. */
export function pinLabel(station: StationSummary): string {
  const { idle, total } = pinCounts(station)
  const state = AVAILABILITY_LABEL[station.availability] ?? AVAILABILITY_LABEL.OFFLINE
  return `${station.name}，${state}，空闲${idle}/${total}`
}

function clusterIcon(L: L, count: number, free: number): Leaflet.DivIcon {
  return L.divIcon({
    className: `station-cluster${free > 0 ? '' : ' station-cluster--busy'}`,
    html: `<span>${count}</span>`,
    iconSize: CLUSTER_SIZE,
    iconAnchor: CLUSTER_ANCHOR,
  })
}

export function createMapView(L: L, container: HTMLElement, options: MapViewOptions): MapView {
  const map = L.map(container, {
    center: toLatLng(options.centre),
    zoom: MAP_ZOOM_DEFAULT,
    minZoom: MAP_ZOOM_MIN,
    maxZoom: MAP_ZOOM_MAX,
    zoomControl: false,
    attributionControl: false,
  })
  L.control.attribution({ prefix: false, position: 'bottomleft' }).addTo(map)
  if (options.tileUrl) {
    let loaded = 0
    let failed = 0
    let told = false
    L.tileLayer(options.tileUrl, {
      subdomains: options.subdomains,
      minZoom: MAP_ZOOM_MIN,
      maxZoom: MAP_ZOOM_MAX,
      attribution: '© 高德地图',
    })
      .on('tileload', () => {
        loaded += 1
      })
      .on('tileerror', () => {
        failed += 1
        if (!told && loaded === 0 && failed >= TILE_ERRORS_TO_FAIL) {
          told = true
          options.onTilesFailed()
        }
      })
      .addTo(map)
  }

  const markers = L.layerGroup().addTo(map)
  let stations: StationSummary[] = []
  let selectedId: string | null = null
  let user: Leaflet.CircleMarker | null = null

  /** The element of the pin or cluster that holds a station (its ids are in data-stations). */
  const elementOf = (stationId: string): HTMLElement | undefined => {
    const pane = map.getPane('markerPane')
    const all = pane ? Array.from(pane.querySelectorAll<HTMLElement>('[data-stations]')) : []
    return all.find((el) => el.dataset.stations?.split(' ').includes(stationId))
  }

  /** Focus given back by the code (a draw, a closed card), not moved by the user. */
  let restoring = false
  const restore = (el: HTMLElement | undefined) => {
    restoring = true
    el?.focus({ preventScroll: true })
    restoring = false
  }

  /** Pans a focused marker inside the part of the map the page's bars leave uncovered. */
  const panClear = (marker: Leaflet.Marker, size: [number, number], anchor: [number, number]) => {
    const { top, bottom } = options.covered()
    map.panInside(marker.getLatLng(), {
      paddingTopLeft: [anchor[0] + 8, anchor[1] + top + 8],
      paddingBottomRight: [size[0] - anchor[0] + 8, size[1] - anchor[1] + bottom + 8],
    })
  }

  /**
   * A pin or a cluster as a button: its name, the stations it holds, Enter and Space as a tap
   * (Leaflet turns Enter into an action only for a marker with a popup), focus panned clear.
   */
  const addMarker = (
    marker: Leaflet.Marker,
    how: { label: string; ids: string[]; size: [number, number]; anchor: [number, number] },
    act: () => void,
  ) => {
    marker.on('click', act).addTo(markers)
    const el = marker.getElement()
    if (!el) return el
    el.setAttribute('aria-label', how.label)
    el.dataset.stations = how.ids.join(' ')
    el.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return
      e.preventDefault()
      // A key held down acts once (a cluster would zoom on and on).
      if (!e.repeat) act()
    })
    // Panned to when the user's Tab reaches it, not when focus is given back after a draw: the
    // map would jump back to that pin against the user's own pan or pinch.
    el.addEventListener('focus', () => {
      if (!restoring) panClear(marker, how.size, how.anchor)
    })
    return el
  }

  const draw = (): number => {
    // Every marker is drawn again: the one that had focus gets it back (a tap re-draws them all).
    const focused = document.activeElement
    const hadFocus =
      focused instanceof HTMLElement && focused.dataset.stations && container.contains(focused)
        ? focused.dataset.stations.split(' ')
        : null
    markers.clearLayers()
    const zoom = map.getZoom()
    const groups = new Map<string, StationSummary[]>()
    for (const station of stations) {
      let key = station.stationId
      if (zoom < CLUSTER_BELOW_ZOOM && station.stationId !== selectedId) {
        const p = map.project(toLatLng(station), zoom)
        key = `${Math.floor(p.x / CLUSTER_CELL_PX)}:${Math.floor(p.y / CLUSTER_CELL_PX)}`
      }
      groups.set(key, [...(groups.get(key) ?? []), station])
    }
    for (const group of groups.values()) {
      const [first] = group
      if (!first) continue
      if (group.length === 1) {
        const selected = first.stationId === selectedId
        // Its accessible name: the station, its state and counts (the pin's text alone is '2/8').
        const label = pinLabel(first)
        const pin = L.marker(toLatLng(first), {
          icon: stationIcon(L, first, selected),
          title: label,
          alt: first.name,
          keyboard: true,
          autoPanOnFocus: false,
          riseOnHover: true,
          zIndexOffset: selected ? 1000 : 0,
        })
        const how = { label, ids: [first.stationId], size: PIN_SIZE, anchor: PIN_ANCHOR }
        const el = addMarker(pin, how, () => options.onSelect(first.stationId))
        if (selected) el?.setAttribute('aria-current', 'true')
        continue
      }
      const lat = group.reduce((s, g) => s + g.latitude, 0) / group.length
      const lng = group.reduce((s, g) => s + g.longitude, 0) / group.length
      const free = group.reduce((s, g) => s + pinCounts(g).idle, 0)
      const title = `${group.length}个电站，点击放大`
      const cluster = L.marker([lat, lng], {
        icon: clusterIcon(L, group.length, free),
        title,
        keyboard: true,
        autoPanOnFocus: false,
      })
      const ids = group.map((g) => g.stationId)
      const how = { label: title, ids, size: CLUSTER_SIZE, anchor: CLUSTER_ANCHOR }
      addMarker(cluster, how, () => map.setView([lat, lng], Math.min(zoom + 2, MAP_ZOOM_MAX)))
    }
    restore(hadFocus?.map(elementOf).find((el) => el !== undefined))
    return groups.size
  }
  map.on('zoomend', () => draw())

  return {
    setStations(next, selected) {
      stations = next
      selectedId = selected
      return draw()
    },
    setUser(position) {
      if (!position) {
        user?.remove()
        user = null
        return
      }
      if (!user) {
        user = L.circleMarker(toLatLng(position), {
          radius: 8,
          color: '#fff',
          weight: 3,
          fillColor: '#1677ff',
          fillOpacity: 1,
          interactive: false,
          className: 'map-user-dot',
        }).addTo(map)
      } else {
        user.setLatLng(toLatLng(position))
      }
    },
    centreOn(point, zoom) {
      map.setView(toLatLng(point), zoom ?? Math.max(map.getZoom(), MAP_ZOOM_DEFAULT - 2))
    },
    focusStation(stationId) {
      restore(elementOf(stationId))
    },
    destroy() {
      map.remove()
    },
  }
}
