import { withoutBidiControls } from './bidi'

/**
 * The white-label query of the outer entry URL (SPEC §2: customAppid, customOpenid, title). Values
 * are read raw so each key is decoded exactly once, the way it needs; URLSearchParams would already
 * have decoded them (turning bad percent-encoding into U+FFFD and '+' into spaces).
 */

/** Design limits (the spec shows none): longer values are treated as forged and ignored. */
export const ENTRY_ID_MAX_LENGTH = 64
export const INDEX_TITLE_MAX_LENGTH = 30

/** decodeURIComponent that never throws: malformed input ('%E0%A4%A') comes back as it was. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The raw query of `search` ('?a=1') or of a hash route ('#/page?a=1'), without the '?'. */
export function queryPart(text: string): string {
  const at = text.indexOf('?')
  return at < 0 ? '' : text.slice(at + 1)
}

/** Raw (still encoded) values by decoded key; the first occurrence of a key wins. */
export function rawQuery(query: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const pair of query.split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    const key = safeDecode(eq < 0 ? pair : pair.slice(0, eq))
    if (!out.has(key)) out.set(key, eq < 0 ? '' : pair.slice(eq + 1))
  }
  return out
}

export interface EntryStore {
  customAppid?: string
  customOpenid?: string
  indexTitle?: string
  scanCodeEntityCardId?: string
}

/** A WeChat official-account appId: 'wx' and 16 lowercase hex digits. Anything else is not kept. */
export const isAppId = (value: string): boolean => /^wx[0-9a-f]{16}$/.test(value)

const WHITE_LABEL_ID = new RegExp(`^[A-Za-z0-9_-]{1,${ENTRY_ID_MAX_LENGTH}}$`)

/**
 * The title is shown as text (nav bar, document.title): no control characters, no marks that turn
 * what it says around (a link's U+202E showed a phone number reversed), 30 characters.
 */
function cleanTitle(raw: string): string {
  const text = withoutBidiControls(safeDecode(raw).replace(/\p{Cc}/gu, '')).trim()
  return Array.from(text).slice(0, INDEX_TITLE_MAX_LENGTH).join('').trim()
}

/** White-label keys from the outer query, or from a query inside the hash; the outer one wins. */
export function readEntryStore(search: string, hash: string): EntryStore {
  const outer = rawQuery(queryPart(search))
  const inner = rawQuery(queryPart(hash))
  const get = (key: string): string | undefined => outer.get(key) ?? inner.get(key)
  const store: EntryStore = {}
  const appId = safeDecode(get('customAppid') ?? '')
  if (isAppId(appId)) store.customAppid = appId
  const openId = safeDecode(get('customOpenid') ?? '')
  if (WHITE_LABEL_ID.test(openId)) store.customOpenid = openId
  const title = cleanTitle(get('title') ?? '')
  if (title) store.indexTitle = title
  return store
}
