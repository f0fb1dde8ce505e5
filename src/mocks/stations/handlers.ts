// stations/: the station finder: more stations and their piles (seed.ts), other users' charges in
// real time (traffic.ts), a station's live view (db.ts). Handlers: this file.
/**
 * The station finder (docs/API.md "Station calls"): nearby stations by distance, search by name or
 * address, station detail. Inputs are checked like a real server's (code 100001).
 */
import { z } from 'zod'
import { STATION_API } from '@/api/endpoints/stations'
import { matchesFilter, matchesKeyword, MAX_RADIUS_M, MAX_STATION_PAGE_SIZE } from '@/lib/geo'
import { CODE, fail, ok, postApi, readJson } from '../core/http'
import { body, pageOf, text } from '../core/schemas'
import { findStation, stationDetail, stationSummaries } from './db'

/** A station id that is not the operator's. */
export const STATION_UNKNOWN = '310001'

const lng = z.coerce
  .number({ error: '参数错误：经度不正确' })
  .min(-180, { error: '参数错误：经度不正确' })
  .max(180, { error: '参数错误：经度不正确' })
const lat = z.coerce
  .number({ error: '参数错误：纬度不正确' })
  .min(-90, { error: '参数错误：纬度不正确' })
  .max(90, { error: '参数错误：纬度不正确' })
const radiusMessage = `参数错误：半径应为1-${MAX_RADIUS_M}米`
const radius = z.coerce
  .number({ error: radiusMessage })
  .min(1, { error: radiusMessage })
  .max(MAX_RADIUS_M, { error: radiusMessage })
const filters = {
  deviceType: z.enum(['BIKE', 'CAR'], { error: '参数错误：设备类型不正确' }).optional(),
  freeOnly: z.boolean({ error: '参数错误：空闲筛选不正确' }).optional(),
}
const pageSizeMessage = `参数错误：每页条数应为1-${MAX_STATION_PAGE_SIZE}`

const nearbyBody = body({
  lng,
  lat,
  radius,
  ...filters,
  pageNo: z.coerce
    .number({ error: '参数错误：页码不正确' })
    .int({ error: '参数错误：页码不正确' })
    .min(1, { error: '参数错误：页码不正确' }),
  pageSize: z.coerce
    .number({ error: pageSizeMessage })
    .int({ error: pageSizeMessage })
    .min(1, { error: pageSizeMessage })
    .max(MAX_STATION_PAGE_SIZE, { error: pageSizeMessage }),
})
const searchBody = body({ keyword: text('搜索关键词', 50), lng, lat, radius, ...filters })
const detailBody = body({
  stationId: text('电站编号', 32),
  lng: lng.optional(),
  lat: lat.optional(),
})

type Filtered = { lng: number; lat: number; radius: number } & z.output<z.ZodObject<typeof filters>>

/** Stations within the radius that pass the filters, nearest first. */
function around(
  req: Filtered,
  keep: (s: { name: string; address: string }) => boolean = () => true,
) {
  const from = { latitude: req.lat, longitude: req.lng }
  return stationSummaries(from, req.deviceType)
    .filter((s) => s.distance !== null && s.distance <= req.radius)
    .filter((s) => matchesFilter(s, req) && keep(s))
    .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0))
}

export const stationHandlers = [
  postApi(STATION_API.nearby, async ({ request }) => {
    const parsed = await readJson(request, nearbyBody)
    if (!parsed.ok) return parsed.response
    const all = around(parsed.data)
    return ok({ list: pageOf(all, parsed.data), total: all.length })
  }),

  postApi(STATION_API.search, async ({ request }) => {
    const parsed = await readJson(request, searchBody)
    if (!parsed.ok) return parsed.response
    const found = around(parsed.data, (s) => matchesKeyword(s, parsed.data.keyword))
    return ok({ list: found.slice(0, MAX_STATION_PAGE_SIZE), total: found.length })
  }),

  postApi(STATION_API.detail, async ({ request }) => {
    const parsed = await readJson(request, detailBody)
    if (!parsed.ok) return parsed.response
    const { stationId, lng: x, lat: y } = parsed.data
    if ((x === undefined) !== (y === undefined)) {
      return fail(CODE.param, '参数错误：经纬度须同时提供')
    }
    const station = findStation(stationId)
    if (!station) return fail(STATION_UNKNOWN, '电站不存在')
    const from = x !== undefined && y !== undefined ? { latitude: y, longitude: x } : null
    return ok(stationDetail(station, from))
  }),
]
