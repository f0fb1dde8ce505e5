import { COMPLAINT_API } from '@/api/endpoints/complaints'
import { API } from '@/api/endpoints/spec'
import { UPLOAD_API } from '@/api/endpoints/upload'
import {
  type Complaint,
  type ComplaintSubmitRequest,
  type ComplaintSubmitResult,
  type Message,
  type Page,
  type UnreadCount,
  type UploadResult,
} from '@/api/types'
import { setSpeed } from '@/mocks/core/clock'
import { PROCESSING_AFTER_S, REPLY_AFTER_S } from '@/mocks/complaints/model'
import { db } from '@/mocks/core/db'
import { UNREAD_IN_SEED } from '@/mocks/messages/seed'
import { login, post, setupMockServer, uploadBytes } from './api'
import { data, tick, useFakeClock } from './charging-api'

setupMockServer()
beforeEach(() => useFakeClock())

const TEXT = '充电桩显示充电中，但电动车一直没有充进电，半小时后才发现。'

async function uploaded(token: string, kind: 'picture' | 'sound', name: string) {
  const path = kind === 'picture' ? UPLOAD_API.pictUpload : UPLOAD_API.soundUpload
  const type = kind === 'picture' ? 'image/jpeg' : 'audio/mpeg'
  return data(await uploadBytes<UploadResult>(path, { name, type, bytes: 64 }, token)).url
}

function api(token: string) {
  return {
    submit: (body: Partial<ComplaintSubmitRequest> | Record<string, unknown>) =>
      post<ComplaintSubmitResult>(COMPLAINT_API.submit, body, token),
    list: async (pageNo = 1, pageSize = 10) =>
      data(await post<Page<Complaint>>(COMPLAINT_API.list, { pageNo, pageSize }, token)),
    detail: (complaintId: string) => post<Complaint>(COMPLAINT_API.detail, { complaintId }, token),
    messages: async () =>
      data(await post<Page<Message>>(API.messageList, { pageNo: 1, pageSize: 50 }, token)).list,
    unread: async () => data(await post<UnreadCount>(API.unreadCount, {}, token)).count,
  }
}

const base = { type: 'CHARGING_FAULT', content: TEXT, mobile: '13912345678', images: [] }

