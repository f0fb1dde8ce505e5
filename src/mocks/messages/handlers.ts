// messages/: what the operator writes for each simulator event, once per order and kind (model.ts,
// db.ts; seed.ts). Handlers: this file (list, read, unread count, customer service).
/** Messages (written by the charging simulator) and the operator's customer service. */
import { API } from '@/api/endpoints/spec'
import { type Message, type Page, type ServiceInfo, type UnreadCount } from '@/api/types'
import { stepOrders } from '../charging/db'
import { stepComplaints } from '../complaints/db'
import { db } from '../core/db'
import { CODE, fail, ok, postApi, readJson } from '../core/http'
import { findMessage, messagesNewestFirst, publicMessage, unreadCount } from './db'
import { body, pageOf, pageQuery, text } from '../core/schemas'

export const MESSAGE_PAGE_SIZE_MAX = 50

const listBody = pageQuery(MESSAGE_PAGE_SIZE_MAX)
const readBody = body({ messageId: text('消息编号', 64) })
const serviceBody = body({ appId: text('公众号appId', 64) })

export const messageHandlers = [
  postApi(API.messageList, async ({ request }) => {
    const parsed = await readJson(request, listBody)
    if (!parsed.ok) return parsed.response
    stepOrders() // the simulator writes its messages when its orders are read
    stepComplaints() // and customer service its answers to complaints
    const all = messagesNewestFirst()
    return ok<Page<Message>>({
      list: pageOf(all, parsed.data).map(publicMessage),
      total: all.length,
    })
  }),

  postApi(API.unreadCount, () => {
    stepOrders()
    stepComplaints()
    return ok<UnreadCount>({ count: unreadCount() })
  }),

  postApi(API.readMessage, async ({ request }) => {
    const parsed = await readJson(request, readBody)
    if (!parsed.ok) return parsed.response
    const message = findMessage(parsed.data.messageId)
    if (!message) return fail(CODE.messageUnknown, '消息不存在')
    message.read = true // reading twice is not an error
    return ok({ messageId: message.messageId, read: true })
  }),

  postApi(API.serviceInfo, async ({ request }) => {
    const parsed = await readJson(request, serviceBody)
    if (!parsed.ok) return parsed.response
    const info = db.serviceInfo[parsed.data.appId]
    if (!info) return fail(CODE.operatorUnknown, '运营商不存在')
    return ok<ServiceInfo>(info)
  }),
]
