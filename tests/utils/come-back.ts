import { renderApp } from './render'

/**
 * Leaves the page as a 500 re-login does (location.replace to WeChat's OAuth and back: the page is
 * gone, sessionStorage is kept) and comes back to the same address.
 */
export function comeBack(view: ReturnType<typeof renderApp>) {
  const { pathname, search } = view.router.state.location
  view.unmount()
  return renderApp(`${pathname}${search}`)
}
