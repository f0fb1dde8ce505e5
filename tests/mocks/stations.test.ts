import { STATION_API } from '@/api/endpoints/stations'
import type { StationDetail, StationSummary } from '@/api/station-types'
import type { Page } from '@/api/types'
import { NEARBY_RADIUS_M, SEARCH_RADIUS_M } from '@/lib/constants'
import { distanceMeters } from '@/lib/distance'
import { DEFAULT_CITY_CENTER } from '@/lib/geo'
import { db } from '@/mocks/core/db'
import { STATION_UNKNOWN } from '@/mocks/stations/handlers'
import { STATIONS } from '@/mocks/charging/seed'
import {
  MAP_STATIONS,
  OFFLINE_STATION_ID,
  RUSH_STATION_ID,
  stationProfile,
} from '@/mocks/stations/seed'
import { RUSH_FREE_AFTER_S } from '@/mocks/stations/traffic'
import { login, post, setupMockServer } from './api'
import { BIKE_ORDER, charging, data, T0, tick, useFakeClock } from './charging-api'

setupMockServer()
beforeEach(() => {
  useFakeClock()
  db.stationTrafficEpoch = T0
})

const centre = { lng: DEFAULT_CITY_CENTER.longitude, lat: DEFAULT_CITY_CENTER.latitude }
const nearby = (token: string, body: object) =>
  post<Page<StationSummary>>(
    STATION_API.nearby,
    { ...centre, radius: NEARBY_RADIUS_M, pageNo: 1, pageSize: 20, ...body },
    token,
  )
const detail = async (token: string, stationId: string) =>
  data(await post<StationDetail>(STATION_API.detail, { stationId }, token))

describe('the seeded stations', () => {
  it('keeps the seed’s three and adds about thirty around Hangzhou, GCJ-02, BIKE and CAR', () => {
    expect(db.stations.slice(0, 3).map((s) => s.stationId)).toEqual(
      STATIONS.map((s) => s.stationId),
    )
    expect(db.stations).toHaveLength(STATIONS.length + MAP_STATIONS.length)
    expect(MAP_STATIONS.length).toBeGreaterThanOrEqual(27)
    for (const s of db.stations) {
      expect(distanceMeters(DEFAULT_CITY_CENTER, s)).toBeLessThan(SEARCH_RADIUS_M)
      expect(stationProfile(s.stationId)?.businessHours).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/)
    }
    const kinds = new Set(db.devices.map((d) => d.deviceType))
    expect(kinds).toEqual(new Set(['BIKE', 'CAR']))
    // The charging tests' piles are still where they were.
    expect(db.devices.slice(0, 8).map((d) => d.deviceId)).toEqual([
      '10000001',
      '10000002',
      '10000003',
      '10000004',
      '10000009',
      '20000001',
      '20000002',
      '20000003',
    ])
  })
})

