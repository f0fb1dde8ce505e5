import { createRealBridge } from './real'
import type { WechatBridge } from './types'

export type {
  GeoPoint,
  JssdkSignature,
  CashierParams,
  PayParams,
  PayResult,
  PlaceToOpen,
  WechatBridge,
} from './types'
export { isIOS, isWechatUA, signableUrl, withoutOAuthQuery, withoutQueryKeys } from './oauth'

let bridge: WechatBridge = createRealBridge()

/**
 * The one WeChat bridge. Production uses the real JSSDK; the demo and the mock build swap in the
 * simulated one at start (main.tsx, behind VITE_USE_MOCK, so it is not in the production bundle).
 */
export const wechat = (): WechatBridge => bridge

export function setBridge(next: WechatBridge): void {
  bridge = next
}

/** The URL the SPA first landed on (WECHAT(iOS) signs this one), kept before any replaceState. */
let landingUrl = typeof window === 'undefined' ? '' : window.location.href
export function setLandingUrl(href: string): void {
  landingUrl = href
}
export const getLandingUrl = (): string => landingUrl
