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
import { keepPlaces, loadRestore, placeOf, showing } from './page-return'
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
  const { pathname, key } = useLocation()
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

  // Where the user is on each page is kept for going back to it (./page-return.ts). Switched in a
  // layout effect: before the browser cuts the page left's scroll to the new page's height.
  useLayoutEffect(() => showing(key), [key])
  useEffect(() => keepPlaces(), [])

  const shown = useRef(pathname)
  const popped = navigation === 'POP'
  useEffect(() => {
    // A page left with focus inside it (a link) leaves focus on the body, where a screen reader
    // starts over unannounced: the new page's title takes it (WCAG 2.4.3). Not on arrival (the
    // path shown first), and not from a control that stays (the tab bar) or a page that placed
    // focus itself. Focus in the nav bar (its 返回, its title after a dialog) moves too, so that
    // the new title is read. Back to a page left before (返回, the system's back): its scroll, and
    // focus on the control that opened the page left (./page-return.ts), as a native app does.
    if (shown.current === pathname) return
    shown.current = pathname
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
      window.scrollTo(0, 0)
      focusLost()
    }
    const place = popped ? placeOf(key) : undefined
    // The way back loads with the first page opened from another (a failed load: the top).
    const restore = loadRestore()
    if (!place) {
      restore.catch(() => undefined)
      top()
      return
    }
    // Not on a page opened meanwhile: the next page's change cancels what is still to come.
    let left = false
    let stopWaiting = () => {}
    restore.then(
      ({ returnTo }) => {
        if (!left) stopWaiting = returnTo(place, focusLost)
      },
      () => left || top(),
    )
    return () => {
      left = true
      stopWaiting()
    }
  }, [pathname, key, popped])

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
