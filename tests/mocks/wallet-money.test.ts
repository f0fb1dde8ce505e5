/** The wallet's money in the mock operator: top-up with gift, loss and unbind, bank cards, refunds. */
import { API } from '@/api/endpoints/spec'
import { WALLET_API } from '@/api/endpoints/wallet'
import { type ChargingCard, type Message, type Page, type PhysicalCard } from '@/api/types'
import type { PayOrder } from '@/api/payments'
import {
  type RechargeOptions,
  type RefundableResult,
  type RefundApplication,
} from '@/api/wallet-types'
import { LOST_CARD_UNBIND_TEXT } from '@/mocks/cards/handlers'
import { db } from '@/mocks/core/db'
import { notifyPayment } from '@/mocks/payments/db'
import { APPROVE_AFTER_MS, PAY_AFTER_MS } from '@/mocks/wallet/refunds'
import { createSeed } from '@/mocks/core/seed'
import { REJECT_MARK, SEEDED_REFUNDS } from '@/mocks/wallet/refunds-seed'
import { login, post } from './api'
import { BIKE_ORDER, charging, data, tick, useFakeClock } from './charging-api'
import { setupMockServer } from './api'

setupMockServer()
beforeEach(() => useFakeClock())

/** Every card of the user: balance == sum of the records' paid parts, gift likewise. */
function expectLedgerMatches() {
  for (const card of db.cards) {
    const records = db.cardRecords.filter((r) => r.cardId === card.cardId)
    const gift = records.reduce((sum, r) => sum + r.giftAmount, 0)
    const paid = records.reduce((sum, r) => sum + r.amount - r.giftAmount, 0)
    expect({ id: card.cardId, paid, gift }).toEqual({
      id: card.cardId,
      paid: card.balance,
      gift: card.giftBalance,
    })
    const last = records[records.length - 1]
    expect([last?.balanceAfter, last?.giftBalanceAfter]).toEqual([card.balance, card.giftBalance])
  }
}

function wallet(token: string) {
  const call = <T>(path: string, body: unknown = {}) => post<T>(path, body, token)
  return {
    call,
    card: async (cardId = 'CARD0001') =>
      data(await call<ChargingCard>(WALLET_API.cardDetail, { cardId })),
    options: (cardId = 'CARD0001') => call<RechargeOptions>(WALLET_API.rechargeOptions, { cardId }),
    topUp: (amount: number, cardId = 'CARD0001') =>
      call<PayOrder>(WALLET_API.rechargeCreate, { cardId, amount }),
    refundable: async () => data(await call<RefundableResult>(WALLET_API.refundable)).items,
    apply: (body: Record<string, unknown>) =>
      call<RefundApplication>(WALLET_API.refundApply, {
        source: 'CARD',
        id: 'CARD0001',
        bankConfigId: 'BC1001',
        reason: '不再使用，申请退款',
        ...body,
      }),
    list: async () =>
      data(await call<Page<RefundApplication>>(WALLET_API.refundList, { pageNo: 1, pageSize: 20 }))
        .list,
  }
}

describe('top-up', () => {
  it('offers tiers with gifts and the bounds of a custom amount; only for an active virtual card', async () => {
    const api = wallet(await login())
    const options = data(await api.options())
    expect(options.tiers).toContainEqual({ amount: 10000, gift: 1000 })
    expect([options.min, options.max]).toEqual([100, 500000])
    expect((await api.options('CARD0002')).body).toMatchObject({ code: '400002' })
    expect((await api.options('C100')).body).toMatchObject({ code: '400001' })
  })

  it('pays a tier: the card gets the money and the gift, each with its record, once', async () => {
    const api = wallet(await login())
    const before = await api.card()
    const order = data(await api.topUp(10000))
    expect(order).toMatchObject({ orderId: expect.stringMatching(/^PY\d+$/), amount: 10000 })
    // Nothing moves until WeChat's notification reaches the server.
    expect((await api.card()).balance).toBe(before.balance)
    notifyPayment(order.payParams?.package ?? '')
    notifyPayment(order.payParams?.package ?? '')
    const after = await api.card()
    expect(after.balance).toBe(before.balance + 10000)
    expect(after.giftBalance).toBe(before.giftBalance + 1000)
    const records = db.cardRecords.filter((r) => r.orderId === order.orderId)
    expect(records.map((r) => [r.type, r.amount, r.giftAmount])).toEqual([
      ['RECHARGE', 10000, 0],
      ['GIFT', 1000, 1000],
    ])
    expect(records[0]?.giftBalanceAfter).toBe(before.giftBalance)
    expectLedgerMatches()
  })

  it('a custom amount carries no gift; out of bounds or not whole cents is refused', async () => {
    const api = wallet(await login())
    const order = data(await api.topUp(12345))
    notifyPayment(order.payParams?.package ?? '')
    expect(db.cardRecords.filter((r) => r.orderId === order.orderId)).toHaveLength(1)
    expectLedgerMatches()
    expect((await api.topUp(99)).body).toMatchObject({
      code: '400005',
      msg: '充值金额应为1-5000元',
    })
    expect((await api.topUp(500001)).body).toMatchObject({ code: '400005' })
    expect((await api.topUp(12.5)).body).toMatchObject({ code: '100001' })
  })
})

