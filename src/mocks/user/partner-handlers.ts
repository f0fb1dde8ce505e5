/**
 * The partner and franchise form (合作加盟): validated like the page does, stored, and the same
 * application (same mobile and type) refused within PARTNER_REPEAT_MS.
 */
import { z } from 'zod'
import { PARTNER_API } from '@/api/endpoints/partners'
import { type PartnerApplyResult } from '@/api/partner-types'
import { charCount } from '@/lib/text'
import { isChineseName, isCity, isMobile } from '@/lib/validators'
import { formatTime, now } from '../core/clock'
import { db } from '../core/db'
import { CODE, fail, ok, postApi, readJson } from '../core/http'
import { body } from '../core/schemas'

export const PARTNER_CODE = { duplicate: '820001' } as const
export const PARTNER_REPEAT_MS = 24 * 60 * 60 * 1000
export const PARTNER_MSG = {
  duplicate: '您已提交过相同的合作申请，我们会在1-3个工作日内与您联系，请勿重复提交',
} as const

const applyBody = body({
  name: z.string({ error: '参数错误：姓名不能为空' }).trim(),
  mobile: z.string({ error: '参数错误：手机号不能为空' }).trim(),
  city: z.string({ error: '参数错误：所在城市不能为空' }).trim(),
  type: z.enum(['SITE', 'INVEST', 'CHANNEL', 'OTHER'], { error: '参数错误：合作类型不正确' }),
  message: z
    .string({ error: '参数错误：留言格式不正确' })
    .trim()
    .refine((t) => charCount(t) <= 500, { error: '参数错误：留言不能超过500字' })
    .optional()
    .default(''),
})

export const partnerHandlers = [
  postApi(PARTNER_API.apply, async ({ request }) => {
    const parsed = await readJson(request, applyBody)
    if (!parsed.ok) return parsed.response
    const { name, mobile, city, type, message } = parsed.data
    if (!isChineseName(name)) return fail(CODE.param, '参数错误：请填写2-20个汉字的真实姓名')
    if (!isMobile(mobile)) return fail(CODE.param, '参数错误：手机号格式不正确')
    if (!isCity(city)) return fail(CODE.param, '参数错误：所在城市不正确')
    const at = now()
    const repeated = db.partnerApplications.some(
      (a) => a.mobile === mobile && a.type === type && at - a.createdMs < PARTNER_REPEAT_MS,
    )
    if (repeated) return fail(PARTNER_CODE.duplicate, PARTNER_MSG.duplicate)
    const applicationId = `JM${String(20261001 + db.partnerApplications.length)}`
    const createTime = formatTime(at)
    db.partnerApplications.push({
      applicationId,
      name,
      mobile,
      city,
      type,
      message,
      createTime,
      createdMs: at,
    })
    return ok<PartnerApplyResult>({ applicationId, createTime })
  }),
]
