/**
 * WeChat OAuth URLs and the return address (README "Footguns": with a hash router the code lands
 * before '#').
 */
import { safeDecode } from '@/lib/entry-query'

export const OAUTH_AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize'

export function oauthUrl(appId: string, returnUrl: string, scope: string, state: string): string {
  const query = new URLSearchParams({
    appid: appId,
    redirect_uri: returnUrl,
    response_type: 'code',
    scope,
    state,
  })
  return `${OAUTH_AUTHORIZE}?${query.toString()}#wechat_redirect`
}

/** The URL WeChat signs: without its '#…' part. */
export function signableUrl(href: string): string {
  return href.split('#')[0] ?? href
}

/**
 * `href` with the query (before the hash) edited: pairs whose key is in `drop` go, `add` comes last.
 * The other pairs stay as written: URLSearchParams would write them again, a space's %20 as '+',
 * which the white-label title then reads as a '+' (lib/entry-query.ts decodes each value once).
 */
function editQuery(
  href: string,
  drop: readonly string[],
  add: Record<string, string> = {},
): string {
  const hashAt = href.indexOf('#')
  const hash = hashAt < 0 ? '' : href.slice(hashAt)
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const base = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)
  const gone = new Set([...drop, ...Object.keys(add)])
  const pairs = (queryAt < 0 ? '' : beforeHash.slice(queryAt + 1))
    .split('&')
    .filter((pair) => pair !== '' && !gone.has(safeDecode(pair.split('=')[0] ?? '')))
  for (const [key, value] of Object.entries(add)) {
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
  }
  return base + (pairs.length > 0 ? `?${pairs.join('&')}` : '') + hash
}

/** Adds or replaces query keys of a URL before its hash (where OAuth puts code and state). */
export function withQuery(href: string, extra: Record<string, string>): string {
  return editQuery(href, [], extra)
}

/** Removes the OAuth keys from a URL, keeping its path, other query keys and hash. */
export function withoutOAuthQuery(href: string): string {
  return editQuery(href, ['code', 'state'])
}

/** `href` without these keys, in the query before the hash and in the hash route's own. */
export function withoutQueryKeys(href: string, keys: readonly string[]): string {
  const hashAt = href.indexOf('#')
  if (hashAt < 0) return editQuery(href, keys)
  return `${editQuery(href.slice(0, hashAt), keys)}#${editQuery(href.slice(hashAt + 1), keys)}`
}

export const isWechatUA = (ua: string): boolean => /MicroMessenger/i.test(ua)

/** WECHAT(iOS): JSSDK signatures are checked against the URL the SPA first landed on. */
export const isIOS = (ua: string): boolean => /iPhone|iPad|iPod/i.test(ua)
