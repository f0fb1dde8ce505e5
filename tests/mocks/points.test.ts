import { PARTNER_API } from '@/api/endpoints/partners'
import { POINTS_API } from '@/api/endpoints/points'
import { API } from '@/api/endpoints/spec'
import { type ChargeUserInfo } from '@/api/types'
import {
  type DrawResult,
  type LotteryDetail,
  type PointsRecord,
  type PointsSummary,
  type WinRecord,
} from '@/api/points-types'
import type { Page } from '@/api/types'
import { db } from '@/mocks/core/db'
import { PARTNER_CODE, PARTNER_REPEAT_MS } from '@/mocks/user/partner-handlers'
import { POINTS_CODE, POINTS_MSG } from '@/mocks/points/handlers'
import {
  DAILY_DRAW_LIMIT,
  DRAW_COST,
  LOTTERY_PRIZES,
  ODDS_TOTAL,
  pickPrize,
  seededRandom,
  setLotteryRandom,
} from '@/mocks/points/ledger'
import { SEEDED_POINTS } from '@/mocks/points/seed'
import { login, post, setupMockServer } from './api'
import { data, tick, useFakeClock } from './charging-api'

setupMockServer()
beforeEach(() => useFakeClock())
afterEach(() => setLotteryRandom(null))

let seq = 0
const rid = () => `test-draw-${(seq += 1)}`

function points(token: string) {
  return {
    summary: async () => data(await post<PointsSummary>(POINTS_API.summary, {}, token)),
    records: async (pageNo = 1, pageSize = 50, direction?: 'IN' | 'OUT') =>
      data(
        await post<Page<PointsRecord>>(POINTS_API.records, { pageNo, pageSize, direction }, token),
      ),
    lottery: async () => data(await post<LotteryDetail>(POINTS_API.lottery, {}, token)),
    draw: (requestId = rid()) => post<DrawResult>(POINTS_API.draw, { requestId }, token),
    wins: async () =>
      data(await post<Page<WinRecord>>(POINTS_API.winRecords, { pageNo: 1, pageSize: 50 }, token)),
    userPoints: async () => data(await post<ChargeUserInfo>(API.userInfo, {}, token)).points,
  }
}

/** Every record of the ledger (all pages). */
async function allRecords(api: ReturnType<typeof points>): Promise<PointsRecord[]> {
  const first = await api.records(1, 50)
  const list = [...first.list]
  for (let page = 2; list.length < first.total; page += 1)
    list.push(...(await api.records(page, 50)).list)
  return list
}

describe('the points ledger', () => {
  it('needs the token', async () => {
    expect((await post(POINTS_API.summary, {})).status).toBe(500)
    expect((await post(POINTS_API.draw, { requestId: rid() })).status).toBe(500)
  })

  it('seeds records that add up to the seeded balance, which getChargeUserInfo answers', async () => {
    const api = points(await login())
    const records = await allRecords(api)
    expect(records.reduce((sum, r) => sum + r.points, 0)).toBe(SEEDED_POINTS)
    expect((await api.summary()).balance).toBe(SEEDED_POINTS)
    expect(await api.userPoints()).toBe(SEEDED_POINTS)
    // Newest first, each with the balance after it.
    expect(records[0]?.balanceAfter).toBe(SEEDED_POINTS)
    for (let i = 0; i < records.length - 1; i += 1) {
      expect(records[i]!.createTime >= records[i + 1]!.createTime).toBe(true)
      expect(records[i]!.balanceAfter - records[i]!.points).toBe(records[i + 1]!.balanceAfter)
    }
    expect(records.some((r) => r.type === 'CHARGE' && r.orderId === 'OD100002')).toBe(true)
  })

  it('pages and filters records; bad paging is refused', async () => {
    const api = points(await login())
    const page1 = await api.records(1, 3)
    expect(page1.list).toHaveLength(3)
    const earned = await api.records(1, 50, 'IN')
    expect(earned.list.every((r) => r.points > 0)).toBe(true)
    const spent = await api.records(1, 50, 'OUT')
    expect(spent.list.every((r) => r.points < 0)).toBe(true)
    expect(earned.total + spent.total).toBe(page1.total)
    const token = await login()
    expect((await post(POINTS_API.records, { pageNo: 0, pageSize: 10 }, token)).body?.code).toBe(
      '100001',
    )
  })

  it('keeps balance == sum of records through draws and wins, and user info follows', async () => {
    const api = points(await login())
    setLotteryRandom(seededRandom(7))
    for (let i = 0; i < DAILY_DRAW_LIMIT; i += 1) {
      const result = data(await api.draw())
      expect(LOTTERY_PRIZES[result.slot]?.prizeId).toBe(result.prize.prizeId)
      const records = await allRecords(api)
      const sum = records.reduce((s, r) => s + r.points, 0)
      expect(result.balance).toBe(sum)
      expect((await api.summary()).balance).toBe(sum)
      expect(await api.userPoints()).toBe(sum)
    }
    const wins = await api.wins()
    expect(wins.list.every((w) => w.prizeType !== 'NONE')).toBe(true)
  })

  it('a coupon prize joins the user coupons the payment page offers', async () => {
    const api = points(await login())
    // r in the COUPON cell P3 (after P1 200 + P2 2500 tickets).
    setLotteryRandom(() => 2800 / ODDS_TOTAL)
    const before = db.coupons.length
    const result = data(await api.draw())
    expect(result.prize).toMatchObject({ prizeId: 'P3', prizeType: 'COUPON' })
    expect(db.coupons).toHaveLength(before + 1)
    const coupon = db.coupons.find((c) => c.couponId === result.couponId)
    expect(coupon).toMatchObject({ kind: 'COUPON', threshold: 1000, value: 200, status: 'UNUSED' })
    expect(coupon?.validTo).toBe(result.validTo)
    expect((await api.wins()).list[0]).toMatchObject({
      prizeName: '满10减2元券',
      couponId: coupon?.couponId,
    })
  })

  it('refuses a draw without enough points, server-side, and takes nothing', async () => {
    const api = points(await login())
    db.user.points = DRAW_COST - 1
    // The outside change is booked as a record on the next read: the ledger still adds up.
    const records = await allRecords(api)
    expect(records.reduce((s, r) => s + r.points, 0)).toBe(DRAW_COST - 1)
    const refused = await api.draw()
    expect(refused.body).toMatchObject({ code: POINTS_CODE.notEnough, msg: POINTS_MSG.notEnough })
    expect((await api.summary()).balance).toBe(DRAW_COST - 1)
    expect((await allRecords(api)).length).toBe(records.length)
  })

  it('a repeated request id is one draw, paid once', async () => {
    const api = points(await login())
    const first = data(await api.draw('same-request-1'))
    const again = data(await api.draw('same-request-1'))
    expect(again.winId).toBe(first.winId)
    expect((await api.summary()).balance).toBe(first.balance)
  })

  it('allows DAILY_DRAW_LIMIT draws a day, then again the next day', async () => {
    const api = points(await login())
    for (let i = 0; i < DAILY_DRAW_LIMIT; i += 1) data(await api.draw())
    expect((await api.draw()).body?.code).toBe(POINTS_CODE.dailyLimit)
    expect((await api.lottery()).drawsToday).toBe(DAILY_DRAW_LIMIT)
    tick(24 * 60 * 60 * 1000)
    expect((await api.lottery()).drawsToday).toBe(0)
    expect((await api.draw()).body?.code).toBe('000000')
  })

  it('a completed charge earns 1 point per 0.1 kWh, once', async () => {
    const api = points(await login())
    const order = db.orders.find((o) => o.status === 'COMPLETED')!
    const clone = { ...order, orderId: 'OD199999', energyWh: 12345 }
    db.orders.push(clone)
    expect((await api.summary()).balance).toBe(SEEDED_POINTS + 123)
    expect((await api.summary()).balance).toBe(SEEDED_POINTS + 123)
    expect(
      (await api.records(1, 50, 'IN')).list.filter((r) => r.orderId === 'OD199999'),
    ).toHaveLength(1)
  })
})

