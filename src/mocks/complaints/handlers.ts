// complaints/: a complaint moves on in simulated time and its reply writes a message (model.ts,
// db.ts; seed.ts). Handlers: this file, and upload-handlers.ts for the pictures and voice notes a
// complaint cites (the uploads are kept in the complaints' state).
/** Complaints: filed with uploaded photos and a voice note, answered in simulated time. */
import { z } from 'zod'
import { COMPLAINT_API } from '@/api/endpoints/complaints'
import type { Complaint, ComplaintSubmitResult, Page } from '@/api/types'
import { IMAGE_MAX_COUNT } from '@/lib/constants'
import { charCount } from '@/lib/text'
import { COMPLAINT_MAX_CHARS, COMPLAINT_MIN_CHARS, isComplaintType } from '@/lib/complaint-labels'
import { maskMobile } from '@/lib/validators'
import { findOrder } from '../charging/db'
import { formatTime, now, speed } from '../core/clock'
import { publicComplaint, scheduleFor } from './model'
import { complaintsNewestFirst, findComplaint, isUploaded, stepComplaints } from './db'
import { db } from '../core/db'
import { CODE, fail, ok, postApi, readJson } from '../core/http'
import { body, mobile, optionalText, pageOf, pageQuery, text } from '../core/schemas'
import { complaintIdOf } from './seed'

export const COMPLAINT_PAGE_SIZE_MAX = 50
/** Business codes of the complaint calls. */
export const COMPLAINT_CODE = { unknown: '900001', file: '900002' } as const

const url = z.string({ error: '参数错误：文件地址不正确' }).trim().min(1).max(2048)

const submitBody = body({
  type: z.string({ error: '参数错误：投诉类型不能为空' }).refine(isComplaintType, {
    error: '参数错误：投诉类型不正确',
  }),
  orderId: optionalText(),
  content: z
    .string({ error: '参数错误：投诉内容不能为空' })
    .trim()
    .refine((t) => charCount(t) >= COMPLAINT_MIN_CHARS, {
      error: `投诉内容至少${COMPLAINT_MIN_CHARS}个字`,
    })
    .refine((t) => charCount(t) <= COMPLAINT_MAX_CHARS, {
      error: `投诉内容不能超过${COMPLAINT_MAX_CHARS}个字`,
    }),
  mobile,
  images: z
    .array(url, { error: '参数错误：图片列表不正确' })
    .max(IMAGE_MAX_COUNT, { error: `最多上传${IMAGE_MAX_COUNT}张图片` })
    .default([]),
  sound: optionalText(),
})
const detailBody = body({ complaintId: text('投诉编号', 64) })
const listBody = pageQuery(COMPLAINT_PAGE_SIZE_MAX)

export const complaintHandlers = [
  postApi(COMPLAINT_API.submit, async ({ request }) => {
    const parsed = await readJson(request, submitBody)
    if (!parsed.ok) return parsed.response
    const { type, orderId, content, images, sound } = parsed.data
    if (!isComplaintType(type)) return fail(CODE.param, '参数错误：投诉类型不正确')
    const order = orderId ? findOrder(orderId) : undefined
    if (orderId && !order) return fail(CODE.orderUnknown, '订单不存在')
    if (new Set(images).size !== images.length) {
      return fail(COMPLAINT_CODE.file, '图片重复，请删除后重新提交')
    }
    if (images.some((u) => !isUploaded(u, 'picture'))) {
      return fail(COMPLAINT_CODE.file, '图片未上传成功，请重新上传')
    }
    if (sound && !isUploaded(sound, 'sound')) {
      return fail(COMPLAINT_CODE.file, '音频未上传成功，请重新上传')
    }
    const at = now()
    db.complaintSeq += 1
    const complaint = {
      complaintId: complaintIdOf(db.complaintSeq),
      type,
      orderId: order?.orderId ?? null,
      orderNo: order?.orderNo ?? null,
      content,
      mobile: maskMobile(parsed.data.mobile),
      fullMobile: parsed.data.mobile,
      images,
      sound: sound ?? null,
      status: 'PENDING' as const,
      createTime: formatTime(at),
      reply: null,
      replyTime: null,
      sim: scheduleFor(at, speed()),
    }
    db.complaints.push(complaint)
    return ok<ComplaintSubmitResult>({ complaintId: complaint.complaintId })
  }),

  postApi(COMPLAINT_API.list, async ({ request }) => {
    const parsed = await readJson(request, listBody)
    if (!parsed.ok) return parsed.response
    stepComplaints()
    const all = complaintsNewestFirst()
    return ok<Page<Complaint>>({
      list: pageOf(all, parsed.data).map(publicComplaint),
      total: all.length,
    })
  }),

  postApi(COMPLAINT_API.detail, async ({ request }) => {
    const parsed = await readJson(request, detailBody)
    if (!parsed.ok) return parsed.response
    stepComplaints()
    const complaint = findComplaint(parsed.data.complaintId)
    if (!complaint) return fail(COMPLAINT_CODE.unknown, '投诉不存在')
    return ok<Complaint>(publicComplaint(complaint))
  }),
]
