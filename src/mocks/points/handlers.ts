// points/: the points balance is always the sum of the ledger's records; the lottery draws from
// it (ledger.ts; seed.ts, which also keeps the partner applications). Handlers: this file and
// blind-box-handlers.ts (blind boxes, whose prizes become coupons or points).
/** The energy-points centre: summary, ledger records, the lottery and its win records (issue #15). */
import { z } from 'zod'
import { POINTS_API } from '@/api/endpoints/points'
import {
  type DrawResult,
  type LotteryDetail,
  type PointsSummary,
  type WinRecord,
} from '@/api/points-types'
import { formatTime, now } from '../core/clock'
import { db } from '../core/db'
import { fail, ok, postApi, readJson } from '../core/http'
import {
  COUPON_VALID_DAYS,
  DAILY_DRAW_LIMIT,
  draw,
  drawsOn,
  DRAW_COST,
  LOTTERY_PRIZES,
  pointsRecordsView,
  syncPoints,
} from './ledger'
import { body, pageOf, pageQuery, requestId } from '../core/schemas'
import { POINTS_PER_KWH, type StoredDraw } from './seed'

export const POINTS_CODE = { notEnough: '810001', dailyLimit: '810002' } as const

export const POINTS_MSG = {
  notEnough: `能量值不足，每次抽奖需消耗${DRAW_COST}能量值`,
  dailyLimit: `今日抽奖次数已用完（每天${DAILY_DRAW_LIMIT}次），明天再来吧`,
} as const

const recordsBody = pageQuery(50).extend({
  direction: z.enum(['IN', 'OUT'], { error: '参数错误：记录类型不正确' }).optional(),
})
const drawBody = body({ requestId })

function today(): string {
  return formatTime(now()).slice(0, 10)
}

function winView(d: StoredDraw): WinRecord {
  const { winId, prizeName, prizeType, value, cost, createTime, couponId, validTo } = d
  return { winId, prizeName, prizeType, value, cost, createTime, couponId, validTo }
}

export const pointsHandlers = [
  postApi(POINTS_API.summary, () => {
    const balance = syncPoints()
    let earnedTotal = 0
    let spentTotal = 0
    for (const r of db.pointsRecords) {
      if (r.points > 0) earnedTotal += r.points
      else spentTotal -= r.points
    }
    return ok<PointsSummary>({
      balance,
      earnedTotal,
      spentTotal,
      drawCost: DRAW_COST,
      pointsPerKwh: POINTS_PER_KWH,
    })
  }),

  postApi(POINTS_API.records, async ({ request }) => {
    const parsed = await readJson(request, recordsBody)
    if (!parsed.ok) return parsed.response
    syncPoints()
    const { direction } = parsed.data
    const all = pointsRecordsView().filter(
      (r) => !direction || (direction === 'IN' ? r.points > 0 : r.points < 0),
    )
    return ok({ list: pageOf(all, parsed.data), total: all.length })
  }),

  postApi(POINTS_API.lottery, () => {
    const balance = syncPoints()
    return ok<LotteryDetail>({
      prizes: [...LOTTERY_PRIZES],
      cost: DRAW_COST,
      balance,
      dailyLimit: DAILY_DRAW_LIMIT,
      drawsToday: drawsOn(today()),
      couponValidDays: COUPON_VALID_DAYS,
    })
  }),

  postApi(POINTS_API.draw, async ({ request }) => {
    const parsed = await readJson(request, drawBody)
    if (!parsed.ok) return parsed.response
    const outcome = draw(parsed.data.requestId)
    if (!outcome.ok) return fail(POINTS_CODE[outcome.reason], POINTS_MSG[outcome.reason])
    const d = outcome.draw
    const prize = LOTTERY_PRIZES[d.slot] ?? LOTTERY_PRIZES[0]!
    return ok<DrawResult>({
      winId: d.winId,
      prize,
      slot: d.slot,
      balance: db.user.points,
      drawsToday: drawsOn(today()),
      couponId: d.couponId,
      validTo: d.validTo,
    })
  }),

  postApi(POINTS_API.winRecords, async ({ request }) => {
    const parsed = await readJson(request, pageQuery(50))
    if (!parsed.ok) return parsed.response
    const wins = db.lotteryDraws
      .filter((d) => d.prizeType !== 'NONE')
      .sort((a, b) => (a.createTime === b.createTime ? 0 : a.createTime < b.createTime ? 1 : -1))
      .map(winView)
    return ok({ list: pageOf(wins, parsed.data), total: wins.length })
  }),
]
