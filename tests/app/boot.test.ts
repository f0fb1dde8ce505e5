import { applyEntry } from '@/app/boot'
import { currentEnvironment, setEnvironment } from '@/config/env'
import { appStore } from '@/store'

/** Puts jsdom on a landing URL (same origin) without adding a history entry. */
function land(url: string): void {
  window.history.replaceState(null, '', url)
}

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`

afterEach(() => {
  land('/')
  setEnvironment(window.location.href)
})

describe('applyEntry (SPEC §2 entry redirects, DESIGN §4)', () => {
  it('sends /p/{digits} to the scan page with deviceId, replacing the raw link', () => {
    land('/p/12345')
    const length = window.history.length
    const replace = vi.spyOn(window.history, 'replaceState')
    const push = vi.spyOn(window.history, 'pushState')

    const result = applyEntry(window)

    expect(here()).toBe('/#/pages/scan/scan?deviceId=12345')
    expect(replace).toHaveBeenCalledTimes(1)
    expect(push).not.toHaveBeenCalled()
    expect(window.history.length).toBe(length)
    expect(result.openScanner).toBe(false)
  })

  it.each([
    ['/10001/777', '777'],
    ['/10002/888', '888'],
    ['/h5/p/42/', '42'],
  ])('reads the pile id of %s', (path, deviceId) => {
    land(path)
    applyEntry(window)
    expect(window.location.hash).toBe(`#/pages/scan/scan?deviceId=${deviceId}`)
  })

  it('stores the white-label keys and the decoded title, and lands on Mine for /mineCenter', () => {
    land('/mineCenter?customAppid=wxabcabcabcabcabca&title=%E6%98%93%E5%85%85')
    applyEntry(window)
    expect(appStore.get().customAppid).toBe('wxabcabcabcabcabca')
    expect(appStore.get().indexTitle).toBe('易充')
    expect(localStorage.getItem('customAppid')).toBe('wxabcabcabcabcabca')
    expect(window.location.pathname).toBe('/')
    expect(window.location.hash).toBe('#/pages/my/my')
  })

  it('stores customOpenid too, then takes it out of the address (a shared page would hand it on)', () => {
    land('/?customAppid=wxabcabcabcabcabca&customOpenid=oGZU_abc-123&title=%E6%98%93%20%E5%85%85#/')
    applyEntry(window)
    expect(appStore.get().customOpenid).toBe('oGZU_abc-123')
    expect(here()).toBe('/?customAppid=wxabcabcabcabcabca&title=%E6%98%93%20%E5%85%85#/')
  })

  it('takes customOpenid out of the hash route’s query too, and out of an entry link’s', () => {
    land('/#/pages/my/my?customOpenid=o1&tab=x')
    applyEntry(window)
    expect(appStore.get().customOpenid).toBe('o1')
    expect(here()).toBe('/#/pages/my/my?tab=x')
    land('/p/5?customOpenid=o2')
    applyEntry(window)
    expect(appStore.get().customOpenid).toBe('o2')
    expect(here()).toBe('/#/pages/scan/scan?deviceId=5')
  })

  it.each([
    [`/p/${'1'.repeat(33)}`, '/#/'],
    ['/p/abc?x=1#/pages/my/my', '/?x=1#/pages/my/my'],
    ['/testh5/10001/x', '/testh5/#/'],
  ])('an entry path it cannot read (%s) lands on its hash, its raw path replaced', (url, after) => {
    land(url)
    applyEntry(window)
    expect(here()).toBe(after)
  })

  it('stores the physical card id of /b/card/activate/{id} and opens the card page', () => {
    land('/b/card/activate/C100')
    applyEntry(window)
    expect(appStore.get().scanCodeEntityCardId).toBe('C100')
    expect(window.location.hash).toBe('#/packageChargingCard/realCardDetail')
  })

  it.each([
    ['/carOrderDetail/O123', '#/packageOrder/carChargingDetail?orderId=O123'],
    ['/orderDetail/O456', '#/packageOrder/chargingDetail?orderId=O456'],
    ['/getCouponPage', '#/packageMine/h5ReceiveCouponPage'],
    ['/getCouponSuccessPage', '#/packageMine/receiveCouponSuccess'],
  ])('sends %s to %s', (path, hash) => {
    land(path)
    applyEntry(window)
    expect(window.location.hash).toBe(hash)
  })

  it('asks to open the scanner for /scanCode and lands on home', () => {
    land('/scanCode')
    expect(applyEntry(window)).toEqual({ openScanner: true })
    expect(window.location.pathname).toBe('/')
    // Home, possibly with a query that tells it to open the scanner once.
    expect(window.location.hash.split('?')[0]).toBe('#/')
  })

  it('leaves a plain hash route alone', () => {
    land('/#/packageMine/tips')
    const replace = vi.spyOn(window.history, 'replaceState')
    applyEntry(window)
    expect(replace).not.toHaveBeenCalled()
    expect(here()).toBe('/#/packageMine/tips')
  })

  it('keeps the query (where OAuth puts code and state) when it rewrites the path', () => {
    land('/p/9?code=abc&state=login')
    applyEntry(window)
    expect(here()).toBe('/?code=abc&state=login#/pages/scan/scan?deviceId=9')
  })

  it('stores a title holding markup as plain text', () => {
    land('/mineCenter?title=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    applyEntry(window)
    expect(appStore.get().indexTitle).toBe('<script>alert(1)</script>')
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })

  it('does not throw on bad percent-encoding', () => {
    land('/mineCenter?title=%E0%A4%A&customAppid=%ZZ')
    expect(() => applyEntry(window)).not.toThrow()
    expect(window.location.hash).toBe('#/pages/my/my')
    expect(appStore.get().customAppid).toBe('')
  })

  it('picks the environment from the landing URL, before rewriting it', () => {
    land('/testh5/p/5')
    applyEntry(window)
    expect(currentEnvironment()).toBe('test')

    land('/h5/p/5')
    applyEntry(window)
    expect(currentEnvironment()).toBe('production')
  })

  it('works on a window-like object', () => {
    const replaceState = vi.fn()
    const fake = {
      location: {
        href: 'https://h5.charge.example.cn/p/31?state=x',
        pathname: '/p/31',
        search: '?state=x',
        hash: '',
      },
      history: { replaceState, length: 1 },
    } as unknown as Window
    applyEntry(fake)
    expect(replaceState).toHaveBeenCalledExactlyOnceWith(
      null,
      '',
      '/?state=x#/pages/scan/scan?deviceId=31',
    )
  })
})

describe('basePath', () => {
  it('keeps the deployment path before the entry part (testh5 stays in the URL)', async () => {
    const { basePath } = await import('@/app/boot')
    expect(basePath('/testh5/p/123')).toBe('/testh5/')
    expect(basePath('/p/123')).toBe('/')
    expect(basePath('/h5/testh5/mineCenter')).toBe('/h5/testh5/')
    expect(basePath('/')).toBe('/')
  })
})

describe("WeChat's #wechat_redirect fragment", () => {
  it('is replaced by the home route', async () => {
    const { applyEntry } = await import('@/app/boot')
    window.history.replaceState(null, '', '/?code=c1&state=login#wechat_redirect')
    applyEntry(window)
    expect(window.location.hash).toBe('#/')
    expect(window.location.search).toBe('?code=c1&state=login')
  })
})
