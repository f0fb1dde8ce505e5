/** The WeChat-side user calls: operator config, JSSDK signature, openid, follow status, follow QR. */
import { API } from '@/api/endpoints/spec'
import {
  type AttentionResult,
  type CustomWxConfig,
  type JsapiSignature,
  type OpenIdResult,
  type QRCodeResult,
} from '@/api/types'
import { hashHex, qrSvg } from '../core/assets'
import { db, operatorByAppId, operatorById } from '../core/db'
import { CODE, fail, ok, postApi, readJson } from '../core/http'
import { body, optionalText, text } from '../core/schemas'

const configBody = body({ appId: optionalText(), operatorId: optionalText() })
function isHttpUrl(url: string): boolean {
  try {
    return /^https?:$/.test(new URL(url).protocol) && /^https?:\/\/[^/\s]/i.test(url)
  } catch {
    return false
  }
}

const ticketBody = body({
  url: text('url', 2048)
    .refine(isHttpUrl, { error: '参数错误：url必须是http或https地址' })
    .refine((url) => !url.includes('#'), { error: '参数错误：url不能包含#及其后面的部分' }),
  appId: text('appId'),
})
const openIdBody = body({ appId: text('appId'), code: text('code') })
const attentionBody = body({ publicWxOpenId: text('publicWxOpenId'), appId: text('appId') })
const qrBody = body({ appId: text('appId') })

/** WeChat-like openid (28 characters) of the one mock user for an official account. */
export function openIdFor(appId: string): string {
  return `oGZU${hashHex(`${db.user.userId}@${appId}`, 24)}`
}

export const wechatHandlers = [
  postApi(
    API.customWxConfig,
    async ({ request }) => {
      const parsed = await readJson(request, configBody)
      if (!parsed.ok) return parsed.response
      const { appId, operatorId } = parsed.data
      if (!appId && !operatorId) {
        return fail(CODE.param, '参数错误：appId和operatorId不能同时为空')
      }
      const config = appId ? operatorByAppId(appId) : operatorById(operatorId ?? '')
      return config ? ok<CustomWxConfig>(config) : fail(CODE.operatorUnknown, '运营商不存在')
    },
    { public: true },
  ),

  postApi(
    API.jsapiTicket,
    async ({ request }) => {
      const parsed = await readJson(request, ticketBody)
      if (!parsed.ok) return parsed.response
      const { url, appId } = parsed.data
      const nonceStr = hashHex(`${appId}|${url}`, 16)
      return ok<JsapiSignature>({
        timeStamp: String(Math.floor(Date.now() / 1000)),
        nonceStr,
        signature: hashHex(url + nonceStr, 40),
      })
    },
    { public: true },
  ),

  postApi(
    API.openId,
    async ({ request }) => {
      const parsed = await readJson(request, openIdBody)
      if (!parsed.ok) return parsed.response
      return ok<OpenIdResult>({ publicWxOpenId: openIdFor(parsed.data.appId) })
    },
    { public: true },
  ),

  postApi(API.attention, async ({ request }) => {
    const parsed = await readJson(request, attentionBody)
    if (!parsed.ok) return parsed.response
    return ok<AttentionResult>({ flag: db.user.follows })
  }),

  postApi(API.createQRCode, async ({ request }) => {
    const parsed = await readJson(request, qrBody)
    if (!parsed.ok) return parsed.response
    const { appId } = parsed.data
    return ok<QRCodeResult>({
      qrCodeUrl: qrSvg(`follow:${appId}`),
      publicAccountName: operatorByAppId(appId)?.publicAccountName ?? '',
    })
  }),
]
