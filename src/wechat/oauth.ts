/**
 * WeChat OAuth URLs and the return address (README "Footguns": with a hash router the code lands
 * before '#').
 */
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

/** Adds or replaces query keys of a URL before its hash (where OAuth puts code and state). */
export function withQuery(href: string, extra: Record<string, string>): string {
  const url = new URL(href)
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value)
  return url.toString()
}

/** Removes the OAuth keys from a URL, keeping its path, other query keys and hash. */
export function withoutOAuthQuery(href: string): string {
  const url = new URL(href)
  url.searchParams.delete('code')
  url.searchParams.delete('state')
  return url.toString()
}

export const isWechatUA = (ua: string): boolean => /MicroMessenger/i.test(ua)

/** WECHAT(iOS): JSSDK signatures are checked against the URL the SPA first landed on. */
export const isIOS = (ua: string): boolean => /iPhone|iPad|iPod/i.test(ua)
