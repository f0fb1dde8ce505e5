import type wxTypes from 'weixin-js-sdk'
import { MSG } from '@/lib/messages'
import { browserLocation } from './geolocation'
import { isWechatUA, oauthUrl } from './oauth'
import type {
  GeoPoint,
  JssdkSignature,
  CashierParams,
  PayResult,
  PlaceToOpen,
  WechatBridge,
} from './types'

// The SDK loads with the first call that needs it, not with the first screen.
const loadWx = () => import('weixin-js-sdk').then((m) => m.default)

const JS_API_LIST: wxTypes.jsApiList = ['scanQRCode', 'chooseWXPay', 'getLocation', 'openLocation']

interface WeixinJSBridgeApi {
  invoke: (
    name: string,
    params: Record<string, string>,
    cb: (res: { err_msg?: string }) => void,
  ) => void
}
/** weixin-js-sdk declares window.WeixinJSBridge as any; give it a shape here. */
const readBridge = (): WeixinJSBridgeApi | undefined =>
  (window as unknown as { WeixinJSBridge?: WeixinJSBridgeApi }).WeixinJSBridge

/** WECHAT: WeixinJSBridge appears after WeixinJSBridgeReady on first load. */
function jsBridge(): Promise<WeixinJSBridgeApi> {
  const existing = readBridge()
  if (existing) return Promise.resolve(existing)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(MSG.openInWechat)), 5000)
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        clearTimeout(timer)
        const loaded = readBridge()
        if (loaded) resolve(loaded)
        else reject(new Error(MSG.openInWechat))
      },
      { once: true },
    )
  })
}

let ready: Promise<void> | null = null
let configureCalled: () => void = () => undefined
const configureStarted = new Promise<void>((resolve) => {
  configureCalled = resolve
})
/** How long a scan tapped before the session signed the SDK waits for it (then tries anyway). */
export const SIGNING_WAIT_MS = 5000

/**
 * The SDK's configuration, for calls that need it. The session signs the SDK once the first screen
 * has painted; a scan tapped before that waits for it (a bounded wait: without a signature wx
 * answers with its own error, which the caller handles).
 */
async function configured(): Promise<void> {
  if (!ready) {
    await Promise.race([
      configureStarted,
      new Promise((resolve) => setTimeout(resolve, SIGNING_WAIT_MS)),
    ])
  }
  await ready
}

export function createRealBridge(ua: string = navigator.userAgent): WechatBridge {
  const inWechat = isWechatUA(ua)
  return {
    inWechat,
    nativeScan: inWechat,
    authorize(returnUrl, appId, scope, state) {
      window.location.replace(oauthUrl(appId, returnUrl, scope, state))
    },
    configure(signature: JssdkSignature) {
      configureCalled()
      ready = loadWx().then(
        (wx) =>
          new Promise<void>((resolve, reject) => {
            wx.config({
              debug: false,
              appId: signature.appId,
              timestamp: Number(signature.timeStamp),
              nonceStr: signature.nonceStr,
              signature: signature.signature,
              jsApiList: JS_API_LIST,
            })
            wx.ready(() => resolve())
            wx.error((res: { errMsg?: string }) => reject(new Error(res.errMsg ?? 'config:fail')))
          }),
      )
      return ready
    },
    async scan() {
      await configured()
      const wx = await loadWx()
      return new Promise<string>((resolve, reject) =>
        wx.scanQRCode({
          needResult: 1,
          scanType: ['qrCode', 'barCode'],
          success: (res: { resultStr: string }) => resolve(res.resultStr),
          cancel: () => reject(new Error('cancel')),
          fail: (res: { errMsg?: string }) => reject(new Error(res.errMsg ?? 'scan:fail')),
        }),
      )
    },
    async pay(params: CashierParams): Promise<PayResult> {
      // Outside WeChat there is no cashier: say so at once rather than after the bridge's wait.
      if (!inWechat) throw new Error(MSG.openInWechat)
      const bridge = await jsBridge()
      const pkg = params.package ?? `prepay_id=${params.prepayId ?? ''}`
      // README "Footguns": getBrandWCPayRequest takes timeStamp (capital S), chooseWXPay timestamp.
      return new Promise((resolve) =>
        bridge.invoke(
          'getBrandWCPayRequest',
          {
            appId: params.appId,
            timeStamp: params.timeStamp,
            nonceStr: params.nonceStr,
            package: pkg,
            signType: params.signType,
            paySign: params.paySign,
          },
          (res) => {
            if (res.err_msg === 'get_brand_wcpay_request:ok') resolve('ok')
            else if (res.err_msg === 'get_brand_wcpay_request:cancel') resolve('cancel')
            // fail, or an answer we do not know: not the truth either way (the money may have
            // left), the page asks the server before it offers to pay again (payAtCashier).
            else resolve('fail')
          },
        ),
      )
    },
    async getLocation(): Promise<GeoPoint> {
      if (!inWechat) return browserLocation()
      await configured()
      const wx = await loadWx()
      return new Promise((resolve, reject) =>
        wx.getLocation({
          type: 'gcj02',
          success: (res) => resolve(res),
          cancel: () => reject(new Error('cancel')),
          fail: () => reject(new Error('timeout')),
        }),
      )
    },
    async openLocation(place: PlaceToOpen) {
      if (!inWechat) {
        const query = new URLSearchParams({
          position: `${place.longitude},${place.latitude}`,
          name: place.name,
          coordinate: 'gaode',
          callnative: '1',
        })
        window.location.assign(`https://uri.amap.com/marker?${query.toString()}`)
        return
      }
      await configured()
      const wx = await loadWx()
      wx.openLocation({ ...place, scale: 16, infoUrl: '' })
    },
  }
}
