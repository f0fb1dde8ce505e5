import { distanceMeters, formatDistance } from '@/lib/distance'
import {
  DEFAULT_CITY_CENTER,
  isLatLng,
  locationErrorMessage,
  matchesFilter,
  matchesKeyword,
  nearbyCount,
  portsFor,
  sortByDistance,
  withinRadius,
  withTimeout,
} from '@/lib/geo'
import { gcj02ToBd09, mapAppUrl, MAP_APPS, wgs84ToGcj02 } from '@/lib/map-apps'
import { MSG } from '@/lib/messages'
import {
  DEFAULT_TILE_URL,
  preconnectTiles,
  tileOrigins,
  tileSource,
} from '@/pages/packageMap/map/tiles'

const centre = DEFAULT_CITY_CENTER
const at = (latitude: number, longitude: number) => ({ latitude, longitude })

describe('distance and radius (SPEC §9)', () => {
  it('measures the great circle on a 6371000 m earth, 2 decimals', () => {
    // One degree of latitude: 6371000 * π / 180.
    expect(distanceMeters(at(30, 120), at(31, 120))).toBe(111194.93)
    expect(distanceMeters(centre, centre)).toBe(0)
    expect(formatDistance(distanceMeters(centre, at(30.2765, 120.1615)))).toBe('670m')
    expect(formatDistance(1432.5)).toBe('1.43km')
  })

  it('keeps a point on the edge of the radius and drops one past it', () => {
    const east = at(centre.latitude, centre.longitude + 0.05)
    const d = distanceMeters(centre, east)
    expect(withinRadius(centre, east, d)).toBe(true)
    expect(withinRadius(centre, east, d - 0.01)).toBe(false)
    expect(withinRadius(centre, at(NaN, 1), 5000)).toBe(false)
  })

  it('checks coordinates', () => {
    expect(isLatLng(centre)).toBe(true)
    expect(isLatLng(at(91, 0))).toBe(false)
    expect(isLatLng(at(0, -181))).toBe(false)
    expect(isLatLng({ latitude: 1 })).toBe(false)
    expect(isLatLng(null)).toBe(false)
  })
})

describe('the nearby count (SPEC §9: nearby 5000 m, search 50000 m)', () => {
  const near = at(30.275, 120.156)
  const far = at(30.5, 120.5)
  it('counts the stations within the nearby radius of a wider answer', () => {
    expect(nearbyCount([near, near, far], 3, centre)).toBe('2')
    expect(nearbyCount([], 0, centre)).toBe('0')
  })
  it('says "+" when the answer was cut and every station in it is nearby', () => {
    expect(nearbyCount([near, near], 80, centre)).toBe('2+')
    expect(nearbyCount([near, far], 80, centre)).toBe('1')
  })
})

describe('sorting and filters', () => {
  it('orders by distance, ties in their order, impossible positions last', () => {
    const items = [
      { id: 'far', ...at(30.3, 120.2) },
      { id: 'bad', ...at(NaN, 0) },
      { id: 'near', ...at(30.275, 120.156) },
      { id: 'same', ...at(30.275, 120.156) },
    ]
    const sorted = sortByDistance(items, centre)
    expect(sorted.map((s) => s.id)).toEqual(['near', 'same', 'far', 'bad'])
    expect(sorted[0]?.distance).toBe(distanceMeters(centre, items[2]!))
  })

  const mixed = {
    deviceTypes: ['BIKE', 'CAR'],
    bike: { free: 0, total: 8 },
    car: { free: 2, total: 4 },
  }
  const bikeOnly = { deviceTypes: ['BIKE'], bike: { free: 3, total: 4 }, car: null }

  it('counts the sockets/guns of the kind asked', () => {
    expect(portsFor(mixed)).toEqual({ free: 2, total: 12 })
    expect(portsFor(mixed, 'BIKE')).toEqual({ free: 0, total: 8 })
    expect(portsFor(bikeOnly, 'CAR')).toEqual({ free: 0, total: 0 })
  })

  it('filters by kind and by free now', () => {
    expect(matchesFilter(mixed, {})).toBe(true)
    expect(matchesFilter(bikeOnly, { deviceType: 'CAR' })).toBe(false)
    expect(matchesFilter(mixed, { deviceType: 'BIKE', freeOnly: true })).toBe(false)
    expect(matchesFilter(mixed, { deviceType: 'CAR', freeOnly: true })).toBe(true)
    expect(matchesFilter(mixed, { freeOnly: true })).toBe(true)
  })

  it('searches names and addresses, every word', () => {
    const s = { name: '滨江龙湖天街充电站', address: '杭州市滨江区江汉路1515号' }
    expect(matchesKeyword(s, '天街')).toBe(true)
    expect(matchesKeyword(s, '滨江  江汉路')).toBe(true)
    expect(matchesKeyword(s, '滨江 机场')).toBe(false)
    expect(matchesKeyword(s, '  ')).toBe(false)
  })
})

