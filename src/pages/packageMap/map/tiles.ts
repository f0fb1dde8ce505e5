/**
 * The base map's raster tiles (DESIGN §2): `VITE_MAP_TILE_URL`, GCJ-02 on EPSG:3857 (Amap and
 * Tencent tiles are, so Leaflet draws them as they are), `{key}` filled from `VITE_MAP_KEY`.
 */
import { env } from '@/config/env'
import { MSG } from '@/lib/messages'

/** Keyless and reachable in China: Amap's road tiles (subdomains 1-4). */
export const DEFAULT_TILE_URL =
  'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}'

export interface TileSource {
  /** The Leaflet template, or null when it cannot be used. */
  url: string | null
  subdomains: string
  /** 'Map key not configured.' when the template wants a key and none is set. */
  error: string | null
}

export function tileSource(template = env.mapTileUrl, key = env.mapKey): TileSource {
  const url = template.trim() || DEFAULT_TILE_URL
  const subdomains = '1234'
  if (url.includes('{key}')) {
    if (!key.trim()) return { url: null, subdomains, error: MSG.mapKeyMissing }
    return { url: url.split('{key}').join(encodeURIComponent(key.trim())), subdomains, error: null }
  }
  return { url, subdomains, error: null }
}

/**
 * The tile servers' origins ({s} filled with each subdomain), for a preconnect: the map's first
 * paint is its tiles, and the connection to their host is then open before Leaflet asks for them.
 */
export function tileOrigins({ url, subdomains }: TileSource): string[] {
  if (!url) return []
  const hosts = url.includes('{s}') ? [...subdomains].map((s) => url.split('{s}').join(s)) : [url]
  const origins = new Set<string>()
  for (const host of hosts) {
    try {
      const { origin, protocol } = new URL(host.replace(/\{[a-z]+\}/g, '0'))
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin)
    } catch {
      // not a URL: Leaflet's tiles will fail and say so
    }
  }
  return [...origins]
}

/** Opens the connections to the tile servers (once per origin and document). */
export function preconnectTiles(source: TileSource, doc: Document = document): void {
  const open = new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map(
      (l) => new URL(l.href).origin,
    ),
  )
  for (const origin of tileOrigins(source)) {
    if (open.has(origin)) continue
    const link = doc.createElement('link')
    link.rel = 'preconnect'
    link.href = origin
    doc.head.appendChild(link)
  }
}
