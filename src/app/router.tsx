import { createElement, memo, use, type ComponentType } from 'react'
import { HashRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { ROUTES, routeByPath, type RouteName } from '@/config/paths'
import { setPagePreloader } from '@/lib/page-preload'
import { RootLayout } from './root-layout'
import { loadRestore } from './page-return'

type PageModule = { default: ComponentType }
type LoadPage = () => Promise<PageModule>

/** One lazy chunk per page (DESIGN §3). Routes of pages not built yet are left out: 404 answers. */
const pages: Partial<Record<RouteName, LoadPage>> = {
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
  virtualCardDetail: () => import('@/pages/packageChargingCard/virtualCardDetail'),
  bankCardList: () => import('@/pages/packageMine/bankCard'),
  bankCardAdd: () => import('@/pages/packageMine/bankCard/addCard'),
  refundApplyList: () => import('@/pages/packageMine/refundApplyList'),
  chargingCardList: () => import('@/pages/packageChargingCard/list'),
  rechargeRecord: () => import('@/pages/packageChargingCard/rechargeRecord'),
  rechargeAgreement: () => import('@/pages/packageChargingCard/rechargeAgreement'),
  mineCardCoupon: () => import('@/pages/packageMine/mineCardCoupon'),
  chargingDetail: () => import('@/pages/packageOrder/chargingDetail'),
  carChargingDetail: () => import('@/pages/packageOrder/carChargingDetail'),
  carTimeChargeDesc: () => import('@/pages/packageOrder/carTimeChargeDesc'),
  chargeAgreement: () => import('@/pages/packageOrder/chargeAgreement'),
  orderList: () => import('@/pages/packageOrder/orderList'),
  serviceCenter: () => import('@/pages/packageMine/serviceCenter'),
  newsList: () => import('@/pages/packageMine/newsList'),
  redPacketIndex: () => import('@/pages/packageRedPacket/redPacketIndex'),
  createRedPacket: () => import('@/pages/packageRedPacket/createRedPacket'),
  webviewPage: () => import('@/pages/packageRedPacket/webviewPage'),
  redPacketList: () => import('@/pages/packageRedPacket/redPacketList'),
  redPacketDetail: () => import('@/pages/packageRedPacket/redPacketDetail'),
  mineRedPacket: () => import('@/pages/packageRedPacket/mineRedPacket'),
  mineReceiveRedPacket: () => import('@/pages/packageRedPacket/mineReceiveRedPacket'),
  blackBoxPage: () => import('@/pages/packageRedPacket/blackBoxPage'),
  mineBlackBoxGift: () => import('@/pages/packageRedPacket/mineBlackBoxGift'),
  blackBoxChargeVoucher: () => import('@/pages/packageRedPacket/blackBoxChargeVoucher'),
  myPoints: () => import('@/pages/packageAddedValueCenter/myPoints'),
  pointsLottery: () => import('@/pages/packageAddedValueCenter/pointsLottery'),
  pointsWinRecords: () => import('@/pages/packageAddedValueCenter/pointsWinRecords'),
  pointLotterRules: () => import('@/pages/packageAddedValueCenter/pointLotterRules'),
  joinUs: () => import('@/pages/packageAddedValueCenter/joinUs'),
  safeCharge: () => import('@/pages/packageSafeService/safeCharge'),
  safeRide: () => import('@/pages/packageSafeService/safeRide'),
  map: () => import('@/pages/packageMap/map'),
  nearbyStationList: () => import('@/pages/packageMap/nearbyStationList'),
  stationDetail: () => import('@/pages/packageMap/stationDetail'),
  userComplaint: () => import('@/pages/packageMine/userComplaint'),
  myVehicles: () => import('@/pages/packageMine/myVehicles'),
  vehicleAdd: () => import('@/pages/packageMine/myVehicles/edit'),
  vehicleEdit: () => import('@/pages/packageMine/myVehicles/edit'),
  invoice: () => import('@/pages/packageMine/invoice'),
  invoiceApply: () => import('@/pages/packageMine/invoice/apply'),
  invoiceTitles: () => import('@/pages/packageMine/invoice/titles'),
  invoiceTitleAdd: () => import('@/pages/packageMine/invoice/titles/edit'),
  invoiceTitleEdit: () => import('@/pages/packageMine/invoice/titles/edit'),
  invoiceHistory: () => import('@/pages/packageMine/invoice/history'),
  invoiceDetail: () => import('@/pages/packageMine/invoice/detail'),
}

/** The routes that are built, as data: e2e/back-and-quality.spec.ts opens every one of them. */
export const builtRoutes = Object.keys(pages) as RouteName[]

const notFound: LoadPage = () => import('@/pages/not-found')

/** Chunks asked for (one request each) and chunks that have arrived (rendered without suspending). */
const requested = new Map<LoadPage, Promise<ComponentType>>()
const loaded = new Map<LoadPage, ComponentType>()

function loadPage(load: LoadPage): Promise<ComponentType> {
  let pending = requested.get(load)
  if (!pending) {
    pending = load().then(
      ({ default: Component }) => {
        loaded.set(load, Component)
        return Component
      },
      (error: unknown) => {
        requested.delete(load) // so that 重试 asks again
        throw error
      },
    )
    requested.set(load, pending)
  }
  return pending
}

/**
 * Starts loading the landing page's chunk before the router needs it: boot knows the landing route
 * (a pile link's charge selection, say) while login is still on its way. Resolves when it is in (or
 * has failed: the page then asks again and shows its error).
 */
export function preloadRoute(location: string): Promise<void> {
  const pathname = location.split('?')[0] ?? ''
  const name = (Object.keys(pages) as RouteName[]).find((n) => ROUTES[n].path === pathname)
  const load = name ? pages[name] : undefined
  return load ? loadPage(load).then(noop, noop) : Promise.resolve()
}

const noop = () => undefined

// Pages ask for the next step's chunk through src/lib/page-preload.ts (they do not import the app),
// and with it the way back from it (./page-return.ts).
setPagePreloader((location) => {
  void preloadRoute(location)
  loadRestore().catch(noop)
})

/** Loads every page's chunk (tests render pages without a suspended first pass). */
export function preloadAllPages(): Promise<void> {
  return Promise.all([...Object.values(pages), notFound].map((load) => loadPage(load))).then(noop)
}

/** A page: rendered at once when its chunk is in, else suspends (RootLayout's skeleton) until it is. */
export function LazyPage({ load }: { load: LoadPage }) {
  // The same component every time for a chunk (a module's default export), so state is kept.
  return createElement(loaded.get(load) ?? use(loadPage(load)))
}

const layout = <RootLayout />
const page = (load: LoadPage) => <LazyPage load={load} />

/** The route table: every page under the layout (nav bar, tab bar, error boundary), 404 last. */
export function appRoutes(extra: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: layout,
      children: [
        ...(Object.entries(pages) as [RouteName, LoadPage][]).map(([name, load]) => ({
          path: ROUTES[name].path,
          element: page(load),
        })),
        ...extra,
        { path: '*', element: page(notFound) },
      ],
    },
  ]
}

