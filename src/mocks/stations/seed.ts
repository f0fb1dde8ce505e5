/**
 * The station finder's part of the seed: 33 more stations around Hangzhou (GCJ-02) beside the three
 * of charging/seed.ts, their piles (BIKE sockets, CAR guns), and every station's profile (opening
 * hours, phone, photos, parking note, tags). Ids go on from the seed's: ST330104…ST330136; piles
 * 11SSSNNN (BIKE) and 21SSSNNN (CAR), SSS the station's number.
 *
 *   ST330104 武林广场地铁C口电单车棚: every socket busy (other riders) for the first 15 s of each
 *            10-minute rush; then the simulator frees them one by one (stations/traffic.ts)
 *   ST330120 西湖区政府东门充电站: every pile offline
 */
import type { Device, DeviceStatus, PricePeriod } from '@/api/types'
import type { StoredStation } from '../charging/state'
import { BIKE_PLANS, POWER_TIERS, PREPAY_OPTIONS, PRICE_PERIODS, STATIONS } from '../charging/seed'

export interface StationProfile {
  stationId: string
  businessHours: string
  phone: string
  parkingNote: string
  tags: string[]
  images: string[]
}

export interface StationsState {
  /**
   * Real ms the station traffic (other users' charges) counts from: the first time the operator
   * looks at a pile's state (0 until then, so that the seed itself stays deterministic).
   */
  stationTrafficEpoch: number
}

/** The station whose sockets are all busy at first and freed by the simulator (the e2e's). */
export const RUSH_STATION_ID = 'ST330104'
export const OFFLINE_STATION_ID = 'ST330120'

/**
 * name, address, lat, lng, hours, piles. A pile is `B:<ports>` (BIKE) or `C<kW>:<guns>` (CAR);
 * port codes as in charging/seed.ts: I idle, i idle not plugged, C charging, O occupied, F fault,
 * X offline.
 */
type Row = [string, string, number, number, string, string]

