/**
 * Back returns to where a page was left, as a native app's back does (docs/design-notes.md): its
 * scroll position, and the control that had focus (the order opened from a list). Kept for the
 * visit by history entry (the router's location key); a page opened anew starts at its top.
 *
 * Why not the browser's own restoration: it restores at `popstate`, while the page left is still
 * shown, so the position was cut to that page's height (back to 订单中心 from an order landed
 * 464 px down where the list had been left at 900).
 *
 * What is kept is here, with the entry; the way back (./page-restore.ts) loads later (loadRestore),
 * as a pile link's first visit has no room for it (npm run perf:size).
 */
import { focusables } from '@/components/modal'

/** A control of the page: a link by its target, anything else by its place among the page's. */
export type Control = { href: string } | { index: number }

export interface Place {
  y: number
  focus: Control | null
}

const places = new Map<string, Place>()
let shown = ''

/** The history entry now shown: where the user goes on it from now on is kept for it. */
export function showing(key: string): void {
  shown = key
}

function describe(target: EventTarget | null): Control | null {
  const main = document.querySelector('main')
  if (!(target instanceof HTMLElement) || !main?.contains(target)) return null
  const href = target.getAttribute('href')
  return href ? { href } : { index: focusables(main).indexOf(target) }
}

/** Keeps the scroll and the focused control of the entry shown, from now until the stop returned. */
export function keepPlaces(): () => void {
  history.scrollRestoration = 'manual'
  const keep = (focus = places.get(shown)?.focus ?? null) =>
    places.set(shown, { y: window.scrollY, focus })
  const onScroll = () => keep()
  const onFocus = (event: FocusEvent) => keep(describe(event.target))
  window.addEventListener('scroll', onScroll, { passive: true })
  document.addEventListener('focusin', onFocus)
  return () => {
    window.removeEventListener('scroll', onScroll)
    document.removeEventListener('focusin', onFocus)
  }
}

/**
 * The way back's code: asked for with the first page opened from another, or before, with the
 * next step's page a page preloads (src/lib/page-preload.ts), so that opening it asks for nothing.
 */
export const loadRestore = () => import('./page-restore')

/** Where the entry `key` was left; undefined for one opened before a reload. */
export function placeOf(key: string): Place | undefined {
  return places.get(key)
}
