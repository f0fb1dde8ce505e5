import { applyEntry } from '@/app/boot'
import { BOOT_ROUTE } from '@/app/shell/contract'
import { pickEnvironment } from '@/config/env'
import { landingDeviceId } from '@/lib/qr'
import { compileCall } from '../../scripts/plugins/inline'

/**
 * index.html's landing-route script is compiled from the app's own modules
 * (src/app/shell/early.ts), so it and the app (src/app/boot.ts) read an entry link the same way.
 * This runs every entry path of SPEC §2, look-alikes and malformed ones, through the compiled
 * script as index.html carries it and through the app, and checks they agree: the shell and the
 * preloads are for the page the app shows, and the early pile call asks for the pile the page asks
 * for.
 */
const ENTRIES: [url: string, route: string, deviceId: string | null][] = [
  // SPEC §2 entry paths
  ['/p/12345', '/pages/scan/scan', '12345'],
  ['/10001/777', '/pages/scan/scan', '777'],
  ['/10002/888', '/pages/scan/scan', '888'],
  ['/h5/p/42/', '/pages/scan/scan', '42'],
  ['/testh5/p/42?customAppid=wx0123456789abcdef', '/pages/scan/scan', '42'],
  ['/10002/5/10001/6', '/pages/scan/scan', '5'],
  ['/scanCode', '/', null],
  ['/mineCenter', '/pages/my/my', null],
  ['/carOrderDetail/CO1', '/packageOrder/carChargingDetail', null],
  ['/orderDetail/O1', '/packageOrder/chargingDetail', null],
  ['/b/card/activate/C100', '/packageChargingCard/realCardDetail', null],
  ['/getCouponPage', '/packageMine/h5ReceiveCouponPage', null],
  ['/getCouponSuccessPage', '/packageMine/receiveCouponSuccess', null],
  // hash routes
  ['/', '/', null],
  ['/#/', '/', null],
  ['/?code=abc#wechat_redirect', '/', null],
  ['/#/pages/scan/scan?deviceId=10000001', '/pages/scan/scan', '10000001'],
  ['/#/pages/scan/scan?deviceId=12ab', '/pages/scan/scan', null],
  ['/#/pages/my/my', '/pages/my/my', null],
  // look-alikes and malformed
  ['/p/12ab', '/', null],
  ['/p/', '/', null],
  ['/p/-1', '/', null],
  ['/pp/123', '/', null],
  ['/xp/123', '/', null],
  ['/p/123abc/', '/', null],
  ['/100010/5', '/', null],
  [`/p/${'9'.repeat(33)}`, '/', null],
  ['/mineCenterX', '/', null],
  ['/orderDetail/', '/', null],
  ['/orderDetail/a%2Fb', '/', null],
  ['/b/card/activate/', '/', null],
  ['/p/12ab#/pages/my/my', '/pages/my/my', null],
]

type Early = { route: string | null; deviceId: string | null }

const API = {
  production: 'https://api.op.cn',
  test: 'https://test.op.cn',
  pile: '/v1/charge-user/device/device-detail',
  user: '/v1/charge-user/user/getChargeUserInfo',
}

let early: string
beforeAll(async () => {
  early = await compileCall('src/app/shell/early.ts', 'startEarly', API)
})

beforeEach(() => {
  localStorage.setItem('token', JSON.stringify('tk-agree'))
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  )
})
afterEach(() => {
  window.__earlyPile = undefined
  window.__earlyUser = undefined
  document.documentElement.removeAttribute(BOOT_ROUTE)
  window.history.replaceState(null, '', '/')
})

/** The stored token was issued by the API this URL talks to (unless a test says otherwise). */
function throughIndexHtml(url: string, issuer?: string): Early {
  window.history.replaceState(null, '', url)
  const here = pickEnvironment(window.location.href) === 'test' ? API.test : API.production
  // As the store writes it: a string as it is (the token above is in the older, JSON form).
  localStorage.setItem('tokenOrigin', issuer ?? here)
  window.__earlyPile = undefined
  new Function(early)()
  return {
    route: document.documentElement.getAttribute(BOOT_ROUTE),
    deviceId: (window.__earlyPile as { deviceId: string } | undefined)?.deviceId ?? null,
  }
}

function throughApp(url: string): Early {
  window.history.replaceState(null, '', url)
  applyEntry(window)
  const landing = window.location.hash.slice(1) || '/'
  return { route: landing.split('?')[0] || '/', deviceId: landingDeviceId(landing) }
}

describe('entry links: index.html and the app agree', () => {
  it.each(ENTRIES)('%s', (url, route, deviceId) => {
    const fromHtml = throughIndexHtml(url)
    const fromApp = throughApp(url)
    expect(fromHtml).toEqual(fromApp)
    expect(fromApp).toEqual({ route, deviceId })
  })

  it('sends no production token to the test API on a testh5 path (issue 24)', () => {
    expect(throughIndexHtml('/testh5/p/42', API.production).deviceId).toBeNull()
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining(API.test), expect.anything())
    // A token stored before its origin was kept is production's.
    localStorage.removeItem('tokenOrigin')
    window.history.replaceState(null, '', '/testh5/p/42')
    new Function(early)()
    expect(window.__earlyPile).toBeUndefined()
    expect(throughIndexHtml('/testh5/p/42', API.test).deviceId).toBe('42')
  })

  it('asks for no pile without a stored token', () => {
    localStorage.removeItem('token')
    expect(throughIndexHtml('/p/123').deviceId).toBeNull()
  })

  it("home's early call (the user) goes, like the pile's, only to the token's own origin", () => {
    expect(throughIndexHtml('/testh5/', API.production).route).toBe('/')
    expect(window.__earlyUser).toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
    throughIndexHtml('/testh5/', API.test)
    expect(window.__earlyUser?.token).toBe('tk-agree')
    expect(fetch).toHaveBeenCalledWith(
      `${API.test}/v1/charge-user/user/getChargeUserInfo`,
      expect.anything(),
    )
    window.__earlyUser = undefined
    localStorage.removeItem('token')
    throughIndexHtml('/')
    expect(window.__earlyUser).toBeUndefined()
  })
})
