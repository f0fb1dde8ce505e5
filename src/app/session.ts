import { ApiError } from '@/api/client'
import { userApi } from '@/api/user'
import { appStore, operatorAppId } from '@/store'
import { getLandingUrl, isIOS, signableUrl, wechat } from '@/wechat'

interface Session {
  /** Both settled: the SDK configured (or failed) and the operator's config in (or failed). */
  done: Promise<unknown>
  /** The SDK given its signature (wx.config called) and the operator's config in, or failed. */
  begun: Promise<unknown>
}

let session: Session | null = null

function begin(): Session {
  if (!session) {
    let configuring: () => void = () => undefined
    const called = new Promise<void>((resolve) => {
      configuring = resolve
    })
    const jssdk = configureJssdk(navigator.userAgent, configuring)
    const operator = loadOperatorConfig()
    session = {
      done: Promise.allSettled([jssdk, operator]),
      begun: Promise.allSettled([Promise.race([called, jssdk]), operator]),
    }
  }
  return session
}

/**
 * After login (DESIGN §4): sign the JSSDK and load the operator's branding, once a page load. They
 * do not depend on each other, so they run in parallel; a failure of either is left to its own
 * retry (a scan asks for the signature again), never to the pages.
 */
export function startSession(): Promise<unknown> {
  return begin().done
}

/**
 * What a first login's render waits for (DESIGN §4: JSSDK config, operator config, then render):
 * the signature asked for and handed to wx.config, and the operator's config. Not the SDK's own
 * 'ready', which outside WeChat never comes: a scan waits for that itself (src/wechat/real.ts).
 */
export function sessionBegun(): Promise<unknown> {
  return begin().begun
}

/** For tests: the next startSession signs and loads again. */
export function resetSession(): void {
  session = null
}

/**
 * Signs the JSSDK; a failed signature (a network blip, a ticket the server just renewed) is asked for
 * once more. If that fails too, scanning falls back to the manual pile-number sheet. `configuring`
 * is told when wx.config has its signature.
 */
export async function configureJssdk(
  ua: string = navigator.userAgent,
  configuring: () => void = () => undefined,
): Promise<void> {
  try {
    await signJssdk(ua, configuring)
  } catch {
    await signJssdk(ua, configuring)
  }
  appStore.set({ isWxJSjdk: true })
}

async function signJssdk(ua: string, configuring: () => void): Promise<void> {
  // WECHAT(iOS): JSSDK signs the landing URL; Android signs the current one.
  const url = signableUrl(isIOS(ua) ? getLandingUrl() : window.location.href)
  const appId = operatorAppId()
  const signature = await userApi.jsapiTicket({ url, appId })
  const configured = wechat().configure({ appId, ...signature })
  configuring()
  await configured
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
