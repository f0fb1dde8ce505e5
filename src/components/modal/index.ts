/**
 * Keyboard and focus of a modal (docs/design-notes.md, the follow prompt's rule): focus moves in,
 * Tab stays inside, Escape closes it, and focus goes back to where it was. Plain DOM, so that the
 * dialogs antd-mobile draws outside React's tree (src/app/feedback.ts) and our sheets share it.
 */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'audio[controls]',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

interface Held {
  element: HTMLElement
  onEscape: () => void
}

/** Open modals, the newest last: only it answers the keyboard (a dialog over a sheet). */
const held: Held[] = []

function focusables(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden], [aria-hidden="true"], [inert]'),
  )
}

function onKey(event: KeyboardEvent): void {
  // A modal taken out of the page without being released (a test's clean-up) answers no more.
  while (held.length > 0 && !held[held.length - 1]?.element.isConnected) held.pop()
  const top = held[held.length - 1]
  if (!top || event.defaultPrevented) return
  const typing =
    event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement
  if (event.repeat && !typing && (event.key === 'Enter' || event.key === ' ')) {
    // A key held down on the button that opened it must not press the modal's button that has
    // focus now.
    event.preventDefault()
    return
  }
  if (event.key === 'Escape' && !event.isComposing) {
    // Captured on window and stopped: only the top modal answers (a dialog over the follow prompt
    // or a sheet), and no handler under it closes something else with the same key.
    event.preventDefault()
    event.stopPropagation()
    top.onEscape()
    return
  }
  if (event.key !== 'Tab') return
  // Stopped too: the Tab is this modal's.
  event.stopPropagation()
  const items = focusables(top.element)
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) {
    event.preventDefault()
    top.element.focus()
    return
  }
  const index = items.indexOf(document.activeElement as HTMLElement)
  const wraps = event.shiftKey ? index === 0 : index === items.length - 1
  if (index === -1 || wraps) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }
}

export interface HoldFocusOptions {
  /** What takes focus (a dialog's 取消, a sheet's close); else its first control, else itself. */
  initial?: HTMLElement | null
  /** Escape: the modal's cancel or dismiss. */
  onEscape: () => void
}

/**
 * Where focus goes when a modal closes and nothing had it before (a dialog a failed load opened
 * while the user had done nothing), or what had it was drawn again: the page's way on, the
 * 重试 of the error it shows, else its title. Never the body, where a screen reader starts the
 * page over (WCAG 2.4.3).
 */
function pageFocus(modal: HTMLElement): HTMLElement | null {
  const first = (selector: string) =>
    [...document.querySelectorAll<HTMLElement>(selector)].find((el) => !modal.contains(el))
  const retry = first('[role="alert"] button:not(:disabled)')
  if (retry) return retry
  const title = first('h1')
  if (title && !title.hasAttribute('tabindex')) title.tabIndex = -1
  return title ?? null
}

/**
 * Holds focus inside `element` until the returned release is called, which gives focus back to
 * what had it before, unless focus has gone somewhere else meanwhile (a page that moved it on
 * purpose). When that element is gone or there was none, focus goes to the page (`pageFocus`).
 */
export function holdFocus(element: HTMLElement, options: HoldFocusOptions): () => void {
  const active = document.activeElement
  const before =
    active instanceof HTMLElement && active !== document.body && !element.contains(active)
      ? active
      : null
  const entry: Held = { element, onEscape: options.onEscape }
  held.push(entry)
  if (held.length === 1) window.addEventListener('keydown', onKey, true)
  const target = options.initial ?? focusables(element)[0] ?? element
  if (target === element && !element.hasAttribute('tabindex')) element.tabIndex = -1
  // Not scrolled to: a sheet is still sliding in from below the screen.
  target.focus({ preventScroll: true })
  let released = false
  return () => {
    if (released) return
    released = true
    const at = held.indexOf(entry)
    if (at !== -1) held.splice(at, 1)
    if (held.length === 0) window.removeEventListener('keydown', onKey, true)
    const now = document.activeElement
    const inside = !now || now === document.body || element.contains(now)
    if (!inside) return
    const back = before?.isConnected ? before : pageFocus(element)
    if (back) back.focus()
    // Nowhere to go: not left on a control that is going away.
    else if (now instanceof HTMLElement && element.contains(now)) now.blur()
  }
}
