/**
 * Every route of DESIGN §3 with its Chinese title. Paths are fixed: operators and tests rely on them.
 * `title: null` marks pages the spec shows without a title.
 */
export const ROUTES = {
  home: { path: '/', title: '' },
  homeAlias: { path: '/pages/index/index', title: '' },
  scan: { path: '/pages/scan/scan', title: '扫码充电' },
  secondScanPage: { path: '/pages/scan/secondScanPage', title: '充电支付' },
  my: { path: '/pages/my/my', title: '我的' },

  privacy: { path: '/packageMine/privacy', title: '隐私政策' },
  tips: { path: '/packageMine/tips', title: '安全充电小贴士' },
  bankCardList: { path: '/packageMine/bankCard/index', title: '我的银行卡' },
  bankCardAdd: { path: '/packageMine/bankCard/addCard', title: '添加银行卡' },
  refundApplyList: { path: '/packageMine/refundApplyList', title: '退款申请' },
  bindPhone: { path: '/packageMine/h5BindPhone', title: '绑定手机号' },
  newsList: { path: '/packageMine/newsList', title: '消息中心' },
  mineCardCoupon: { path: '/packageMine/mineCardCoupon', title: '我的卡券' },
  serviceCenter: { path: '/packageMine/serviceCenter', title: '客服中心' },
  receiveCoupon: { path: '/packageMine/h5ReceiveCouponPage', title: null },
  receiveCouponSuccess: { path: '/packageMine/receiveCouponSuccess', title: null },
  userComplaint: { path: '/packageMine/userComplaint', title: '投诉建议' },
  /** Ours (issue 26): the user's vehicles and plates, and the form that adds or changes one. */
  myVehicles: { path: '/packageMine/myVehicles', title: '我的车辆' },
  vehicleAdd: { path: '/packageMine/myVehicles/add', title: '添加车辆' },
  vehicleEdit: { path: '/packageMine/myVehicles/edit', title: '编辑车辆' },
  /** Ours (issue 26): 电子发票, the orders to invoice, the form, the titles, the history, one invoice. */
  invoice: { path: '/packageMine/invoice', title: '开具发票' },
  invoiceApply: { path: '/packageMine/invoice/apply', title: '填写发票信息' },
  invoiceTitles: { path: '/packageMine/invoice/titles', title: '抬头管理' },
  invoiceTitleAdd: { path: '/packageMine/invoice/titles/add', title: '添加抬头' },
  invoiceTitleEdit: { path: '/packageMine/invoice/titles/edit', title: '编辑抬头' },
  invoiceHistory: { path: '/packageMine/invoice/history', title: '开票记录' },
  invoiceDetail: { path: '/packageMine/invoice/detail', title: '发票详情' },

  orderList: { path: '/packageOrder/orderList', title: '订单中心' },
  carChargingDetail: { path: '/packageOrder/carChargingDetail', title: '订单详情' },
  chargingDetail: { path: '/packageOrder/chargingDetail', title: '充电详情' },
  carTimeChargeDesc: { path: '/packageOrder/carTimeChargeDesc', title: '充电价格详情' },
  /** Ours (the spec shows no route for it): the agreement accepted on the payment page. */
  chargeAgreement: { path: '/packageOrder/chargeAgreement', title: '充电服务协议' },

  map: { path: '/packageMap/map', title: null },
  stationDetail: { path: '/packageMap/stationDetail', title: '站点详情' },
  nearbyStationList: { path: '/packageMap/nearbyStationList', title: '附近电桩' },

  chargingCardList: { path: '/packageChargingCard/list', title: '我的充电卡' },
  virtualCardDetail: { path: '/packageChargingCard/virtualCardDetail', title: '充值卡详情' },
  realCardDetail: { path: '/packageChargingCard/realCardDetail', title: '实体卡详情' },
  rechargeRecord: { path: '/packageChargingCard/rechargeRecord', title: '交易记录' },
  rechargeAgreement: { path: '/packageChargingCard/rechargeAgreement', title: '充值协议' },

  redPacketIndex: { path: '/packageRedPacket/redPacketIndex', title: '红包' },
  createRedPacket: { path: '/packageRedPacket/createRedPacket', title: '发红包' },
  webviewPage: { path: '/packageRedPacket/webviewPage', title: '' },
  redPacketList: { path: '/packageRedPacket/redPacketList', title: '红包广场' },
  redPacketDetail: { path: '/packageRedPacket/redPacketDetail', title: '红包详情' },
  mineRedPacket: { path: '/packageRedPacket/mineRedPacket', title: '我发出的红包' },
  mineReceiveRedPacket: { path: '/packageRedPacket/mineReceiveRedPacket', title: '我收到的红包' },
  blackBoxPage: { path: '/packageRedPacket/blackBoxPage', title: '盲盒抽奖' },
  mineBlackBoxGift: { path: '/packageRedPacket/mineBlackBoxGift', title: '我的盲盒奖品' },
  blackBoxChargeVoucher: { path: '/packageRedPacket/blackBoxChargeVoucher', title: '我的充电券' },

  safeCharge: { path: '/packageSafeService/safeCharge', title: '安心充电' },
  safeRide: { path: '/packageSafeService/safeRide', title: '安心骑行' },

  myPoints: { path: '/packageAddedValueCenter/myPoints', title: '能量值中心' },
  pointsLottery: { path: '/packageAddedValueCenter/pointsLottery', title: '能量抽奖' },
  pointsWinRecords: { path: '/packageAddedValueCenter/pointsWinRecords', title: '中奖记录' },
  pointLotterRules: { path: '/packageAddedValueCenter/pointLotterRules', title: '抽奖规则' },
  joinUs: { path: '/packageAddedValueCenter/joinUs', title: '合作加盟' },
} as const satisfies Record<string, { path: string; title: string | null }>

export type RouteName = keyof typeof ROUTES

/** Builds an in-app location (for navigate / Link) from a route and its query. */
export function href(name: RouteName, query?: Record<string, string | number | undefined>): string {
  const path = ROUTES[name].path
  if (!query) return path
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  const qs = search.toString()
  return qs ? `${path}?${qs}` : path
}

/** The route whose path matches a location pathname, for titles and the tab bar. */
export function routeByPath(pathname: string): RouteName | undefined {
  // The router matches '/a/b/' as '/a/b'; so do titles and the tab bar.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  const names = Object.keys(ROUTES) as RouteName[]
  return names.find((name) => ROUTES[name].path === path)
}

/** Pages that show the bottom tab bar. */
export const TAB_ROUTES: readonly RouteName[] = ['home', 'homeAlias', 'my']

/**
 * A `redirect` taken from a query must stay inside the app: a known route path (with an optional
 * query), never a URL or a protocol-relative path.
 */
export function safeInAppPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null
  const [pathname = ''] = value.split('?')
  return routeByPath(pathname) ? value : null
}

/** The home query that opens the scanner on arrival (the /scanCode entry). */
export const SCAN_ON_OPEN = 'scan'

/** Home, by either of its paths (SPEC §2: `/` and the uni-app page path). */
export function isHomePath(path: string): boolean {
  return path === ROUTES.home.path || path === ROUTES.homeAlias.path
}
