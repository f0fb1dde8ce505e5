import { Suspense, use, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Outlet, useLocation, useNavigationType } from 'react-router-dom'
import { ErrorBoundary } from '@/components/error-boundary'
import { NavBar } from '@/components/nav-bar'
import { PageSkeleton } from '@/components/page-skeleton'
import { TabBar } from '@/components/tab-bar'
import { ROUTES, TAB_ROUTES, routeByPath } from '@/config/paths'
import { useAppStore } from '@/store'
import { followLocation } from './feedback'
import { FollowDialog, FollowPromptEnabled } from './follow-dialog'
import { keepPlaces, loadRestore, loadedRestore, showing, type Restorer } from './page-return'
import { RouteError } from './route-error'

/** The page title: the route's own, the operator's index title on home, none where the spec says so. */
export function usePageTitle(pathname: string): { title: string | null; isTab: boolean } {
  const indexTitle = useAppStore((s) => s.indexTitle)
  const name = routeByPath(pathname)
  if (!name) return { title: '页面不存在', isTab: false }
  const isTab = TAB_ROUTES.includes(name)
  const own = ROUTES[name].title
  if (name === 'home' || name === 'homeAlias') return { title: indexTitle, isTab }
  return { title: own, isTab }
}

export function RootLayout() {
  const { pathname, search, key } = useLocation()
  const navigation = useNavigationType()
  const replaced = navigation === 'REPLACE'
  const { title, isTab } = usePageTitle(pathname)
  const indexTitle = useAppStore((s) => s.indexTitle)
  const followPrompt = use(FollowPromptEnabled)
  // While an overlay is open over the page, the nav bar's 返回 closes it instead of navigating.
  const [closeOverlay, setCloseOverlay] = useState<() => void>()
  const onOverlayChange = useCallback((close?: () => void) => setCloseOverlay(() => close), [])

  useEffect(() => {
    // WECHAT: the in-app browser shows document.title in its own top bar. A page SPEC §2 shows
    // "no title" has no nav bar, but its document keeps the index title: an empty <title> is a
    // serious axe violation (document-title), and no page may have one (docs/design-notes.md).
    document.title = title || indexTitle
  }, [title, indexTitle])

  // Where the user is on each page is kept for going back to it (./page-return.ts).
  useEffect(() => keepPlaces(), [])

  // A layout effect: the page is placed before the browser draws it, and the place kept for it is
  // read before a scroll the new page causes is kept for it instead.
  const shown = useRef({ key, pathname, search })
  const popped = navigation === 'POP'
  useLayoutEffect(() => {
    const place = showing(key, pathname + search)
    // Arrival (and StrictMode's second run of it): the page is where the browser put it. (An entry
    // react-router did not make, a hash typed in, has the first entry's key: its location differs.)
    const was = shown.current
    if (was.key === key && was.pathname === pathname && was.search === search) return
    const newPage = was.pathname !== pathname
    shown.current = { key, pathname, search }
    // A page left with focus inside it (a link) leaves focus on the body, where a screen reader
    // starts over unannounced: the new page's title takes it (WCAG 2.4.3). Not from a control that
    // stays (the tab bar) or a page that placed focus itself. Focus in the nav bar (its 返回, its
    // title after a dialog) moves too, so that the new title is read.
    const focusLost = (control?: HTMLElement | null) => {
      const heading = document.querySelector<HTMLElement>('h1')
      const now = document.activeElement
      if (now && now !== document.body && !now.closest('.app-nav')) return
      const target = control ?? heading
      if (!target) return
      if (target === heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1
      if (now === target) target.blur()
      target.focus({ preventScroll: true })
    }
    const top = () => {
      if (!newPage) return
      window.scrollTo(0, 0)
      focusLost()
    }
    if (!popped || !place) {
      // The way back loads with the first page opened from another (./page-return.ts).
      loadRestore().catch(() => undefined)
      top()
      return
    }
    // Back (返回, the system's back) to a page left before: its scroll, and focus on the control
    // that opened the page left, as a native app does. What is still to come when the next page
    // is shown is cancelled (this effect's clean-up).
    const back = ({ returnTo }: Restorer) => returnTo(place, focusLost)
    const loaded = loadedRestore()
    if (loaded) return back(loaded)
    let left = false
    let stop = () => {}
    loadRestore().then(
      (module) => {
        if (!left) stop = back(module)
      },
      () => left || top(),
    )
    return () => {
      left = true
      stop()
    }
  }, [key, pathname, search, popped])

  // Leaving a page (Back, a link) closes the dialogs asked on it, a confirmation as not confirmed:
  // antd-mobile draws them outside this tree, where a route change does not reach.
  useEffect(() => followLocation(key, pathname, replaced), [key, pathname, replaced])

  return (
    <>
      {title !== null && <NavBar title={title} showBack={!isTab} onCloseOverlay={closeOverlay} />}
      <main className={isTab ? 'app-main app-main--tabs' : 'app-main'}>
        <ErrorBoundary
          resetKey={pathname}
          fallback={(error, retry) => <RouteError error={error} retry={retry} />}
        >
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {isTab && <TabBar />}
      {followPrompt && <FollowDialog onOverlayChange={onOverlayChange} />}
    </>
  )
}