describe('coordinate conversions (gcoord)', () => {
  it('moves WGS-84 to GCJ-02 by a few hundred metres in Hangzhou', () => {
    const [lng, lat] = wgs84ToGcj02(120.15, 30.28)
    expect(lng).toBeCloseTo(120.1546, 3)
    expect(lat).toBeCloseTo(30.2776, 3)
    const shift = distanceMeters(at(30.28, 120.15), at(lat, lng))
    expect(shift).toBeGreaterThan(300)
    expect(shift).toBeLessThan(700)
  })

  it('converts GCJ-02 to Baidu’s BD-09', () => {
    const [lng, lat] = gcj02ToBd09(120.1551, 30.2741)
    expect(lng).toBeCloseTo(120.1616, 3)
    expect(lat).toBeCloseTo(30.28, 3)
  })
})

describe('navigation links of the map apps', () => {
  const place = {
    latitude: 30.2741,
    longitude: 120.1551,
    name: '西湖文化广场充电站',
    address: '中山北路580号',
  }

  it('offers 高德, 百度 and 腾讯', () => {
    expect(MAP_APPS.map((a) => a.label)).toEqual(['高德地图', '百度地图', '腾讯地图'])
  })

  it('Amap: lng,lat in GCJ-02', () => {
    const url = new URL(mapAppUrl('amap', place))
    expect(url.origin + url.pathname).toBe('https://uri.amap.com/marker')
    expect(url.searchParams.get('position')).toBe('120.1551,30.2741')
    expect(url.searchParams.get('name')).toBe(place.name)
  })

  it('Baidu: lat,lng converted to BD-09', () => {
    const url = new URL(mapAppUrl('baidu', place))
    expect(url.origin + url.pathname).toBe('https://api.map.baidu.com/marker')
    const [bdLng, bdLat] = gcj02ToBd09(place.longitude, place.latitude)
    expect(url.searchParams.get('location')).toBe(`${bdLat},${bdLng}`)
    expect(url.searchParams.get('coord_type')).toBe('bd09ll')
    expect(url.searchParams.get('output')).toBe('html')
    expect(url.searchParams.get('title')).toBe(place.name)
    expect(url.searchParams.get('content')).toBe(place.address)
    expect(url.searchParams.get('src')).toBeTruthy()
  })

  it('Tencent: coord:lat,lng in GCJ-02', () => {
    const url = new URL(mapAppUrl('tencent', place))
    expect(url.origin + url.pathname).toBe('https://apis.map.qq.com/uri/v1/marker')
    expect(url.searchParams.get('marker')).toBe(
      `coord:30.2741,120.1551;title:${place.name};addr:${place.address}`,
    )
    expect(url.searchParams.get('referer')).toBeTruthy()
  })
})

describe('location failures (SPEC §8)', () => {
  afterEach(() => vi.useRealTimers())

  it('times out after the geolocation timeout with "timeout"', async () => {
    vi.useFakeTimers()
    const never = new Promise<number>(() => {})
    const guarded = withTimeout(never, 100000)
    const seen = expect(guarded).rejects.toThrow(MSG.requestTimeout)
    await vi.advanceTimersByTimeAsync(99999)
    await vi.advanceTimersByTimeAsync(1)
    await seen
  })

  it('passes an answer or a failure through', async () => {
    await expect(withTimeout(Promise.resolve(1))).resolves.toBe(1)
    await expect(withTimeout(Promise.reject(new Error('cancel')))).rejects.toThrow('cancel')
  })

  it('names every failure with the spec’s text', () => {
    expect(locationErrorMessage(new Error('cancel'))).toBe(MSG.locationCancelled)
    expect(locationErrorMessage(new Error(MSG.geolocationUnsupported))).toBe(
      'device nonsupport geolocation',
    )
    expect(locationErrorMessage(new Error('getLocation:fail'))).toBe('timeout')
  })
})

describe('tile source (VITE_MAP_TILE_URL, VITE_MAP_KEY)', () => {
  it('defaults to keyless GCJ-02 Amap tiles', () => {
    expect(tileSource('', '')).toEqual({ url: DEFAULT_TILE_URL, subdomains: '1234', error: null })
  })

  it('fills {key}, or says the key is missing', () => {
    const template = 'https://t{s}.example.cn/{z}/{x}/{y}.png?key={key}'
    expect(tileSource(template, 'a b').url).toBe(
      'https://t{s}.example.cn/{z}/{x}/{y}.png?key=a%20b',
    )
    expect(tileSource(template, ' ')).toMatchObject({ url: null, error: 'Map key not configured.' })
  })

  it("preconnects once to each tile server's origin, and to nothing without a usable template", () => {
    expect(tileOrigins(tileSource('', ''))).toEqual(
      [1, 2, 3, 4].map((n) => `https://webrd0${n}.is.autonavi.com`),
    )
    expect(tileOrigins(tileSource('http://127.0.0.1:4178/{z}/{x}/{y}.png', ''))).toEqual([
      'http://127.0.0.1:4178',
    ])
    expect(tileOrigins(tileSource('javascript:alert(1)//{z}', ''))).toEqual([])
    expect(tileOrigins(tileSource('https://t.example.cn/{z}?key={key}', ''))).toEqual([])
    const doc = document.implementation.createHTMLDocument('')
    preconnectTiles(tileSource('https://t{s}.example.cn/{z}/{x}/{y}.png', ''), doc)
    preconnectTiles(tileSource('https://t{s}.example.cn/{z}/{x}/{y}.png', ''), doc)
    const links = [...doc.head.querySelectorAll('link[rel="preconnect"]')]
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://t1.example.cn',
      'https://t2.example.cn',
      'https://t3.example.cn',
      'https://t4.example.cn',
    ])
  })
})
