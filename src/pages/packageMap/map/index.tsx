import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link } from '@/components/link'
import { BackButton, useBack } from '@/components/nav-bar'
import type { StationSummary } from '@/api/station-types'
import { stationQueries } from '@/api/stations'
import { ScannerSheet, useScan } from '@/components/scanner'
import {
  FinderNotice,
  ListIcon,
  LOCATION_FALLBACK_TEXT,
  LocateIcon,
  ScanIcon,
  StationFilterBar,
  StationRow,
  useStationFilter,
  useUserLocation,
} from '@/components/station'
import { href } from '@/config/paths'
import { LOCATION_REFRESH_MS, MAP_ZOOM_DEFAULT, SEARCH_RADIUS_M } from '@/lib/constants'
import { MAX_STATION_PAGE_SIZE, nearbyCount, sortByDistance } from '@/lib/geo'
import { MSG } from '@/lib/messages'
import { MapCanvas, type CentreRequest } from './map-canvas'
import { MarkerCard } from './marker-card'
import { SearchBox } from './search-box'
import { preconnectTiles, tileSource } from './tiles'
import './map.css'

/** How long the map waits for a first position before it asks for stations around the city centre. */
const LOCATION_GRACE_MS = 2500

const LIVE_STALE_MS = 5000

/**
 * 找电站 on a map (SPEC §2 packageMap/map, no title): stations with their free counts, the user's
 * position refreshed every 30 s while shown, filters, search, a card per station. Every failure
 * (location, map library, key, tiles) leaves a short notice and a usable page.
 */