describe('the lottery odds', () => {
  it('add up to 10000 and are the ones lottery-detail publishes', async () => {
    expect(LOTTERY_PRIZES.reduce((s, p) => s + p.odds, 0)).toBe(ODDS_TOTAL)
    const api = points(await login())
    expect((await api.lottery()).prizes.map((p) => p.odds)).toEqual(
      LOTTERY_PRIZES.map((p) => p.odds),
    )
  })

  it('are followed by the draws (seeded RNG, 100000 draws, within 4 standard deviations)', () => {
    const random = seededRandom(20261123)
    const n = 100000
    const counts = new Array<number>(LOTTERY_PRIZES.length).fill(0)
    for (let i = 0; i < n; i += 1) counts[pickPrize(random())]! += 1
    LOTTERY_PRIZES.forEach((prize, i) => {
      const p = prize.odds / ODDS_TOTAL
      const sd = Math.sqrt(n * p * (1 - p))
      expect(Math.abs(counts[i]! - n * p)).toBeLessThan(4 * sd)
    })
  })

  it('pickPrize maps the ticket boundaries exactly', () => {
    expect(pickPrize(0)).toBe(0)
    expect(pickPrize(199 / ODDS_TOTAL)).toBe(0)
    expect(pickPrize(200 / ODDS_TOTAL)).toBe(1)
    expect(pickPrize(0.9999999)).toBe(LOTTERY_PRIZES.length - 1)
  })
})

describe('partner applications', () => {
  const form = {
    name: '李建华',
    mobile: '13912345678',
    city: '杭州市',
    type: 'SITE',
    message: '园区100个车位',
  }

  it('stores a valid application and refuses the same one within 24 h', async () => {
    const token = await login()
    const first = data(await post<{ applicationId: string }>(PARTNER_API.apply, form, token))
    expect(first.applicationId).toMatch(/^JM\d+$/)
    expect(db.partnerApplications).toHaveLength(1)
    expect((await post(PARTNER_API.apply, form, token)).body?.code).toBe(PARTNER_CODE.duplicate)
    // Another kind of cooperation is another application.
    expect((await post(PARTNER_API.apply, { ...form, type: 'INVEST' }, token)).body?.code).toBe(
      '000000',
    )
    tick(PARTNER_REPEAT_MS)
    expect((await post(PARTNER_API.apply, form, token)).body?.code).toBe('000000')
  })

  it('validates every field like the form', async () => {
    const token = await login()
    const bad = [
      { ...form, name: 'A' },
      { ...form, mobile: '1381234567' },
      { ...form, city: 'Hangzhou' },
      { ...form, type: 'FRIEND' },
      { ...form, message: '字'.repeat(501) },
    ]
    for (const body of bad) {
      expect((await post(PARTNER_API.apply, body, token)).body?.code).toBe('100001')
    }
    expect(db.partnerApplications).toHaveLength(0)
  })

  it('counts the message like the form: trimmed, an emoji as one character', async () => {
    const token = await login()
    const message = ` ${'😀'.repeat(500)} `
    expect((await post(PARTNER_API.apply, { ...form, message }, token)).body?.code).toBe('000000')
    expect(db.partnerApplications[0]?.message).toBe('😀'.repeat(500))
  })
})
