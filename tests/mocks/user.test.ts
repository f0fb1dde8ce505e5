import { API } from '@/api/endpoints/spec'
import { type ChargeUserInfo, type LoginResult, type MobileResult } from '@/api/types'
import { db } from '@/mocks/core/db'
import { get, login, post, setupMockServer } from './api'

setupMockServer()

const APP_ID = 'wxde00000000000001'
const loginBody = (authCode: unknown) => ({ authCode, loginType: '02', appId: APP_ID })

describe('charge-user-login', () => {
  it('issues a token for a fresh code, hasMobile N before binding', async () => {
    const { status, body } = await post<LoginResult>(API.login, loginBody('wx-code-1'))
    expect(status).toBe(200)
    expect(body).toEqual({
      code: '000000',
      msg: '操作成功',
      data: { token: 'tk-000001', hasMobile: 'N', isAuthOrder: 'Y' },
    })
  })

  it('accepts a code once only (40163 on reuse)', async () => {
    await post(API.login, loginBody('wx-code-2'))
    const again = await post(API.login, loginBody('wx-code-2'))
    expect(again.body).toMatchObject({
      code: '40163',
      msg: '授权码已被使用，请重新授权',
      data: null,
    })
  })

  it('refuses codes starting with bad (40029)', async () => {
    const { body } = await post(API.login, loginBody('bad-code'))
    expect(body).toMatchObject({ code: '40029', msg: '无效的授权码' })
  })

  it.each([
    [{ loginType: '02', appId: APP_ID }, '参数错误：授权码不能为空'],
    [loginBody('   '), '参数错误：授权码不能为空'],
    [loginBody(123), '参数错误：授权码不能为空'],
    [{ authCode: 'c', loginType: '01', appId: APP_ID }, '参数错误：登录类型不正确'],
    [{ authCode: 'c', loginType: '02' }, '参数错误：appId不能为空'],
    ['not json', '参数错误：请求体不是合法的JSON'],
    ['[1]', '参数错误：请求体必须是JSON对象'],
  ])('validates %j', async (payload, msg) => {
    const { status, body } = await post(API.login, payload)
    expect(status).toBe(200)
    expect(body).toMatchObject({ code: '100001', msg })
  })

  it('says hasMobile Y once the phone is bound', async () => {
    db.user.mobileBound = true
    const { body } = await post<LoginResult>(API.login, loginBody('wx-code-3'))
    expect(body?.data.hasMobile).toBe('Y')
  })
})

describe('auth', () => {
  it('answers HTTP 500 without a token or with an unknown one', async () => {
    expect((await post(API.userInfo)).status).toBe(500)
    expect((await post(API.userInfo, {}, 'tk-999999')).status).toBe(500)
    expect((await post(API.bankConfigList, { pageNo: 1, pageSize: 1000 })).status).toBe(500)
    expect((await get(API.sendMobileCode, { mobile: '13812345678' })).status).toBe(500)
  })

  it('lets the public calls through without a token', async () => {
    expect((await post(API.customWxConfig, { appId: APP_ID })).status).toBe(200)
    expect((await post(API.openId, { appId: APP_ID, code: 'c' })).status).toBe(200)
    expect(
      (await post(API.jsapiTicket, { appId: APP_ID, url: 'https://h5.example.cn/' })).status,
    ).toBe(200)
  })
})

describe('getChargeUserInfo', () => {
  it('returns the seeded user, masked phone empty until bound', async () => {
    const token = await login()
    const { body } = await post<ChargeUserInfo>(API.userInfo, {}, token)
    expect(body?.data).toMatchObject({
      nickName: '张师傅',
      maskMobileNo: '',
      cardBalance: 8650,
      couponCount: 3,
      points: 1280,
      chargingOrderId: null,
    })
    expect(body?.data.headUrl).toMatch(/^data:image\/svg\+xml/)
  })

  it('draws the avatar as a figure, with no text to lay out as it paints', async () => {
    const token = await login()
    const { body } = await post<ChargeUserInfo>(API.userInfo, {}, token)
    const svg = decodeURIComponent(body?.data.headUrl ?? '')
    // Why no text: src/mocks/core/assets.ts (avatarSvg).
    expect(svg).toContain('<circle')
    expect(svg).not.toMatch(/<text|font-family/)
  })
})

/** getChargeUserMobile's body as the bind page sends it. */
const sms = (mobile: string, code: string) => ({ loginType: '02', mobile, code })

