/**
 * index.html's early call (production builds only; compiled into its head at build by
 * scripts/plugins/early-scripts.ts, which fills EARLY_API from the build's configuration):
 * - a preconnect to this page's API origin (test or production, picked from the URL the way the
 *   app picks it, DESIGN §2), so that DNS, TCP and TLS to a cross-origin API are done while the
 *   scripts download;
 * - a pile link's first call for a returning user (a stored token): the pile's state travels with
 *   the scripts instead of after they have run. The app takes the answer once
 *   (src/app/landing-data.ts) when the pile and the token still match, and asks again through its
 *   client when it is not a success or has not come within EARLY_PILE_TIMEOUT_MS.
 */
import { pickEnvironment } from '@/config/env'
import { landingDeviceId, landingLocation } from '@/lib/qr'
import { storedText } from '@/store/stored-json'
import type { EarlyApi } from './contract'

/**
 * How long index.html waits for the pile before it gives up on its early call and aborts it (the
 * app bounds its own wait for that answer the same way, src/app/landing-data.ts): a hung call must
 * not hold charge selection.
 */
export const EARLY_PILE_TIMEOUT_MS = 4500

export function startEarlyApi(api: EarlyApi, win: Window = window): void {
  const base = pickEnvironment(win.location.href) === 'test' ? api.test : api.production
  const link = win.document.createElement('link')
  link.rel = 'preconnect'
  link.href = base
  link.crossOrigin = 'anonymous'
  win.document.head.appendChild(link)

  const deviceId = landingDeviceId(landingLocation(win.location))
  const token = storedText('token')
  // Only to the origin that issued it (src/store/login-scope.ts): a testh5 path keeps production's.
  const issuer = storedText('tokenOrigin') ?? api.production
  if (!deviceId || !token || issuer !== base) return
  // A hung call is abandoned after EARLY_PILE_TIMEOUT_MS (answer null, the request aborted where the
  // web view can): the app then asks through its client, which shows errors as usual.
  const abort = typeof AbortController === 'function' ? new AbortController() : null
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      resolve(null)
      abort?.abort()
    }, EARLY_PILE_TIMEOUT_MS)
  })
  const call = win
    .fetch(base + api.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token },
      body: JSON.stringify({ deviceId }),
      signal: abort?.signal,
    })
    .then((response) => response.json() as Promise<unknown>)
  win.__earlyPile = {
    deviceId,
    token,
    answer: Promise.race([call, late]).then(
      (value) => (clearTimeout(timer), value),
      () => (clearTimeout(timer), null),
    ),
  }
}
