/** The WeChat bridge's one interface (DESIGN §6). Real JSSDK in production, simulated in demo/test. */

export type { CashierParams, PayParams } from '@/api/pay-params'
import type { CashierParams } from '@/api/pay-params'

export type PayResult = 'ok' | 'cancel' | 'fail'

export interface GeoPoint {
  /** GCJ-02, what Chinese map tiles and wx.openLocation use. */
  latitude: number
  longitude: number
  accuracy?: number
  altitude?: number
  speed?: number
}

export interface PlaceToOpen {
  latitude: number
  longitude: number
  name: string
  address: string
}

export interface JssdkSignature {
  appId: string
  timeStamp: string
  nonceStr: string
  signature: string
}

export interface WechatBridge {
  /** True inside WeChat's in-app browser (or the simulated one in demo mode). */
  readonly inWechat: boolean
  /** True when scan() opens a native scanner; otherwise the app shows its own (camera + manual). */
  readonly nativeScan: boolean
  /** Leaves the page for OAuth; WeChat comes back to returnUrl with ?code=…&state=… */
  authorize: (
    returnUrl: string,
    appId: string,
    scope: 'snsapi_userinfo' | 'snsapi_base',
    state: string,
  ) => void
  /** wx.config with a signature from the server; resolves when wx.ready fires. */
  configure: (signature: JssdkSignature) => Promise<void>
  /** Native scanner's result text; rejects with Error('cancel') when dismissed. */
  scan: () => Promise<string>
  /** The cashier needs the appId: the caller fills in the operator's when the server left it out. */
  pay: (params: CashierParams) => Promise<PayResult>
  getLocation: () => Promise<GeoPoint>
  openLocation: (place: PlaceToOpen) => Promise<void>
}
