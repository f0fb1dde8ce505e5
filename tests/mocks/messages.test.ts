import { API } from '@/api/endpoints/spec'
import { type Message, type Page, type ServiceInfo, type UnreadCount } from '@/api/types'
import { wechatPayOrder } from '@/mocks/charging/handlers'
import { DEFAULT_APP_ID } from '@/mocks/core/seed'
import { UNREAD_IN_SEED } from '@/mocks/messages/seed'
import { login, post, setupMockServer } from './api'
import { BIKE_ORDER, charging, data, tick, useFakeClock } from './charging-api'

setupMockServer()
beforeEach(() => useFakeClock())

function messages(token: string) {
  return {
    page: async (pageNo: number, pageSize = 10) =>
      data(await post<Page<Message>>(API.messageList, { pageNo, pageSize }, token)),
    unread: async () => data(await post<UnreadCount>(API.unreadCount, {}, token)).count,
    read: (messageId: string) => post<{ read: boolean }>(API.readMessage, { messageId }, token),
  }
}

async function paidBikeOrder(api: ReturnType<typeof charging>, req = BIKE_ORDER) {
  const { orderId } = data(await api.create(req))
  wechatPayOrder(orderId)
  expect(data(await api.confirm(orderId)).paid).toBe(true)
  return orderId
}

describe('messages of the seed', () => {
  it('pages newest first with the seeded unread ones on top', async () => {
    const msg = messages(await login())
    const first = await msg.page(1)
    expect(first.list).toHaveLength(10)
    expect(first.total).toBeGreaterThan(20)
    const all = [...first.list]
    for (let n = 2; all.length < first.total; n += 1) all.push(...(await msg.page(n)).list)
    expect(all).toHaveLength(first.total)
    expect(new Set(all.map((m) => m.messageId)).size).toBe(first.total)
    const times = all.map((m) => m.createTime)
    expect(times).toEqual([...times].sort().reverse())
    expect(all.map((m) => m.read).slice(0, UNREAD_IN_SEED + 1)).toEqual([false, false, false, true])
    expect(await msg.unread()).toBe(UNREAD_IN_SEED)
    expect((await msg.page(99)).list).toEqual([])
    // What the seeded orders wrote: a failed start with a full refund, refunds, system notices.
    expect(all.find((m) => m.orderId === 'OD100005' && m.type === 'START_FAILED')?.title).toBe(
      '充电启动失败，已全额退款',
    )
    expect(all.filter((m) => m.type === 'SYSTEM')).toHaveLength(2)
    expect(all.some((m) => m.type === 'REFUND' && m.title === '退款处理中')).toBe(true)
  })

  it('marks a message read once; the count drops; reading again is fine', async () => {
    const msg = messages(await login())
    const [newest] = (await msg.page(1)).list
    expect(newest?.read).toBe(false)
    expect(data(await msg.read(newest?.messageId ?? '')).read).toBe(true)
    expect(await msg.unread()).toBe(UNREAD_IN_SEED - 1)
    expect(data(await msg.read(newest?.messageId ?? '')).read).toBe(true)
    expect(await msg.unread()).toBe(UNREAD_IN_SEED - 1)
    expect((await msg.page(1)).list[0]?.read).toBe(true)
  })

  it('validates its input like a real server', async () => {
    const token = await login()
    const bad = async (path: string, body: unknown) => (await post(path, body, token)).body
    expect(await bad(API.readMessage, { messageId: 'MS999999' })).toMatchObject({
      code: '700001',
      msg: '消息不存在',
    })
    expect(await bad(API.readMessage, {})).toMatchObject({ code: '100001' })
    expect(await bad(API.messageList, { pageNo: 0, pageSize: 10 })).toMatchObject({
      code: '100001',
      msg: '参数错误：页码不正确',
    })
    expect(await bad(API.messageList, { pageNo: 1, pageSize: 500 })).toMatchObject({
      code: '100001',
    })
    expect((await post(API.unreadCount, {}, null)).status).toBe(500)
  })
})

describe('messages written by the charging simulator', () => {
  it('a charge that starts and ends writes start, end and refund messages, unread', async () => {
    const token = await login()
    const api = charging(token)
    const msg = messages(token)
    const id = await paidBikeOrder(api)
    tick(3000)
    await api.live(id)
    const [started] = (await msg.page(1)).list
    expect(started).toMatchObject({ type: 'CHARGE_START', orderId: id, read: false })
    expect(started?.content).toContain('1号插座')
    expect(await msg.unread()).toBe(UNREAD_IN_SEED + 1)
    tick(30000) // half an hour of the 2 h plan
    expect((await api.stop(id)).body?.code).toBe('000000')
    tick(5000)
    const order = await api.order(id)
    expect(order).toMatchObject({ status: 'COMPLETED', refundStatus: 'PARTIAL' })
    // Read twice: written once.
    await msg.unread()
    const [refund, end, start] = (await msg.page(1)).list
    expect(end).toMatchObject({ type: 'CHARGE_END', orderId: id, title: '充电已结束' })
    expect(end?.content).toContain('实付¥0.30')
    expect(refund).toMatchObject({ type: 'REFUND', orderId: id, title: '退款已到账' })
    expect(refund?.content).toContain('未使用的¥1.70已原路退回微信支付账户')
    expect(start?.type).toBe('CHARGE_START')
    expect(await msg.unread()).toBe(UNREAD_IN_SEED + 3)
  })

  it('a pile that fails to start writes one message with the full refund', async () => {
    const token = await login()
    const api = charging(token)
    const msg = messages(token)
    const req = { ...BIKE_ORDER, deviceId: '10000009', planId: 'A2', amount: 200 }
    const id = await paidBikeOrder(api, req)
    tick(3000)
    await api.live(id)
    const mine = (await msg.page(1)).list.filter((m) => m.orderId === id)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ type: 'START_FAILED', read: false })
    expect(mine[0]?.content).toContain('已为您全额退款¥2.00')
  })
})

describe('service info', () => {
  it("answers the operator's hotline and hours, per operator", async () => {
    const token = await login()
    const info = (appId: unknown) => post<ServiceInfo>(API.serviceInfo, { appId }, token)
    expect(data(await info(DEFAULT_APP_ID))).toEqual({
      hotline: '400-826-5800',
      hours: '每天 08:00-22:00',
      email: 'service@lvdong-charge.cn',
    })
    expect(data(await info('wx1c00000000000002')).hotline).toBe('400-900-1234')
    expect((await info('wx9999999999999999')).body).toMatchObject({
      code: '100008',
      msg: '运营商不存在',
    })
    expect((await info('')).body).toMatchObject({ code: '100001' })
  })
})
