import { userApi } from '@/api/user'
import { apiOrigin } from '@/config/env'
import { feedback } from '@/api/feedback'
import { randomId } from '@/lib/random-id'
import { appStore, operatorAppId, sessionFlags } from '@/store'
import { wechat, withoutOAuthQuery } from '@/wechat'

export type LoginOutcome = 'ready' | 'redirected' | 'failed'

/**
 * OAuth's state (RFC 6749 §10.12): an unguessable value made for each trip and kept for the visit,
 * so a code is exchanged only when this visit asked for it. A link carrying a stranger's fresh code
 * (`?code=…&state=login`) must not log the user into the stranger's account.
 */
type OAuthPurpose = 'login' | 'openid'
const PURPOSES: readonly OAuthPurpose[] = ['login', 'openid']
const stateKey = (purpose: OAuthPurpose) => `oauthState:${purpose}`

function newState(purpose: OAuthPurpose): string {
  const state = randomId()
  sessionFlags.setText(stateKey(purpose), state)
  return state
}

/** The trip of this visit a returning state belongs to (used up), or null: not ours. */
function takeState(state: string | null): OAuthPurpose | null {
  if (!state) return null
  const purpose = PURPOSES.find((p) => sessionFlags.text(stateKey(p)) === state) ?? null
  if (purpose) sessionFlags.clear(stateKey(purpose))
  return purpose
}

/** Set for the visit once a failed code exchange was retried with a fresh code. */
const LOGIN_RETRIED = 'loginRetried'
/** Set for the visit once a foreign code sent a user without a login to OAuth of their own. */
const FOREIGN_CODE_SEEN = 'foreignCodeSeen'

/** Sends the user to WeChat OAuth, returning to the current page. */
/** The return address always carries a route fragment, so WeChat's own '#wechat_redirect' never sticks. */
function returnAddress(win: Window): string {
  const url = new URL(withoutOAuthQuery(win.location.href))
  if (!url.hash || url.hash === '#') url.hash = '#/'
  return url.toString()
}

export function redirectToLogin(win: Window = window): void {
  // isEnterAuth (SPEC §3) records that OAuth was entered; the loop guard is per visit (LOGIN_RETRIED).
  appStore.set({ isEnterAuth: true })
  wechat().authorize(returnAddress(win), operatorAppId(), 'snsapi_userinfo', newState('login'))
}

let exchanging: Promise<LoginOutcome> | null = null

/**
 * DESIGN §4: a code in the URL is exchanged exactly once and removed from the URL; with neither a
 * token nor a code, go to OAuth; a failed exchange, or a return from OAuth without a code, never
 * redirects again by itself: the caller shows an error page with a retry.
 */
export function ensureLogin(win: Window = window): Promise<LoginOutcome> {
  exchanging ??= run(win).finally(() => {
    exchanging = null
  })
  return exchanging
}

async function run(win: Window): Promise<LoginOutcome> {
  const url = new URL(win.location.href)
  const code = url.searchParams.get('code')
  const state = url.searchParams.get('state')
  // Whatever they are, OAuth's keys leave the URL at once: a code is single-use and never shared.
  if (code !== null || state !== null) {
    win.history.replaceState(win.history.state, '', withoutOAuthQuery(win.location.href))
  }
  const purpose = takeState(state)
  const loggedIn = () => appStore.get().token !== ''

  if (code && purpose === 'login') return exchangeLoginCode(code, win)
  if (purpose === 'openid' && loggedIn()) {
    // Back from the silent OAuth: its openid, or (no code) a failure remembered, never asked again.
    if (code) await exchangeOpenId(code)
    else rememberOpenId('')
    return 'ready'
  }
  // A code this visit did not ask for (a stranger's link, or a lost state): dropped. A logged-in
  // user stays who they are; a user without a login goes to OAuth of their own, once.
  const foreign = code !== null && purpose === null
  if (loggedIn()) return 'ready'
  // Back from our own OAuth without a code (the user refused), or login already failed twice in
  // this visit: do not loop; the error page offers a retry.
  if (purpose === 'login' || sessionFlags.get(LOGIN_RETRIED)) return 'failed'
  if (foreign) {
    if (sessionFlags.get(FOREIGN_CODE_SEEN)) return 'failed'
    sessionFlags.set(FOREIGN_CODE_SEEN)
  }
  redirectToLogin(win)
  return 'redirected'
}

