import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { StationSummary } from '@/api/station-types'
import { stationsApi } from '@/api/stations'
import { SEARCH_RADIUS_M } from '@/lib/constants'
import { formatDistance } from '@/lib/distance'
import type { LatLng, StationFilter } from '@/lib/geo'

interface Props {
  centre: LatLng
  filter: StationFilter
  onPick: (station: StationSummary) => void
}

/** Search stations by name or address within SEARCH_RADIUS_M (SPEC §9). */
export function SearchBox({ centre, filter, onPick }: Props) {
  const [keyword, setKeyword] = useState('')
  const search = useMutation({
    mutationFn: (text: string) =>
      stationsApi.search({
        keyword: text,
        lng: centre.longitude,
        lat: centre.latitude,
        radius: SEARCH_RADIUS_M,
        ...(filter.deviceType ? { deviceType: filter.deviceType } : {}),
        ...(filter.freeOnly ? { freeOnly: true } : {}),
      }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = keyword.trim()
    // A blank search asks nothing and puts away what an earlier one found.
    if (text) search.mutate(text)
    else search.reset()
  }
  const close = () => search.reset()
  const results = search.data?.list
  return (
    <div className="map-search">
      <form className="map-search__form" role="search" onSubmit={submit}>
        <input
          className="map-search__input"
          type="search"
          enterKeyHint="search"
          placeholder="搜索电站名称或地址"
          aria-label="搜索电站名称或地址"
          value={keyword}
          maxLength={50}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <button type="submit" className="map-search__submit" disabled={search.isPending}>
          搜索
        </button>
      </form>
      {(results || search.isError) && (
        <div className="map-search__results" role="region" aria-label="搜索结果">
          {search.isError && <p className="map-search__empty">搜索失败，请稍后重试</p>}
          {results?.length === 0 && (
            // The keyword searched (the mutation's own), not what the box holds since.
            <p className="map-search__empty">50公里内没有找到“{search.variables}”相关的电站</p>
          )}
          <ul>
            {results?.map((s) => (
              <li key={s.stationId}>
                <button
                  type="button"
                  onClick={() => {
                    close()
                    onPick(s)
                  }}
                >
                  <strong>{s.name}</strong>
                  <span>
                    {formatDistance(s.distance)} · {s.address}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="map-search__close" onClick={close}>
            收起
          </button>
        </div>
      )}
    </div>
  )
}
