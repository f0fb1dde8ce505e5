import {
  PERSISTED_KEYS,
  persistedDefaults,
  persistedSchema,
  type PersistedKey,
  type PersistedState,
} from './schema'
import { encodeStored, readStoredJson, storage } from './stored-json'

/** The only code that touches localStorage (with ./stored-json). Reads never throw: a bad value is dropped. */
export function readKey<K extends PersistedKey>(key: K): PersistedState[K] {
  const stored = readStoredJson(key)
  if (stored === null) return persistedDefaults[key]
  const schema = persistedSchema[key]
  // A string key's text may read as another JSON value ('123', 'null'): then the text is the value.
  const parsed = schema.safeParse(stored.value)
  const asText = parsed.success ? parsed : schema.safeParse(stored.raw)
  if (!asText.success) {
    storage()?.removeItem(key)
    return persistedDefaults[key]
  }
  return asText.data as PersistedState[K]
}

export function writeKey<K extends PersistedKey>(key: K, value: PersistedState[K]): void {
  const store = storage()
  if (!store) return
  try {
    // Not kept: a null, or the default itself (an empty token, the untouched empty list). A flag is
    // kept even when false: SPEC §4's login sets isPhone whichever way hasMobile answers.
    const nothing = value === persistedDefaults[key] && typeof value !== 'boolean'
    if (value === null || nothing) store.removeItem(key)
    else store.setItem(key, encodeStored(value))
  } catch {
    // Quota exceeded: the in-memory store still holds the value for this visit.
  }
}

export function readAll(): PersistedState {
  const state = { ...persistedDefaults }
  for (const key of PERSISTED_KEYS) {
    ;(state as Record<PersistedKey, unknown>)[key] = readKey(key)
  }
  return state
}

/** Once-per-visit flags (e.g. the follow dialog was shown), kept in sessionStorage. */
export const sessionFlags = {
  get(name: string): boolean {
    try {
      return globalThis.sessionStorage?.getItem(name) === '1'
    } catch {
      return false
    }
  },
  set(name: string): void {
    try {
      globalThis.sessionStorage?.setItem(name, '1')
    } catch {
      // Private mode: the flag lasts only as long as this page.
    }
  },
  clear(name: string): void {
    try {
      globalThis.sessionStorage?.removeItem(name)
    } catch {
      // nothing stored
    }
  },
  /** Records now under a name (e.g. when a re-login started). */
  stamp(name: string): void {
    try {
      globalThis.sessionStorage?.setItem(name, String(Date.now()))
    } catch {
      // Private mode: not recorded.
    }
  },
  /** A short text kept for the visit (e.g. OAuth's state), or null. */
  text(name: string): string | null {
    try {
      return globalThis.sessionStorage?.getItem(name) ?? null
    } catch {
      return null
    }
  },
  /** Keeps a text for the visit; false when the web view refuses sessionStorage. */
  setText(name: string, value: string): boolean {
    try {
      globalThis.sessionStorage?.setItem(name, value)
      return globalThis.sessionStorage?.getItem(name) === value
    } catch {
      return false
    }
  },
  /** Milliseconds since stamp(name), or Infinity when never stamped in this visit. */
  age(name: string): number {
    try {
      const at = Number(globalThis.sessionStorage?.getItem(name))
      return at > 0 ? Date.now() - at : Infinity
    } catch {
      return Infinity
    }
  },
}
