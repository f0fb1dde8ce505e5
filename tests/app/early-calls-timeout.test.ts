import { chargingKeys } from '@/api/charging'
import { EARLY_CALL_TIMEOUT_MS, prefetchLanding } from '@/app/landing-data'
import { createQueryClient } from '@/app/query-client'
import { appStore } from '@/store'
import { loginThroughMock } from '../utils/login'
import { compileCall } from '../../scripts/plugins/inline'
import { recordRequests } from '../utils/calls'

/**
 * A returning user's pile link or home: index.html asks for the pile (or the user) while the
 * scripts download (src/app/shell/early-calls.ts) and the app takes that answer
 * (src/app/landing-data.ts). When that call hangs, the first screen must not wait for it forever:
 * both give up after a few seconds and the app asks through its client. And index.html's script
 * asks only where it should.
 */
describe("index.html's early calls", () => {
  afterEach(() => {
    vi.useRealTimers()
    window.__earlyPile = undefined
    window.__earlyUser = undefined
    window.history.replaceState(null, '', '/')
  })

  it('the app asks through its client once the early answer is late', async () => {
    await loginThroughMock()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    window.__earlyPile = {
      deviceId: '10000001',
      token: appStore.get().token ?? '',
      answer: new Promise(() => {}), // never answers
    }
    const calls = recordRequests()
    const client = createQueryClient()
    prefetchLanding(client, '/pages/scan/scan?deviceId=10000001')

    await vi.advanceTimersByTimeAsync(EARLY_CALL_TIMEOUT_MS - 500)
    expect(calls.count('/device/device-detail')).toBe(0)
    expect(client.getQueryData(chargingKeys.device('10000001'))).toBeUndefined()

    await vi.advanceTimersByTimeAsync(600)
    await vi.waitFor(() =>
      expect(client.getQueryData(chargingKeys.device('10000001'))).toMatchObject({
        deviceId: '10000001',
      }),
    )
    expect(calls.count('/device/device-detail')).toBe(1)
    calls.stop()
  })

  describe("index.html's own call (compiled from src/app/shell/early.ts into a production build)", () => {
    let code = ''
    beforeAll(async () => {
      code = await compileCall('src/app/shell/early.ts', 'startEarly', {
        production: 'https://api.op.cn',
        test: 'https://test.op.cn',
        pile: '/v1/charge-user/device/device-detail',
        user: '/v1/charge-user/user/getChargeUserInfo',
      })
    })

    /**
     * Runs index.html's landing-route script at a URL (a pile link) with a stored token and this
     * fetch.
     */
    function runInlineScript(
      fetch: (url: string, init: RequestInit) => Promise<Response>,
      url = '/p/10000001',
    ) {
      window.history.replaceState(null, '', url)
      // A token as the store writes it (a string as it is).
      localStorage.setItem('token', 'tk-early')
      vi.stubGlobal('fetch', fetch)
      new Function(code)()
    }

    it('gives up and aborts after the timeout: the answer is null', async () => {
      let signal: AbortSignal | undefined
      vi.useFakeTimers()
      runInlineScript((_url, init) => {
        signal = init.signal ?? undefined
        return new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        )
      })
      const early = window.__earlyPile
      expect(early).toMatchObject({ deviceId: '10000001', token: 'tk-early' })
      let answer: unknown = 'pending'
      void early?.answer.then((value) => (answer = value))

      await vi.advanceTimersByTimeAsync(EARLY_CALL_TIMEOUT_MS - 1)
      expect(answer).toBe('pending')
      expect(signal?.aborted).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(answer).toBeNull()
      expect(signal?.aborted).toBe(true)
    })

    it('passes an answer that comes in time', async () => {
      const body = { code: '000000', data: { deviceId: '10000001' } }
      const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body))))
      runInlineScript(fetch)
      await expect(window.__earlyPile?.answer).resolves.toEqual(body)
      expect(fetch).toHaveBeenCalledWith(
        'https://api.op.cn/v1/charge-user/device/device-detail',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ deviceId: '10000001' }) }),
      )
    })

    it('on home, asks for the user instead (getChargeUserInfo), with the same timeout', async () => {
      const body = { code: '000000', data: { nickName: '张师傅' } }
      const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body))))
      runInlineScript(fetch, '/')
      expect(window.__earlyPile).toBeUndefined()
      expect(window.__earlyUser?.token).toBe('tk-early')
      await expect(window.__earlyUser?.answer).resolves.toEqual(body)
      expect(fetch).toHaveBeenCalledTimes(1)
      expect(fetch).toHaveBeenCalledWith(
        'https://api.op.cn/v1/charge-user/user/getChargeUserInfo',
        expect.objectContaining({
          method: 'POST',
          body: '{}',
          headers: { 'Content-Type': 'application/json', token: 'tk-early' },
        }),
      )

      vi.useFakeTimers()
      runInlineScript(() => new Promise(() => {}), '/#/pages/index/index')
      let answer: unknown = 'pending'
      void window.__earlyUser?.answer.then((value) => (answer = value))
      await vi.advanceTimersByTimeAsync(EARLY_CALL_TIMEOUT_MS)
      expect(answer).toBeNull()
    })

    it.each(['/#/pages/my/my', '/mineCenter', '/#/packageMap/map'])(
      'asks for nothing on another page (%s)',
      (url) => {
        const fetch = vi.fn(() => new Promise<Response>(() => {}))
        runInlineScript(fetch, url)
        expect(fetch).not.toHaveBeenCalled()
        expect(window.__earlyUser).toBeUndefined()
        expect(window.__earlyPile).toBeUndefined()
      },
    )

    it.each([
      ['a login coming back (code in the URL)', '/?code=abc&state=s'],
      ['the /scanCode entry (the scanner needs the JSSDK at once)', '/scanCode'],
    ])('home asks for nothing on %s: axios comes with the entry', (_what, url) => {
      const fetch = vi.fn(() => new Promise<Response>(() => {}))
      runInlineScript(fetch, url)
      expect(fetch).not.toHaveBeenCalled()
      expect(window.__earlyUser).toBeUndefined()
    })

    it('takes an HTTP error as no answer, whatever its body', async () => {
      const body = { code: '000000', data: { nickName: '张师傅' } }
      runInlineScript(
        () => Promise.resolve(new Response(JSON.stringify(body), { status: 500 })),
        '/',
      )
      await expect(window.__earlyUser?.answer).resolves.toBeNull()
    })
  })
})
