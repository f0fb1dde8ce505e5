/**
 * The charging part of the seed: stations around Hangzhou (GCJ-02), piles in every state, the user's
 * charging cards and coupons. Device ids are digits so QA can type them (README lists them):
 *   10000001 BIKE online, 10 sockets in every state   10000002 BIKE online, nothing free
 *   10000003 BIKE offline    10000004 BIKE fault       10000009 BIKE online, every start fails
 *   20000001 CAR DC 60 kW, gun 1 free, gun 2 busy      20000002 CAR AC 7 kW, gun not plugged in
 *   20000003 CAR offline
 */
import type {
  BikePlan,
  Device,
  DeviceStatus,
  Port,
  PortStatus,
  PowerTier,
  PricePeriod,
  StationRef,
} from '@/api/types'
import type { StoredCard, StoredCoupon, StoredStation } from './state'

export const STATIONS: readonly StoredStation[] = [
  {
    stationId: 'ST330101',
    name: '西湖文化广场充电站',
    address: '杭州市拱墅区中山北路580号西湖文化广场地下停车场B1',
    latitude: 30.2741,
    longitude: 120.1551,
  },
  {
    stationId: 'ST330102',
    name: '滨江星光大道充电站',
    address: '杭州市滨江区江南大道228号星光大道一期地面停车场',
    latitude: 30.2078,
    longitude: 120.2105,
  },
  {
    stationId: 'ST330103',
    name: '城西银泰地下停车场',
    address: '杭州市拱墅区丰潭路380号城西银泰城B2',
    latitude: 30.2906,
    longitude: 120.1213,
  },
]

export const BIKE_PLANS: readonly BikePlan[] = [
  { planId: 'T1', mode: 'TIME', hours: 1, amount: 100 },
  { planId: 'T2', mode: 'TIME', hours: 2, amount: 200 },
  { planId: 'T4', mode: 'TIME', hours: 4, amount: 350 },
  { planId: 'T8', mode: 'TIME', hours: 8, amount: 600 },
  { planId: 'A1', mode: 'AMOUNT', amount: 100 },
  { planId: 'A2', mode: 'AMOUNT', amount: 200 },
  { planId: 'A5', mode: 'AMOUNT', amount: 500 },
  { planId: 'F5', mode: 'FULL', amount: 500 },
]

export const POWER_TIERS: readonly PowerTier[] = [
  { minW: 0, maxW: 200, pricePerHour: 40 },
  { minW: 200, maxW: 400, pricePerHour: 60 },
  { minW: 400, maxW: 700, pricePerHour: 80 },
  { minW: 700, maxW: 1000, pricePerHour: 120 },
]

const period = (
  startTime: string,
  endTime: string,
  periodType: PricePeriod['periodType'],
): PricePeriod => {
  const electricityFee = { VALLEY: 30, FLAT: 65, PEAK: 95, SHARP: 120 }[periodType]
  return { startTime, endTime, periodType, electricityFee, serviceFee: 40 }
}

export const PRICE_PERIODS: readonly PricePeriod[] = [
  period('00:00', '08:00', 'VALLEY'),
  period('08:00', '10:00', 'FLAT'),
  period('10:00', '12:00', 'PEAK'),
  period('12:00', '14:00', 'FLAT'),
  period('14:00', '17:00', 'PEAK'),
  period('17:00', '19:00', 'SHARP'),
  period('19:00', '21:00', 'PEAK'),
  period('21:00', '23:00', 'FLAT'),
  period('23:00', '24:00', 'VALLEY'),
]

export const PREPAY_OPTIONS: readonly number[] = [3000, 5000, 10000, 20000]

