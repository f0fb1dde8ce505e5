import type { ComponentType } from 'react'
import { createHashRouter, type RouteObject } from 'react-router-dom'
import { PageSkeleton } from '@/components/page-skeleton'
import { ROUTES, type RouteName } from '@/config/paths'
import { RootLayout } from './root-layout'
import { RouteError } from './route-error'

type PageModule = { default: ComponentType }

/** One lazy chunk per page (DESIGN §3). Routes of pages not built yet are left out: 404 answers. */
const pages: Partial<Record<RouteName, () => Promise<PageModule>>> = {
  home: () => import('@/pages/main/index'),
  homeAlias: () => import('@/pages/main/index'),
  my: () => import('@/pages/main/my'),
  scan: () => import('@/pages/main/scan'),
  secondScanPage: () => import('@/pages/main/secondScanPage'),
  privacy: () => import('@/pages/packageMine/privacy'),
  tips: () => import('@/pages/packageMine/tips'),
  bindPhone: () => import('@/pages/packageMine/h5BindPhone'),
  receiveCoupon: () => import('@/pages/packageMine/h5ReceiveCouponPage'),
  receiveCouponSuccess: () => import('@/pages/packageMine/receiveCouponSuccess'),
  realCardDetail: () => import('@/pages/packageChargingCard/realCardDetail'),
  chargingDetail: () => import('@/pages/packageOrder/chargingDetail'),
  carChargingDetail: () => import('@/pages/packageOrder/carChargingDetail'),
  carTimeChargeDesc: () => import('@/pages/packageOrder/carTimeChargeDesc'),
  orderList: () => import('@/pages/packageOrder/orderList'),
}

/**
 * Starts loading a page's chunk before the router needs it: boot knows the landing route (a pile
 * link's charge selection, say) while login and data are still on their way.
 */
export function preloadRoute(location: string): void {
  const pathname = location.split('?')[0] ?? ''
  const name = (Object.keys(pages) as RouteName[]).find((n) => ROUTES[n].path === pathname)
  const load = name ? pages[name] : undefined
  void load?.().catch(() => undefined)
}

function lazyPage(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) }
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      ...(Object.entries(pages) as [RouteName, () => Promise<PageModule>][]).map(
        ([name, load]) => ({
          path: ROUTES[name].path,
          ...lazyPage(load),
        }),
      ),
      { path: '*', ...lazyPage(() => import('@/pages/not-found')) },
    ],
  },
]

/** Created once, at module scope, after boot has rewritten the URL. */
export function createAppRouter() {
  return createHashRouter(routes)
}