const routes = appRoutes()
const tables = new Map<RouteName, RouteObject[]>()

/**
 * What the router matches a location against: where the path names a built page (as `routeByPath`
 * reads it), that page's route alone under the layout, 404 after it; else the whole table. Why:
 * `useRoutes` flattens and ranks every route, and compiles a pattern for each one it tries, at
 * every match. On the first render that was the router's code run cold over 58 routes, 13-57 ms of
 * the main thread before the first screen (a CPU profile of the production build, unminified).
 * The page rendered is the same: a path that names one page matches only that page's route.
 */
export function routeTable(pathname: string): RouteObject[] {
  const name = routeByPath(pathname)
  const load = name && pages[name]
  if (!name || !load) return routes
  let table = tables.get(name)
  if (!table) {
    table = [
      {
        element: layout,
        children: [
          { path: ROUTES[name].path, element: page(load) },
          { path: '*', element: page(notFound) },
        ],
      },
    ]
    tables.set(name, table)
  }
  return table
}

/** The app's pages for the current location (inside a router: HashRouter here, MemoryRouter in tests). */
export function AppRoutes({ extra }: { extra?: RouteObject[] }) {
  const { pathname } = useLocation()
  return useRoutes(extra ? appRoutes(extra) : routeTable(pathname))
}

/**
 * DESIGN §3: a hash router (WeChat's web view and static hosting both keep the path). Memoized: App
 * re-renders once the first screen is shown (the follow prompt's flag, a context its consumers
 * read), and without it the route table, the page and every link under it rendered again for
 * nothing, on the main thread right after the first paint.
 */
export const AppRouter = memo(function AppRouter() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  )
})