describe('nearby-station-list', () => {
  it('lists the stations within 5000 m, nearest first, paged by 20', async () => {
    const token = await login()
    const first = data(await nearby(token, {}))
    const expected = db.stations.filter((s) => distanceMeters(DEFAULT_CITY_CENTER, s) <= 5000)
    expect(first.total).toBe(expected.length)
    expect(first.total).toBeGreaterThan(20)
    expect(first.list).toHaveLength(20)
    const second = data(await nearby(token, { pageNo: 2 }))
    const all = [...first.list, ...second.list]
    expect(all.map((s) => s.stationId).sort()).toEqual(expected.map((s) => s.stationId).sort())
    const distances = all.map((s) => s.distance ?? -1)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(all[0]).toMatchObject({ stationId: 'ST330101', distance: 0 })
    for (const s of all) expect(s.distance).toBeLessThanOrEqual(5000)
  })

  it('counts free and total sockets per kind, and says what charging costs now', async () => {
    const token = await login()
    const { list } = data(await nearby(token, { pageSize: 50 }))
    const home = list.find((s) => s.stationId === 'ST330101')
    // 10000001 'IIiCIOiCFI' + 10000002 'CCOCCF' + 10000009 'IIII': 6 + 0 + 4 free of 20.
    expect(home).toMatchObject({
      deviceTypes: ['BIKE'],
      bike: { free: 10, total: 20 },
      car: null,
      idlePorts: 10,
      totalPorts: 20,
      availability: 'FREE',
      priceNow: { period: null, bikePerHour: 40 },
    })
    const car = list.find((s) => s.car !== null)
    // 09:58 on the fake clock: the 08:00-10:00 FLAT period.
    expect(car?.priceNow.period).toMatchObject({ startTime: '08:00', periodType: 'FLAT' })
  })

  it('filters by kind and by free now', async () => {
    const token = await login()
    const bikes = data(await nearby(token, { deviceType: 'BIKE', pageSize: 50 })).list
    expect(bikes.every((s) => s.deviceTypes.includes('BIKE'))).toBe(true)
    const cars = data(await nearby(token, { deviceType: 'CAR', pageSize: 50 })).list
    expect(cars.every((s) => s.deviceTypes.includes('CAR'))).toBe(true)
    expect(cars.some((s) => s.deviceTypes.includes('BIKE'))).toBe(true) // mixed stations count
    const free = data(await nearby(token, { freeOnly: true, pageSize: 50 })).list
    expect(free.every((s) => s.idlePorts > 0)).toBe(true)
    expect(free.map((s) => s.stationId)).not.toContain(OFFLINE_STATION_ID)
  })

  it('frees the rush station’s sockets as the simulator runs', async () => {
    const token = await login()
    const ids = async () =>
      data(await nearby(token, { freeOnly: true, deviceType: 'BIKE', pageSize: 50 })).list.map(
        (s) => s.stationId,
      )
    const rush = async () =>
      data(await nearby(token, { pageSize: 50 })).list.find((s) => s.stationId === RUSH_STATION_ID)
    expect(await rush()).toMatchObject({ idlePorts: 0, totalPorts: 4, availability: 'BUSY' })
    expect(await ids()).not.toContain(RUSH_STATION_ID)
    tick((RUSH_FREE_AFTER_S[0] ?? 15) * 1000)
    expect(await rush()).toMatchObject({ idlePorts: 1, availability: 'FREE' })
    expect(await ids()).toContain(RUSH_STATION_ID)
    // The same state on the charge selection page.
    const pile = data(await charging(token).device('11004001'))
    expect(pile.ports.map((p) => p.status)).toEqual(['IDLE', 'CHARGING', 'CHARGING', 'CHARGING'])
  })

  it('shows the user’s own charge as a busy socket', async () => {
    const token = await login()
    const before = (await detail(token, 'ST330101')).bike
    const api = charging(token)
    const order = data(await api.create({ ...BIKE_ORDER, payType: 'CARD', cardId: 'CARD0001' }))
    expect(order.orderId).toBeTruthy()
    tick(4000)
    const after = (await detail(token, 'ST330101')).bike
    expect(after?.free).toBe((before?.free ?? 0) - 1)
  })

  it('validates its input like a server', async () => {
    const token = await login()
    const bad = async (body: object) => (await nearby(token, body)).body
    expect(await bad({ lng: 181 })).toMatchObject({ code: '100001', msg: '参数错误：经度不正确' })
    expect(await bad({ lat: -91 })).toMatchObject({ msg: '参数错误：纬度不正确' })
    expect(await bad({ radius: 50001 })).toMatchObject({ msg: '参数错误：半径应为1-50000米' })
    expect(await bad({ pageSize: 51 })).toMatchObject({ msg: '参数错误：每页条数应为1-50' })
    expect(await bad({ pageNo: 0 })).toMatchObject({ msg: '参数错误：页码不正确' })
    expect(await bad({ deviceType: 'BUS' })).toMatchObject({ msg: '参数错误：设备类型不正确' })
    expect((await nearby('', {})).status).toBe(500)
  })
})

describe('station-search', () => {
  it('finds stations by name or address within 50000 m, nearest first', async () => {
    const token = await login()
    const search = async (keyword: string, extra: object = {}) =>
      data(
        await post<Page<StationSummary>>(
          STATION_API.search,
          { keyword, ...centre, radius: SEARCH_RADIUS_M, ...extra },
          token,
        ),
      ).list.map((s) => s.name)
    expect(await search('武林广场')).toEqual(['杭州大厦购物中心充电站', '武林广场地铁C口电单车棚'])
    expect(await search('机场')).toEqual(['萧山国际机场P4充电站'])
    expect(await search('机场', { radius: 5000 })).toEqual([])
    expect(await search('滨江 天街')).toEqual(['滨江龙湖天街充电站'])
    const blank = await post(STATION_API.search, { keyword: ' ', ...centre, radius: 1 }, token)
    expect(blank.body).toMatchObject({ code: '100001', msg: '参数错误：搜索关键词不能为空' })
  })
})

describe('station-detail', () => {
  it('answers the profile, the piles in their live states and the prices', async () => {
    const token = await login()
    const station = await detail(token, 'ST330105')
    expect(station).toMatchObject({ name: '天目山路充电站', businessHours: '00:00-24:00' })
    expect(station.phone).toMatch(/^0571-8\d{7}$/)
    expect(station.images.length).toBeGreaterThan(0)
    expect(station.parkingNote).not.toBe('')
    expect(station.devices.map((d) => `${d.deviceId}:${d.deviceType}`)).toEqual([
      '11005001:BIKE',
      '21005001:CAR',
    ])
    expect(station.pricePeriods.length).toBeGreaterThan(0)
    expect(station.powerTiers.length).toBeGreaterThan(0)
    const offline = await detail(token, OFFLINE_STATION_ID)
    expect(offline.availability).toBe('OFFLINE')
    expect(offline.devices.every((d) => d.ports.every((p) => p.status === 'OFFLINE'))).toBe(true)
  })

  it('measures the distance when a point is given; refuses an unknown station', async () => {
    const token = await login()
    const at = await post<StationDetail>(
      STATION_API.detail,
      { stationId: 'ST330102', ...centre },
      token,
    )
    expect(data(at).distance).toBeCloseTo(distanceMeters(DEFAULT_CITY_CENTER, db.stations[1]!), 2)
    expect((await post(STATION_API.detail, { stationId: 'ST999' }, token)).body).toMatchObject({
      code: STATION_UNKNOWN,
      msg: '电站不存在',
    })
    expect(
      (await post(STATION_API.detail, { stationId: 'ST330101', lng: 120 }, token)).body,
    ).toMatchObject({
      code: '100001',
    })
  })
})
