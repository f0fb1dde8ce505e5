// The mock build's stand-in for tldts (src/mocks/core/registrable-domain.ts) answers as tldts does
// for the hosts a demo is served from, and the plugin puts it in place in a mock build only.
import { getDomain as tldtsGetDomain } from 'tldts'
import { describe, expect, it } from 'vitest'
import { getDomain } from '@/mocks/core/registrable-domain'
import { mockCookieDomains } from '../../scripts/plugins/mock-cookie-domains'

// tough-cookie's question (lib/getPublicSuffix.ts): ICANN and private domains allowed.
const real = (host: string) =>
  tldtsGetDomain(host, { allowIcannDomains: true, allowPrivateDomains: true })

const HOSTS = [
  '127.0.0.1',
  'localhost',
  '[::1]',
  '::1',
  'charge.example.cn',
  'h5.charge.example.cn',
  'api.charge.example.cn',
  'demo.operator.com.cn',
  'h5.demo.operator.com.cn',
  'operator.net.cn',
  'charge.example.com',
  'a.b.c.example.org',
  'example.com.',
  'H5.Charge.Example.CN',
  'http://h5.charge.example.cn:8080/#/pages/scan/scan',
  'com.cn',
  'cn',
  '',
]

describe('the mock build registrable domain', () => {
  it.each(HOSTS)('%s: as tldts answers', (host) => {
    expect(getDomain(host)).toBe(real(host))
  })

  it('resolves tldts to the stand-in only when the mock operator is built in', () => {
    const resolve = (useMock: string) => {
      const plugin = mockCookieDomains()
      const configResolved = plugin.configResolved as (config: object) => void
      configResolved({ root: '/app', env: { VITE_USE_MOCK: useMock } })
      const resolveId = plugin.resolveId as (source: string) => string | null
      return [resolveId('tldts'), resolveId('tldts-core'), resolveId('react')]
    }
    const [tldts, core, react] = resolve('true')
    expect(tldts).toBe('/app/src/mocks/core/registrable-domain.ts')
    expect([core, react]).toEqual([null, null])
    expect(resolve('false')).toEqual([null, null, null])
  })
})
