import { RED_PACKET_API } from '@/api/endpoints/red-packets'
import { API } from '@/api/endpoints/spec'
import { type CardRecord, type ChargingCard } from '@/api/types'
import {
  type OpenRedPacketResult,
  type RedPacketDetail,
  type RedPacketPayOrder,
  type RedPacketSummary,
  type ReceivedRedPacket,
} from '@/api/red-packet-types'
import type { Page } from '@/api/types'
import type { PaymentAnswer } from '@/api/payments'
import { setClock } from '@/mocks/core/clock'
import { db } from '@/mocks/core/db'
import { setMockUser } from '@/mocks/red-packets/handlers'
import { notifyPayment } from '@/mocks/payments/db'
import { RED_PACKET_LIMITS, splitEven, splitRandom } from '@/mocks/red-packets/model'
import { login, post, setupMockServer } from './api'

setupMockServer()
afterEach(() => setMockUser(null))

describe('the split', () => {
  it('random: sums exactly to the total, every share at least 1 cent, over many seeds', () => {
    const cases: [number, number][] = [
      [1, 1],
      [2, 2],
      [100, 100],
      [101, 100],
      [1000, 7],
      [20000, 100],
      [20000, 1],
      [333, 3],
      [5, 4],
    ]
    for (const [total, count] of cases) {
      for (let seed = 0; seed < 400; seed += 1) {
        const shares = splitRandom(total, count, seed * 2654435761)
        expect(shares).toHaveLength(count)
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total)
        expect(Math.min(...shares)).toBeGreaterThanOrEqual(1)
        expect(shares.every(Number.isInteger)).toBe(true)
      }
    }
  })

  it('random: the same seed gives the same shares, different seeds spread them', () => {
    expect(splitRandom(1000, 10, 42)).toEqual(splitRandom(1000, 10, 42))
    const firsts = new Set(Array.from({ length: 50 }, (_, s) => splitRandom(1000, 10, s)[0]))
    expect(firsts.size).toBeGreaterThan(10)
  })

  it('even: equal shares only when the total divides; impossible splits throw', () => {
    expect(splitEven(1000, 4)).toEqual([250, 250, 250, 250])
    expect(() => splitEven(1000, 3)).toThrow()
    expect(() => splitRandom(5, 6, 1)).toThrow()
    expect(() => splitRandom(100, 0, 1)).toThrow()
  })
})

async function publish(token: string, body: Record<string, unknown>) {
  const created = await post<RedPacketPayOrder>(RED_PACKET_API.create, body, token)
  expect(created.body?.code).toBe('000000')
  const order = created.body!.data
  // The cashier's "ok": WeChat's notification lands at once.
  notifyPayment(order.payParams?.package ?? '')
  const confirm = await post<PaymentAnswer>('/pay/confirm-pay', { orderId: order.orderId }, token)
  expect(confirm.body?.data).toEqual({ paid: true, status: 'PAID' })
  return order
}

const NEW = { title: '周五福利', totalAmount: 1000, count: 3, type: 'RANDOM', blessing: '' }

