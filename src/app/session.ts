import { userApi } from '@/api/user'
import { appStore } from '@/store'
import { getLandingUrl, isIOS, signableUrl, wechat } from '@/wechat'
import { operatorAppId } from './auth'

/**
 * After login (DESIGN §4): sign the JSSDK and load the operator's branding. They do not depend on
 * each other, so they run in parallel with the first page's own calls.
 */
export function startSession(): Promise<unknown> {
  return Promise.allSettled([configureJssdk(), loadOperatorConfig()])
}

export async function configureJssdk(ua: string = navigator.userAgent): Promise<void> {
  // WECHAT(iOS): JSSDK signs the landing URL; Android signs the current one.
  const url = signableUrl(isIOS(ua) ? getLandingUrl() : window.location.href)
  const appId = operatorAppId()
  const signature = await userApi.jsapiTicket({ url, appId })
  await wechat().configure({ appId, ...signature })
  appStore.set({ isWxJSjdk: true })
}

export async function loadOperatorConfig(): Promise<void> {
  const config = await userApi.customWxConfig({ appId: operatorAppId() })
  appStore.set({ customConfigInfo: config })
}
