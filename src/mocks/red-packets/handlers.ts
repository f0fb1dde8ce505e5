// red-packets/: a packet is published, its shares fixed, when its payment lands; opened once per
// user; expired after 24 hours with the rest refunded (model.ts; seed.ts). Handlers: this file.
/**
 * Red packets (designed; docs/API.md "Red packet and blind box calls"): create -> pay through the
 * cashier -> the payment lands -> published with its shares -> opened once per user -> SOLD_OUT, or
 * EXPIRED after 24 hours with the unopened remainder refunded to the sender. What the seeded user
 * wins is credited to their virtual charging card's gift balance, with a GIFT record in the card
 * ledger.
 *
 * Another user, for QA and e2e only: `mockUser=U2` (U2-U5) in the page query or localStorage makes
 * these calls answer as that person (see OTHER_USERS); `setMockUser` does it in tests.
 */
import { RED_PACKET_API } from '@/api/endpoints/red-packets'
import type {
  OpenRedPacketResult,
  ReceivedRedPacket,
  RedPacketDetail,
  RedPacketPayOrder,
  RedPacketSummary,
} from '@/api/red-packet-types'
import type { Page } from '@/api/types'
import { z } from 'zod'
import { recordGift } from '../cards/ledger'
import { formatTime, now, readSwitch } from '../core/clock'
import { db } from '../core/db'
import { fail, ok, postApi, readJson } from '../core/http'
import { keepRequestId, paymentOfRequest } from '../payments/idempotency'
import { createPayment, findPayment, onPaymentSettled, settleDuePayments } from '../payments/db'
import { RED_PACKET_LIMITS, redPacketProblem, splitShares } from './model'
import { body, pageOf, pageQuery, requestId, text } from '../core/schemas'
import { expireTimeOf, OTHER_USERS, type MockPerson, type StoredRedPacket } from './seed'

export const RED_PACKET_CODE = {
  unknown: '210001',
  own: '210002',
  soldOut: '210003',
  expired: '210004',
  invalid: '210005',
  notPublished: '210006',
} as const

export const MOCK_USER_KEY = 'mockUser'
let userOverride: string | null = null

/** Tests: answer as another user ('U2'…), null: back to the switch (URL / localStorage). */
export function setMockUser(key: string | null): void {
  userOverride = key
}

function self(): MockPerson {
  const { userId, nickName, headUrl } = db.user
  return { userId, nickName, headUrl }
}

/** Who is asking: the seeded user, unless the mock-only switch names another one. */
export function currentPerson(): MockPerson {
  const key = userOverride ?? readSwitch(MOCK_USER_KEY)
  return (key && OTHER_USERS[key.trim().toUpperCase()]) || self()
}

function person(userId: string): MockPerson {
  if (userId === db.user.userId) return self()
  return (
    Object.values(OTHER_USERS).find((p) => p.userId === userId) ?? {
      userId,
      nickName: '充电用户',
      headUrl: '',
    }
  )
}

const opened = (p: StoredRedPacket) => p.receivers.reduce((sum, r) => sum + r.amount, 0)

/** Moves packets on: due payments publish them, 24 hours end them (the rest back to the sender). */
export function stepRedPackets(at = now()): void {
  settleDuePayments(at)
  for (const packet of db.redPackets) {
    if (packet.status === 'UNPAID' && packet.orderId) {
      // Cancelled at the cashier, or lapsed unpaid: the packet is never published.
      if (findPayment(packet.orderId)?.status === 'CANCELLED') packet.status = 'CANCELLED'
      continue
    }
    if (packet.status !== 'ACTIVE' || packet.publishedMs === null) continue
    if (at - packet.publishedMs >= RED_PACKET_LIMITS.validMs) {
      packet.status = 'EXPIRED'
      packet.refundAmount = packet.totalAmount - opened(packet)
    }
  }
}

onPaymentSettled('redPacket', (payment) => {
  const packet = db.redPackets.find((p) => p.redPacketId === payment.ref)
  if (!packet || packet.status !== 'UNPAID') return
  packet.shares = splitShares(
    packet.splitType,
    packet.totalAmount,
    packet.count,
    packet.redPacketId,
  )
  packet.status = 'ACTIVE'
  packet.publishedMs = payment.paidMs ?? now()
})

function summary(packet: StoredRedPacket, viewer: MockPerson): RedPacketSummary {
  const sender = person(packet.senderId)
  const mine = packet.receivers.find((r) => r.userId === viewer.userId)
  return {
    redPacketId: packet.redPacketId,
    title: packet.title,
    blessing: packet.blessing,
    type: packet.splitType,
    totalAmount: packet.totalAmount,
    count: packet.count,
    remaining: Math.max(0, packet.count - packet.receivers.length),
    openedCount: packet.receivers.length,
    openedAmount: opened(packet),
    status: packet.status,
    senderName: sender.nickName,
    senderAvatar: sender.headUrl,
    mine: packet.senderId === viewer.userId,
    myAmount: mine ? mine.amount : null,
    createTime: formatTime(packet.publishedMs ?? packet.createdMs),
    expireTime: expireTimeOf(packet),
    refundAmount: packet.refundAmount,
  }
}