const ROWS: Row[] = [
  [
    '武林广场地铁C口电单车棚',
    '杭州市拱墅区武林广场地铁站C口东侧非机动车棚',
    30.2717,
    120.164,
    '00:00-24:00',
    'B:IIII',
  ],
  [
    '天目山路充电站',
    '杭州市西湖区天目山路48号地面停车场',
    30.273,
    120.145,
    '00:00-24:00',
    'B:IIOCIIFI|C60:IC',
  ],
  [
    '杭州大厦购物中心充电站',
    '杭州市拱墅区武林广场1号杭州大厦B2停车场',
    30.2765,
    120.1615,
    '08:00-23:00',
    'C120:ICIC|C7:i',
  ],
  [
    '宝石山下电单车充电点',
    '杭州市西湖区保俶路28号宝石山社区北门',
    30.262,
    120.15,
    '06:00-23:00',
    'B:CCIIIOII',
  ],
  [
    '黄龙体育中心充电站',
    '杭州市西湖区黄龙路1号黄龙体育中心东停车场',
    30.2688,
    120.1385,
    '00:00-24:00',
    'C60:ICII|C60:CC|B:IIIICCII',
  ],
  [
    '凤起路地铁站充电点',
    '杭州市上城区凤起路与中河北路交叉口西北角',
    30.264,
    120.169,
    '00:00-24:00',
    'B:IOCCIICI',
  ],
  [
    '朝晖六区电单车充电站',
    '杭州市下城区朝晖路朝晖六区12幢旁',
    30.286,
    120.169,
    '00:00-24:00',
    'B:CCCCIIII|B:IIIIIIFF',
  ],
  [
    '文三路数码港充电站',
    '杭州市西湖区文三路259号昌地火炬大厦地面停车场',
    30.278,
    120.135,
    '07:00-22:00',
    'C60:CI|B:ICIC',
  ],
  [
    '湖滨银泰in77充电站',
    '杭州市上城区延安路258号湖滨银泰C区B3',
    30.256,
    120.164,
    '09:00-23:00',
    'C120:IIIC|C7:ii',
  ],
  [
    '运河天地充电站',
    '杭州市拱墅区湖墅南路运河天地地面停车场',
    30.294,
    120.15,
    '00:00-24:00',
    'C60:IC|B:IIIICCIO',
  ],
  [
    '环城北路充电站',
    '杭州市拱墅区环城北路208号坤和中心停车场',
    30.28,
    120.178,
    '00:00-24:00',
    'C60:CCCI',
  ],
  [
    '大关小区充电点',
    '杭州市拱墅区大关路大关苑东一区南门',
    30.301,
    120.156,
    '00:00-24:00',
    'B:IICCIIII',
  ],
  [
    '和睦新村电单车充电站',
    '杭州市拱墅区和睦路和睦新村23幢',
    30.303,
    120.14,
    '00:00-24:00',
    'B:CIICIIOI',
  ],
  [
    '浙大玉泉校区北门充电点',
    '杭州市西湖区浙大路38号玉泉校区北门非机动车停放区',
    30.2637,
    120.1236,
    '06:00-23:30',
    'B:IIIIIICC|B:CCCCCCCC',
  ],
  [
    '植物园停车场充电站',
    '杭州市西湖区桃源岭1号杭州植物园停车场',
    30.258,
    120.124,
    '07:00-19:00',
    'C60:II',
  ],
  ['古荡新村充电点', '杭州市西湖区古荡新村西区3幢', 30.288, 120.11, '00:00-24:00', 'B:ICICIIII'],
  [
    '西湖区政府东门充电站',
    '杭州市西湖区文三路100号区政府东门停车场',
    30.259,
    120.13,
    '00:00-24:00',
    'C60:XX|B:XXXXXXXX',
  ],
  [
    '南宋御街充电站',
    '杭州市上城区中山中路鼓楼停车场',
    30.244,
    120.167,
    '08:00-22:00',
    'C60:IC|B:IIIIII',
  ],
  [
    '城站火车站充电站',
    '杭州市上城区环城东路1号城站P2停车场',
    30.243,
    120.178,
    '00:00-24:00',
    'C120:CCII|C60:IC',
  ],
  [
    '庆春广场充电站',
    '杭州市上城区庆春路庆春广场地下停车场B1',
    30.261,
    120.194,
    '00:00-24:00',
    'C60:ICIC|C7:ii',
  ],
  [
    '拱宸桥东充电点',
    '杭州市拱墅区小河路拱宸桥东广场',
    30.319,
    120.142,
    '00:00-24:00',
    'B:IIIICCCI',
  ],
  [
    '申花路充电站',
    '杭州市西湖区申花路789号地面停车场',
    30.305,
    120.112,
    '00:00-24:00',
    'C60:II|B:IIII',
  ],
  [
    '杭州东站西广场充电站',
    '杭州市上城区天城路1号杭州东站西广场P6',
    30.291,
    120.213,
    '00:00-24:00',
    'C120:CCCCII',
  ],
  [
    '钱江新城来福士充电站',
    '杭州市上城区新业路228号来福士广场B3',
    30.247,
    120.214,
    '08:00-24:00',
    'C120:IICC|C7:i',
  ],
  [
    '西溪湿地周家村充电站',
    '杭州市西湖区天目山路518号西溪湿地周家村入口停车场',
    30.27,
    120.066,
    '07:30-18:30',
    'C60:II',
  ],
  [
    '九堡客运中心充电站',
    '杭州市上城区九堡大道客运中心东停车场',
    30.308,
    120.268,
    '00:00-24:00',
    'C60:CI|B:IIIIIIII',
  ],
  [
    '滨江龙湖天街充电站',
    '杭州市滨江区江汉路1515号龙湖天街B2',
    30.198,
    120.215,
    '10:00-22:00',
    'C120:IICI',
  ],
  [
    '未来科技城海创园充电站',
    '杭州市余杭区文一西路1218号海创园地面停车场',
    30.285,
    120.005,
    '00:00-24:00',
    'C60:ICII|B:IIII',
  ],
  [
    '下沙高教园区充电点',
    '杭州市钱塘区2号大街浙江理工大学东门',
    30.305,
    120.35,
    '00:00-24:00',
    'B:IIIICCII',
  ],
  [
    '萧山国际机场P4充电站',
    '杭州市萧山区萧山国际机场P4停车楼一层',
    30.235,
    120.432,
    '00:00-24:00',
    'C120:IIIIIC',
  ],
  [
    '中山北路电单车充电点',
    '杭州市拱墅区中山北路632号越都商务大厦北侧',
    30.276,
    120.156,
    '00:00-24:00',
    'B:IICIIOII',
  ],
  [
    '西湖文化广场东汽车快充站',
    '杭州市拱墅区环城北路西湖文化广场东侧地面停车场',
    30.2733,
    120.1578,
    '00:00-24:00',
    'C120:ICCI',
  ],
  [
    '浙江科技馆非机动车棚',
    '杭州市拱墅区西湖文化广场2号浙江科技馆西门',
    30.2726,
    120.1532,
    '08:30-21:00',
    'B:CCIIII',
  ],
]

