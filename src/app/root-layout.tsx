import { Suspense, use, useCallback, useEffect, useRef, useState } from 'react'
import { Outlet, useLocation, useNavigationType } from 'react-router-dom'
import { ErrorBoundary } from '@/components/error-boundary'
import { NavBar } from '@/components/nav-bar'
import { PageSkeleton } from '@/components/page-skeleton'
import { TabBar } from '@/components/tab-bar'
import { ROUTES, TAB_ROUTES, routeByPath } from '@/config/paths'
import { useAppStore } from '@/store'
import { followLocation } from './feedback'
import { FollowDialog, FollowPromptEnabled } from './follow-dialog'
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
  const replaced = useNavigationType() === 'REPLACE'
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

  const shown = useRef(pathname)
  useEffect(() => {
    window.scrollTo(0, 0)
    // A page left with focus inside it (a link, 返回) leaves focus on the body, where a screen
    // reader starts over unannounced: the new page's title takes it (WCAG 2.4.3). Not on arrival
    // (the path shown first), and not from a control that stays (the tab bar) or a page that
    // placed focus itself. A title that kept focus (the nav bar's, after a dialog) takes it again,
    // so that its new text is read.
    if (shown.current === pathname) return
    shown.current = pathname
    const heading = document.querySelector<HTMLElement>('h1')
    const now = document.activeElement
    if (!heading || (now && now !== document.body && now !== heading)) return
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
    if (now === heading) heading.blur()
    heading.focus({ preventScroll: true })
  }, [pathname])

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
