// user/: login, user info and phone binding (this file; the user and SMS codes are kept in
// core/seed.ts), the WeChat-side calls (wechat-handlers.ts) and the partner form
// (partner-handlers.ts, stored in points/seed.ts's state).
/**
 * The user calls: login, user info, phone binding. In the mock every SMS code is '123456'
 * (MOCK_SMS_CODE); a code can be resent after 60 s and is valid for 5 minutes.
 */
import { z } from 'zod'
import { API } from '@/api/endpoints/spec'
import { type ChargeUserInfo, type LoginResult, type MobileResult } from '@/api/types'
import { CODE_COUNTDOWN_SECONDS } from '@/lib/constants'
import { isMobile, maskMobile } from '@/lib/validators'
import { userChargingSummary } from '../charging/db'
import { db, issueToken, userMaskMobile } from '../core/db'
import { MOCK_SMS_CODE } from '../core/seed'
import { CODE, fail, getApi, ok, postApi, readJson } from '../core/http'
import { settleDuePayments } from '../payments/db'
import { syncPoints } from '../points/ledger'
import { body, loginType, mobile, text } from '../core/schemas'

export const SMS_RESEND_MS = CODE_COUNTDOWN_SECONDS * 1000
export const SMS_VALID_MS = 5 * 60 * 1000

const loginBody = body({ authCode: text('授权码'), loginType, appId: text('appId') })
/** getChargeUserMobile as this H5 page calls it: the number and the SMS code sent to it. */
const smsMobileBody = body({
  loginType,
  mobile,
  code: z
    .string({ error: '参数错误：验证码不能为空' })
    .trim()
    .regex(/^\d{6}$/, { error: '参数错误：验证码应为6位数字' }),
})
/** getChargeUserMobile in SPEC §7's own form: a mini program's encrypted phone data. */
const encryptedMobileBody = body({
  loginType,
  encryptedData: z.string({ error: '参数错误：encryptedData不能为空' }),
  iv: z.string({ error: '参数错误：iv不能为空' }),
})
/** Either form: a body that names encryptedData or iv is read as the mini program's. */
const userMobileBody = z.unknown().transform((raw, ctx) => {
  const form =
    raw && typeof raw === 'object' && ('encryptedData' in raw || 'iv' in raw)
      ? encryptedMobileBody
      : smsMobileBody
  const parsed = form.safeParse(raw)
  if (parsed.success) return parsed.data
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue })
  return z.NEVER
})

function bindPhone(phone: string): MobileResult {
  db.user.mobile = phone
  db.user.mobileBound = true
  return { maskMobileNo: maskMobile(phone), token: issueToken() }
}

export const userHandlers = [
  postApi(
    API.login,
    async ({ request }) => {
      const parsed = await readJson(request, loginBody)
      if (!parsed.ok) return parsed.response
      const { authCode } = parsed.data
      if (authCode.startsWith('bad')) return fail(CODE.authCodeInvalid, '无效的授权码')
      if (db.usedAuthCodes.includes(authCode)) {
        return fail(CODE.authCodeUsed, '授权码已被使用，请重新授权')
      }
      db.usedAuthCodes.push(authCode)
      return ok<LoginResult>({
        token: issueToken(),
        hasMobile: db.user.mobileBound ? 'Y' : 'N',
        isAuthOrder: 'Y',
      })
    },
    { public: true },
  ),

  postApi(API.userInfo, () => {
    // A top-up WeChat has notified is in the balance shown, whichever page asks first.
    settleDuePayments()
    const { user } = db
    return ok<ChargeUserInfo>({
      userId: user.userId,
      nickName: user.nickName,
      headUrl: user.headUrl,
      maskMobileNo: userMaskMobile(),
      points: syncPoints(),
      ...userChargingSummary(),
    })
  }),

  getApi(API.sendMobileCode, ({ request }) => {
    const phone = (new URL(request.url).searchParams.get('mobile') ?? '').trim()
    if (!phone) return fail(CODE.param, '参数错误：手机号不能为空')
    if (!isMobile(phone)) return fail(CODE.param, '参数错误：手机号格式不正确')
    const last = db.smsCodes[phone]
    const now = Date.now()
    if (last && now - last.sentAt < SMS_RESEND_MS) {
      return fail(CODE.smsTooOften, '验证码发送过于频繁，请稍后再试')
    }
    db.smsCodes[phone] = { code: MOCK_SMS_CODE, sentAt: now }
    return ok(null)
  }),

  postApi(API.userMobile, async ({ request }) => {
    const parsed = await readJson(request, userMobileBody)
    if (!parsed.ok) return parsed.response
    const form = parsed.data
    if ('encryptedData' in form) {
      // The mini program's form: WeChat's phone, which the mock takes to be the seeded one.
      if (!form.encryptedData.trim()) return fail(CODE.mobileFailed, '获取手机号失败')
      return ok<MobileResult>(bindPhone(db.user.mobile))
    }
    const sent = db.smsCodes[form.mobile]
    if (!sent || sent.code !== form.code || Date.now() - sent.sentAt > SMS_VALID_MS) {
      return fail(CODE.smsWrong, '验证码错误或已过期')
    }
    delete db.smsCodes[form.mobile]
    return ok<MobileResult>(bindPhone(form.mobile))
  }),
]
