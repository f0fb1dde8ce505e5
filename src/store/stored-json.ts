/**
 * How a persisted key is written and read: the one reading of localStorage, shared by the store
 * (src/store/storage.ts, which then checks the value against its schema) and index.html's early
 * scripts (src/app/shell/early.ts), which cannot carry the schemas. SPEC §3 names the keys, not
 * their form: a string is stored as it is ('tk-1', as uni.setStorageSync keeps a string), anything
 * else as JSON ('true', '{"nickName":…}'). Reading also takes a string stored as JSON ('"tk-1"').
 */

/**
 * What localStorage holds for a value. A string that starts with a quote (a title "易充") is stored
 * as JSON, or reading it would take the quotes for JSON's own.
 */
export function encodeStored(value: unknown): string {
  return typeof value === 'string' && !/^\s*"/.test(value) ? value : JSON.stringify(value)
}

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
 * The stored value of a key, null when it is not there: `value` is the text read as JSON, or the
 * text itself when it is not JSON; `raw` is the text. Never throws.
 */
export function readStoredJson(key: string): { value: unknown; raw: string } | null {
  let raw: string | null | undefined
  try {
    raw = storage()?.getItem(key)
  } catch {
    return null
  }
  if (raw == null) return null
  try {
    return { value: JSON.parse(raw) as unknown, raw }
  } catch {
    return { value: raw, raw }
  }
}

/**
 * A string key's value when it is not empty, else null (no schema: index.html's use). A text that
 * reads as another JSON value ('123', 'null', '{…}') is that text, as the store reads it.
 */
export function storedText(key: string): string | null {
  const stored = readStoredJson(key)
  if (!stored) return null
  const text = typeof stored.value === 'string' ? stored.value : stored.raw
  return text !== '' ? text : null
}
