/**
 * Issue 24, retries are idempotent: a cashier create (top-up, red packet, insurance) whose answer was
 * lost is retried with the same requestId, and the mock answers the order it already made.
 */
import { INSURANCE_API } from '@/api/endpoints/insurance'
import { RED_PACKET_API } from '@/api/endpoints/red-packets'
import { WALLET_API } from '@/api/endpoints/wallet'
import { type CreatePolicyResult } from '@/api/insurance-types'
import type { PayOrder } from '@/api/payments'
import { type RedPacketPayOrder } from '@/api/red-packet-types'
import { db } from '@/mocks/core/db'
import { notifyPayment } from '@/mocks/payments/db'
import { UNPAID_TIMEOUT_MS } from '@/mocks/charging/simulator'
import { login, post, setupMockServer } from './api'
import { data, tick, useFakeClock } from './charging-api'

setupMockServer()
beforeEach(() => useFakeClock())

const ID_A = '0123456789abcdef0123456789abcdef'
const ID_B = 'fedcba9876543210fedcba9876543210'

const paid = (order: PayOrder) => notifyPayment(order.payParams?.package ?? '')

describe('top-up create (recharge-create)', () => {
  const topUp = (token: string, requestId?: string) =>
    post<PayOrder>(
      WALLET_API.rechargeCreate,
      { cardId: 'CARD0001', amount: 10000, requestId },
      token,
    )

  it('a retry with the same requestId answers the same order; once paid, the card is credited once', async () => {
    const token = await login()
    const payments = db.payments.length
    const first = data(await topUp(token, ID_A))
    expect(data(await topUp(token, ID_A))).toEqual(first)
    expect(db.payments.length).toBe(payments + 1)

    const before = db.cards.find((c) => c.cardId === 'CARD0001')?.balance ?? 0
    paid(first)
    // The answer to the payment was lost too: the retry says it is paid (nothing left to pay).
    expect(data(await topUp(token, ID_A))).toEqual({ ...first, payParams: null })
    expect(db.payments.length).toBe(payments + 1)
    expect(db.cards.find((c) => c.cardId === 'CARD0001')?.balance).toBe(before + 10000)

    // Another intent is another order; no id at all, as before, a new one each time.
    expect(data(await topUp(token, ID_B)).orderId).not.toBe(first.orderId)
    expect(data(await topUp(token)).orderId).not.toBe(data(await topUp(token)).orderId)
  })

  it('an order that lapsed unpaid is forgotten: the retry makes a new one', async () => {
    const token = await login()
    const first = data(await topUp(token, ID_A))
    tick(UNPAID_TIMEOUT_MS)
    const again = data(await topUp(token, ID_A))
    expect(again.orderId).not.toBe(first.orderId)
    expect(again.payParams).not.toBeNull()
    expect(data(await topUp(token, ID_A))).toEqual(again)
  })

  it('refuses a malformed requestId', async () => {
    const token = await login()
    expect((await topUp(token, 'x')).body).toMatchObject({
      code: '100001',
      msg: '参数错误：请求编号不正确',
    })
  })
})

describe('red packet create', () => {
  const NEW = { title: '周五福利', totalAmount: 1000, count: 3, type: 'RANDOM', blessing: '' }

  it('a retry with the same requestId answers the same packet and order, never a second one', async () => {
    const token = await login()
    const packets = db.redPackets.length
    const create = () =>
      post<RedPacketPayOrder>(RED_PACKET_API.create, { ...NEW, requestId: ID_A }, token)
    const first = data(await create())
    expect(data(await create())).toEqual(first)
    expect(db.redPackets.length).toBe(packets + 1)
    paid(first)
    expect(data(await create())).toEqual({ ...first, payParams: null })
    expect(db.redPackets.length).toBe(packets + 1)
    expect(db.redPackets.find((p) => p.redPacketId === first.redPacketId)?.status).toBe('ACTIVE')
  })
})

describe('insurance create', () => {
  const insured = {
    name: '张建国',
    idCardNo: '330106198503127713',
    mobile: '13812345678',
    plateNo: '浙AD12345',
  }
  const charge = { productType: 'CHARGE', planId: 'C1', insured, agreed: true }

  it('a retry of a policy bought answers that policy, not 已投保 nor a second order', async () => {
    const token = await login()
    const create = (requestId: string) =>
      post<CreatePolicyResult>(INSURANCE_API.create, { ...charge, requestId }, token)
    const first = data(await create(ID_A))
    expect(data(await create(ID_A))).toEqual(first)
    paid(first)
    expect(data(await create(ID_A))).toEqual({ ...first, payParams: null })
    expect(db.policies.filter((p) => p.status !== 'CANCELLED')).toHaveLength(1)
    // A new intent for the same product is refused as before: already covered.
    expect((await create(ID_B)).body).toMatchObject({ code: '830001' })
  })
})
