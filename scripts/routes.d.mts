// Types of scripts/routes.mjs (the app's routes as data, for the build and check-build).

export interface Route {
  path: string
  /** null where the spec shows no title. */
  title: string | null
}

export interface Page extends Route {
  name: string
  /** The page's module from the repository root: 'src/pages/main/scan/index.tsx'. */
  module: string
}

export const PATHS_FILE: string
export const PAGES_FILE: string
export function readRoutes(): Map<string, Route>
export function readPages(): Page[]
