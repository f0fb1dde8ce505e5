import { env } from '@/config/env'
import { href } from '@/config/paths'
import { MSG } from '@/lib/messages'
import { ENTRY_ID_MAX_LENGTH } from '@/lib/entry-query'
import { isDeviceId } from '@/lib/qr'
import {
  DEVICE_ID_MAX_LENGTH,
  cardIdFromActivationLink,
  isOperatorHost,
  landingDeviceId,
  landingLocation,
  parseDeviceId,
  parseScanResult,
  resolveEntry,
} from '@/lib/qr'

const DOMAINS = ['op.cn']
const INVALID = { kind: 'invalid' }
const entry = (pathname: string, search = '', hash = '') => resolveEntry({ pathname, search, hash })

describe('parseDeviceId', () => {
  it('reads the digits after /p/, /10001/ or /10002/', () => {
    expect(parseDeviceId('/p/123')).toBe('123')
    expect(parseDeviceId('/10001/456')).toBe('456')
    expect(parseDeviceId('/10002/789')).toBe('789')
    expect(parseDeviceId('/h5/p/0012/')).toBe('0012')
  })

  it('prefers /10002/, then /10001/, then /p/', () => {
    expect(parseDeviceId('/p/1/10001/2/10002/3')).toBe('3')
    expect(parseDeviceId('/p/1/10001/2')).toBe('2')
    expect(parseDeviceId('/p/10002/55')).toBe('55')
  })

  it('rejects missing, non-digit and partial ids', () => {
    for (const bad of [
      '',
      '/',
      '/p/',
      '/p/abc',
      '/p/12ab',
      '/P/123',
      '/xp/123',
      '/10003/1',
      '/p-1',
      'p/1',
    ]) {
      expect(parseDeviceId(bad)).toBeNull()
    }
    expect(parseDeviceId(undefined as unknown as string)).toBeNull()
  })

  it(`accepts ids up to ${DEVICE_ID_MAX_LENGTH} digits and rejects longer ones`, () => {
    expect(parseDeviceId(`/p/${'9'.repeat(DEVICE_ID_MAX_LENGTH)}`)).toBe(
      '9'.repeat(DEVICE_ID_MAX_LENGTH),
    )
    expect(parseDeviceId(`/p/${'9'.repeat(DEVICE_ID_MAX_LENGTH + 1)}`)).toBeNull()
    expect(parseDeviceId(`/10002/${'1'.repeat(5000)}/p/1`)).toBeNull()
  })
})

describe('isOperatorHost', () => {
  it('accepts the domain and its subdomains only', () => {
    expect(isOperatorHost('op.cn', DOMAINS)).toBe(true)
    expect(isOperatorHost('x.op.cn', DOMAINS)).toBe(true)
    expect(isOperatorHost('OP.CN.', DOMAINS)).toBe(true)
    expect(isOperatorHost('evilop.cn', DOMAINS)).toBe(false)
    expect(isOperatorHost('op.cn.evil.com', DOMAINS)).toBe(false)
    expect(isOperatorHost('cn', DOMAINS)).toBe(false)
    expect(isOperatorHost('op.cn', [])).toBe(false)
    expect(isOperatorHost('', ['', ' '])).toBe(false)
    expect(isOperatorHost('a.op.cn', ['*.op.cn'])).toBe(true)
  })
})

