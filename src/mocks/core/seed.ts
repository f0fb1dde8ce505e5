/** The seeded state of the mock operator: its shape and the seed itself (deterministic). */
import type { BlindBox, CustomWxConfig } from '@/api/types'
import { avatarSvg } from './assets'
import { createCards, createCoupons, createDevices, STATIONS } from '../charging/seed'
import type { ChargingState } from '../charging/state'
import { createCardsState, type CardsState } from '../cards/seed'
import { createCardRecords, type LedgerState } from '../cards/ledger-seed'
import { createRefundsState, type RefundsState } from '../wallet/refunds-seed'
import { createMessagesState, type MessagesState } from '../messages/seed'
import { createComplaintsState, type ComplaintsState } from '../complaints/seed'
import { createRedPacketState, type RedPacketState } from '../red-packets/seed'
import { createPointsState, type PointsState } from '../points/seed'
import { createInsuranceState, type InsuranceState } from '../insurance/seed'
import { createPastOrders } from '../orders/seed'
import {
  createStationDevices,
  createStationsState,
  MAP_STATIONS,
  type StationsState,
} from '../stations/seed'
import type { PaymentsState } from '../payments/state'
import { createVehiclesState, type VehiclesState } from '../vehicles/seed'
import { createInvoicesState, type InvoicesState } from '../invoices/seed'

/** Bumped whenever the shape or the seed changes: an older state stored in a browser is dropped. */
export const DB_VERSION = 12

export interface MockUser {
  userId: string
  nickName: string
  headUrl: string
  /** The user's phone; it only counts once `mobileBound` is true. */
  mobile: string
  mobileBound: boolean
  /** The get-attention flag: 1 = follows the public account. */
  follows: number
  points: number
}

export interface StoredBankConfig {
  bankConfigId: string
  bankName: string
  /** Full number; lists show it masked. */
  bankCardNo: string
  holderName: string
  idCardNo: string
  mobile: string
}

export interface SmsRecord {
  code: string
  sentAt: number
}

/** The card balance, coupon count and charging order of the user info are worked out from the state. */
export interface DbState
  extends
    ChargingState,
    CardsState,
    LedgerState,
    RefundsState,
    MessagesState,
    ComplaintsState,
    StationsState,
    PointsState,
    InsuranceState,
    PaymentsState,
    RedPacketState,
    VehiclesState,
    InvoicesState {
  version: number
  counters: { token: number; bankConfig: number; upload: number; order: number }
  user: MockUser
  tokens: string[]
  usedAuthCodes: string[]
  smsCodes: Record<string, SmsRecord>
  bankConfigs: StoredBankConfig[]
  blindBoxes: BlindBox[]
  /** Operator branding keyed by appId; an appId not here is refused ('运营商不存在'). */
  operators: Record<string, CustomWxConfig>
  /** operatorId -> appId. */
  operatorIds: Record<string, string>
}

export const DEFAULT_APP_ID = 'wxde00000000000001'
const PRODUCTION_PLACEHOLDER_APP_ID = 'wx0000000000000000'
export const DEFAULT_OPERATOR = { publicAccountName: '绿动充电', platformName: '绿动充电平台' }
/** The code every SMS carries in the mock. */
export const MOCK_SMS_CODE = '123456'

export function createSeed(): DbState {
  // The station finder's piles follow the seed's own (stations/seed.ts).
  const devices = [...createDevices(), ...createStationDevices()]
  const coupons = createCoupons()
  const orders = createPastOrders(devices, coupons)
  return {
    version: DB_VERSION,
    counters: { token: 0, bankConfig: 1002, upload: 0, order: 100 },
    user: {
      userId: 'U202400018650',
      nickName: '张师傅',
      headUrl: avatarSvg(),
      mobile: '13812345678',
      mobileBound: false,
      follows: 0,
      points: 1280,
    },
    tokens: [],
    usedAuthCodes: [],
    smsCodes: {},
    bankConfigs: [
      {
        bankConfigId: 'BC1001',
        bankName: '招商银行',
        bankCardNo: '6225880123581234',
        holderName: '张建国',
        idCardNo: '330106198503127713',
        mobile: '13812345678',
      },
      {
        bankConfigId: 'BC1002',
        bankName: '中国工商银行',
        bankCardNo: '6212260000123515678',
        holderName: '张建国',
        idCardNo: '330106198503127713',
        mobile: '13812345678',
      },
    ],
    payments: [],
    blindBoxes: [
      {
        blindBoxId: 'BB20261101',
        title: '充电满额盲盒',
        status: 'AVAILABLE',
        prize: null,
        expireTime: '2027-12-31 23:59:59',
      },
      {
        blindBoxId: 'BB20261015',
        title: '周末充电盲盒',
        status: 'OPENED',
        prize: { prizeType: 'COUPON', name: '满20减5元充电优惠券', value: 500 },
        expireTime: '2027-06-30 23:59:59',
      },
      {
        blindBoxId: 'BB20261001',
        title: '国庆惊喜盲盒',
        status: 'CLAIMED',
        prize: { prizeType: 'POINTS', name: '200能量值', value: 200 },
        expireTime: '2026-10-31 23:59:59',
      },
    ],
    operators: {
      [DEFAULT_APP_ID]: { ...DEFAULT_OPERATOR, appId: DEFAULT_APP_ID },
      // .env.production's placeholder appId: the production build against the HTTP mock (perf, e2e).
      [PRODUCTION_PLACEHOLDER_APP_ID]: {
        ...DEFAULT_OPERATOR,
        appId: PRODUCTION_PLACEHOLDER_APP_ID,
      },
      wx1c00000000000002: {
        publicAccountName: '易充宝',
        platformName: '易充宝充电平台',
        appId: 'wx1c00000000000002',
      },
    },
    operatorIds: { '10001': DEFAULT_APP_ID, '10002': 'wx1c00000000000002' },
    stations: [...STATIONS, ...MAP_STATIONS].map((station) => ({ ...station })),
    devices,
    cards: createCards(),
    coupons,
    orders,
    ...createCardsState(),
    cardRecords: createCardRecords(createCards(), orders),
    ...createRefundsState(),
    ...createMessagesState(orders, [DEFAULT_APP_ID, PRODUCTION_PLACEHOLDER_APP_ID]),
    ...createComplaintsState(orders),
    ...createRedPacketState('U202400018650'),
    ...createPointsState(orders),
    ...createInsuranceState(),
    ...createStationsState(),
    ...createVehiclesState(),
    ...createInvoicesState(orders),
  }
}
