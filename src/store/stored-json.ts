/**
 * How a persisted key is read (SPEC §3: each value is stored as JSON): the one reading of
 * localStorage, shared by the store (src/store/storage.ts, which then checks the value against its
 * schema) and index.html's early scripts (src/app/shell/early.ts), which cannot carry the schemas.
 */

/** localStorage, or null where the web view refuses it. */
export function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // WECHAT(Android): some web views throw on localStorage access in private mode.
    return null
  }
}

/**
 * The stored value of a key: `{ value }` when it holds JSON, `{ bad: true }` when it holds
 * something else, null when it is not there. Never throws.
 */
export function readStoredJson(key: string): { value: unknown } | { bad: true } | null {
  let raw: string | null | undefined
  try {
    raw = storage()?.getItem(key)
  } catch {
    return null
  }
  if (raw == null) return null
  try {
    return { value: JSON.parse(raw) as unknown }
  } catch {
    return { bad: true }
  }
}

/** A stored key's value when it is a non-empty string, else null (no schema: index.html's use). */
export function storedText(key: string): string | null {
  const stored = readStoredJson(key)
  const value = stored && 'value' in stored ? stored.value : null
  return typeof value === 'string' && value !== '' ? value : null
}
