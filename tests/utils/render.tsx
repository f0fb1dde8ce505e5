import { QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderOptions } from '@testing-library/react'
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react'
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
} from 'react-router-dom'
import { createQueryClient } from '@/app/query-client'
import { AppRoutes } from '@/app/router'

/** What a test reads and drives of the router: the current location, and navigate. */
export interface TestRouter {
  readonly state: { readonly location: Location; readonly historyAction: NavigationType }
  navigate: NavigateFunction
}

interface Seen {
  location?: Location
  historyAction?: NavigationType
  navigate?: NavigateFunction
}

/** Renders inside the router and reports its location and navigate to the test. */
function RouterProbe({ onRender }: { onRender: (seen: Required<Seen>) => void }) {
  const location = useLocation()
  const historyAction = useNavigationType()
  const navigate = useNavigate()
  useLayoutEffect(() => {
    onRender({ location, historyAction, navigate })
  })
  return null
}

/**
 * Renders the whole app (layout, lazy pages, providers) at an in-app path, against msw/node.
 * `extra` routes go under the layout next to the app's pages (for failures real pages never have).
 */
export function renderApp(path = '/', extra?: RouteObject[]) {
  const seen: Seen = {}
  const router: TestRouter = {
    get state() {
      if (!seen.location || !seen.historyAction) throw new Error('the router has not rendered')
      return { location: seen.location, historyAction: seen.historyAction }
    },
    navigate: ((...args: unknown[]) => {
      if (!seen.navigate) throw new Error('the router has not rendered')
      return (seen.navigate as (...a: unknown[]) => unknown)(...args)
    }) as NavigateFunction,
  }
  const queryClient = createQueryClient()
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes extra={extra} />
        <RouterProbe onRender={(now) => Object.assign(seen, now)} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { ...utils, router, queryClient }
}

/** Renders one component with the query provider (for shared components). */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  const queryClient = createQueryClient()
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { ...render(ui, { wrapper: Wrapper, ...options }), queryClient }
}
