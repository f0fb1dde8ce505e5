// Why: index.html must know the landing route before the app's scripts arrive (to paint the right
// shell, preload the right page, and ask early for a pile link's pile or home's user), and it must
// know it by the app's own rules, not by a copy of them. So its inline scripts are compiled at
// build (and by the dev server) from the app's TypeScript modules (src/app/shell/early.ts,
// shell-text.ts, warm-fonts.ts, with the entry parser of src/lib/qr.ts they import), for the same
// old web views as the app, and put into index.html: the first one in the head (after the entry's
// preloads, scripts/plugins/load-app.ts), the others at the end of the body.
import type { HtmlTagDescriptor, Plugin } from 'vite'
import { API } from '../../src/api/endpoints/spec'
import { API_PREFIX } from '../../src/api/types'
import type { EarlyApi } from '../../src/app/shell/contract'
import { PILE_LINK_TEXT_STYLES, type FontWarmPlan } from '../../src/app/shell/warm-fonts'
import { readPages } from '../routes.mjs'
import { PILE_LINK_ROUTE } from './entry-modules'
import { compileCall } from './inline'

/** The early call's configuration: production builds against an API (not the mock's worker). */
export function earlyApiOf(env: Record<string, string | undefined>): EarlyApi | null {
  const origin = (value = '') => value.trim().replace(/\/+$/, '')
  const production = origin(env.VITE_API_BASE)
  if (env.VITE_USE_MOCK === 'true' || !production) return null
  return {
    production,
    test: origin(env.VITE_API_BASE_TEST) || production,
    pile: API_PREFIX + API.deviceDetail,
    user: API_PREFIX + API.userInfo,
  }
}

/** The text styles warmed while the entry loads, by landing route: a pile link's. */
export function fontWarmPlan(): FontWarmPlan {
  const pileLink = readPages().find((p) => p.name === PILE_LINK_ROUTE)
  return pileLink ? { [pileLink.path]: PILE_LINK_TEXT_STYLES } : {}
}

/** The three scripts as index.html gets them (given the build's configuration). */
export async function earlyTags(api: EarlyApi | null): Promise<HtmlTagDescriptor[]> {
  const [first, text, fonts] = await Promise.all([
    compileCall('src/app/shell/early.ts', 'startEarly', api),
    compileCall('src/app/shell/shell-text.ts', 'fillShellText'),
    compileCall('src/app/shell/warm-fonts.ts', 'warmFonts', fontWarmPlan()),
  ])
  return [
    { tag: 'script', children: first, injectTo: 'head' },
    { tag: 'script', children: text, injectTo: 'body' },
    { tag: 'script', children: fonts, injectTo: 'body' },
  ]
}

export function earlyScripts(): Plugin {
  let api: EarlyApi | null = null
  let tags: Promise<HtmlTagDescriptor[]> | null = null
  return {
    name: 'early-scripts',
    configResolved(config) {
      api = config.command === 'build' ? earlyApiOf(config.env) : null
    },
    transformIndexHtml: {
      order: 'pre',
      // Compiled once per build (the dev server: once per start).
      handler: () => (tags ??= earlyTags(api)),
    },
  }
}
