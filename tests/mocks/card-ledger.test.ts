import { API } from '@/api/endpoints/spec'
import {
  type CardRecord,
  type ChargingCard,
  type CouponItem,
  type Page,
  type PhysicalCard,
} from '@/api/types'
import { recordActivation } from '@/mocks/cards/ledger'
import { db } from '@/mocks/core/db'
import { createSeed } from '@/mocks/core/seed'
import { login, post, setupMockServer } from './api'
import { BIKE_ORDER, charging, data, T0, tick, useFakeClock } from './charging-api'

setupMockServer()
beforeEach(() => useFakeClock())

/** Every card (the user's and the pool's): balance == sum of the records' paid parts, gift likewise. */
function expectLedgerMatches(cards = db.cards) {
  for (const card of cards) {
    const records = db.cardRecords.filter((r) => r.cardId === card.cardId)
    const gift = records.reduce((sum, r) => sum + r.giftAmount, 0)
    const paid = records.reduce((sum, r) => sum + r.amount - r.giftAmount, 0)
    expect({ cardId: card.cardId, paid, gift }).toEqual({
      cardId: card.cardId,
      paid: card.balance,
      gift: card.giftBalance,
    })
    const last = records[records.length - 1]
    expect([last?.balanceAfter, last?.giftBalanceAfter]).toEqual([card.balance, card.giftBalance])
  }
}

function wallet(token: string) {
  return {
    cards: async () => data(await post<ChargingCard[]>(API.cardList, {}, token)),
    records: (req: Record<string, unknown>) =>
      post<Page<CardRecord>>(API.cardRecords, { pageNo: 1, pageSize: 20, ...req }, token),
    coupons: (req: Record<string, unknown>) =>
      post<Page<CouponItem>>(API.couponList, { pageNo: 1, pageSize: 20, ...req }, token),
  }
}

describe('the card ledger', () => {
  it('seeds records that add up to every seeded balance, never below zero', () => {
    const seed = createSeed()
    expect(seed.cardRecords.length).toBeGreaterThan(8)
    Object.assign(db, seed)
    expectLedgerMatches()
    for (const card of seed.cards) {
      const records = seed.cardRecords.filter((r) => r.cardId === card.cardId)
      expect(records.every((r) => r.balanceAfter >= 0 && r.giftBalanceAfter >= 0)).toBe(true)
      const orders = seed.orders.filter((o) => o.sim.cardId === card.cardId)
      for (const order of orders) {
        expect(records.some((r) => r.type === 'CONSUME' && r.orderId === order.orderId)).toBe(true)
      }
    }
  })

  it('writes CONSUME when paying by card and REFUND when the order settles', async () => {
    const token = await login()
    const api = charging(token)
    // A card with 3.00 + 10.00 gift (its opening records written as on activation).
    const card = { ...db.cards[0]!, cardId: 'CARDT', balance: 300, giftBalance: 1000 }
    db.cards.push(card)
    recordActivation(card)
    // 6.00 from it: the balance first, then 3.00 of the gift.
    const bike = { ...BIKE_ORDER, planId: 'T8', amount: 600, payType: 'CARD' as const }
    const { orderId } = data(await api.create({ ...bike, cardId: 'CARDT' }))
    const consume = db.cardRecords.find((r) => r.orderId === orderId && r.type === 'CONSUME')
    expect(consume).toMatchObject({ amount: -600, giftAmount: -300, balanceAfter: 0 })
    expect(consume?.giftBalanceAfter).toBe(700)
    expectLedgerMatches()
    tick(3000 + 60000)
    data(await api.stop(orderId))
    tick(5000)
    const order = await api.order(orderId)
    expect(order.status).toBe('COMPLETED')
    expect(order.refunded).toBeGreaterThan(300)
    const refund = db.cardRecords.find((r) => r.orderId === orderId && r.type === 'REFUND')
    expect(refund).toMatchObject({ amount: order.refunded, giftAmount: order.refunded - 300 })
    expectLedgerMatches()
    const [first] = data(await wallet(token).records({ cardId: 'CARDT' })).list
    expect(first).toMatchObject({ recordId: refund?.recordId, type: 'REFUND' })
  })

  it('writes the opening RECHARGE and GIFT of an activated physical card', async () => {
    const token = await login()
    data(await post<PhysicalCard>(API.activateCard, { cardId: 'C100' }, token))
    const records = data(await wallet(token).records({ cardId: 'C100' })).list
    expect(records.map((r) => [r.type, r.amount, r.balanceAfter, r.giftBalanceAfter])).toEqual([
      ['GIFT', 500, 5000, 500],
      ['RECHARGE', 5000, 5000, 0],
    ])
    expectLedgerMatches()
  })
})

