import { create } from 'zustand'
import { apiOrigin, env } from '@/config/env'
import {
  LOGIN_KEYS,
  PERSISTED_KEYS,
  persistedDefaults,
  type KeptPayment,
  type PersistedKey,
  type PersistedState,
} from './schema'
import { loginScopePatch } from './login-scope'
import { readAll, readKey, writeKey } from './storage'

export type {
  CustomConfigInfo,
  KeptPayment,
  PersistedKey,
  PersistedState,
  UserInfo,
} from './schema'
export { persistedDefaults } from './schema'
export { sessionFlags } from './storage'
export { tokenFor } from './login-scope'
// The visit's form drafts are imported from './session-drafts' itself: a first screen carries no
// form, and what this file exports loads with the entry.

/** State of this page instance only, never stored (a reload starts without it). */
interface RuntimeState {
  /** The order whose WeChat cashier is in front of this page right now (src/components/payment). */
  cashierOpen: string | null
}

type Patch = Partial<PersistedState & RuntimeState>

interface Actions {
  /** Writes through: the store and localStorage are updated together. */
  set: (patch: Patch) => void
  /** Status 500 / log out: clears login and user info, nothing else (DESIGN §4). */
  logout: () => void
  /** Re-reads localStorage (on start, and when another tab changed it). */
  hydrate: () => void
  /** Makes the login issued by this API origin the current one, parking another origin's. */
  scopeLoginTo: (origin: string) => void
}

export type AppState = PersistedState & RuntimeState & Actions

export const useAppStore = create<AppState>()((set) => ({
  ...readAll(),
  cashierOpen: null,
  set: (next) => {
    // A new token was issued by this page's API origin unless the caller says otherwise.
    const patch =
      next.token && !('tokenOrigin' in next) ? { ...next, tokenOrigin: apiOrigin() } : next
    for (const key of Object.keys(patch) as PersistedKey[]) {
      if (!PERSISTED_KEYS.includes(key)) continue
      writeKey(key, patch[key] as PersistedState[typeof key])
    }
    set(patch)
  },
  logout: () => {
    const cleared: Partial<PersistedState> = {}
    for (const key of LOGIN_KEYS) {
      ;(cleared as Record<PersistedKey, unknown>)[key] = persistedDefaults[key]
      writeKey(key, persistedDefaults[key])
    }
    set(cleared)
  },
  hydrate: () => set(readAll()),
  scopeLoginTo: (origin) => {
    const state = useAppStore.getState()
    const patch = loginScopePatch(state, origin)
    if (patch) state.set(patch)
  },
}))

/** Outside React (client, boot, bridge). */
export const appStore = {
  get: () => useAppStore.getState(),
  set: (patch: Patch) => useAppStore.getState().set(patch),
  logout: () => useAppStore.getState().logout(),
  scopeLoginTo: (origin: string) => useAppStore.getState().scopeLoginTo(origin),
}

if (typeof window !== 'undefined') {
  // Another tab (or WeChat's restored page) changed a key: take the stored value.
  window.addEventListener('storage', (event) => {
    const key = event.key as PersistedKey | null
    if (key === null) useAppStore.getState().hydrate()
    else if (PERSISTED_KEYS.includes(key)) useAppStore.setState({ [key]: readKey(key) })
  })
}

// --- kept payments: the reading side (src/components/payment keeps them), here so that home shows
// a kept charge without loading the payment code ---------------------------------------------------

/** The official-account appId: a white-label customAppid overrides the default (VITE_WX_APPID). */
export function operatorAppId(): string {
  return appStore.get().customAppid || env.wxAppId
}

/**
 * A kept payment older than this is dropped: the server lapses an unpaid order within minutes and a
 * paid one is in the order list or the card's records by then (docs/design-notes.md).
 */
export const KEPT_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** The kept payments that count on this page: this API origin's, younger than KEPT_MAX_AGE_MS. */
export function keptHere(entries: readonly KeptPayment[], now = Date.now()): KeptPayment[] {
  const origin = apiOrigin()
  return entries.filter((p) => p.origin === origin && now - p.at < KEPT_MAX_AGE_MS && now >= p.at)
}

/** The server has answered for this order (paid or cancelled): it is no longer the app's to keep. */
export function forgetPayment(orderId: string): void {
  const kept = appStore.get().keptPayments
  if (kept.some((p) => p.orderId === orderId)) {
    appStore.set({ keptPayments: kept.filter((p) => p.orderId !== orderId) })
  }
}

/** The charging order kept on this page's origin (home shows it until the server confirms it). */
export function useKeptCharge(): KeptPayment | undefined {
  return useAppStore((s) => {
    const charges = keptHere(s.keptPayments).filter(
      (p) => p.kind === 'charging' && p.orderId !== s.cashierOpen,
    )
    return charges[charges.length - 1]
  })
}
