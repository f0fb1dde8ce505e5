// How the production build is split into files (vite.config.ts): few before a pile link's first
// screen, so that a phone on a weak network opens few connections. Measured by `npm run perf`.
import { fileURLToPath, URL } from 'node:url'
import type { Plugin } from 'vite'

/**
 * The page a pile's QR code opens (SPEC §2): its shared components and helpers travel in the entry's
 * file, so that a pile link loads the entry, its page and the bundler's runtime, no other script.
 * (Home's first screen is index.html's static shell.)
 */
const LANDING_PAGES = ['src/pages/main/scan/index.tsx'].map((path) =>
  fileURLToPath(new URL(`../${path}`, import.meta.url)),
)
const BARREL = /[\\/]node_modules[\\/]antd-mobile(-icons)?[\\/]es[\\/]index\.js$/
const PAGES_DIR = fileURLToPath(new URL('../src/pages/', import.meta.url))

/** What the entry's file holds: its static imports and the shared code the landing page uses. */
const entryFile = new Set<string>()

/** Collects entryFile once the build has parsed every module. */
export function entryModules(): Plugin {
  return {
    name: 'entry-modules',
    apply: 'build',
    buildEnd() {
      const reachable = (from: string[]) => {
        const seen = new Set<string>()
        for (let id = from.pop(); id !== undefined; id = from.pop()) {
          if (seen.has(id)) continue
          seen.add(id)
          from.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return seen
      }
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
      entryFile.clear()
      for (const id of reachable(entries)) entryFile.add(id)
      // The landing page's shared components and helpers, not the page's own code.
      for (const id of reachable([...LANDING_PAGES])) {
        if (!id.startsWith(PAGES_DIR)) entryFile.add(id)
      }
      // A library's index re-exports all of it: what any page uses of it would join the entry.
      const barrel = [...entryFile].find((id) => BARREL.test(id))
      if (barrel)
        this.error(`${barrel} is imported by the entry or the landing page: import per file`)
    },
  }
}

/**
 * One group: the entry's file (the libraries and app code the entry needs, and the landing page's
 * shared code). Other pages' shared code is split by the bundler as usual (a chunk per set of pages
 * sharing it).
 */
export const chunkGroups = [{ name: 'index', test: (id: string) => entryFile.has(id) }]