describe('card and coupon calls', () => {
  it('lists the cards with where they are valid', async () => {
    const cards = await wallet(await login()).cards()
    expect(cards).toEqual([
      expect.objectContaining({
        cardId: 'CARD0001',
        cardType: 'VIRTUAL',
        balance: 8350,
        giftBalance: 1000,
        stationNames: [],
        scopeText: '全部站点',
      }),
      expect.objectContaining({
        cardId: 'CARD0002',
        cardType: 'PHYSICAL',
        status: 'ACTIVE',
        stationNames: ['西湖文化广场充电站'],
      }),
    ])
  })

  it('pages the records newest first and filters by month', async () => {
    const api = wallet(await login())
    const all = data(await api.records({ cardId: 'CARD0001' }))
    const times = all.list.map((r) => r.createTime)
    expect(times).toEqual([...times].sort().reverse())
    const page2 = data(await api.records({ cardId: 'CARD0001', pageNo: 2, pageSize: 3 }))
    expect(page2.total).toBe(all.total)
    expect(page2.list).toEqual(all.list.slice(3, 6))
    const sep = data(await api.records({ cardId: 'CARD0001', month: '2026-09' })).list
    expect(sep.map((r) => r.type)).toEqual(['GIFT', 'RECHARGE', 'CONSUME'])
    expect(data(await api.records({ cardId: 'CARD0001', month: '2026-01' }))).toEqual({
      list: [],
      total: 0,
    })
  })

  it('refuses bad input like a real server', async () => {
    const api = wallet(await login())
    const bad: [Record<string, unknown>, string, string][] = [
      [{ cardId: 'CARD0001', month: '2026-13' }, '100001', '参数错误：月份格式不正确'],
      [{ cardId: '' }, '100001', '参数错误：卡号不能为空'],
      [{ cardId: 'CARD0001', pageSize: 0 }, '100001', '参数错误：每页条数应为1-50'],
      [{ cardId: 'C100' }, '400001', '卡片不存在，请核对卡号'],
    ]
    for (const [req, code, msg] of bad) {
      expect((await api.records(req)).body).toMatchObject({ code, msg })
    }
    expect((await api.coupons({ status: 'NEW' })).body).toMatchObject({ code: '100001' })
    expect((await post(API.cardList, {})).status).toBe(500)
  })

  it('lists coupons by state; an unused one past its date reads as expired', async () => {
    const api = wallet(await login())
    const ids = async (status: string) =>
      data(await api.coupons({ status })).list.map((c) => c.couponId)
    expect(await ids('UNUSED')).toEqual(['CP0001', 'CP0002', 'CP0003'])
    expect(await ids('USED')).toEqual(['CP0005', 'CP0006'])
    expect(await ids('EXPIRED')).toEqual(['CP0004'])
    const [first] = data(await api.coupons({ status: 'UNUSED' })).list
    expect(first).toMatchObject({ scopeText: '全部站点', validFrom: '2026-10-01 00:00:00' })
    useFakeClock(T0 + 200 * 24 * 3600 * 1000) // mid 2027-06: CP0001 (to 2027-03-31) has expired
    expect(await ids('EXPIRED')).toEqual(['CP0001', 'CP0004'])
  })
})