describe('send-mobile-code and getChargeUserMobile with the SMS code', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('validates the phone number', async () => {
    const token = await login()
    expect((await get(API.sendMobileCode, { mobile: '12345' }, token)).body).toMatchObject({
      code: '100001',
      msg: '参数错误：手机号格式不正确',
    })
    expect((await get(API.sendMobileCode, { mobile: '11812345678' }, token)).body?.code).toBe(
      '100001',
    )
    expect((await get(API.sendMobileCode, { mobile: '' }, token)).body?.msg).toBe(
      '参数错误：手机号不能为空',
    )
  })

  it('refuses a resend within 60 s and allows it after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'))
    const token = await login()
    expect((await get(API.sendMobileCode, { mobile: '13912345678' }, token)).body?.code).toBe(
      '000000',
    )
    vi.setSystemTime(new Date('2026-11-20T10:00:59+08:00'))
    expect((await get(API.sendMobileCode, { mobile: '13912345678' }, token)).body).toMatchObject({
      code: '100002',
      msg: '验证码发送过于频繁，请稍后再试',
    })
    expect((await get(API.sendMobileCode, { mobile: '13712345678' }, token)).body?.code).toBe(
      '000000',
    )
    vi.setSystemTime(new Date('2026-11-20T10:01:00+08:00'))
    expect((await get(API.sendMobileCode, { mobile: '13912345678' }, token)).body?.code).toBe(
      '000000',
    )
  })

  it('binds with the sent code 123456 and then reports the masked phone', async () => {
    const token = await login()
    await get(API.sendMobileCode, { mobile: '13912345678' }, token)
    const bound = await post<MobileResult>(API.userMobile, sms('13912345678', '123456'), token)
    expect(bound.body?.code).toBe('000000')
    expect(bound.body?.data.maskMobileNo).toBe('139****5678')
    const newToken = bound.body?.data.token ?? ''
    const info = await post<ChargeUserInfo>(API.userInfo, {}, newToken)
    expect(info.body?.data.maskMobileNo).toBe('139****5678')
    // the code is used up
    const again = await post(API.userMobile, sms('13912345678', '123456'), token)
    expect(again.body?.code).toBe('100003')
  })

  it('refuses a wrong code, a code for another phone and an expired code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'))
    const token = await login()
    await get(API.sendMobileCode, { mobile: '13912345678' }, token)
    const wrong = await post(API.userMobile, sms('13912345678', '654321'), token)
    expect(wrong.body).toMatchObject({ code: '100003', msg: '验证码错误或已过期' })
    const other = await post(API.userMobile, sms('13612345678', '123456'), token)
    expect(other.body?.code).toBe('100003')
    vi.setSystemTime(new Date('2026-11-20T10:05:01+08:00'))
    const late = await post(API.userMobile, sms('13912345678', '123456'), token)
    expect(late.body?.code).toBe('100003')
    expect(db.user.mobileBound).toBe(false)
  })

  it.each([
    [{ loginType: '02', mobile: '1391234567', code: '123456' }, '参数错误：手机号格式不正确'],
    [{ loginType: '02', code: '123456' }, '参数错误：手机号不能为空'],
    [{ loginType: '02', mobile: '13912345678', code: '12345' }, '参数错误：验证码应为6位数字'],
    [{ loginType: '02', mobile: '13912345678' }, '参数错误：验证码不能为空'],
    [{ mobile: '13912345678', code: '123456' }, '参数错误：登录类型不正确'],
    [{ loginType: '01', mobile: '13912345678', code: '123456' }, '参数错误：登录类型不正确'],
  ])('validates the SMS form %j', async (payload, msg) => {
    const token = await login()
    expect((await post(API.userMobile, payload, token)).body).toMatchObject({ code: '100001', msg })
  })
})

describe('getChargeUserMobile with encrypted phone data (SPEC §7)', () => {
  it('binds the WeChat phone', async () => {
    const token = await login()
    const payload = { loginType: '02', encryptedData: 'ZW5jcnlwdGVk', iv: 'aXY=' }
    const { body } = await post<MobileResult>(API.userMobile, payload, token)
    expect(body?.data.maskMobileNo).toBe('138****5678')
    expect(body?.data.token).toMatch(/^tk-/)
    expect(db.user.mobileBound).toBe(true)
  })

  it('fails with 100004 on empty encryptedData and validates the rest', async () => {
    const token = await login()
    const empty = await post(API.userMobile, { loginType: '02', encryptedData: '', iv: 'x' }, token)
    expect(empty.body).toMatchObject({ code: '100004', msg: '获取手机号失败' })
    const badType = await post(
      API.userMobile,
      { loginType: '01', encryptedData: 'a', iv: 'x' },
      token,
    )
    expect(badType.body).toMatchObject({ code: '100001', msg: '参数错误：登录类型不正确' })
    const noIv = await post(API.userMobile, { loginType: '02', encryptedData: 'a' }, token)
    expect(noIv.body).toMatchObject({ code: '100001', msg: '参数错误：iv不能为空' })
    // Only an iv: still the encrypted form, missing its data (not the SMS form's phone).
    const onlyIv = await post(API.userMobile, { loginType: '02', iv: 'x' }, token)
    expect(onlyIv.body).toMatchObject({ code: '100001', msg: '参数错误：encryptedData不能为空' })
    for (const notAnObject of ['[]', '"x"', 'null']) {
      const bad = await post(API.userMobile, notAnObject, token)
      expect(bad.body).toMatchObject({ code: '100001', msg: '参数错误：请求体必须是JSON对象' })
    }
  })
})
