/**
 * Where focus goes after an action done in place (開, 立即抽奖, 立即开启): the button that was
 * pressed may be removed or disabled, and Chromium then drops focus to the page's body, where a
 * screen reader or a keyboard user starts over from the top.
 */

/** Focus has gone nowhere: the body, or a control that was just disabled. */
export function focusLost(): boolean {
  const active = document.activeElement
  return !active || active === document.body || active.matches(':disabled')
}

/** Focus without the jump of scrolling the element to the top; scrolled only if out of sight. */
export function moveFocus(element: HTMLElement): void {
  if (document.activeElement === element) return
  element.focus({ preventScroll: true })
  element.scrollIntoView({ block: 'nearest' })
}