const PARKING = [
  '充电期间免费停车2小时，超时按停车场标准收费',
  '充电车辆停车免费，请勿占用非充电车位',
  '非机动车棚内充电，请将电动车停入划线车位',
  '停车场入口限高2.1米，充电减免停车费1小时',
  '停车费按商场标准收取，消费满额可减免',
]
const TAGS = [
  ['雨棚', '监控'],
  ['休息区', '卫生间'],
  ['雨棚', '灭火器', '监控'],
  ['便利店', '免费WiFi'],
  ['商场', '卫生间'],
]

const pad = (n: number, width: number): string => String(n).padStart(width, '0')

/** Station number N (1-based) -> 'ST3301NN'. */
const stationIdOf = (n: number): string => `ST3301${pad(n, 2)}`

/** The first five digits of a station's pile ids: ST330104 -> 11004 (BIKE) / 21004 (CAR). */
export function pilePrefix(stationId: string, kind: 'BIKE' | 'CAR'): string {
  return `${kind === 'BIKE' ? '11' : '21'}${pad(Number(stationId.slice(6)), 3)}`
}

/** The new stations (ST330104…), GCJ-02. */
export const MAP_STATIONS: readonly StoredStation[] = ROWS.map(
  ([name, address, latitude, longitude], i) => ({
    stationId: stationIdOf(STATIONS.length + i + 1),
    name,
    address,
    latitude,
    longitude,
  }),
)

/** Each station's service fee differs a little, as real operators' do. */
function periodsFor(n: number): PricePeriod[] {
  const serviceFee = [40, 50, 60, 45][n % 4] ?? 40
  return PRICE_PERIODS.map((p) => ({ ...p, serviceFee }))
}

function ports(spec: string) {
  const codes: Record<string, [Device['ports'][number]['status'], boolean]> = {
    I: ['IDLE', true],
    i: ['IDLE', false],
    C: ['CHARGING', true],
    O: ['OCCUPIED', true],
    F: ['FAULT', false],
    X: ['OFFLINE', false],
  }
  return Array.from(spec).map((code, index) => {
    const [status, plugged] = codes[code] ?? ['FAULT', false]
    return { portNo: index + 1, status, plugged }
  })
}

