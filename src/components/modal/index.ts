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

/**
 * The element that last took focus. A button that disables itself as its action starts (确认支付,
 * 挂失 while busy) has lost focus by the time the dialog its action opens is drawn: focus goes
 * back to it all the same when the dialog closes.
 */
let lastFocused: HTMLElement | null = null
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target
    },
    true,
  )
}

const isDisabled = (el: HTMLElement) => el.matches(':disabled')

/**
 * How many open modals keep each element of the page around them inert (WCAG 2.4.3, 1.3.2): a
 * screen reader's swipe stays in the modal as Tab does, and the page under the mask is out of the
 * accessibility tree. Counted: a dialog over a sheet keeps the page inert when the sheet goes. The
 * toasts' live region (src/app/feedback.ts) is left: it speaks over a modal.
 */
const inertBy = new Map<Element, number>()

/**
 * Makes every element beside `element` and beside each of its ancestors inert, but for `keep`
 * (what stays usable around it) and what holds it; returns what it marked.
 */
function inertAround(element: Element, keep: string): Element[] {
  const marked: Element[] = []
  const mark = (el: Element) => {
    if (el.matches(keep)) return
    if (el.querySelector(keep)) {
      for (const child of el.children) mark(child)
      return
    }
    const count = inertBy.get(el)
    // Inert by someone else (a page's own): left to them.
    if (count === undefined && el.hasAttribute('inert')) return
    inertBy.set(el, (count ?? 0) + 1)
    el.setAttribute('inert', '')
    marked.push(el)
  }
  for (
    let node = element;
    node.parentElement && node !== document.body;
    node = node.parentElement
  ) {
    for (const el of node.parentElement.children) if (el !== node) mark(el)
  }
  return marked
}

/** Focuses `el` once it is enabled again (a busy button, within a second), else the page. */
function focusWhenEnabled(el: HTMLElement, modal: HTMLElement, tries = 60): void {
  const now = document.activeElement
  // Something else took focus meanwhile (a page that moved it on purpose): left there.
  if (now && now !== document.body && !modal.contains(now)) return
  if (el.isConnected && isDisabled(el) && tries > 0)
    setTimeout(() => focusWhenEnabled(el, modal, tries - 1), 16)
  else (el.isConnected && !isDisabled(el) ? el : pageFocus(modal))?.focus()
}

/** The controls inside `element` that Tab reaches, in order. */
export function focusables(element: HTMLElement): HTMLElement[] {
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
  /**
   * What stays usable around it (a selector): the nav bar drawn over the follow prompt, whose 返回
   * closes it (src/app/root-layout.tsx). The toasts' live region always stays.
   */
  keep?: string
  /**
   * What the page is made inert around (default: the modal itself): a dialog whose own mask is
   * drawn beside it keeps that mask tappable (antd-mobile's Dialog with closeOnMaskClick).
   */
  around?: HTMLElement | null
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
  const opener =
    active instanceof HTMLElement && active !== document.body
      ? active
      : // The button that opened it, disabled while its action runs (lastFocused).
        lastFocused?.isConnected && isDisabled(lastFocused)
        ? lastFocused
        : null
  const before = opener && !element.contains(opener) ? opener : null
  const entry: Held = { element, onEscape: options.onEscape }
  held.push(entry)
  if (held.length === 1) window.addEventListener('keydown', onKey, true)
  const target = options.initial ?? focusables(element)[0] ?? element
  if (target === element && !element.hasAttribute('tabindex')) element.tabIndex = -1
  // Not scrolled to: a sheet is still sliding in from below the screen.
  target.focus({ preventScroll: true })
  // After focus is in: an element that holds focus is never made inert.
  const keep = options.keep ? `#app-toasts, ${options.keep}` : '#app-toasts'
  const inert = inertAround(options.around ?? element, keep)
  let released = false
  return () => {
    if (released) return
    released = true
    const at = held.indexOf(entry)
    if (at !== -1) held.splice(at, 1)
    if (held.length === 0) window.removeEventListener('keydown', onKey, true)
    for (const el of inert) {
      const count = (inertBy.get(el) ?? 1) - 1
      if (count > 0) inertBy.set(el, count)
      else {
        inertBy.delete(el)
        el.removeAttribute('inert')
      }
    }
    const now = document.activeElement
    const inside = !now || now === document.body || element.contains(now)
    if (!inside) return
    if (before?.isConnected) {
      focusWhenEnabled(before, element)
      return
    }
    const back = pageFocus(element)
    if (back) back.focus()
    // Nowhere to go: not left on a control that is going away.
    else if (now instanceof HTMLElement && element.contains(now)) now.blur()
  }
}
