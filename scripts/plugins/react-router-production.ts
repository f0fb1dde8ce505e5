// Why: react-router 7 ships two builds, dist/development and dist/production, but its package.json
// exports only the development one, in every mode (remix-run/react-router#14102, open; #12532). That
// build differs by one constant, ENABLE_DEV_WARNINGS = true: the app shipped the developer warnings'
// text, and ran them. `useRoutes` builds two warning messages (template strings with the location)
// at every render and checks them. The build resolves `react-router` and `react-router/dom` to the
// production files instead (they import their chunks by relative paths, so the rest follows). The
// dev server and vitest keep the warnings. `scripts/check-build.mjs` checks the build has no
// development warning left.
//
// Why the transform: the production files name their components and contexts at the top level
// (`Link.displayName = "Link"`) and make them with `React.forwardRef(...)` and
// `React.createContext(...)`, calls the bundler cannot know are pure. Both count as side effects,
// so every component of the library stayed in the entry with what it calls, used or not: NavLink,
// Form and its submission code, ScrollRestoration, unstable_HistoryRouter (18 kB of the 95 kB the
// bundler kept of it, 2 kB gzip). In the build, the top-level `displayName` lines are dropped (they
// name components for React's developer tools; react-router never reads them) and those calls are
// marked pure, so what the app does not import goes. `scripts/check-build.mjs` checks that Form's
// code is not shipped.
import { existsSync } from 'node:fs'
import MagicString from 'magic-string'
import type { Plugin } from 'vite'

const DEVELOPMENT = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/])/

/** The production file beside a resolved development file of react-router, if it has one. */
export function productionTwin(id: string): string | null {
  if (!DEVELOPMENT.test(id)) return null
  const twin = id.replace(DEVELOPMENT, '$1production$2')
  return existsSync(twin) ? twin : null
}

const PRODUCTION_FILE =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/
/** `Link.displayName = "Link";` at the top level (a line of its own, not indented). */
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm
/** `var Link = React10.forwardRef(` at the top level: a component or context being made. */
const MADE = /^var \w+ = (?=React\d*\.(?:forwardRef|createContext|memo)\()/gm

/** A production file of react-router as the build reads it: tree-shakable (the why above). */
export function shakable(
  code: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const out = new MagicString(code)
  for (const m of code.matchAll(DISPLAY_NAME)) out.remove(m.index, m.index + m[0].length)
  for (const m of code.matchAll(MADE)) out.appendLeft(m.index + m[0].length, '/* @__PURE__ */ ')
  return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null
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
    transform: {
      filter: { id: PRODUCTION_FILE },
      handler(code) {
        return shakable(code)
      },
    },
  }
}