describe('parseScanResult', () => {
  it('accepts pile links on an operator domain', () => {
    expect(parseScanResult('https://op.cn/p/123', DOMAINS)).toEqual({
      kind: 'pile',
      deviceId: '123',
    })
    expect(parseScanResult(' http://x.op.cn:8080/h5/p/9?from=qr#top ', DOMAINS)).toEqual({
      kind: 'pile',
      deviceId: '9',
    })
    expect(parseScanResult('https://op.cn/p/10001/456', DOMAINS)).toEqual({
      kind: 'pile',
      deviceId: '456',
    })
    expect(parseScanResult('https://OP.CN/10002/7/p/8', DOMAINS)).toEqual({
      kind: 'pile',
      deviceId: '7',
    })
  })

  it("rejects operator links without '/p/' (SPEC §5), which an entry path would take", () => {
    for (const link of ['https://op.cn/10001/456', 'https://op.cn/10002/7', 'https://op.cn/x/p']) {
      expect(parseScanResult(link, DOMAINS)).toEqual(INVALID)
    }
  })

  it('uses the VITE_QR_DOMAINS domains by default', () => {
    const [first] = env.qrDomains
    const link = `https://${first ?? 'op.cn'}/p/1`
    expect(parseScanResult(link)).toEqual(first ? { kind: 'pile', deviceId: '1' } : INVALID)
  })

  it('rejects look-alike links', () => {
    for (const link of [
      'https://evil.cn/?x=op.cn/p/1',
      'https://evil.cn/op.cn/p/1',
      'https://evil.cn/#https://op.cn/p/1',
      'https://op.cn@evil.cn/p/1',
      'https://user:pw@op.cn/p/1',
      'https://evilop.cn/p/1',
      'https://op.cn.evil.com/p/1',
      'https://op.cn/?p=/p/1',
      'https://op.cn/x#/p/1',
      'javascript:alert(1)//op.cn/p/1',
      'ftp://op.cn/p/1',
      'op.cn/p/1',
      '//op.cn/p/1',
      'data:text/html,op.cn/p/1',
    ]) {
      expect(parseScanResult(link, DOMAINS)).toEqual(INVALID)
    }
  })

  it('rejects operator links without a pile id, and junk', () => {
    for (const text of [
      'https://op.cn/',
      'https://op.cn/p/',
      'https://op.cn/p/abc',
      `https://op.cn/p/${'1'.repeat(DEVICE_ID_MAX_LENGTH + 1)}`,
      '',
      '   ',
      'hello',
      '123456',
    ]) {
      expect(parseScanResult(text, DOMAINS)).toEqual(INVALID)
    }
    expect(parseScanResult(undefined as unknown as string, DOMAINS)).toEqual(INVALID)
    expect(parseScanResult('https://op.cn/p/1', [])).toEqual(INVALID)
  })

  it('sends card activation links to realCardDetail with q set to the encoded link', () => {
    const link = 'https://op.cn/b/card/activate/AB-12?x=1'
    const result = parseScanResult(` ${link} `, DOMAINS)
    expect(result).toEqual({ kind: 'card', q: link })
    // Encoded once in the URL: the query's q reads as the link.
    const to = href('realCardDetail', { q: link })
    expect(to).toBe(`/packageChargingCard/realCardDetail?q=${encodeURIComponent(link)}`)
  })

  it('rejects card links on other hosts or with the marker outside the path', () => {
    expect(parseScanResult('https://evil.cn/b/card/activate/1', DOMAINS)).toEqual(INVALID)
    expect(parseScanResult('https://op.cn/?next=card/activate/1', DOMAINS)).toEqual(INVALID)
  })

  it('has the spec dialog text for invalid codes', () => {
    expect(MSG.invalidQrTitle).toBe('提示')
    expect(MSG.invalidQr).toBe('无效的二维码')
  })
})

describe('cardIdFromActivationLink', () => {
  it('reads the id from links, paths and encoded links', () => {
    expect(cardIdFromActivationLink('https://op.cn/b/card/activate/AB-12')).toBe('AB-12')
    // The scanner's rule is 'card/activate/' anywhere in the path: the page reads those links too.
    expect(cardIdFromActivationLink('https://op.cn/card/activate/C200')).toBe('C200')
    // Whatever the scanner sends to the page (a path containing 'card/activate/'), the page reads.
    expect(cardIdFromActivationLink('https://op.cn/xcard/activate/C1')).toBe('C1')
    expect(cardIdFromActivationLink(encodeURIComponent('https://op.cn/h5/card/activate/C7'))).toBe(
      'C7',
    )
    expect(cardIdFromActivationLink('/b/card/activate/77/')).toBe('77')
    expect(cardIdFromActivationLink('/b/card/activate/77?x=1')).toBe('77')
    expect(
      cardIdFromActivationLink(encodeURIComponent('https://op.cn/b/card/activate/C9?a=b')),
    ).toBe('C9')
    expect(
      cardIdFromActivationLink(encodeURIComponent(encodeURIComponent('/b/card/activate/C9'))),
    ).toBe('C9')
  })

  it(`accepts ids up to ${ENTRY_ID_MAX_LENGTH} characters, alnum and dash only`, () => {
    const longest = 'a'.repeat(ENTRY_ID_MAX_LENGTH)
    expect(cardIdFromActivationLink(`/b/card/activate/${longest}`)).toBe(longest)
    expect(cardIdFromActivationLink(`/b/card/activate/${longest}a`)).toBeNull()
    for (const bad of [
      '/b/card/activate/',
      '/b/card/activate/a_b',
      '/b/card/activate/a%20b',
      '/b/card/activate/<script>',
      '/card/activates/1',
      'https://evil.cn/?x=/b/card/activate/1',
      '',
      '%E0%A4%A',
    ]) {
      expect(cardIdFromActivationLink(bad)).toBeNull()
    }
    expect(cardIdFromActivationLink(null as unknown as string)).toBeNull()
  })
})

