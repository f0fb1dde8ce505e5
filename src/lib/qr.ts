/**
 * The one parser for entry paths and scanned QR links (SPEC §2 "Entry-time redirects", SPEC §5 "QR
 * scan result", DESIGN §3). Links are judged on the parsed URL (hostname, pathname), never on the
 * raw text, so 'https://evil.cn/?x=op.cn/p/1' and 'https://op.cn@evil.cn/p/1' are invalid.
 */
import { env } from '@/config/env'
import { SCAN_ON_OPEN, href } from '@/config/paths'
import { ENTRY_ID_MAX_LENGTH, readEntryStore, safeDecode, type EntryStore } from '@/lib/entry-query'

export type { EntryStore } from '@/lib/entry-query'

/** Design limit (the spec shows none): a longer pile id is treated as forged. */
export const DEVICE_ID_MAX_LENGTH = 32

// A marker's digits must fill the whole path segment: '/p/12ab' is not pile 12.
const DEVICE_PATTERNS = [
  /\/10002\/(\d+)(?=[/?#]|$)/,
  /\/10001\/(\d+)(?=[/?#]|$)/,
  /\/p\/(\d+)(?=[/?#]|$)/,
]

/** Pile id: the digits after /10002/, else /10001/, else /p/. The first marker found decides. */
export function parseDeviceId(path: string): string | null {
  if (typeof path !== 'string') return null
  for (const pattern of DEVICE_PATTERNS) {
    const id = pattern.exec(path)?.[1]
    if (id !== undefined) return id.length <= DEVICE_ID_MAX_LENGTH ? id : null
  }
  return null
}

const CARD_ID = `([A-Za-z0-9-]{1,${ENTRY_ID_MAX_LENGTH}})(?=[/?#]|$)`
/** An entry path's activation marker (SPEC §2 '/b/card/activate/{id}'). */
const ACTIVATE_PATH = '/b/card/activate/'
const CARD_IN_PATH = new RegExp(`${ACTIVATE_PATH}${CARD_ID}`)
/** A scanned activation link (SPEC §5: a link containing 'card/activate/'), the scanner's rule. */
const CARD_MARK = 'card/activate/'
const CARD_IN_LINK = new RegExp(`${CARD_MARK}${CARD_ID}`)

/**
 * realCardDetail's `q` for a card the app already knows: its activation link, as the scanner passes
 * a scanned one (SPEC §5; href puts it in the URL encoded). The path is enough.
 */
export function activationLink(cardId: string): string {
  return ACTIVATE_PATH + cardId
}

function pathOf(text: string): string {
  try {
    return new URL(text).pathname
  } catch {
    return text.split(/[?#]/, 1)[0] ?? ''
  }
}

/**
 * The physical card id of an activation link or path ('…/card/activate/{id}', the scanner's rule).
 * realCardDetail's `q` reads as the link itself; an encoded link (a hand-made one, or one of the
 * app's older links, encoded twice) is decoded, at most twice, before reading.
 */
export function cardIdFromActivationLink(link: string): string | null {
  if (typeof link !== 'string') return null
  let text = link.trim()
  for (let i = 0; i < 2 && !text.includes(CARD_MARK); i += 1) text = safeDecode(text)
  return CARD_IN_LINK.exec(pathOf(text))?.[1] ?? null
}

/** `q`: the scanned link itself; href encodes it once into realCardDetail's URL (SPEC §5). */
export type ScanResult =
  { kind: 'pile'; deviceId: string } | { kind: 'card'; q: string } | { kind: 'invalid' }

function parseHttpUrl(text: string): URL | null {
  try {
    const url = new URL(text)
    const web = url.protocol === 'https:' || url.protocol === 'http:'
    // Credentials in a QR link only serve to disguise the real host.
    return web && !url.username && !url.password ? url : null
  } catch {
    return null
  }
}

/** Exact operator domain or a subdomain of one: 'x.op.cn' yes, 'evilop.cn' and 'op.cn.evil.com' no. */
export function isOperatorHost(hostname: string, domains: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  return domains.some((entry) => {
    const domain = entry
      .trim()
      .toLowerCase()
      .replace(/^\*?\./, '')
      .replace(/\.$/, '')
    return domain !== '' && (host === domain || host.endsWith(`.${domain}`))
  })
}

/**
 * Classifies a scanned text; 'invalid' means the '提示' / '无效的二维码' dialog (SPEC §5). A pile link
 * is valid when its host is an operator's and its path has '/p/' (SPEC §5, DESIGN §3); its id is
 * then read as on entry (after /10002/, else /10001/, else /p/).
 */
export function parseScanResult(
  text: string,
  domains: readonly string[] = env.qrDomains,
): ScanResult {
  const trimmed = typeof text === 'string' ? text.trim() : ''
  const url = parseHttpUrl(trimmed)
  if (!url || !isOperatorHost(url.hostname, domains)) return { kind: 'invalid' }
  const deviceId = url.pathname.includes('/p/') ? parseDeviceId(url.pathname) : null
  if (deviceId !== null) return { kind: 'pile', deviceId }
  if (url.pathname.includes(CARD_MARK)) return { kind: 'card', q: trimmed }
  return { kind: 'invalid' }
}

export interface EntryResolution {
  /** In-app hash route to replace the outer URL with; null keeps the current hash route. */
  route: string | null
  store: EntryStore
  openScanner: boolean
}

export interface EntryLocation {
  pathname: string
  search: string
  hash: string
}

const segment = (name: string): RegExp => new RegExp(`/${name}(?=/|$)`)
const idAfter = (name: string): RegExp =>
  new RegExp(`/${name}/([A-Za-z0-9_-]{1,${ENTRY_ID_MAX_LENGTH}})(?=/|$)`)

/**
 * Boot-time redirect of SPEC §2, from the outer path alone: the in-app route it leads to (null:
 * keep the current hash route), whether it opens the scanner, and a physical card's id.
 */
export function entryRoute(path: string): {
  route: string | null
  openScanner: boolean
  cardId?: string
} {
  const go = (route: string | null, openScanner = false) => ({ route, openScanner })
  const deviceId = parseDeviceId(path)
  if (deviceId !== null) return go(href('scan', { deviceId }))
  if (segment('scanCode').test(path)) return go(href('home'), true)
  if (segment('mineCenter').test(path)) return go(href('my'))
  const carOrderId = idAfter('carOrderDetail').exec(path)?.[1]
  if (carOrderId) return go(href('carChargingDetail', { orderId: carOrderId }))
  const orderId = idAfter('orderDetail').exec(path)?.[1]
  if (orderId) return go(href('chargingDetail', { orderId }))
  const cardId = CARD_IN_PATH.exec(path)?.[1]
  if (cardId) return { ...go(href('realCardDetail')), cardId }
  if (segment('getCouponPage').test(path)) return go(href('receiveCoupon'))
  if (segment('getCouponSuccessPage').test(path)) return go(href('receiveCouponSuccess'))
  return go(null)
}

/** Boot-time redirect of SPEC §2: where the outer path leads, and what to store first. */
export function resolveEntry(loc: EntryLocation): EntryResolution {
  const store = readEntryStore(loc.search ?? '', loc.hash ?? '')
  const { route, openScanner, cardId } = entryRoute(loc.pathname ?? '')
  if (cardId) store.scanCodeEntityCardId = cardId
  return { route, store, openScanner }
}

/**
 * Where the app lands for this URL, as an in-app location ('/path?query'): the entry redirect's
 * route, home with the scanner for /scanCode, else the hash route ('#wechat_redirect', which OAuth
 * can hand back, and an empty hash are home). src/app/boot.ts rewrites the URL to it, and index.html's
 * first script (src/app/shell/early.ts) picks the shell and the chunks to preload from it: one rule.
 */
export function landingLocation(loc: EntryLocation): string {
  const entry = entryRoute(loc.pathname ?? '')
  if (entry.openScanner) return href('home', { [SCAN_ON_OPEN]: '1' })
  if (entry.route !== null) return entry.route
  const hash = loc.hash.startsWith('#wechat_redirect') ? '' : loc.hash.slice(1)
  return hash || '/'
}

/**
 * A pile (device) number: 1 to 32 digits, as links and the pile's plate carry it. Here, beside the
 * links that carry it, rather than in validators.ts: the entry checks the landing pile with it, and
 * the form rules stay out of the entry.
 */
export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && /^\d+$/.test(value) && value.length <= DEVICE_ID_MAX_LENGTH
}

/**
 * A pile number as the operator's server takes it (docs/API.md: 6 to 20 digits; the seed's are 8).
 * The scanner sheet checks a typed number with it, so a short one is said there, with the number
 * kept, instead of a page the server refuses.
 */
export const PILE_NUMBER = /^\d{6,20}$/

/** The pile a landing location asks for: the deviceId of charge selection's route, else null. */
export function landingDeviceId(location: string): string | null {
  const at = location.indexOf('?')
  const path = at < 0 ? location : location.slice(0, at)
  if (path !== href('scan')) return null
  const id = new URLSearchParams(at < 0 ? '' : location.slice(at + 1)).get('deviceId')
  return isDeviceId(id) ? id : null
}