async function exchangeLoginCode(code: string, win: Window): Promise<LoginOutcome> {
  try {
    const result = await userApi.login({ authCode: code, loginType: '02', appId: operatorAppId() })
    appStore.set({
      token: result.token,
      tokenOrigin: apiOrigin(),
      isLogin: true,
      isPhone: result.hasMobile === 'Y',
      isAuthOrder: result.isAuthOrder === 'Y',
      isEnterAuth: false,
    })
    sessionFlags.clear(LOGIN_RETRIED)
    sessionFlags.clear(FOREIGN_CODE_SEEN)
    // The openid for the follow check is not fetched here: a pile link goes straight to its
    // sockets. fetchOpenIdForFollowPrompt asks for it where the prompt may show.
    return 'ready'
  } catch {
    // One fresh code may fix an expired or reused one; a second failure stops (DESIGN §4).
    if (sessionFlags.get(LOGIN_RETRIED)) return 'failed'
    sessionFlags.set(LOGIN_RETRIED)
    redirectToLogin(win)
    return 'redirected'
  }
}

/**
 * The follow check needs the user's openid under the operator's official account. A white-label
 * link may bring it (customOpenid); otherwise one silent snsapi_base OAuth fetches it, once per appId
 * (an empty openid records a failed attempt), and only when the follow prompt is due where it may show.
 */
export function knownOpenId(): string | null {
  const { webCustomOpenidInfo, customOpenid } = appStore.get()
  const appId = operatorAppId()
  if (webCustomOpenidInfo && webCustomOpenidInfo.appId === appId) return webCustomOpenidInfo.openid
  if (customOpenid) return customOpenid
  return null
}

export function needsOpenId(): boolean {
  return knownOpenId() === null
}

export function redirectForOpenId(win: Window = window): void {
  wechat().authorize(returnAddress(win), operatorAppId(), 'snsapi_base', newState('openid'))
}

function rememberOpenId(openid: string): void {
  appStore.set({ webCustomOpenidInfo: { appId: operatorAppId(), openid } })
}

async function exchangeOpenId(code: string): Promise<void> {
  try {
    const { publicWxOpenId } = await userApi.openId({ appId: operatorAppId(), code })
    rememberOpenId(publicWxOpenId)
  } catch {
    // Remember the attempt (empty openid): the follow check is skipped rather than looping.
    rememberOpenId('')
  }
}

/** Once the follow prompt was closed, it stays away this long (docs/design-notes.md). */
export const FOLLOW_PROMPT_INTERVAL_MS = 24 * 60 * 60 * 1000

/** The follow prompt may show again: never closed for this appId, or closed a day ago or more. */
export function followPromptDue(now: number = Date.now()): boolean {
  const closedAt = appStore.get().followPromptClosedAt[operatorAppId()]
  return closedAt === undefined || now - closedAt >= FOLLOW_PROMPT_INTERVAL_MS || now < closedAt
}

export function rememberFollowPromptClosed(now: number = Date.now()): void {
  const closed = appStore.get().followPromptClosedAt
  appStore.set({ followPromptClosedAt: { ...closed, [operatorAppId()]: now } })
}

/** Set for the visit before the silent OAuth leaves: a return that lost its state cannot loop. */
const OPENID_ASKED = 'openidAsked'

/**
 * Called where the follow prompt may show (home, an ended charge): when it is due and no openid is
 * known for the appId, one silent snsapi_base round trip fetches it. True when the page is leaving.
 */
export function fetchOpenIdForFollowPrompt(win: Window = window): boolean {
  const asked = `${OPENID_ASKED}:${operatorAppId()}`
  if (!appStore.get().token || !needsOpenId() || !followPromptDue()) return false
  if (sessionFlags.get(asked)) return false
  sessionFlags.set(asked)
  redirectForOpenId(win)
  return true
}

const RELOGIN_STAMP = 'reloginAt'
/** A server that answers 500 even to a fresh login must not send the user round OAuth forever. */
export const RELOGIN_MIN_INTERVAL_MS = 60_000
export const RELOGIN_FAILED_TEXT = '登录状态异常，请稍后重新进入页面'

/** When the refusal alert was last shown (ms); tests reset it with the module. */
let refusalShownAt = -Infinity

/**
 * Status 500 anywhere (SPEC §8): log in again, at most once a minute. The API client asks before it
 * clears the login: false means refused (inside the minute), and the login is then kept, with one
 * alert however many calls failed, so the user is never left logged out with every call silent.
 */
export function reloginAfterExpiry(win: Window = window): boolean {
  if (sessionFlags.age(RELOGIN_STAMP) < RELOGIN_MIN_INTERVAL_MS) {
    // Once for the whole refused minute: a page that keeps asking (a confirmation, a poll) must not
    // stack one alert after another.
    const now = Date.now()
    if (now - refusalShownAt >= RELOGIN_MIN_INTERVAL_MS) {
      refusalShownAt = now
      void feedback().alert('登录失败', RELOGIN_FAILED_TEXT)
    }
    return false
  }
  sessionFlags.stamp(RELOGIN_STAMP)
  redirectToLogin(win)
  return true
}
