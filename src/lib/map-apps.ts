/**
 * Navigation outside WeChat (DESIGN §6 openLocation's counterpart): the map apps a Chinese user has,
 * through their public URI schemes. Coordinates in are GCJ-02 (Amap and Tencent use them as they
 * are; Baidu wants BD-09, converted with gcoord). Loaded only when 导航 is tapped.
 */
import gcoord from 'gcoord'

export type MapApp = 'amap' | 'baidu' | 'tencent'

export const MAP_APPS: readonly { app: MapApp; label: string }[] = [
  { app: 'amap', label: '高德地图' },
  { app: 'baidu', label: '百度地图' },
  { app: 'tencent', label: '腾讯地图' },
]

/** Who is asking (the `src` / `referer` the map vendors ask callers to send). */
export const NAV_SOURCE = 'ev-charge-h5'

export interface NavPlace {
  /** GCJ-02 */
  latitude: number
  longitude: number
  name: string
  address: string
}

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6

/** GCJ-02 -> BD-09 (Baidu's coordinates), 6 decimals. */
export function gcj02ToBd09(lng: number, lat: number): [number, number] {
  const [bdLng, bdLat] = gcoord.transform([lng, lat], gcoord.GCJ02, gcoord.BD09) as [number, number]
  return [round6(bdLng), round6(bdLat)]
}

/** WGS-84 (a browser's geolocation) -> GCJ-02. */
export function wgs84ToGcj02(lng: number, lat: number): [number, number] {
  const [gLng, gLat] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02) as [number, number]
  return [round6(gLng), round6(gLat)]
}

/** The https link that opens `place` in a map app (its app when installed, else its web page). */
export function mapAppUrl(app: MapApp, place: NavPlace): string {
  const lng = round6(place.longitude)
  const lat = round6(place.latitude)
  if (app === 'amap') {
    const q = new URLSearchParams({
      position: `${lng},${lat}`,
      name: place.name,
      src: NAV_SOURCE,
      coordinate: 'gaode',
      callnative: '1',
    })
    return `https://uri.amap.com/marker?${q.toString()}`
  }
  if (app === 'baidu') {
    const [bdLng, bdLat] = gcj02ToBd09(lng, lat)
    const q = new URLSearchParams({
      location: `${bdLat},${bdLng}`,
      title: place.name,
      content: place.address,
      output: 'html',
      coord_type: 'bd09ll',
      src: NAV_SOURCE,
    })
    return `https://api.map.baidu.com/marker?${q.toString()}`
  }
  const q = new URLSearchParams({
    marker: `coord:${lat},${lng};title:${place.name};addr:${place.address}`,
    referer: NAV_SOURCE,
  })
  return `https://apis.map.qq.com/uri/v1/marker?${q.toString()}`
}
