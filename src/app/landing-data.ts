import type { QueryClient } from '@tanstack/react-query'
import { chargingApi } from '@/api/charging'
import { earlyData } from '@/api/client'
import { chargingQueries } from '@/api/charging'
import { ROUTES } from '@/config/paths'
import { EARLY_PILE_TIMEOUT_MS } from '@/app/shell/early-pile'
import { isDeviceId } from '@/lib/validators'
import { appStore } from '@/store'

/** The pile's state, asked for by index.html before the app's scripts arrived (src/app/shell/early-pile.ts). */
export interface EarlyPileCall {
  deviceId: string
  token: string
  answer: Promise<unknown>
}

declare global {
  interface Window {
    __earlyPile?: EarlyPileCall
  }
}

/**
 * How long the app waits for index.html's answer from when it takes it: as long as index.html itself
 * waits after it asked (the same constant, src/app/shell/early-pile.ts); this bounds the wait
 * whatever the web view does with that. When the call hangs, the page asks through the client,
 * which shows its loading and errors the usual way.
 */
export { EARLY_PILE_TIMEOUT_MS }

/** The answer, or null when it has not come within ms. */
function within(answer: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms)
  })
  return Promise.race([answer, late]).finally(() => clearTimeout(timer))
}

/** The early call for this pile with the current token, taken once; null when there is none. */
function takeEarlyPile(deviceId: string): Promise<unknown> | null {
  const early = window.__earlyPile
  window.__earlyPile = undefined
  if (!early || early.deviceId !== deviceId || early.token !== appStore.get().token) return null
  return within(early.answer, EARLY_PILE_TIMEOUT_MS)
}

/**
 * Starts the landing page's first call at boot, in parallel with its chunk (a route loader, in
 * effect): a pile link's charge selection needs the pile's state before it can show anything. When
 * index.html already asked for it (production builds, a returning user), its answer is used if it
 * is a success and comes in time.
 * Pages whose first screen does not wait on data load their own.
 */
export function prefetchLanding(queryClient: QueryClient, location: string): void {
  const [pathname = '', search = ''] = location.split('?')
  if (pathname !== ROUTES.scan.path) return
  const deviceId = new URLSearchParams(search).get('deviceId')
  if (!isDeviceId(deviceId)) return
  const query = chargingQueries.device(deviceId)
  const early = takeEarlyPile(deviceId)
  const fromEarly = async () =>
    (early && (await earlyData<Awaited<ReturnType<typeof chargingApi.device>>>(early))) ??
    chargingApi.device(deviceId)
  void queryClient.prefetchQuery(early ? { ...query, queryFn: fromEarly } : query)
}
