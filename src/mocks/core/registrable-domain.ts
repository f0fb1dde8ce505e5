/**
 * The mock build's stand-in for `tldts` (scripts/plugins/mock-cookie-domains.ts puts it in place):
 * msw keeps mocked cookies with tough-cookie, which asks `tldts` for a host's registrable domain
 * (`getDomain`) and so brought the whole public suffix list into the mock's chunk: 257 kB of its
 * 586 kB, downloaded before a demo's first screen. The mock sets no cookie, and its hosts are an
 * IP, `localhost` or an operator's domain: for those the answer is the last two labels (three under
 * a Chinese second-level suffix), null for an IP or a single label, as `tldts` answers
 * (tests/mocks/registrable-domain.test.ts compares them). Private suffixes (`github.io`) are not
 * known here: a demo served from one shares its cookies with the suffix's other sites.
 */

/** Public suffixes of two labels that an operator's domain may sit under (CNNIC's, and Hong Kong's). */
const TWO_LABEL_SUFFIXES = new Set(
  ['com', 'net', 'org', 'gov', 'edu', 'ac', 'mil'].flatMap((sld) => [`${sld}.cn`, `${sld}.hk`]),
)

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

/** The registrable domain (eTLD+1) of a host name or URL, or null when it has none. */
export function getDomain(input: string): string | null {
  let host = input.trim().toLowerCase()
  const scheme = host.indexOf('://')
  if (scheme !== -1) {
    const authority = host.slice(scheme + 3).split(/[/?#]/)[0] ?? ''
    host = authority.replace(/^.*@/, '')
  }
  if (host.startsWith('[') || host.includes(':')) return null // IPv6, or a host with a port
  host = host.replace(/\.+$/, '')
  if (IPV4.test(host)) return null
  const labels = host.split('.')
  if (labels.length < 2 || labels.some((label) => label === '')) return null
  const take = TWO_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2
  return labels.length < take ? null : labels.slice(-take).join('.')
}