function ports(spec: string): Port[] {
  const codes: Record<string, [PortStatus, boolean]> = {
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

function station(index: number): StationRef {
  const { stationId, name, address } = STATIONS[index] ?? STATIONS[0]!
  return { stationId, name, address }
}

function bike(
  deviceId: string,
  deviceName: string,
  status: DeviceStatus,
  at: number,
  portSpec: string,
): Device {
  return {
    deviceId,
    deviceName,
    deviceType: 'BIKE',
    status,
    station: station(at),
    ratedPowerW: 1000,
    ports: ports(portSpec),
    plans: BIKE_PLANS.map((plan) => ({ ...plan })),
    powerTiers: POWER_TIERS.map((tier) => ({ ...tier })),
    pricePeriods: [],
    prepayOptions: [],
  }
}

function car(
  deviceId: string,
  deviceName: string,
  status: DeviceStatus,
  at: number,
  portSpec: string,
  ratedPowerW: number,
): Device {
  return {
    deviceId,
    deviceName,
    deviceType: 'CAR',
    status,
    station: station(at),
    ratedPowerW,
    ports: ports(portSpec),
    plans: [],
    powerTiers: [],
    pricePeriods: PRICE_PERIODS.map((p) => ({ ...p })),
    prepayOptions: [...PREPAY_OPTIONS],
  }
}

export function createDevices(): Device[] {
  return [
    bike('10000001', 'A区01号电单车充电桩', 'ONLINE', 0, 'IIiCIOiCFI'),
    bike('10000002', 'A区02号电单车充电桩', 'ONLINE', 0, 'CCOCCF'),
    bike('10000003', 'B区05号电单车充电桩', 'OFFLINE', 2, 'XXXXXXXXXX'),
    bike('10000004', 'B区06号电单车充电桩', 'FAULT', 2, 'FFFFFFFFFF'),
    bike('10000009', 'A区09号电单车充电桩', 'ONLINE', 0, 'IIII'),
    car('20000001', '1号直流快充桩', 'ONLINE', 1, 'IC', 60000),
    car('20000002', '2号交流慢充桩', 'ONLINE', 1, 'i', 7000),
    car('20000003', '3号直流快充桩', 'OFFLINE', 2, 'XX', 60000),
  ]
}

/** The devices whose every start fails (STARTING -> START_FAILED, full refund). */
export const FAILING_DEVICE_IDS: readonly string[] = ['10000009']

export function createCards(): StoredCard[] {
  return [
    {
      cardId: 'CARD0001',
      cardNo: '8860000012345678',
      cardType: 'VIRTUAL',
      balance: 8350,
      giftBalance: 1000,
      stationIds: null,
      status: 'ACTIVE',
    },
    {
      cardId: 'CARD0002',
      cardNo: '5300000087654321',
      cardType: 'PHYSICAL',
      balance: 300,
      giftBalance: 0,
      stationIds: ['ST330101'],
      status: 'ACTIVE',
      activatedTime: '2026-03-15 10:20:36',
    },
  ]
}

function coupon(
  couponId: string,
  name: string,
  kind: StoredCoupon['kind'],
  threshold: number,
  value: number,
  validTo: string,
  status: StoredCoupon['status'] = 'UNUSED',
  orderId: string | null = null,
): StoredCoupon {
  const validFrom = '2026-10-01 00:00:00'
  return { couponId, name, kind, threshold, value, validFrom, validTo, status, orderId }
}

export function createCoupons(): StoredCoupon[] {
  return [
    coupon('CP0001', '满5减1', 'COUPON', 500, 100, '2027-03-31 23:59:59'),
    coupon('CP0002', '满20减5', 'COUPON', 2000, 500, '2027-06-30 23:59:59'),
    coupon('CP0003', '充电抵用券', 'VOUCHER', 0, 200, '2027-12-31 23:59:59'),
    coupon('CP0004', '满10减2', 'COUPON', 1000, 200, '2026-10-31 23:59:59', 'EXPIRED'),
    coupon('CP0005', '满20减5', 'COUPON', 2000, 500, '2027-06-30 23:59:59', 'USED', 'OD100002'),
    coupon('CP0006', '充电抵用券', 'VOUCHER', 0, 200, '2027-06-30 23:59:59', 'USED', 'OD100010'),
  ]
}