function detail(packet: StoredRedPacket, viewer: MockPerson): RedPacketDetail {
  const finished = packet.status === 'SOLD_OUT' && packet.splitType === 'RANDOM'
  const best = finished ? Math.max(...packet.receivers.map((r) => r.amount)) : -1
  let bestTaken = false
  const receivers = [...packet.receivers]
    .sort((a, b) => b.openMs - a.openMs)
    .map((r) => {
      const who = person(r.userId)
      const isBest = !bestTaken && r.amount === best && packet.count > 1
      if (isBest) bestTaken = true
      return {
        nickName: who.nickName,
        headUrl: who.headUrl,
        amount: r.amount,
        openTime: formatTime(r.openMs),
        best: isBest,
      }
    })
  return { ...summary(packet, viewer), receivers }
}

const yuanCents = z.coerce
  .number({ error: '参数错误：红包金额不正确' })
  .int({ error: '参数错误：红包金额须为整数分' })
const createBody = body({
  title: z.string({ error: '请输入红包标题' }).trim(),
  totalAmount: yuanCents,
  count: z.coerce
    .number({ error: '参数错误：红包个数不正确' })
    .int({ error: '参数错误：红包个数须为整数' }),
  type: z.enum(['RANDOM', 'EVEN'], { error: '参数错误：红包类型应为RANDOM或EVEN' }),
  blessing: z.string().trim().optional(),
  requestId: requestId.optional(),
})
const idBody = body({ redPacketId: text('红包ID', 64) })
const orderBody = body({ orderId: text('订单号', 64) })

export const DEFAULT_BLESSING = '恭喜发财，充电愉快'
const MAX_PAGE_SIZE = 50

function find(redPacketId: string): StoredRedPacket | undefined {
  return db.redPackets.find((p) => p.redPacketId === redPacketId)
}

const unknown = () => fail(RED_PACKET_CODE.unknown, '红包不存在')
const visible = (p: StoredRedPacket) => p.status !== 'UNPAID' && p.status !== 'CANCELLED'
const newest = (a: StoredRedPacket, b: StoredRedPacket) =>
  (b.publishedMs ?? b.createdMs) - (a.publishedMs ?? a.createdMs)

