/**
 * index.html's early calls (production builds only; compiled into its head at build by
 * scripts/plugins/early-scripts.ts, which fills EARLY_API from the build's configuration):
 * - a preconnect to this page's API origin (test or production, picked from the URL the way the
 *   app picks it, DESIGN §2), so that DNS, TCP and TLS to a cross-origin API are done while the
 *   scripts download;
 * - the landing page's first call for a returning user (a stored token), so that its answer
 *   travels with the scripts instead of after they have run: a pile link's pile, home's user
 *   (getChargeUserInfo, the figures on its card). The app takes an answer once
 *   (src/app/landing-data.ts) when it was sent with the token the app holds (and for a pile, the
 *   same pile), and asks again through its client when it is not a success or has not come within
 *   EARLY_CALL_TIMEOUT_MS. When the answer is taken the first screen needs no call of the app's
 *   own, so index.html's loader leaves the client's library (axios) out of the first load
 *   (./loader.ts). Home skips its call where the app needs axios at once anyway: a login's return
 *   (`code` in the URL) and the /scanCode entry (the scanner waits for the JSSDK's signature).
 */
import { pickEnvironment } from '@/config/env'
import { SCAN_ON_OPEN } from '@/config/paths'
import { landingDeviceId, landingLocation } from '@/lib/qr'
import { storedText } from '@/store/stored-json'
import type { EarlyApi } from './contract'

/**
 * How long index.html waits for an early answer before it gives up on its call and aborts it (the
 * app bounds its own wait for that answer the same way, src/app/landing-data.ts): a hung call must
 * not hold the first screen.
 */
export const EARLY_CALL_TIMEOUT_MS = 4500

/** An early call's answer, for the token it was sent with. */
export interface EarlyCall {
  token: string
  answer: Promise<unknown>
}

/** The pile's state for a pile link (its number: the app takes it for that pile only). */
export interface EarlyPileCall extends EarlyCall {
  deviceId: string
}

declare global {
  interface Window {
    /** A pile link's pile (src/app/landing-data.ts takes it). */
    __earlyPile?: EarlyPileCall
    /** Home's user (src/app/landing-data.ts takes it). */
    __earlyUser?: EarlyCall
  }
}

/** `home`: the landing route is home (src/app/shell/early.ts has read it from the URL). */
export function startEarlyApi(api: EarlyApi, home: boolean, win: Window = window): void {
  const base = pickEnvironment(win.location.href) === 'test' ? api.test : api.production
  const link = win.document.createElement('link')
  link.rel = 'preconnect'
  link.href = base
  link.crossOrigin = 'anonymous'
  win.document.head.appendChild(link)

  const landing = landingLocation(win.location)
  const deviceId = landingDeviceId(landing)
  const token = storedText('token')
  // Only to the origin that issued it (src/store/login-scope.ts): a testh5 path keeps production's.
  const issuer = storedText('tokenOrigin') ?? api.production
  if (!token || issuer !== base || typeof win.fetch !== 'function') return
  if (deviceId) {
    win.__earlyPile = { deviceId, token, answer: send(win, base + api.pile, { deviceId }, token) }
  } else if (home && !needsClientAtOnce(win.location.search, landing)) {
    win.__earlyUser = { token, answer: send(win, base + api.user, {}, token) }
  }
}

/** Home landings whose first calls are the app's own: a login's return, the scanner on arrival. */
function needsClientAtOnce(search: string, landing: string): boolean {
  const landingQuery = new URLSearchParams(landing.split('?')[1] ?? '')
  return new URLSearchParams(search).has('code') || landingQuery.get(SCAN_ON_OPEN) === '1'
}

/**
 * The promise's value, or `null` when it has not settled within `ms` (then `onLate` runs). A
 * rejection is `null` too.
 */
export function withinOrNull<T>(
  promise: Promise<T>,
  ms: number,
  onLate?: () => void,
): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      resolve(null)
      onLate?.()
    }, ms)
  })
  return Promise.race([promise, late]).then(
    (value) => (clearTimeout(timer), value),
    () => (clearTimeout(timer), null),
  )
}

/**
 * POSTs the call as the app's client would (JSON, the token header). A hung call is abandoned after
 * EARLY_CALL_TIMEOUT_MS (answer null, the request aborted where the web view can): the app then
 * asks through its client, which shows errors as usual. A failure is null too, and so is an HTTP
 * error whatever its body (a 500 is an expired login, which the client's own call turns into a
 * re-login).
 */
function send(win: Window, url: string, body: object, token: string): Promise<unknown> {
  const abort = typeof AbortController === 'function' ? new AbortController() : null
  const call = win
    .fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token },
      body: JSON.stringify(body),
      signal: abort?.signal,
    })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
  return withinOrNull(call, EARLY_CALL_TIMEOUT_MS, () => abort?.abort())
}
