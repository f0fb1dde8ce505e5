import type { QueryClient } from '@tanstack/react-query'
import { chargingQueries } from '@/api/charging'
import { earlyData } from '@/api/client'
import type { ChargeUserInfo, Device } from '@/api/types'
import { userQueries } from '@/api/user'
import { ROUTES, isHomePath } from '@/config/paths'
import { EARLY_CALL_TIMEOUT_MS, withinOrNull, type EarlyCall } from '@/app/shell/early-calls'
import { isDeviceId } from '@/lib/qr'
import { appStore } from '@/store'

/**
 * How long the app waits for index.html's answer from when it takes it: as long as index.html itself
 * waits after it asked (the same constant, src/app/shell/early-calls.ts); this bounds the wait
 * whatever the web view does with that. When the call hangs, the page asks through the client,
 * which shows its loading and errors the usual way.
 */
export { EARLY_CALL_TIMEOUT_MS }

/**
 * An early call's data when it was sent with the current token and is a success in time;
 * undefined otherwise (the caller then asks through its client).
 */
function takeEarly<T>(early: EarlyCall | undefined): Promise<T | undefined> | undefined {
  if (!early || early.token !== appStore.get().token) return undefined
  return earlyData<T>(withinOrNull(early.answer, EARLY_CALL_TIMEOUT_MS))
}

/**
 * Starts the landing page's first call at boot, in parallel with its chunk (a route loader, in
 * effect): a pile link's charge selection needs the pile's state before it can show anything, and
 * home's card the user's figures. When index.html already asked for it (production builds, a
 * returning user), its answer is used if it is a success and comes in time; each answer is taken
 * once. Without one, home's card asks for itself; pages whose first screen does not wait on data
 * load their own.
 */
export function prefetchLanding(queryClient: QueryClient, location: string): void {
  const [pathname = '', search = ''] = location.split('?')
  const earlyPile = window.__earlyPile
  const earlyUser = window.__earlyUser
  window.__earlyPile = undefined
  window.__earlyUser = undefined
  if (isHomePath(pathname)) {
    const early = takeEarly<ChargeUserInfo>(earlyUser)
    if (early) void queryClient.prefetchQuery(userQueries.info(appStore.get().token, early))
    return
  }
  if (pathname !== ROUTES.scan.path) return
  const deviceId = new URLSearchParams(search).get('deviceId')
  if (!isDeviceId(deviceId)) return
  const early = earlyPile?.deviceId === deviceId ? takeEarly<Device>(earlyPile) : undefined
  void queryClient.prefetchQuery(chargingQueries.device(deviceId, early))
}