describe('loss and unbind of a physical card', () => {
  it('reports loss (no paying by it), cancels it, and refuses twice', async () => {
    const token = await login()
    const api = wallet(token)
    const lost = data(await api.call<PhysicalCard>(WALLET_API.reportLoss, { cardId: 'CARD0002' }))
    expect(lost.status).toBe('LOST')
    expect((await api.call(WALLET_API.reportLoss, { cardId: 'CARD0002' })).body).toMatchObject({
      code: '400002',
      msg: '该卡已挂失',
    })
    const options = data(await charging(token).payOptions('10000001', 200))
    expect(options.cards.map((c) => c.cardId)).not.toContain('CARD0002')
    const back = data(await api.call<PhysicalCard>(WALLET_API.cancelLoss, { cardId: 'CARD0002' }))
    expect(back.status).toBe('ACTIVE')
    expect((await api.call(WALLET_API.reportLoss, { cardId: 'CARD0001' })).body).toMatchObject({
      code: '400001',
    })
  })

  it('unbinds: the card leaves the user with its money and ledger; activating it again adds nothing', async () => {
    const api = wallet(await login())
    const records = db.cardRecords.filter((r) => r.cardId === 'CARD0002').length
    data(await api.call(WALLET_API.unbind, { cardId: 'CARD0002' }))
    expect(db.cards.some((c) => c.cardId === 'CARD0002')).toBe(false)
    expect(db.cardPool.find((c) => c.cardId === 'CARD0002')).toMatchObject({
      status: 'UNACTIVATED',
      ownerId: null,
      balance: 300,
    })
    data(await api.call(API.activateCard, { cardId: 'CARD0002' }))
    expect(db.cardRecords.filter((r) => r.cardId === 'CARD0002')).toHaveLength(records)
    expectLedgerMatches()
  })
})

describe('a lost card stays the owner’s (issue 24)', () => {
  it('refuses to unbind a LOST card: it never goes back to the pool with its balance', async () => {
    const api = wallet(await login())
    data(await api.call(WALLET_API.reportLoss, { cardId: 'CARD0002' }))
    expect((await api.call(WALLET_API.unbind, { cardId: 'CARD0002' })).body).toMatchObject({
      code: '400002',
      msg: LOST_CARD_UNBIND_TEXT,
    })
    expect(db.cards.find((c) => c.cardId === 'CARD0002')).toMatchObject({
      status: 'LOST',
      balance: 300,
    })
    expect(db.cardPool.some((c) => c.cardId === 'CARD0002')).toBe(false)
    // Nobody can activate it by its printed number.
    expect((await api.call(API.activateCard, { cardId: 'CARD0002' })).body).not.toMatchObject({
      code: '000000',
    })
  })
})

describe('bank-config-delete', () => {
  it('removes a card, refuses an unknown one and one with a refund under way', async () => {
    const api = wallet(await login())
    data(await api.apply({ amount: 100 }))
    expect(
      (await api.call(WALLET_API.bankConfigDelete, { bankConfigId: 'BC1001' })).body,
    ).toMatchObject({
      code: '800005',
    })
    data(await api.call(WALLET_API.bankConfigDelete, { bankConfigId: 'BC1002' }))
    expect(db.bankConfigs.map((b) => b.bankConfigId)).toEqual(['BC1001'])
    expect(
      (await api.call(WALLET_API.bankConfigDelete, { bankConfigId: 'BC1002' })).body,
    ).toMatchObject({
      code: '800004',
    })
  })

  it('saves only what the client accepts: a real bank, a valid ID check digit, a Chinese name', async () => {
    const token = await login()
    const valid = {
      bankName: '招商银行',
      bankCardNo: '6228480000123510018',
      holderName: '李娜',
      idCardNo: '33010619850312108X',
      mobile: '13900001111',
    }
    const cases: [Record<string, string>, string][] = [
      [{ bankName: '某某银行' }, '参数错误：暂不支持该银行'],
      [{ idCardNo: '330106198503121081' }, '参数错误：身份证号不正确，请核对后重新输入'],
      [{ holderName: 'Li Na' }, '参数错误：持卡人姓名应为2-20个汉字'],
    ]
    for (const [change, msg] of cases) {
      const answer = await post(API.bankConfigSave, { ...valid, ...change }, token)
      expect(answer.body).toMatchObject({ code: '100001', msg })
    }
    expect((await post(API.bankConfigSave, valid, token)).body).toMatchObject({ code: '000000' })
  })
})

