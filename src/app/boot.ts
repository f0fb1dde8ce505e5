import { apiOrigin, setEnvironment } from '@/config/env'
import { landingLocation, resolveEntry } from '@/lib/qr'
import { appStore } from '@/store'
import { withoutQueryKeys } from '@/wechat'

export interface EntryResult {
  /** The outer path was /scanCode: open the scanner once the app is up. */
  openScanner: boolean
}

/**
 * DESIGN §4, before the router starts: pick the environment from the landing URL, read the entry
 * path and the white-label query keys, store them, and rewrite the URL to the hash route with
 * replaceState so Back never returns to the raw link.
 */
export function applyEntry(win: Window = window): EntryResult {
  const { location } = win
  setEnvironment(location.href)
  // The login this API origin issued (another origin's is parked, never sent nor overwritten).
  appStore.scopeLoginTo(apiOrigin())
  const { pathname, search, hash } = location
  const at = { pathname, search, hash }
  const entry = resolveEntry(at)
  if (Object.keys(entry.store).length > 0) appStore.set(entry.store)
  const here = `${pathname}${search}${hash}`
  let next = here
  if (entry.route !== null || entry.openScanner || unread(pathname)) {
    // Keep the query (OAuth's code and state come back there) and the deployment's base path
    // (e.g. /testh5/, which picks the test environment); only the entry part of the path goes.
    // The route is the one index.html's landing-route script picked its shell by (landingLocation).
    next = `${basePath(pathname)}${search}#${landingLocation(at)}`
  } else if (hash.startsWith('#wechat_redirect')) {
    // WECHAT: a 302 keeps the fragment of the page it left when its Location has none, so OAuth can
    // hand back '…?code=…#wechat_redirect'. That fragment is not a route of ours.
    next = `${pathname}${search}#/`
  }
  // customOpenid is the user's own openid with the operator's account. Stored, it leaves the
  // address: a page shared from WeChat (its address) would hand it on, and the recipient's follow
  // check would ask about the sharer. The operator's keys (customAppid, title) stay, so a shared
  // page keeps its branding.
  next = withoutQueryKeys(next, PERSONAL_KEYS)
  // One rewrite of the address, before the router starts.
  if (next !== here) win.history.replaceState(win.history.state ?? null, '', next)
  return { openScanner: entry.openScanner }
}

const PERSONAL_KEYS = ['customOpenid'] as const

/**
 * An entry path, read or not: one that names nothing we know (a pile number too long, '/p/abc')
 * lands where its hash says, home by default, and its raw path goes too (Back never returns to it).
 */
const unread = (pathname: string): boolean =>
  ENTRY_MARKERS.some((marker) => pathname.includes(marker))

const ENTRY_MARKERS = [
  '/p/',
  '/10001/',
  '/10002/',
  '/scanCode',
  '/mineCenter',
  '/carOrderDetail/',
  '/orderDetail/',
  '/b/card/activate/',
  '/getCouponPage',
  '/getCouponSuccessPage',
]

/** The path before the entry part: '/testh5/p/1' -> '/testh5/', '/p/1' -> '/'. */
export function basePath(pathname: string): string {
  const found = ENTRY_MARKERS.map((m) => pathname.indexOf(m)).filter((i) => i >= 0)
  if (found.length === 0) return '/'
  const prefix = pathname.slice(0, Math.min(...found))
  return `${prefix}/`.replace(/\/{2,}/g, '/')
}
