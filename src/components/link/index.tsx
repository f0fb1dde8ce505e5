import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react'
import { UNSAFE_NavigationContext, createPath, parsePath, useLocation } from 'react-router-dom'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app location: a route's path and its query, as `href()` builds it. */
  to: string
  /** Replace the current history entry; by default only a link to where the user is does. */
  replace?: boolean
  ref?: Ref<HTMLAnchorElement>
}

/**
 * An in-app link: an `<a>` with the router's address for `to` (`#/path?query` under the hash
 * router), whose plain click moves inside the app, as react-router's `<Link>` does: the same
 * address, the same clicks left to the browser (another button, a modifier key, another target)
 * and the same replace rule. The app's links are all absolute paths, so nothing needs resolving.
 *
 * Why not react-router's `<Link>`: each one resolves its path three times, makes a `navigate`
 * (with a layout effect) and sets up prefetching. Home renders about 15 of them in its first
 * screen: 17-27 ms of main thread per load in a CPU profile of the production build (unminified),
 * against about 2 ms for these (docs/performance-history.md).
 */
export function Link({ to, replace, onClick, target, ref, children, ...rest }: LinkProps) {
  // The router's history (a stable object): its address for `to`, and push / replace.
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const location = useLocation()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0) return
    if (target && target !== '_self') return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    if (replace ?? createPath(location) === createPath(parsePath(to))) navigator.replace(to)
    else navigator.push(to)
  }
  return (
    <a {...rest} ref={ref} href={navigator.createHref(to)} target={target} onClick={handleClick}>
      {children}
    </a>
  )
}