describe('complaint-submit', () => {
  it('files a complaint with photos, a voice note and an order; it is answered in time', async () => {
    setSpeed(60)
    const token = await login()
    const c = api(token)
    const images = [
      await uploaded(token, 'picture', 'a.jpg'),
      await uploaded(token, 'picture', 'b.png'),
    ]
    const sound = await uploaded(token, 'sound', 'voice.mp3')
    const { complaintId } = data(await c.submit({ ...base, orderId: 'OD100004', images, sound }))
    expect(complaintId).toMatch(/^CP\d+$/)

    const filed = data(await c.detail(complaintId))
    expect(filed).toMatchObject({
      type: 'CHARGING_FAULT',
      orderId: 'OD100004',
      content: TEXT,
      mobile: '139****5678',
      images,
      sound,
      status: 'PENDING',
      reply: null,
    })
    expect(filed.orderNo).toMatch(/^CD\d+/)
    expect((await c.list()).list[0]?.complaintId).toBe(complaintId)

    // At 60x, 300 simulated seconds are 5 real seconds; 900 are 15.
    tick((PROCESSING_AFTER_S * 1000) / 60 - 1)
    expect(data(await c.detail(complaintId)).status).toBe('PENDING')
    tick(1)
    expect(data(await c.detail(complaintId)).status).toBe('PROCESSING')
    const unread = await c.unread()
    tick(((REPLY_AFTER_S - PROCESSING_AFTER_S) * 1000) / 60)
    const replied = data(await c.detail(complaintId))
    expect(replied.status).toBe('REPLIED')
    expect(replied.reply).toMatch(/^您好，关于订单CD\d+，/)
    expect(replied.replyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    // The answer writes one unread message that links to the complaint, newest first.
    expect(await c.unread()).toBe(unread + 1)
    const [newest] = await c.messages()
    expect(newest).toMatchObject({
      type: 'COMPLAINT_REPLY',
      title: '您的投诉已回复',
      read: false,
      complaintId,
      orderId: 'OD100004',
    })
    expect(newest?.content).toContain('充电故障')
    await c.messages()
    expect(db.messages.filter((m) => m.complaintId === complaintId)).toHaveLength(1)
  })

  it('validates everything the form does', async () => {
    const token = await login()
    const c = api(token)
    const expectFail = async (body: Record<string, unknown>, code: string, msg: RegExp) => {
      const { body: answer } = await c.submit(body)
      expect(answer?.code).toBe(code)
      expect(answer?.msg).toMatch(msg)
    }
    await expectFail({ ...base, type: 'WHATEVER' }, '100001', /投诉类型不正确/)
    await expectFail({ ...base, type: undefined }, '100001', /投诉类型/)
    await expectFail({ ...base, content: '太慢了太慢了太慢了' }, '100001', /至少10个字/)
    await expectFail({ ...base, content: '慢'.repeat(501) }, '100001', /不能超过500个字/)
    await expectFail({ ...base, mobile: '11012345678' }, '100001', /手机号格式不正确/)
    await expectFail({ ...base, orderId: 'OD999999' }, '300013', /订单不存在/)
    await expectFail({ ...base, images: ['https://evil.example/x.jpg'] }, '900002', /图片未上传/)
    const url = await uploaded(token, 'picture', 'a.jpg')
    await expectFail({ ...base, images: [url, url] }, '900002', /图片重复/)
    await expectFail({ ...base, images: Array.from({ length: 10 }, () => url) }, '100001', /最多/)
    // A picture's URL is not a voice note.
    await expectFail({ ...base, sound: url }, '900002', /音频未上传/)
    expect(db.complaints).toHaveLength(2) // only the seed's

    // Exactly 10 and 500 characters (an emoji counts once) are fine; 9 uploaded pictures too.
    const nine = []
    for (let i = 0; i < 9; i += 1) nine.push(await uploaded(token, 'picture', `${i}.jpg`))
    expect(data(await c.submit({ ...base, content: '😀'.repeat(10), images: nine }))).toBeTruthy()
    expect(data(await c.submit({ ...base, content: '慢'.repeat(500) }))).toBeTruthy()
  })

  it('needs a login', async () => {
    const { status } = await post(COMPLAINT_API.submit, base, null)
    expect(status).toBe(500)
  })
})

describe('complaint-list and complaint-detail', () => {
  it('lists the seeded complaints newest first, paged, in each state', async () => {
    const c = api(await login())
    const { list, total } = await c.list(1, 1)
    expect(total).toBe(2)
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ type: 'DEVICE_DAMAGE', status: 'PROCESSING', reply: null })
    const [older] = (await c.list(2, 1)).list
    expect(older).toMatchObject({ type: 'REFUND', status: 'REPLIED', mobile: '138****5678' })
    expect(older?.reply).toMatch(/重新发起退款/)
    // Still being looked into however long it takes: no answer is scheduled.
    tick(30 * 86400_000)
    expect((await c.list()).list[0]?.status).toBe('PROCESSING')
  })

  it('the seed writes no message: the badge and the history are as the orders left them', async () => {
    const c = api(await login())
    expect(await c.unread()).toBe(UNREAD_IN_SEED)
    expect((await c.messages()).some((m) => m.type === 'COMPLAINT_REPLY')).toBe(false)
  })

  it('answers 800001 for an unknown complaint and checks the page size', async () => {
    const token = await login()
    const { body } = await api(token).detail('CP1')
    expect(body).toMatchObject({ code: '900001', msg: '投诉不存在' })
    const bad = await post(COMPLAINT_API.list, { pageNo: 1, pageSize: 51 }, token)
    expect(bad.body?.code).toBe('100001')
  })
})
