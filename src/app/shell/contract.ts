// What index.html's scripts (early.ts, shell-text.ts, loader.ts, compiled into it at build) and the
// build plugins that write them (scripts/plugins/) share: the document attributes the first script
// notes, and the data the build hands to the scripts. No imports: the build reads it as it is.

export const BOOT_ROUTE = 'data-boot-route'
/** The document's class where home's static shell paints the first screen; elsewhere BOOT_PAGE. */
export const BOOT_HOME = 'boot-home'
/** The document's class where the page shell (nav bar over a skeleton) paints. */
export const BOOT_PAGE = 'boot-page'
export const BOOT_TITLE = 'data-boot-title'
export const BOOT_PLATFORM = 'data-boot-platform'
/** Set on pages the spec shows without a nav bar: index.html's <style> hides the shell's. */
export const BOOT_NO_NAV = 'data-boot-no-nav'

/** The early call's configuration (scripts/plugins/early-scripts.ts fills it from VITE_*). */
export interface EarlyApi {
  /** API origins (VITE_API_BASE, VITE_API_BASE_TEST), without a trailing slash. */
  production: string
  test: string
  /** A pile link's call (API_PREFIX + API.deviceDetail). */
  pile: string
  /** Home's call (API_PREFIX + API.userInfo). */
  user: string
}

/** The <script type="application/json"> before the loader that holds its plan. */
export const PLAN_ID = 'load-plan'

/** The loader's plan (scripts/plugins/load-app.ts computes it from the bundle). */
export interface LoadPlan {
  /** The entry's module scripts and their modulepreloads, in the order to ask for them. */
  entry: { script: boolean; href: string }[]
  /** Every file a page needs beyond the entry (URLs), referred to by index below. */
  files: string[]
  /** Route path -> indexes into files. */
  routes: Record<string, number[]>
  /** The API client's library (axios) -> indexes into files. */
  client: number[]
}