describe('refunds', () => {
  it('seeds applications whose money is in the ledger', () => {
    Object.assign(db, createSeed())
    expect(db.refunds.map((r) => r.status)).toEqual(['REJECTED', 'REFUNDED'])
    expect(SEEDED_REFUNDS).toHaveLength(2)
    expectLedgerMatches()
  })

  it('refundable: a card balance without gifts, an order whose refund failed', async () => {
    const api = wallet(await login())
    const items = await api.refundable()
    const card = items.find((i) => i.id === 'CARD0001')
    expect(card).toMatchObject({ source: 'CARD', amount: db.cards[0]?.balance })
    expect(card?.note).toContain('赠送余额¥10.00不可退，申请后一并作废')
    const failed = db.orders.find((o) => o.refundStatus === 'FAILED')
    expect(items.find((i) => i.source === 'ORDER')).toMatchObject({
      id: failed?.orderId,
      amount: failed?.refunded,
    })
  })

  it('apply -> 已审核 after a few seconds -> 已打款 later, with a message; the money left at once', async () => {
    const api = wallet(await login())
    const before = (await api.card()).balance
    const applied = data(await api.apply({ amount: 2050 }))
    expect(applied).toMatchObject({ status: 'PENDING', bankLabel: '招商银行-6225********1234' })
    expect((await api.card()).balance).toBe(before - 2050)
    // The gift goes with the application: it can no longer pay for a charge (an audit found a
    // top-up's gift spent after the money it came with was refunded).
    expect((await api.card()).giftBalance).toBe(0)
    expect(db.cardRecords[db.cardRecords.length - 1]).toMatchObject({
      type: 'REFUND',
      amount: -2050 - 1000,
      giftAmount: -1000,
    })
    expectLedgerMatches()
    expect((await api.apply({ amount: 100 })).body).toMatchObject({ code: '800003' })
    tick(APPROVE_AFTER_MS - 1)
    expect((await api.list())[0]?.status).toBe('PENDING')
    tick(1)
    const approved = (await api.list())[0]
    expect(approved).toMatchObject({ status: 'APPROVED', auditTime: expect.any(String) })
    tick(PAY_AFTER_MS)
    expect((await api.list())[0]).toMatchObject({
      status: 'REFUNDED',
      paidTime: expect.any(String),
    })
    const message = db.messages.find((m: Message) => m.title === '退款已打款')
    expect(message?.content).toContain('¥20.50')
    expect((await api.card()).balance).toBe(before - 2050)
    expectLedgerMatches()
  })

  it('a rejection gives the money back with a record and says why', async () => {
    const api = wallet(await login())
    const before = await api.card()
    data(await api.apply({ amount: 1000, reason: `请驳回（${REJECT_MARK}）` }))
    tick(APPROVE_AFTER_MS)
    const [rejected] = await api.list()
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      rejectReason: expect.stringContaining('不符合'),
    })
    expect((await api.card()).balance).toBe(before.balance)
    expect((await api.card()).giftBalance).toBe(before.giftBalance)
    const back = db.cardRecords[db.cardRecords.length - 1]
    expect(back).toMatchObject({
      type: 'REFUND',
      amount: 1000 + before.giftBalance,
      giftAmount: before.giftBalance,
      cardId: 'CARD0001',
    })
    expect(db.messages.some((m) => m.title === '退款申请被驳回')).toBe(true)
    expectLedgerMatches()
    tick(PAY_AFTER_MS)
    expect((await api.list())[0]?.status).toBe('REJECTED')
  })

  it('an order remainder: applied, refundStatus follows, paid in full', async () => {
    const api = wallet(await login())
    const order = db.orders.find((o) => o.refundStatus === 'FAILED')!
    data(await api.apply({ source: 'ORDER', id: order.orderId, amount: order.refunded }))
    expect(order.refundStatus).toBe('PENDING')
    expect((await api.refundable()).some((i) => i.source === 'ORDER')).toBe(false)
    tick(APPROVE_AFTER_MS + PAY_AFTER_MS)
    await api.list()
    expect(order.refundStatus).toBe('PARTIAL')
  })

  it('validates: too much, nothing to refund, unknown bank, short reason, spend after refund', async () => {
    const token = await login()
    const api = wallet(token)
    const balance = (await api.card()).balance
    expect((await api.apply({ amount: balance + 1 })).body).toMatchObject({ code: '800002' })
    expect((await api.apply({ id: 'C100', amount: 100 })).body).toMatchObject({ code: '800001' })
    expect((await api.apply({ amount: 100, bankConfigId: 'BC9' })).body).toMatchObject({
      code: '800004',
    })
    expect((await api.apply({ amount: 100, reason: '退' })).body).toMatchObject({ code: '100001' })
    // Spend by card, then refund the rest: the ledger still adds up.
    const bike = { ...BIKE_ORDER, payType: 'CARD' as const, cardId: 'CARD0001' }
    data(await charging(token).create(bike))
    const rest = (await api.card()).balance
    data(await api.apply({ amount: rest }))
    expect((await api.card()).balance).toBe(0)
    expectLedgerMatches()
  })
})