describe('resolveEntry: SPEC §2 entry-time redirects', () => {
  it('sends pile paths to the scan page with deviceId', () => {
    expect(entry('/p/123')).toEqual({
      route: href('scan', { deviceId: '123' }),
      store: {},
      openScanner: false,
    })
    expect(entry('/10001/456').route).toBe(href('scan', { deviceId: '456' }))
    expect(entry('/10002/789').route).toBe(href('scan', { deviceId: '789' }))
    expect(entry('/p/1/10002/2').route).toBe(href('scan', { deviceId: '2' }))
    expect(entry(`/p/${'1'.repeat(DEVICE_ID_MAX_LENGTH + 1)}`).route).toBeNull()
  })

  it('opens the scanner for /scanCode', () => {
    expect(entry('/scanCode')).toEqual({ route: href('home'), store: {}, openScanner: true })
    expect(entry('/h5/scanCode/').openScanner).toBe(true)
  })

  it('sends /mineCenter to Mine', () => {
    expect(entry('/mineCenter').route).toBe(href('my'))
  })

  it('sends /carOrderDetail/{id} and /orderDetail/{id} to the order pages', () => {
    expect(entry('/carOrderDetail/ORD_1-a').route).toBe(
      href('carChargingDetail', { orderId: 'ORD_1-a' }),
    )
    expect(entry('/orderDetail/42').route).toBe(href('chargingDetail', { orderId: '42' }))
    expect(entry('/orderDetail/42/').route).toBe(href('chargingDetail', { orderId: '42' }))
  })

  it('ignores bad or oversized order ids', () => {
    for (const path of [
      '/orderDetail/',
      '/orderDetail',
      '/orderDetail/a%22b',
      '/carOrderDetail/<x>',
      `/orderDetail/${'a'.repeat(ENTRY_ID_MAX_LENGTH + 1)}`,
    ]) {
      expect(entry(path).route).toBeNull()
    }
    expect(entry(`/orderDetail/${'a'.repeat(ENTRY_ID_MAX_LENGTH)}`).route).not.toBeNull()
  })

  it('stores the physical card id and goes to realCardDetail', () => {
    expect(entry('/b/card/activate/CARD-9')).toEqual({
      route: href('realCardDetail'),
      store: { scanCodeEntityCardId: 'CARD-9' },
      openScanner: false,
    })
    expect(entry('/b/card/activate/bad_id')).toEqual({ route: null, store: {}, openScanner: false })
  })

  it('sends the coupon pages', () => {
    expect(entry('/getCouponPage').route).toBe(href('receiveCoupon'))
    expect(entry('/getCouponSuccessPage').route).toBe(href('receiveCouponSuccess'))
  })

  it('keeps the hash route for other paths', () => {
    for (const path of ['/', '', '/index.html', '/scanCodes', '/getCouponPageX', '/p/abc']) {
      expect(entry(path, '', '#/pages/my/my').route).toBeNull()
    }
  })
})

describe('resolveEntry: white-label query', () => {
  it('stores the white-label keys alongside a redirect', () => {
    expect(
      entry('/p/5', '?customAppid=wxbbbbbbbbbbbbbbbb&title=%E5%85%85', '#/?customOpenid=o1'),
    ).toEqual({
      route: href('scan', { deviceId: '5' }),
      store: { customAppid: 'wxbbbbbbbbbbbbbbbb', customOpenid: 'o1', indexTitle: '充' },
      openScanner: false,
    })
  })

  it('adds the card id to the stored keys', () => {
    expect(entry('/b/card/activate/C1', '?title=%E0%A4%A').store).toEqual({
      indexTitle: '%E0%A4%A',
      scanCodeEntityCardId: 'C1',
    })
  })
})

describe('landingLocation and landingDeviceId (index.html and the app read the landing the same way)', () => {
  it.each([
    ['/p/7', '', '', '/pages/scan/scan?deviceId=7'],
    ['/scanCode', '', '#/pages/my/my', '/?scan=1'],
    ['/', '?code=c', '#wechat_redirect', '/'],
    ['/', '', '', '/'],
    ['/', '', '#/packageOrder/orderList?x=1', '/packageOrder/orderList?x=1'],
  ])('%s %s %s -> %s', (pathname, search, hash, landing) => {
    expect(landingLocation({ pathname, search, hash })).toBe(landing)
  })

  it.each(['1', '10000001', '9'.repeat(32), '9'.repeat(33), '12ab', '', '-1', '1.5', ' 1'])(
    'takes deviceId=%j as isDeviceId does',
    (id) => {
      const found = landingDeviceId(`/pages/scan/scan?deviceId=${encodeURIComponent(id)}`)
      expect(found).toBe(isDeviceId(id) ? id : null)
    },
  )

  it('reads a deviceId only on charge selection', () => {
    expect(landingDeviceId('/pages/my/my?deviceId=1')).toBeNull()
  })
})