export const redPacketHandlers = [
  postApi(RED_PACKET_API.create, async ({ request }) => {
    const parsed = await readJson(request, createBody)
    if (!parsed.ok) return parsed.response
    // A retry of a create whose answer was lost: the same packet and order, never a second one.
    const done = paymentOfRequest('redPacket', parsed.data.requestId)
    if (done) {
      const { orderId, amount, payParams, ref: redPacketId } = done
      return ok<RedPacketPayOrder>({ orderId, amount, payParams, redPacketId })
    }
    const input = { ...parsed.data, blessing: parsed.data.blessing || DEFAULT_BLESSING }
    const problem = redPacketProblem(input)
    if (problem) return fail(RED_PACKET_CODE.invalid, problem)
    const sender = currentPerson()
    const at = now()
    const redPacketId = `RP${String(at).slice(-10)}${String(db.redPackets.length).padStart(3, '0')}`
    const payment = createPayment('redPacket', input.totalAmount, redPacketId)
    keepRequestId(payment, input.requestId)
    db.redPackets.push({
      redPacketId,
      senderId: sender.userId,
      title: input.title,
      blessing: input.blessing,
      splitType: input.type,
      totalAmount: input.totalAmount,
      count: input.count,
      status: 'UNPAID',
      shares: [],
      receivers: [],
      orderId: payment.orderId,
      createdMs: at,
      publishedMs: null,
      refundAmount: 0,
    })
    return ok<RedPacketPayOrder>({
      orderId: payment.orderId,
      amount: payment.amount,
      payParams: payment.payParams,
      redPacketId,
    })
  }),

  postApi(RED_PACKET_API.list, async ({ request }) => {
    const parsed = await readJson(request, pageQuery(MAX_PAGE_SIZE))
    if (!parsed.ok) return parsed.response
    stepRedPackets()
    const viewer = currentPerson()
    // The square: other people's packets still running, then the finished ones (已抢完) of today.
    const rank = (p: StoredRedPacket) =>
      p.status === 'ACTIVE' && !p.receivers.some((r) => r.userId === viewer.userId) ? 0 : 1
    const packets = db.redPackets
      .filter(
        (p) => p.senderId !== viewer.userId && (p.status === 'ACTIVE' || p.status === 'SOLD_OUT'),
      )
      .sort((a, b) => rank(a) - rank(b) || newest(a, b))
    return ok<Page<RedPacketSummary>>({
      list: pageOf(packets, parsed.data).map((p) => summary(p, viewer)),
      total: packets.length,
    })
  }),

  postApi(RED_PACKET_API.detail, async ({ request }) => {
    const parsed = await readJson(request, idBody)
    if (!parsed.ok) return parsed.response
    stepRedPackets()
    const packet = find(parsed.data.redPacketId)
    if (!packet || !visible(packet)) return unknown()
    return ok<RedPacketDetail>(detail(packet, currentPerson()))
  }),

  postApi(RED_PACKET_API.byOrder, async ({ request }) => {
    const parsed = await readJson(request, orderBody)
    if (!parsed.ok) return parsed.response
    stepRedPackets()
    const viewer = currentPerson()
    const packet = db.redPackets.find(
      (p) => p.orderId === parsed.data.orderId && p.senderId === viewer.userId,
    )
    if (!packet) return unknown()
    if (packet.status === 'CANCELLED') {
      return fail(RED_PACKET_CODE.notPublished, '红包支付已取消，未发出')
    }
    if (!visible(packet)) {
      const paid = findPayment(parsed.data.orderId)?.status === 'PAID'
      return fail(RED_PACKET_CODE.notPublished, paid ? '红包发布中，请稍后' : '红包尚未支付')
    }
    return ok<RedPacketDetail>(detail(packet, viewer))
  }),

  postApi(RED_PACKET_API.open, async ({ request }) => {
    const parsed = await readJson(request, idBody)
    if (!parsed.ok) return parsed.response
    stepRedPackets()
    const packet = find(parsed.data.redPacketId)
    if (!packet || !visible(packet)) return unknown()
    const viewer = currentPerson()
    const creditedTo = '已存入充电卡赠送余额，充电时可直接抵扣'
    const had = packet.receivers.find((r) => r.userId === viewer.userId)
    if (had) {
      return ok<OpenRedPacketResult>({
        amount: had.amount,
        again: true,
        creditedTo,
        packet: detail(packet, viewer),
      })
    }
    if (packet.senderId === viewer.userId) return fail(RED_PACKET_CODE.own, '不能领取自己发的红包')
    if (packet.status === 'SOLD_OUT') return fail(RED_PACKET_CODE.soldOut, '手慢了，红包已抢完')
    if (packet.status === 'EXPIRED') return fail(RED_PACKET_CODE.expired, '红包已过期')
    const amount = packet.shares[packet.receivers.length] ?? 0
    const at = now()
    packet.receivers.push({ userId: viewer.userId, amount, openMs: at })
    if (packet.receivers.length >= packet.count) packet.status = 'SOLD_OUT'
    if (viewer.userId === db.user.userId) creditCard(amount, packet.title)
    return ok<OpenRedPacketResult>({
      amount,
      again: false,
      creditedTo,
      packet: detail(packet, viewer),
    })
  }),

  postApi(RED_PACKET_API.minePublished, async ({ request }) => {
    const parsed = await readJson(request, pageQuery(MAX_PAGE_SIZE))
    if (!parsed.ok) return parsed.response
    stepRedPackets()
    const viewer = currentPerson()
    const packets = db.redPackets
      .filter((p) => p.senderId === viewer.userId && visible(p))
      .sort(newest)
    return ok<Page<RedPacketSummary>>({
      list: pageOf(packets, parsed.data).map((p) => summary(p, viewer)),
      total: packets.length,
    })
  }),

  postApi(RED_PACKET_API.mineReceived, async ({ request }) => {
    const parsed = await readJson(request, pageQuery(MAX_PAGE_SIZE))
    if (!parsed.ok) return parsed.response
    stepRedPackets()
    const viewer = currentPerson()
    const received = db.redPackets
      .flatMap((p) => {
        const share = p.receivers.find((r) => r.userId === viewer.userId)
        return share ? [{ p, share }] : []
      })
      .sort((a, b) => b.share.openMs - a.share.openMs)
    return ok<Page<ReceivedRedPacket>>({
      list: pageOf(received, parsed.data).map(({ p, share }) => {
        const sender = person(p.senderId)
        return {
          redPacketId: p.redPacketId,
          title: p.title,
          blessing: p.blessing,
          senderName: sender.nickName,
          senderAvatar: sender.headUrl,
          amount: share.amount,
          openTime: formatTime(share.openMs),
        }
      }),
      total: received.length,
    })
  }),
]

/** The seeded user's winnings: the first active virtual card's gift balance, with its record. */
function creditCard(amount: number, title: string): void {
  const card = db.cards.find((c) => c.cardType === 'VIRTUAL' && c.status === 'ACTIVE')
  if (!card || amount <= 0) return
  card.giftBalance += amount
  recordGift(card, amount, `红包：${title}`)
}
