import { ROUTES, TAB_ROUTES, href, routeByPath, type RouteName } from '@/config/paths'

/** Every route of SPEC §2 and DESIGN §3, spelled out: operators and links rely on these strings. */
const ALL_PATHS = [
  '/',
  '/pages/index/index',
  '/pages/scan/scan',
  '/pages/scan/secondScanPage',
  '/pages/my/my',

  '/packageMine/privacy',
  '/packageMine/tips',
  '/packageMine/bankCard/index',
  '/packageMine/bankCard/addCard',
  '/packageMine/refundApplyList',
  '/packageMine/h5BindPhone',
  '/packageMine/newsList',
  '/packageMine/mineCardCoupon',
  '/packageMine/serviceCenter',
  '/packageMine/h5ReceiveCouponPage',
  '/packageMine/receiveCouponSuccess',
  '/packageMine/userComplaint',
  // Ours (issue 26): 我的车辆 and its form.
  '/packageMine/myVehicles',
  '/packageMine/myVehicles/add',
  '/packageMine/myVehicles/edit',
  // Ours (issue 26): 电子发票.
  '/packageMine/invoice',
  '/packageMine/invoice/apply',
  '/packageMine/invoice/titles',
  '/packageMine/invoice/titles/add',
  '/packageMine/invoice/titles/edit',
  '/packageMine/invoice/history',
  '/packageMine/invoice/detail',

  '/packageOrder/orderList',
  '/packageOrder/carChargingDetail',
  '/packageOrder/chargingDetail',
  '/packageOrder/carTimeChargeDesc',
  // Ours: the agreement linked from the payment page (the spec shows no route for it).
  '/packageOrder/chargeAgreement',

  '/packageMap/map',
  '/packageMap/stationDetail',
  '/packageMap/nearbyStationList',

  '/packageChargingCard/list',
  '/packageChargingCard/virtualCardDetail',
  '/packageChargingCard/realCardDetail',
  '/packageChargingCard/rechargeRecord',
  '/packageChargingCard/rechargeAgreement',

  '/packageRedPacket/redPacketIndex',
  '/packageRedPacket/createRedPacket',
  '/packageRedPacket/webviewPage',
  '/packageRedPacket/redPacketList',
  '/packageRedPacket/redPacketDetail',
  '/packageRedPacket/mineRedPacket',
  '/packageRedPacket/mineReceiveRedPacket',
  '/packageRedPacket/blackBoxPage',
  '/packageRedPacket/mineBlackBoxGift',
  '/packageRedPacket/blackBoxChargeVoucher',

  '/packageSafeService/safeCharge',
  '/packageSafeService/safeRide',

  '/packageAddedValueCenter/myPoints',
  '/packageAddedValueCenter/pointsLottery',
  '/packageAddedValueCenter/pointsWinRecords',
  '/packageAddedValueCenter/pointLotterRules',
  '/packageAddedValueCenter/joinUs',
]

/** SPEC §2 marks these "no title". */
const UNTITLED = [
  '/packageMine/h5ReceiveCouponPage',
  '/packageMine/receiveCouponSuccess',
  '/packageMap/map',
]

const names = Object.keys(ROUTES) as RouteName[]
const paths = names.map((name) => ROUTES[name].path as string)

describe('ROUTES', () => {
  it('has every route of the spec, exactly, and nothing else', () => {
    expect([...paths].sort()).toEqual([...ALL_PATHS].sort())
  })

  it('has no path twice', () => {
    expect(new Set(paths).size).toBe(paths.length)
  })

  it.each(ALL_PATHS)('%s is a route', (path) => {
    expect(paths).toContain(path)
  })

  it('gives the pages the spec shows without a title a null title', () => {
    const untitled = names.filter((name) => ROUTES[name].title === null).map((n) => ROUTES[n].path)
    expect([...untitled].sort()).toEqual([...UNTITLED].sort())
  })

  it('titles every other page in Chinese (home takes the operator index title)', () => {
    const home = ['/', '/pages/index/index', '/packageRedPacket/webviewPage']
    for (const name of names) {
      const { path, title } = ROUTES[name]
      if (UNTITLED.includes(path)) continue
      expect(typeof title).toBe('string')
      if (home.includes(path)) continue
      expect(title, path).toMatch(/^[\u4e00-\u9fff]+$/)
    }
  })

  it('names the titles users see on the main pages', () => {
    expect(ROUTES.my.title).toBe('我的')
    expect(ROUTES.privacy.title).toBe('隐私政策')
    expect(ROUTES.scan.path).toBe('/pages/scan/scan')
  })

  it('shows the tab bar on home, its alias and mine only', () => {
    expect(TAB_ROUTES.map((name) => ROUTES[name].path)).toEqual([
      '/',
      '/pages/index/index',
      '/pages/my/my',
    ])
  })
})

describe('href', () => {
  it('is the bare path without a query', () => {
    expect(href('bankCardAdd')).toBe('/packageMine/bankCard/addCard')
    expect(href('joinUs', {})).toBe('/packageAddedValueCenter/joinUs')
  })

  it('builds the query, encoding values', () => {
    expect(href('scan', { deviceId: '12345' })).toBe('/pages/scan/scan?deviceId=12345')
    expect(href('chargingDetail', { orderId: 42 })).toBe('/packageOrder/chargingDetail?orderId=42')
    expect(href('realCardDetail', { q: 'https://op.cn/b/card/activate/C1?x=1&y=2' })).toBe(
      '/packageChargingCard/realCardDetail?q=https%3A%2F%2Fop.cn%2Fb%2Fcard%2Factivate%2FC1%3Fx%3D1%26y%3D2',
    )
  })

  it('drops empty and undefined values', () => {
    expect(href('scan', { deviceId: '' })).toBe('/pages/scan/scan')
    expect(href('scan', { deviceId: undefined })).toBe('/pages/scan/scan')
    expect(href('carChargingDetail', { orderId: 'O1', from: '', x: undefined })).toBe(
      '/packageOrder/carChargingDetail?orderId=O1',
    )
  })

  it('keeps a zero', () => {
    expect(href('orderList', { tab: 0 })).toBe('/packageOrder/orderList?tab=0')
  })
})

describe('routeByPath', () => {
  it('finds the route of a pathname', () => {
    expect(routeByPath('/')).toBe('home')
    expect(routeByPath('/pages/index/index')).toBe('homeAlias')
    expect(routeByPath('/pages/my/my')).toBe('my')
    expect(routeByPath('/packageMine/bankCard/addCard')).toBe('bankCardAdd')
  })

  it('round-trips every route', () => {
    for (const name of names) expect(routeByPath(ROUTES[name].path)).toBe(name)
  })

  it('is undefined for an unknown or partial path', () => {
    expect(routeByPath('/nope')).toBeUndefined()
    expect(routeByPath('/packageMine')).toBeUndefined()
    expect(routeByPath('/pages/scan/scan?deviceId=1')).toBeUndefined()
    expect(routeByPath('')).toBeUndefined()
  })
})

describe('routeByPath with a trailing slash', () => {
  it('matches like the router does', async () => {
    const { routeByPath } = await import('@/config/paths')
    expect(routeByPath('/packageMine/privacy/')).toBe('privacy')
    expect(routeByPath('/pages/my/my//')).toBe('my')
    expect(routeByPath('/')).toBe('home')
  })
})
