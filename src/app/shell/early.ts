/**
 * index.html's landing-route script, compiled into its head at build from this module and the ones
 * it imports (scripts/plugins/early-scripts.ts; the entry's module preloads, static tags, come
 * before it). Before the body is parsed it:
 * - reads the landing route from the URL with the app's own entry rules (landingLocation, SPEC §2)
 *   and marks the document with it: that picks the static shell that paints first (home's, or a
 *   page's nav bar over a skeleton: index.html's <style>) and the page chunks the loader preloads
 *   with the entry (src/app/shell/loader.ts). The app later rewrites the URL to the same route
 *   (src/app/boot.ts), so the shell, the preloads and the page agree by construction;
 * - notes what the shell shows from storage (home: the operator's title and platform name from the
 *   last visit; elsewhere the page's title, DESIGN §3), for index.html's last script
 *   (src/app/shell/shell-text.ts) to put in once the shells are parsed;
 * - in production builds, starts the landing page's early call: a pile link's pile, home's user
 *   (src/app/shell/early-calls.ts).
 */
import { ROUTES, isHomePath } from '@/config/paths'
import { landingLocation } from '@/lib/qr'
import { readStoredJson, storedText } from '@/store/stored-json'
import {
  BOOT_HOME,
  BOOT_NO_NAV,
  BOOT_PAGE,
  BOOT_PLATFORM,
  BOOT_ROUTE,
  BOOT_TITLE,
  type EarlyApi,
} from './contract'
import { startEarlyApi } from './early-calls'

/** The route path the app will show for this URL, and whether home's shell paints. */
export function bootRoute(loc: Pick<Location, 'pathname' | 'search' | 'hash'>): {
  route: string
  home: boolean
} {
  const route = landingLocation(loc).split('?')[0] || '/'
  return { route, home: isHomePath(route) }
}

/** The shell's texts for a route: null title hides the nav bar, undefined leaves it as built. */
export function shellText(
  route: string,
  home: boolean,
): { title?: string | null; platform?: string } {
  if (home) {
    const config = readStoredJson('customConfigInfo')
    const platform = (config?.value as { platformName?: unknown } | null | undefined)?.platformName
    return {
      title: storedText('indexTitle') ?? undefined,
      platform: typeof platform === 'string' && platform ? platform : undefined,
    }
  }
  const page = Object.values(ROUTES).find((r) => r.path === route)
  return page ? { title: page.title } : {}
}

export function startEarly(api?: EarlyApi | null, win: Window = window): void {
  const root = win.document.documentElement
  const { route, home } = bootRoute(win.location)
  root.className = home ? BOOT_HOME : BOOT_PAGE
  root.setAttribute(BOOT_ROUTE, route)
  const { title, platform } = shellText(route, home)
  if (title === null) root.setAttribute(BOOT_NO_NAV, '')
  else if (title !== undefined) root.setAttribute(BOOT_TITLE, title)
  if (platform !== undefined) root.setAttribute(BOOT_PLATFORM, platform)
  if (api) startEarlyApi(api, home, win)
}
