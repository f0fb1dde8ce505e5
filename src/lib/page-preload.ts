/**
 * A page's code asked for before the user opens it: the next step of a journey the user is about to
 * take (the payment page once charge selection shows a choice that can be paid for, the live charge
 * once the payment starts, the order detail once the charge has ended, charge selection while
 * WeChat's scanner is open). On a weak network that takes the page's chunk out of the wait after
 * the tap. The router says how (src/app/router.tsx registers its chunk loader); pages and
 * components only name the location. Best effort: until a loader is registered (tests that render
 * a page alone) it does nothing, and a failed load is left to the navigation, which asks again and
 * shows its error as usual.
 */
type Preloader = (location: string) => void

let preloader: Preloader = () => undefined

/** Registers how pages are loaded; returns what puts the previous one back (for tests). */
export function setPagePreloader(next: Preloader): () => void {
  const previous = preloader
  preloader = next
  return () => {
    preloader = previous
  }
}

/** Starts loading the page at `location` (an in-app location, as `href()` builds it). */
export function preloadPage(location: string): void {
  preloader(location)
}
