/**
 * Back returns to where a page was left, as a native app's back does (docs/design-notes.md): its
 * scroll position, and the control focused or tapped last (the order opened from a list). Kept for
 * the visit by history entry (the router's location key) and its location; a page opened anew
 * starts at its top (src/app/root-layout.tsx places each page).
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
  /** The location (path and query) it was kept for. */
  at: string
  y: number
  focus: Control | null
}

const places = new Map<string, Place>()
let shown = { key: '', at: '' }

/**
 * The history entry now shown (`at`: its path and query): what the user does from now on is kept
 * for it. Returns the place kept for it before, as it was when left (undefined for an entry opened
 * before a reload): read now, as a scroll the new page causes is kept for it from now on.
 */
export function showing(key: string, at: string): Place | undefined {
  shown = { key, at }
  const place = places.get(key)
  // react-router gives an entry it did not make (a hash typed in) the first entry's key.
  return place?.at === at ? place : undefined
}

/** Forgets every place (tests: each starts a visit of its own). */
export function forgetPlaces(): void {
  places.clear()
}

/** A form field is not given focus back: on a phone a text field can bring up the keyboard. */
const TYPED = 'input, textarea, select'

function describe(target: EventTarget | null): Control | null {
  const main = document.querySelector('main')
  if (!(target instanceof HTMLElement) || !main?.contains(target) || target.matches(TYPED)) {
    return null
  }
  const href = target.getAttribute('href')
  const index = focusables(main).indexOf(target)
  return href ? { href } : index < 0 ? null : { index }
}

/**
 * Keeps the scroll and the control of the entry shown, from now until the stop returned. The
 * control is the one focused or tapped last: a tap on a link or a button gives it no focus in
 * WebKit (iOS), so the tap is kept too.
 */
export function keepPlaces(): () => void {
  history.scrollRestoration = 'manual'
  const keep = (focus = places.get(shown.key)?.focus ?? null) =>
    places.set(shown.key, { at: shown.at, y: window.scrollY, focus })
  const onScroll = () => keep()
  const onFocus = (event: FocusEvent) => keep(describe(event.target))
  const onTap = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('a[href], button') : null
    if (target) keep(describe(target))
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  document.addEventListener('focusin', onFocus)
  document.addEventListener('click', onTap, true)
  return () => {
    window.removeEventListener('scroll', onScroll)
    document.removeEventListener('focusin', onFocus)
    document.removeEventListener('click', onTap, true)
  }
}

/** The way back's code (./page-restore.ts). */
export type Restorer = typeof import('./page-restore')

let restorer: Restorer | undefined

/**
 * The way back's code: asked for with the first page opened from another, or before, with the
 * next step's page a page preloads (src/lib/page-preload.ts), so that opening it asks for nothing.
 */
export function loadRestore(): Promise<Restorer> {
  return import('./page-restore').then((module) => (restorer = module))
}

/** The way back's code if it is in: then a page comes back before the browser draws it. */
export function loadedRestore(): Restorer | undefined {
  return restorer
}
