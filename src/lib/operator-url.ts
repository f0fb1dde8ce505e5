/**
 * webviewPage frames operator pages only: an https URL whose host is an operator domain or a
 * subdomain of one (VITE_OPERATOR_DOMAINS, else VITE_QR_DOMAINS; the CSP's frame-src lists the same).
 * Judged on the parsed URL: 'https://evil.com/?x=op.cn', 'https://op.cn.evil.com', 'https://op.cn@evil.com',
 * 'javascript:', '//evil.com' and 'http://op.cn' are all refused.
 */
import { env } from '@/config/env'
import { isOperatorHost } from '@/lib/qr'

export function operatorDomains(): readonly string[] {
  return env.operatorDomains.length > 0 ? env.operatorDomains : env.qrDomains
}

/** The URL to frame, normalised, or null when it is not an https operator page. */
export function operatorPageUrl(
  raw: string | null | undefined,
  domains: readonly string[] = operatorDomains(),
): string | null {
  if (typeof raw !== 'string') return null
  const text = raw.trim()
  // Absolute https only: no relative or protocol-relative form, no other scheme.
  if (!/^https:\/\//i.test(text) || /[\s\\]/.test(text)) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  return isOperatorHost(url.hostname, domains) ? url.href : null
}