/** The piles of the new stations, in station order. */
export function createStationDevices(): Device[] {
  const devices: Device[] = []
  MAP_STATIONS.forEach((station, i) => {
    const n = STATIONS.length + i + 1
    const piles = (ROWS[i]?.[5] ?? '').split('|')
    let bikes = 0
    let cars = 0
    for (const pile of piles) {
      const [head = '', portSpec = ''] = pile.split(':')
      const status: DeviceStatus = /^X+$/.test(portSpec) ? 'OFFLINE' : 'ONLINE'
      const ref = { stationId: station.stationId, name: station.name, address: station.address }
      if (head === 'B') {
        bikes += 1
        devices.push({
          deviceId: `${pilePrefix(station.stationId, 'BIKE')}${pad(bikes, 3)}`,
          deviceName: `${bikes}号电单车充电桩`,
          deviceType: 'BIKE',
          status,
          station: ref,
          ratedPowerW: 1000,
          ports: ports(portSpec),
          plans: BIKE_PLANS.map((plan) => ({ ...plan })),
          powerTiers: POWER_TIERS.map((tier) => ({ ...tier })),
          pricePeriods: [],
          prepayOptions: [],
        })
      } else {
        cars += 1
        const kw = Number(head.slice(1)) || 60
        devices.push({
          deviceId: `${pilePrefix(station.stationId, 'CAR')}${pad(cars, 3)}`,
          deviceName: `${cars}号${kw >= 30 ? '直流快充' : '交流慢充'}桩`,
          deviceType: 'CAR',
          status,
          station: ref,
          ratedPowerW: kw * 1000,
          ports: ports(portSpec),
          plans: [],
          powerTiers: [],
          pricePeriods: periodsFor(n),
          prepayOptions: [...PREPAY_OPTIONS],
        })
      }
    }
  })
  return devices
}

function svgUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** A drawn photo of a charging site: canopy, piles and parking bays, in the station's colours. */
export function stationPhoto(seed: number, kind: 'site' | 'pile'): string {
  const hues = [152, 199, 168, 210, 140]
  const hue = hues[seed % hues.length] ?? 152
  const sky = `hsl(${hue},60%,92%)`
  const main = `hsl(${hue},62%,38%)`
  const piles = Array.from({ length: kind === 'site' ? 4 : 2 }, (_, i) => {
    const x = (kind === 'site' ? 60 : 150) + i * (kind === 'site' ? 95 : 150)
    return (
      `<rect x="${x}" y="120" width="40" height="90" rx="6" fill="#fff" stroke="${main}" stroke-width="4"/>` +
      `<rect x="${x + 8}" y="132" width="24" height="16" rx="3" fill="${main}"/>` +
      `<path d="M${x + 40} 160q24 8 18 40" fill="none" stroke="#334155" stroke-width="4"/>`
    )
  }).join('')
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">` +
      `<rect width="480" height="270" fill="${sky}"/>` +
      `<rect y="210" width="480" height="60" fill="#cbd5e1"/>` +
      `<path d="M0 236h480" stroke="#fff" stroke-width="4" stroke-dasharray="28 18"/>` +
      `<path d="M30 100 L240 62 L450 100 Z" fill="${main}" opacity=".9"/>` +
      `<rect x="30" y="100" width="420" height="8" fill="${main}"/>` +
      piles +
      `</svg>`,
  )
}

/**
 * Opening hours, phone, parking, tags and photos of every station (the seed's three included). They
 * never change, so they are not in the db: the db is written to localStorage after every call, and
 * the photos (SVG data URLs) were more than half of it (157 of 282 kB).
 */
function createStationProfiles(): StationProfile[] {
  const hours = ['00:00-24:00', '00:00-24:00', '07:00-22:00']
  return [...STATIONS, ...MAP_STATIONS].map((station, i) => {
    const own = i < STATIONS.length ? hours[i] : ROWS[i - STATIONS.length]?.[4]
    const businessHours = own ?? '00:00-24:00'
    const tags = TAGS[i % TAGS.length] ?? []
    return {
      stationId: station.stationId,
      businessHours,
      phone: `0571-8${pad((i * 7919 + 1234567) % 10000000, 7)}`,
      parkingNote: PARKING[i % PARKING.length] ?? '',
      tags: businessHours === '00:00-24:00' ? ['24小时营业', ...tags] : [...tags],
      images: [stationPhoto(i, 'site'), stationPhoto(i + 2, 'pile')],
    }
  })
}

let profiles: Map<string, StationProfile> | null = null

/** A station's profile (built on first use). */
export function stationProfile(stationId: string): StationProfile | undefined {
  profiles ??= new Map(createStationProfiles().map((p) => [p.stationId, p]))
  return profiles.get(stationId)
}

export function createStationsState(): StationsState {
  return { stationTrafficEpoch: 0 }
}
