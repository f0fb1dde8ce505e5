/**
 * The `app-ready` performance mark (README "Performance"): the moment the app has taken over from
 * index.html's inert shell and the landing page's main control works, which the first paint (LCP)
 * does not tell. `npm run perf` reads it from Lighthouse's user timings and budgets it.
 */
import { ROUTES } from '@/config/paths'

export const APP_READY = 'app-ready'

/**
 * A landing page's main control, by route path: home's scan button; on a pile link, charge
 * selection's plan (or prepaid amount) buttons, or its notice that the pile cannot charge. Other
 * pages are ready when the app's first render is in.
 */
const MAIN_CONTROL: Record<string, string> = {
  [ROUTES.home.path]: '.home__scan',
  [ROUTES.homeAlias.path]: '.home__scan',
  [ROUTES.scan.path]: '.scan__option, .scan__down',
}

let marked = false

/**
 * Marks `app-ready` once, when the landing route's main control is in `root`. Call it after React's
 * first commit (an effect): the static shell's inert copy is gone by then. Returns a stop function.
 */
export function watchAppReady(root: HTMLElement | null, route: string): () => void {
  if (marked || !root) return () => undefined
  const selector = MAIN_CONTROL[route]
  const observer = new MutationObserver(() => check())
  const check = () => {
    if (marked || (selector && !root.querySelector(selector))) return
    marked = true
    observer.disconnect()
    performance.mark(APP_READY)
  }
  observer.observe(root, { childList: true, subtree: true })
  check()
  return () => observer.disconnect()
}
