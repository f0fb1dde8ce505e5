/**
 * The way back to a page (./page-return.ts keeps where each was left), loaded once a page is
 * opened from another.
 */
import { focusables } from '@/components/modal'
import type { Control, Place } from './page-return'

function findControl(main: HTMLElement, control: Control): HTMLElement | null {
  if ('href' in control) {
    const links = main.querySelectorAll<HTMLElement>('a[href]')
    return [...links].find((link) => link.getAttribute('href') === control.href) ?? null
  }
  return focusables(main)[control.index] ?? null
}

/**
 * Back on a page left before: scrolls to where it was once the page is tall enough again (its
 * data may still be coming, for up to 2 s, unless the user moves first), then hands `focus` its
 * control (null when it is gone). Returns what stops the wait (the page left meanwhile).
 */
export function returnTo(place: Place, focus: (control: HTMLElement | null) => void): () => void {
  const main = document.querySelector('main')
  if (!main) return () => undefined
  const settle = (last: boolean) => {
    const room = Math.max(document.documentElement.scrollHeight - window.innerHeight, 0)
    if (room < place.y && !last) return false
    window.scrollTo(0, Math.min(place.y, room))
    focus(place.focus && findControl(main, place.focus))
    return true
  }
  if (settle(false)) return () => undefined
  window.scrollTo(0, 0)
  const observer = new MutationObserver(() => settle(false) && stop())
  const timer = setTimeout(() => {
    stop()
    settle(true)
  }, 2000)
  const stop = () => {
    observer.disconnect()
    clearTimeout(timer)
    for (const type of USER_MOVES) window.removeEventListener(type, stop)
  }
  observer.observe(main, { childList: true, subtree: true })
  for (const type of USER_MOVES) window.addEventListener(type, stop, { passive: true })
  return stop
}

/** What means the user has moved on while a page waits for its data. */
const USER_MOVES = ['touchstart', 'wheel', 'keydown'] as const