export default function MapPage() {
  const location = useUserLocation({ refresh: true })
  const [filter, setFilter] = useStationFilter()
  const [tiles] = useState(() => {
    const source = tileSource()
    preconnectTiles(source)
    return source
  })
  const [mapError, setMapError] = useState<string | null>(null)
  const [tilesFailed, setTilesFailed] = useState(false)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [picked, setPicked] = useState<StationSummary | null>(null)
  const [centre, setCentre] = useState<CentreRequest | null>(null)
  const [focusStation, setFocusStation] = useState<{ stationId: string; seq: number } | null>(null)
  // Set when the user opens a station (a pin, a search pick), cleared once its card has taken
  // focus: not when a filter or a refetch brings back a card that had gone.
  const [focusCard, setFocusCard] = useState(false)
  const onTitled = useCallback(() => setFocusCard(false), [])
  const page = useRef<HTMLDivElement>(null)
  const [graceOver, setGraceOver] = useState(false)
  const scanner = useScan()
  const back = useBack()

  useEffect(() => {
    const timer = setTimeout(() => setGraceOver(true), LOCATION_GRACE_MS)
    return () => clearTimeout(timer)
  }, [])

  // The first position known: the map moves there once (later refreshes only move the dot).
  const { position } = location
  const [followed, setFollowed] = useState(false)
  if (position && !followed) {
    setFollowed(true)
    setCentre({ point: position, zoom: MAP_ZOOM_DEFAULT, seq: 1 })
  }

  const from = location.centre
  const stations = useQuery({
    ...stationQueries.nearbyOnMap(from, SEARCH_RADIUS_M, MAX_STATION_PAGE_SIZE, filter),
    enabled: !location.pending || graceOver,
    // Live availability: a filter switched back after a few seconds asks again.
    staleTime: LIVE_STALE_MS,
    refetchInterval: LOCATION_REFRESH_MS,
    placeholderData: keepPreviousData,
  })
  const list = useMemo(() => stations.data?.list ?? [], [stations.data])
  const selected =
    list.find((s) => s.stationId === selectedId) ??
    (picked?.stationId === selectedId ? picked : null)

  const recentre = async () => {
    const next = await location.locate()
    setCentre((c) => ({ point: next ?? from, zoom: MAP_ZOOM_DEFAULT, seq: (c?.seq ?? 0) + 1 }))
  }
  const pick = (station: StationSummary) => {
    setPicked(station)
    setSelectedId(station.stationId)
    setFocusCard(true)
    setCentre((c) => ({ point: station, zoom: MAP_ZOOM_DEFAULT, seq: (c?.seq ?? 0) + 1 }))
  }
  // One array while nothing changes: every new one draws the pins again.
  const markers = useMemo(
    () =>
      picked && !list.some((s) => s.stationId === picked.stationId) ? [...list, picked] : list,
    [list, picked],
  )
  const mapUnavailable = mapError === MSG.mapLoadFailed
  // What covers the map: the search bar and filters above, the bottom bar or a station's card below.
  const covered = () => {
    const box = page.current?.querySelector('.map-canvas')?.getBoundingClientRect()
    const top = page.current?.querySelector('.map-page__top')?.getBoundingClientRect()
    const bottom = page.current
      ?.querySelector('.map-page__bottom, .marker-card')
      ?.getBoundingClientRect()
    if (!box) return { top: 0, bottom: 0 }
    return {
      top: top ? Math.max(0, top.bottom - box.top) : 0,
      bottom: bottom ? Math.max(0, box.bottom - bottom.top) : 0,
    }
  }
  const closeCard = () => {
    if (selectedId) setFocusStation((f) => ({ stationId: selectedId, seq: (f?.seq ?? 0) + 1 }))
    setSelectedId(null)
  }

  return (
    <div className="map-page" ref={page}>
      {/* SPEC §2: no title shown; a screen reader still finds the page's name. */}
      <h1 className="visually-hidden">找电站</h1>
      <header className="map-page__top">
        <div className="map-page__row">
          <BackButton className="map-tool map-page__back" onBack={back} />
          <SearchBox centre={from} filter={filter} onPick={pick} />
        </div>
        <StationFilterBar filter={filter} onChange={setFilter} />
        <div className="map-page__notices">
          {location.error && (
            <FinderNotice
              message={location.error}
              detail={LOCATION_FALLBACK_TEXT}
              action={{ label: '重新定位', onClick: () => void recentre() }}
            />
          )}
          {mapError && (
            <FinderNotice
              message={mapError}
              detail={
                mapUnavailable
                  ? '地图暂时无法显示，已为您列出附近电站'
                  : '底图无法加载，电站位置仍可查看'
              }
            />
          )}
          {!mapError && tilesFailed && (
            <FinderNotice message={MSG.mapLoadFailed} detail="底图加载失败，电站位置仍可查看" />
          )}
          {stations.isError && !stations.data && (
            <FinderNotice
              message="电站加载失败"
              detail={stations.error.message}
              action={{ label: '重试', onClick: () => void stations.refetch() }}
            />
          )}
        </div>
      </header>

      {mapUnavailable ? (
        <FallbackList
          stations={list}
          from={from}
          fromCentre={!position}
          loading={stations.isPending}
        />
      ) : (
        <MapCanvas
          initialCentre={from}
          tiles={tiles}
          stations={markers}
          selectedId={selectedId}
          user={position}
          centre={centre}
          focusStation={focusStation}
          covered={covered}
          onSelect={(id) => {
            setSelectedId(id)
            setFocusCard(true)
          }}
          onMapFailed={setMapError}
          onTilesFailed={() => setTilesFailed(true)}
        />
      )}
      {tiles.error && !mapError && <KeyNotice message={tiles.error} />}

      {!mapUnavailable && (
        <div className="map-page__tools">
          <button
            type="button"
            className="map-tool"
            aria-label="回到我的位置"
            onClick={() => void recentre()}
          >
            <LocateIcon />
          </button>
        </div>
      )}

      {selected ? (
        <MarkerCard
          station={selected}
          from={from}
          fromUser={!!position}
          focusTitle={focusCard}
          onTitled={onTitled}
          onClose={closeCard}
          onScan={() => void scanner.scan()}
        />
      ) : (
        <nav className="map-page__bottom" aria-label="电站">
          <Link
            className="map-page__list"
            to={href('nearbyStationList', {
              ...(filter.deviceType ? { kind: filter.deviceType } : {}),
              ...(filter.freeOnly ? { free: 1 } : {}),
            })}
          >
            <ListIcon />
            附近电站
            {stations.data && <em>{nearbyCount(list, stations.data.total, from)}</em>}
          </Link>
          <button type="button" className="map-page__scan" onClick={() => void scanner.scan()}>
            <ScanIcon />
            扫码充电
          </button>
        </nav>
      )}
      <ScannerSheet {...scanner.sheet} />
    </div>
  )
}

/** 'Map key not configured.': the map has no base layer, markers and the list still work. */
function KeyNotice({ message }: { message: string }) {
  return (
    <div className="map-page__key">
      <FinderNotice message={message} detail="未配置地图密钥，底图不显示，电站位置和列表仍可使用" />
    </div>
  )
}

/** The map could not load: the stations as a list, nearest first. */
function FallbackList({
  stations,
  from,
  fromCentre,
  loading,
}: {
  stations: StationSummary[]
  from: { latitude: number; longitude: number }
  fromCentre: boolean
  loading: boolean
}) {
  const sorted = sortByDistance(stations, from)
  return (
    <section className="map-fallback" aria-label="附近电站列表">
      {loading && <p className="map-fallback__empty">正在加载电站…</p>}
      {!loading && sorted.length === 0 && <p className="map-fallback__empty">附近暂无电站</p>}
      <ul>
        {sorted.map((s) => (
          <li key={s.stationId}>
            <StationRow station={s} fromCentre={fromCentre} />
          </li>
        ))}
      </ul>
    </section>
  )
}
