// Why: msw keeps mocked cookies with tough-cookie, which imports `tldts` for one question (a host's
// registrable domain) and with it the whole public suffix list: 257 kB of the mock chunk's 586 kB,
// which a demo downloads before its first screen (212.8 -> 98.8 kB gzip without it; the parse was
// off the main thread and cost a page load little: README, Footguns). In a build with the
// mock operator (VITE_USE_MOCK=true), `tldts` resolves to src/mocks/core/registrable-domain.ts,
// which answers that question for the hosts a demo is served from. A production build has no msw and
// so no `tldts`; vitest loads msw and jsdom from node_modules, untouched.
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

export function mockCookieDomains(): Plugin {
  let standIn: string | null = null
  return {
    name: 'mock-cookie-domains',
    enforce: 'pre',
    configResolved(config) {
      standIn =
        config.env.VITE_USE_MOCK === 'true'
          ? resolve(config.root, 'src/mocks/core/registrable-domain.ts')
          : null
    },
    resolveId(source) {
      return source === 'tldts' ? standIn : null
    },
  }
}
