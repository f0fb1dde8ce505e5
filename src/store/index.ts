import { create } from 'zustand'
import {
  LOGIN_KEYS,
  PERSISTED_KEYS,
  persistedDefaults,
  type PersistedKey,
  type PersistedState,
} from './schema'
import { readAll, readKey, writeKey } from './storage'

export type { CustomConfigInfo, PaidOrder, PersistedKey, PersistedState, UserInfo } from './schema'
export { persistedDefaults } from './schema'
export { sessionFlags } from './storage'

interface Actions {
  /** Writes through: the store and localStorage are updated together. */
  set: (patch: Partial<PersistedState>) => void
  /** Status 500 / log out: clears login and user info, nothing else (DESIGN §4). */
  logout: () => void
  /** Re-reads localStorage (on start, and when another tab changed it). */
  hydrate: () => void
}

export type AppState = PersistedState & Actions

export const useAppStore = create<AppState>()((set) => ({
  ...readAll(),
  set: (patch) => {
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
}))

/** Outside React (client, boot, bridge). */
export const appStore = {
  get: () => useAppStore.getState(),
  set: (patch: Partial<PersistedState>) => useAppStore.getState().set(patch),
  logout: () => useAppStore.getState().logout(),
}

if (typeof window !== 'undefined') {
  // Another tab (or WeChat's restored page) changed a key: take the stored value.
  window.addEventListener('storage', (event) => {
    const key = event.key as PersistedKey | null
    if (key === null) useAppStore.getState().hydrate()
    else if (PERSISTED_KEYS.includes(key)) useAppStore.setState({ [key]: readKey(key) })
  })
}