describe('red packets', () => {
  it('validates a new packet like the page does', async () => {
    const token = await login()
    const bad: [Record<string, unknown>, string][] = [
      [{ ...NEW, title: ' ' }, '请输入红包标题'],
      [{ ...NEW, count: 0 }, '红包个数应为1-100个'],
      [{ ...NEW, count: 101 }, '红包个数应为1-100个'],
      [{ ...NEW, totalAmount: 20001 }, '红包总金额应为0.01-200元'],
      [{ ...NEW, totalAmount: 2, count: 3 }, '每个红包至少0.01元'],
      [{ ...NEW, type: 'EVEN' }, '平均红包的总金额须能平分到每个红包'],
      [{ ...NEW, totalAmount: 10.5 }, '参数错误：红包金额须为整数分'],
    ]
    for (const [body, msg] of bad) {
      expect((await post(RED_PACKET_API.create, body, token)).body).toMatchObject({ msg })
    }
  })

  it('is published only once paid, then opened once per user until sold out', async () => {
    const token = await login()
    const created = await post<RedPacketPayOrder>(RED_PACKET_API.create, NEW, token)
    const order = created.body!.data
    expect(order).toMatchObject({ amount: 1000, orderId: expect.stringMatching(/^PY\d+$/) })
    // Unpaid: nowhere to be seen.
    setMockUser('U2')
    const early = await post(RED_PACKET_API.detail, { redPacketId: order.redPacketId }, token)
    expect(early.body).toMatchObject({ msg: '红包不存在' })
    setMockUser(null)
    expect(
      (await post(RED_PACKET_API.byOrder, { orderId: order.orderId }, token)).body,
    ).toMatchObject({ msg: '红包尚未支付' })
    notifyPayment(order.payParams?.package ?? '')
    const mine = await post<RedPacketDetail>(
      RED_PACKET_API.byOrder,
      { orderId: order.orderId },
      token,
    )
    expect(mine.body?.data).toMatchObject({
      status: 'ACTIVE',
      mine: true,
      blessing: '恭喜发财，充电愉快',
    })

    // One's own packet cannot be opened.
    const own = await post(RED_PACKET_API.open, { redPacketId: order.redPacketId }, token)
    expect(own.body).toMatchObject({ code: '210002', msg: '不能领取自己发的红包' })

    const packet = { redPacketId: order.redPacketId }
    const detailOf = () => post<RedPacketDetail>(RED_PACKET_API.detail, packet, token)
    const open = () => post<OpenRedPacketResult>(RED_PACKET_API.open, packet, token)
    const got: number[] = []
    for (const user of ['U2', 'U3', 'U4']) {
      setMockUser(user)
      // DESIGN §7's names: type, and remaining (the shares not opened yet).
      expect((await detailOf()).body?.data).toMatchObject({
        type: 'RANDOM',
        count: 3,
        remaining: 3 - got.length,
      })
      const opened = await open()
      expect(opened.body?.data.again).toBe(false)
      got.push(opened.body!.data.amount)
      // Twice: the same share, nothing more.
      const again = await open()
      expect(again.body?.data).toMatchObject({ again: true, amount: opened.body!.data.amount })
    }
    expect(got.reduce((a, b) => a + b, 0)).toBe(1000)
    expect(Math.min(...got)).toBeGreaterThanOrEqual(1)

    setMockUser('U5')
    const late = await post(RED_PACKET_API.open, packet, token)
    expect(late.body).toMatchObject({ code: '210003', msg: '手慢了，红包已抢完' })
    const detail = await detailOf()
    expect(detail.body?.data).toMatchObject({
      status: 'SOLD_OUT',
      openedCount: 3,
      remaining: 0,
      myAmount: null,
    })
    expect(detail.body?.data.receivers).toHaveLength(3)
    expect(detail.body?.data.receivers.filter((r) => r.best)).toHaveLength(1)
  })

  it('credits what the user wins to the virtual card, with a GIFT record (balance = records)', async () => {
    const token = await login()
    const before = db.cards.find((c) => c.cardId === 'CARD0001')!.giftBalance
    const opened = await post<OpenRedPacketResult>(
      RED_PACKET_API.open,
      { redPacketId: 'RP20261123001' },
      token,
    )
    const amount = opened.body!.data.amount
    expect(amount).toBeGreaterThan(0)
    const cards = await post<ChargingCard[]>(API.cardList, {}, token)
    expect(cards.body?.data.find((c) => c.cardId === 'CARD0001')?.giftBalance).toBe(before + amount)
    const records = await post<Page<CardRecord>>(
      API.cardRecords,
      { cardId: 'CARD0001', pageNo: 1, pageSize: 50 },
      token,
    )
    const list = records.body!.data.list
    expect(list[0]).toMatchObject({
      type: 'GIFT',
      giftAmount: amount,
      remark: '红包：周末充电福利',
    })
    const all = db.cardRecords.filter((r) => r.cardId === 'CARD0001')
    const card = db.cards.find((c) => c.cardId === 'CARD0001')!
    expect(all.reduce((s, r) => s + r.giftAmount, 0)).toBe(card.giftBalance)
    expect(all.reduce((s, r) => s + r.amount - r.giftAmount, 0)).toBe(card.balance)

    const received = await post<Page<ReceivedRedPacket>>(
      RED_PACKET_API.mineReceived,
      { pageNo: 1, pageSize: 10 },
      token,
    )
    expect(received.body?.data).toMatchObject({
      total: 1,
      list: [{ amount, title: '周末充电福利' }],
    })
  })

  it('lists other people’s packets on the square, sold-out ones after, with paging', async () => {
    const token = await login()
    const page = await post<Page<RedPacketSummary>>(
      RED_PACKET_API.list,
      { pageNo: 1, pageSize: 50 },
      token,
    )
    const list = page.body!.data.list
    expect(list.some((p) => p.mine)).toBe(false)
    expect(list.map((p) => p.status)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE', 'SOLD_OUT'])
    const two = await post<Page<RedPacketSummary>>(
      RED_PACKET_API.list,
      { pageNo: 2, pageSize: 3 },
      token,
    )
    expect(two.body?.data).toMatchObject({ total: 4, list: [{ status: 'SOLD_OUT' }] })
    expect((await post(RED_PACKET_API.list, { pageNo: 0, pageSize: 3 }, token)).body?.code).toBe(
      '100001',
    )
  })

  it('a payment cancelled at the cashier never publishes its packet', async () => {
    const token = await login()
    const created = await post<RedPacketPayOrder>(RED_PACKET_API.create, NEW, token)
    const { orderId, redPacketId } = created.body!.data
    expect((await post('/pay/cancel-pay', { orderId }, token)).body?.code).toBe('000000')
    expect((await post(RED_PACKET_API.byOrder, { orderId }, token)).body).toMatchObject({
      code: '210006',
      msg: '红包支付已取消，未发出',
    })
    expect(db.redPackets.find((p) => p.redPacketId === redPacketId)?.status).toBe('CANCELLED')
    const mine = await post<Page<RedPacketSummary>>(
      RED_PACKET_API.minePublished,
      { pageNo: 1, pageSize: 10 },
      token,
    )
    expect(mine.body?.data.list.map((p) => p.redPacketId)).not.toContain(redPacketId)
  })

  it('expires after 24 hours and refunds the unopened rest to the sender', async () => {
    const token = await login()
    const start = Date.now()
    const order = await publish(token, { ...NEW, totalAmount: 900, count: 3, type: 'EVEN' })
    setMockUser('U2')
    await post(RED_PACKET_API.open, { redPacketId: order.redPacketId }, token)
    setMockUser(null)
    setClock(() => start + RED_PACKET_LIMITS.validMs + 60_000)
    const mine = await post<Page<RedPacketSummary>>(
      RED_PACKET_API.minePublished,
      { pageNo: 1, pageSize: 10 },
      token,
    )
    const packet = mine.body!.data.list.find((p) => p.redPacketId === order.redPacketId)
    expect(packet).toMatchObject({ status: 'EXPIRED', openedAmount: 300, refundAmount: 600 })
    setMockUser('U3')
    const late = await post(RED_PACKET_API.open, { redPacketId: order.redPacketId }, token)
    expect(late.body).toMatchObject({ code: '210004', msg: '红包已过期' })
  })
})
