// Why: a phone on a weak network pays for every file before a pile link's first screen. So the
// production build puts into the entry's file the app code the entry needs and the shared
// components and helpers of the page a pile's QR code opens (charge selection, SPEC §2): a pile link
// then loads the entry (the bundler's runtime inside it: ./runtime-in-entry.ts) and its page, no
// other script. (Home's first screen is index.html's static shell.) Other pages' shared code is
// split by the bundler as usual (a chunk per set of pages sharing it). Measured by `npm run perf`.
import type { Plugin } from 'vite'
import { readPages } from '../routes.mjs'
import { ROOT } from './inline'

/** The route a pile link lands on (charge selection). */
export const PILE_LINK_ROUTE = 'scan'
const BARREL = /[\\/]node_modules[\\/]antd-mobile(-icons)?[\\/]es[\\/]index\.js$/
/**
 * Library indexes the entry imports whose re-exports are not all the entry's: what it uses of them
 * joins the entry anyway (the bundler follows the imports), the rest (TanStack Query's mutations,
 * infinite queries, useQueries… used by other pages) stays with the pages that use it.
 */
const NOT_FOLLOWED =
  /[\\/]node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/

/** What the entry's file holds: its static imports and the shared code the landing page uses. */
const entryFile = new Set<string>()

/** Collects entryFile once the build has parsed every module. */
export function entryModules(): Plugin {
  return {
    name: 'entry-modules',
    apply: 'build',
    buildEnd() {
      const landing = readPages().find((p) => p.name === PILE_LINK_ROUTE)
      if (!landing) this.error(`no page for the route '${PILE_LINK_ROUTE}' (src/app/router.tsx)`)
      const reachable = (from: string[]) => {
        const seen = new Set<string>()
        for (let id = from.pop(); id !== undefined; id = from.pop()) {
          if (seen.has(id)) continue
          seen.add(id)
          if (!NOT_FOLLOWED.test(id)) from.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return seen
      }
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
      entryFile.clear()
      for (const id of reachable(entries)) entryFile.add(id)
      // The landing page's shared components and helpers, not the page's own code.
      for (const id of reachable([ROOT + landing.module])) {
        if (!id.startsWith(`${ROOT}src/pages/`)) entryFile.add(id)
      }
      // A library's index re-exports all of it: what any page uses of it would join the entry.
      const barrel = [...entryFile].find((id) => BARREL.test(id))
      if (barrel)
        this.error(`${barrel} is imported by the entry or the landing page: import per file`)
    },
  }
}

/** The one group: the entry's file. */
export const chunkGroups = [{ name: 'index', test: (id: string) => entryFile.has(id) }]
