import type { KeyboardEvent } from 'react'

/**
 * The WAI-ARIA tabs pattern's keys, for each tab's `onKeyDown`: ← and → (wrapping), Home and End
 * move to a tab and choose it (tabs that show their panel at once), and focus goes with them. The
 * chosen tab is the list's one Tab stop (`tabIndex={chosen ? 0 : -1}` on each tab). Its own file:
 * charge selection's plan tabs use it without the strip's look.
 */
export function tabKeys<K extends string>(
  keys: readonly K[],
  value: K,
  onChange: (key: K) => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  return (event) => {
    const at = keys.indexOf(value)
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: keys.length - 1 }[event.key]
    if (to === undefined || keys.length === 0) return
    event.preventDefault()
    const index = (to + keys.length) % keys.length
    const key = keys[index]
    if (key === undefined) return
    if (key !== value) onChange(key)
    const list = event.currentTarget.closest('[role="tablist"]')
    list?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus()
  }
}
