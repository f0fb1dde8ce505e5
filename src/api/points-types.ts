/** What moved the points: a charge, a draw's cost, a draw's points prize, another activity. */
export type PointsRecordType = 'REGISTER' | 'CHARGE' | 'DRAW' | 'PRIZE' | 'ACTIVITY' | 'DEDUCT'

/** One move of the user's points, newest first. The records always add up to the balance. */
export interface PointsRecord {
  recordId: string
  type: PointsRecordType
  /** Signed: + earned, - spent. */
  points: number
  /** The balance right after this record. */
  balanceAfter: number
  createTime: string
  remark: string
  orderId: string | null
}

export interface PointsRecordsRequest {
  pageNo: number
  pageSize: number
  /** Absent: every record. */
  direction?: 'IN' | 'OUT'
}

export interface PointsSummary {
  balance: number
  /** Earned and spent since the account was opened. */
  earnedTotal: number
  spentTotal: number
  /** Points one lottery draw costs. */
  drawCost: number
  /** How many points a charge earns per kWh. */
  pointsPerKwh: number
}

export type LotteryPrizeType = 'COUPON' | 'VOUCHER' | 'POINTS' | 'NONE'

/** One cell of the prize grid. `odds` is the chance out of 10000 (the server draws with them). */
export interface LotteryPrize {
  prizeId: string
  name: string
  prizeType: LotteryPrizeType
  /** COUPON / VOUCHER: cents off; POINTS: points; NONE: 0. */
  value: number
  /** COUPON: the order amount it needs (cents). */
  threshold: number
  odds: number
}

export interface LotteryDetail {
  /** Clockwise from the top-left cell of the 3x3 grid (8 prizes, the draw button in the middle). */
  prizes: LotteryPrize[]
  cost: number
  balance: number
  dailyLimit: number
  drawsToday: number
  /** Days a coupon prize stays valid. */
  couponValidDays: number
}

export interface DrawRequest {
  /** The client's id for this tap: the same id twice is one draw (a retried request never pays twice). */
  requestId: string
}

export interface DrawResult {
  winId: string
  prize: LotteryPrize
  /** The prize's index in `prizes`: the cell the animation lands on. */
  slot: number
  balance: number
  drawsToday: number
  /** The coupon the prize added to the user's coupons (COUPON / VOUCHER). */
  couponId: string | null
  validTo: string | null
}

/** A draw that won something (谢谢参与 is not listed). */
export interface WinRecord {
  winId: string
  prizeName: string
  prizeType: LotteryPrizeType
  value: number
  cost: number
  createTime: string
  couponId: string | null
  validTo: string | null
}
