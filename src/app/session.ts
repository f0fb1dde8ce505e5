import { ApiError } from '@/api/client'
import { userApi } from '@/api/user'
import { appStore, operatorAppId } from '@/store'
import { getLandingUrl, isIOS, signableUrl, wechat } from '@/wechat'

/**
 * After login (DESIGN §4): sign the JSSDK and load the operator's branding. They do not depend on
 * each other, so they run in parallel with the first page's own calls.
 */
export function startSession(): Promise<unknown> {
  return Promise.allSettled([configureJssdk(), loadOperatorConfig()])
}

/**
 * Signs the JSSDK; a failed signature (a network blip, a ticket the server just renewed) is asked for
 * once more. If that fails too, scanning falls back to the manual pile-number sheet.
 */
export async function configureJssdk(ua: string = navigator.userAgent): Promise<void> {
  try {
    await signJssdk(ua)
  } catch {
    await signJssdk(ua)
  }
  appStore.set({ isWxJSjdk: true })
}

async function signJssdk(ua: string): Promise<void> {
  // WECHAT(iOS): JSSDK signs the landing URL; Android signs the current one.
  const url = signableUrl(isIOS(ua) ? getLandingUrl() : window.location.href)
  const appId = operatorAppId()
  const signature = await userApi.jsapiTicket({ url, appId })
  await wechat().configure({ appId, ...signature })
}

/**
 * The operator's branding. A white-label appId the server does not know (an error code) is not kept:
 * the default operator's appId and branding take its place, so a mistyped or forged link does not
 * stick to the user's later visits.
 */
export async function loadOperatorConfig(): Promise<void> {
  try {
    const config = await userApi.customWxConfig({ appId: operatorAppId() })
    appStore.set({ customConfigInfo: config })
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'code' && appStore.get().customAppid)) {
      throw error
    }
    appStore.set({ customAppid: '', customConfigInfo: null })
    const config = await userApi.customWxConfig({ appId: operatorAppId() })
    appStore.set({ customConfigInfo: config })
  }
}
