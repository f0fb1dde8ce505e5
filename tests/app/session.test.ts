import { userApi } from '@/api/user'
import {
  configureJssdk,
  loadOperatorConfig,
  resetSession,
  sessionBegun,
  startSession,
} from '@/app/session'
import { env } from '@/config/env'
import { hashHex } from '@/mocks/core/assets'
import { appStore } from '@/store'
import { getLandingUrl, setBridge, setLandingUrl } from '@/wechat'
import { fakeBridge } from './fake-bridge'
import { recordRequests } from '../utils/calls'

const APP_ID = env.wxAppId
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; V2307A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'

/** What the mock operator answers for a URL (its signature is a hash of the URL it was given). */
function signatureOf(url: string, appId = APP_ID) {
  const nonceStr = hashHex(`${appId}|${url}`, 16)
  return {
    appId,
    timeStamp: expect.stringMatching(/^\d{10}$/) as unknown as string,
    nonceStr,
    signature: hashHex(url + nonceStr, 40),
  }
}

let bridge: ReturnType<typeof fakeBridge>
let landing: string

beforeEach(() => {
  landing = getLandingUrl()
  bridge = fakeBridge()
  setBridge(bridge)
})

afterEach(() => {
  setLandingUrl(landing)
  window.history.replaceState(null, '', '/')
})

describe('configureJssdk', () => {
  it('asks for a failed signature once more, and no more', async () => {
    const ticket = vi.spyOn(userApi, 'jsapiTicket').mockRejectedValueOnce(new Error('x'))
    await configureJssdk(ANDROID)
    expect(ticket).toHaveBeenCalledTimes(2)
    expect(bridge.configure).toHaveBeenCalledTimes(1)
    ticket.mockReset()
    ticket.mockRejectedValue(new Error('down'))
    await expect(configureJssdk(ANDROID)).rejects.toThrow('down')
    expect(ticket).toHaveBeenCalledTimes(2)
    ticket.mockRestore()
  })

  it('signs the landing URL, without its hash, on iOS', async () => {
    setLandingUrl('https://h5.charge.example.cn/p/12345?customAppid=x#/pages/scan/scan')
    window.history.replaceState(null, '', '/?other=1#/pages/my/my')
    const ticket = vi.spyOn(userApi, 'jsapiTicket')

    await configureJssdk(IPHONE)

    const signed = 'https://h5.charge.example.cn/p/12345?customAppid=x'
    expect(ticket).toHaveBeenCalledExactlyOnceWith({ url: signed, appId: APP_ID })
    expect(bridge.configure).toHaveBeenCalledExactlyOnceWith(signatureOf(signed))
    expect(appStore.get().isWxJSjdk).toBe(true)
  })

  it('signs the current location, without its hash, on Android', async () => {
    setLandingUrl('https://h5.charge.example.cn/p/12345')
    window.history.replaceState(null, '', '/?other=1#/pages/my/my')
    const ticket = vi.spyOn(userApi, 'jsapiTicket')

    await configureJssdk(ANDROID)

    const signed = `${window.location.origin}/?other=1`
    expect(ticket).toHaveBeenCalledExactlyOnceWith({ url: signed, appId: APP_ID })
    expect(bridge.configure).toHaveBeenCalledExactlyOnceWith(signatureOf(signed))
    expect(appStore.get().isWxJSjdk).toBe(true)
  })

  it('signs for the white-label appId', async () => {
    appStore.set({ customAppid: 'wx1c00000000000002' })
    window.history.replaceState(null, '', '/#/')
    await configureJssdk(ANDROID)
    expect(bridge.configure).toHaveBeenCalledWith(
      signatureOf(`${window.location.origin}/`, 'wx1c00000000000002'),
    )
  })

  it('leaves isWxJSjdk false when the bridge refuses the signature twice', async () => {
    bridge.configure.mockRejectedValue(new Error('invalid signature'))
    await expect(configureJssdk(ANDROID)).rejects.toThrow('invalid signature')
    expect(appStore.get().isWxJSjdk).toBe(false)
  })
})

describe('loadOperatorConfig', () => {
  it('a white-label appId the server refuses is not kept: the default operator takes its place', async () => {
    appStore.set({ customAppid: 'wx0123456789abcdef' })
    await loadOperatorConfig()
    expect(appStore.get().customAppid).toBe('')
    expect(localStorage.getItem('customAppid')).toBeNull()
    expect(appStore.get().customConfigInfo?.appId).toBe(APP_ID)
  })

  it("stores the operator's branding", async () => {
    await loadOperatorConfig()
    expect(appStore.get().customConfigInfo).toEqual({
      publicAccountName: '绿动充电',
      platformName: '绿动充电平台',
      appId: APP_ID,
    })
    expect(JSON.parse(localStorage.getItem('customConfigInfo') ?? 'null')).toEqual(
      appStore.get().customConfigInfo,
    )
  })

  it("stores a white-label operator's branding", async () => {
    appStore.set({ customAppid: 'wx1c00000000000002' })
    await loadOperatorConfig()
    expect(appStore.get().customConfigInfo).toEqual({
      publicAccountName: '易充宝',
      platformName: '易充宝充电平台',
      appId: 'wx1c00000000000002',
    })
  })
})

describe('startSession', () => {
  beforeEach(() => resetSession())

  it('signs and loads the config in parallel, and settles even when one fails', async () => {
    const requests = recordRequests()
    bridge.configure.mockRejectedValue(new Error('invalid signature'))
    await expect(startSession()).resolves.toBeDefined()
    requests.stop()
    // Signed twice (one retry), loaded once.
    expect(requests.count('/user/get-jsapi-ticket')).toBe(2)
    expect(requests.count('/user/get-custom-wx-config')).toBe(1)
    expect(appStore.get().customConfigInfo?.publicAccountName).toBe('绿动充电')
    expect(appStore.get().isWxJSjdk).toBe(false)
  })

  it("a first login's render waits for the signature and the config, not for the SDK's ready", async () => {
    // Outside WeChat wx.config never answers.
    bridge.configure.mockReturnValue(new Promise(() => undefined))
    const requests = recordRequests()
    await sessionBegun()
    requests.stop()
    expect(requests.count('/user/get-jsapi-ticket')).toBe(1)
    expect(bridge.configure).toHaveBeenCalledTimes(1)
    expect(appStore.get().customConfigInfo?.publicAccountName).toBe('绿动充电')
    const done = await Promise.race([
      startSession().then(() => 'done'),
      new Promise((resolve) => setTimeout(resolve, 50, 'waiting')),
    ])
    expect(done).toBe('waiting')
  })

  it('signs and loads once a page load: a first login starts it before the render, not again', async () => {
    const requests = recordRequests()
    await Promise.all([startSession(), startSession()])
    await startSession()
    requests.stop()
    expect(requests.count('/user/get-jsapi-ticket')).toBe(1)
    expect(requests.count('/user/get-custom-wx-config')).toBe(1)
  })
})
