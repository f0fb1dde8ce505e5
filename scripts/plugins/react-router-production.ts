// Why: react-router 7 ships two builds, dist/development and dist/production, but its package.json
// exports only the development one, in every mode (remix-run/react-router#14102, open; #12532). That
// build differs by one constant, ENABLE_DEV_WARNINGS = true: the app shipped the developer warnings'
// text, and ran them. `useRoutes` builds two warning messages (template strings with the location)
// at every render and checks them. The build resolves `react-router` and `react-router/dom` to the
// production files instead (they import their chunks by relative paths, so the rest follows). The
// dev server and vitest keep the warnings. `scripts/check-build.mjs` checks the build has no
// development warning left.
import { existsSync } from 'node:fs'
import type { Plugin } from 'vite'

const DEVELOPMENT = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/])/

/** The production file beside a resolved development file of react-router, if it has one. */
export function productionTwin(id: string): string | null {
  if (!DEVELOPMENT.test(id)) return null
  const twin = id.replace(DEVELOPMENT, '$1production$2')
  return existsSync(twin) ? twin : null
}

export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      const twin = resolved && productionTwin(resolved.id)
      return twin ? { ...resolved, id: twin } : resolved
    },
  }
}
