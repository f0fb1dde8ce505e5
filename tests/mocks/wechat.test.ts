import { API } from '@/api/endpoints/spec'
import {
  type AttentionResult,
  type CustomWxConfig,
  type JsapiSignature,
  type OpenIdResult,
  type QRCodeResult,
} from '@/api/types'
import { db } from '@/mocks/core/db'
import { login, post, setupMockServer } from './api'

setupMockServer()

const APP_ID = 'wxde00000000000001'

describe('get-custom-wx-config', () => {
  it('answers the branding of a known appId and refuses one it does not know', async () => {
    const { body } = await post<CustomWxConfig>(API.customWxConfig, { appId: 'wxde00000000000001' })
    expect(body?.data).toEqual({
      publicAccountName: '绿动充电',
      platformName: '绿动充电平台',
      appId: 'wxde00000000000001',
    })
    const unknown = await post(API.customWxConfig, { appId: 'wx0123456789abcdef' })
    expect(unknown.body).toMatchObject({ code: '100008', msg: '运营商不存在' })
  })

  it('looks up an operatorId', async () => {
    const { body } = await post<CustomWxConfig>(API.customWxConfig, { operatorId: '10002' })
    expect(body?.data).toMatchObject({ publicAccountName: '易充宝', appId: 'wx1c00000000000002' })
    const unknown = await post(API.customWxConfig, { operatorId: '99999' })
    expect(unknown.body).toMatchObject({ code: '100008', msg: '运营商不存在' })
  })

  it('needs appId or operatorId', async () => {
    const { body } = await post(API.customWxConfig, { appId: ' ' })
    expect(body).toMatchObject({ code: '100001', msg: '参数错误：appId和operatorId不能同时为空' })
  })
})

describe('get-jsapi-ticket', () => {
  it('signs deterministically', async () => {
    const url = 'https://h5.charge.example.cn/?code=1'
    const a = await post<JsapiSignature>(API.jsapiTicket, { url, appId: APP_ID })
    const b = await post<JsapiSignature>(API.jsapiTicket, { url, appId: APP_ID })
    expect(a.body?.data.signature).toMatch(/^[0-9a-f]{40}$/)
    expect(a.body?.data.nonceStr).toMatch(/^[0-9a-f]{16}$/)
    expect(a.body?.data.timeStamp).toMatch(/^\d{10}$/)
    expect(a.body?.data.signature).toBe(b.body?.data.signature)
    const other = await post<JsapiSignature>(API.jsapiTicket, { url: `${url}2`, appId: APP_ID })
    expect(other.body?.data.signature).not.toBe(a.body?.data.signature)
  })

  it.each([
    [{ url: 'ftp://h5.example.cn/', appId: APP_ID }, '参数错误：url必须是http或https地址'],
    [{ url: 'not a url', appId: APP_ID }, '参数错误：url必须是http或https地址'],
    [
      { url: 'https://h5.example.cn/#/pages/my/my', appId: APP_ID },
      '参数错误：url不能包含#及其后面的部分',
    ],
    [{ appId: APP_ID }, '参数错误：url不能为空'],
    [{ url: 'https://h5.example.cn/' }, '参数错误：appId不能为空'],
  ])('validates %j', async (payload, msg) => {
    expect((await post(API.jsapiTicket, payload)).body).toMatchObject({ code: '100001', msg })
  })
})

describe('openid, follow status and follow QR', () => {
  it('gives a stable openid per appId', async () => {
    const a = await post<OpenIdResult>(API.openId, { appId: APP_ID, code: 'c1' })
    const b = await post<OpenIdResult>(API.openId, { appId: APP_ID, code: 'c2' })
    expect(a.body?.data.publicWxOpenId).toHaveLength(28)
    expect(a.body?.data.publicWxOpenId).toBe(b.body?.data.publicWxOpenId)
    expect((await post(API.openId, { appId: APP_ID })).body?.msg).toBe('参数错误：code不能为空')
  })

  it('reports flag 0 by default and follows db.user.follows', async () => {
    const token = await login()
    const payload = { publicWxOpenId: 'oGZU000', appId: APP_ID }
    expect((await post<AttentionResult>(API.attention, payload, token)).body?.data).toEqual({
      flag: 0,
    })
    db.user.follows = 1
    expect((await post<AttentionResult>(API.attention, payload, token)).body?.data).toEqual({
      flag: 1,
    })
    expect((await post(API.attention, { appId: APP_ID }, token)).body?.msg).toBe(
      '参数错误：publicWxOpenId不能为空',
    )
    expect((await post(API.attention, payload)).status).toBe(500)
  })

  it('creates a follow QR image', async () => {
    const token = await login()
    const { body } = await post<QRCodeResult>(API.createQRCode, { appId: APP_ID }, token)
    expect(body?.data.qrCodeUrl).toMatch(/^data:image\/svg\+xml/)
    expect(body?.data.publicAccountName).toBe('绿动充电')
    expect((await post(API.createQRCode, {}, token)).body?.code).toBe('100001')
  })
})
