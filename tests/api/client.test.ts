import { HttpResponse, delay, http as mswHttp } from 'msw'
import { ApiError, get, http, post, setReloginHandler } from '@/api/client'
import { REQUEST_TIMEOUT_MS } from '@/lib/constants'
import { MSG } from '@/lib/messages'
import { server } from '@/mocks/node'
import { appStore } from '@/store'
import { spyFeedback } from '../utils/feedback'

const URL = '*/v1/charge-user/test/echo'
const answer = (body: unknown, status = 200) =>
  server.use(mswHttp.all(URL, () => HttpResponse.json(body as object, { status })))

describe('the API client', () => {
  let fb: ReturnType<typeof spyFeedback>
  beforeEach(() => {
    fb = spyFeedback()
    setReloginHandler(() => {})
    // A new token ends any re-login a previous test started.
    appStore.set({ token: 'tk-0' })
  })

  it('uses the 60000 ms timeout and JSON', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60000)
    const instance = await http()
    expect(instance.defaults.timeout).toBe(60000)
    expect(instance.defaults.headers['Content-Type']).toBe('application/json')
  })

  it('sends the token header and the /v1/charge-user prefix, and resolves data on 000000', async () => {
    appStore.set({ token: 'tk-secret' })
    let seen: { token: string | null; path: string } | undefined
    server.use(
      mswHttp.post(URL, ({ request }) => {
        seen = {
          token: request.headers.get('token'),
          path: new globalThis.URL(request.url).pathname,
        }
        return HttpResponse.json({ code: '000000', msg: 'ok', data: { a: 1 } })
      }),
    )
    await expect(post('/test/echo', {})).resolves.toEqual({ a: 1 })
    expect(seen).toEqual({ token: 'tk-secret', path: '/v1/charge-user/test/echo' })
    expect(fb.toast).not.toHaveBeenCalled()
  })

  it('sends no token header when logged out', async () => {
    appStore.set({ token: '' })
    let token: string | null = 'unset'
    server.use(
      mswHttp.get(URL, ({ request }) => {
        token = request.headers.get('token')
        return HttpResponse.json({ code: '000000', data: null })
      }),
    )
    await get('/test/echo')
    expect(token).toBeNull()
  })

  it('sends no token that another API origin issued (a testh5 page keeps production’s)', async () => {
    appStore.set({ token: 'tk-prod', tokenOrigin: 'https://api.elsewhere.example.cn' })
    let token: string | null = 'unset'
    server.use(
      mswHttp.get(URL, ({ request }) => {
        token = request.headers.get('token')
        return HttpResponse.json({ code: '000000', data: null })
      }),
    )
    await get('/test/echo')
    expect(token).toBeNull()
  })

  it('shows the server message for any other code and rejects', async () => {
    answer({ code: '100001', msg: '参数错误', data: null })
    const error = await post('/test/echo').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'code', code: '100001', message: '参数错误' })
    expect(fb.toast).toHaveBeenCalledWith('参数错误')
  })

  it('accepts message as a synonym of msg', async () => {
    answer({ code: '2', message: '余额不足', data: null })
    await expect(post('/test/echo')).rejects.toThrow('余额不足')
    expect(fb.toast).toHaveBeenCalledWith('余额不足')
  })

  it("falls back to '请求失败' when the server gives no message", async () => {
    answer({ code: '999', data: null })
    await expect(post('/test/echo')).rejects.toThrow(MSG.requestFailed)
    expect(MSG.requestFailed).toBe('请求失败')
    expect(fb.toast).toHaveBeenCalledWith('请求失败')
  })

  it('stays silent with toast: false (getChargeUserInfo)', async () => {
    answer({ code: '999', msg: 'x', data: null })
    await expect(post('/test/echo', {}, { toast: false })).rejects.toThrow('x')
    expect(fb.toast).not.toHaveBeenCalled()
  })

  it("rejects an empty answer with '请求返回结果异常！'", async () => {
    server.use(mswHttp.post(URL, () => new HttpResponse('', { status: 200 })))
    await expect(post('/test/echo')).rejects.toMatchObject({ kind: 'empty' })
    expect(fb.toast).toHaveBeenCalledWith('请求返回结果异常！')
    expect(MSG.emptyResponse).toBe('请求返回结果异常！')
  })

  it("shows '系统错误' for an exception during the request", async () => {
    server.use(mswHttp.post(URL, () => new HttpResponse('bad gateway', { status: 502 })))
    await expect(post('/test/echo')).rejects.toMatchObject({ kind: 'system', message: '系统错误' })
    expect(fb.toast).toHaveBeenCalledWith('系统错误')
  })

  it('shows the server message of another error status that carries the envelope', async () => {
    server.use(
      mswHttp.post(URL, () =>
        HttpResponse.json({ code: '400001', msg: '参数错误' }, { status: 400 }),
      ),
    )
    await expect(post('/test/echo')).rejects.toMatchObject({
      kind: 'code',
      code: '400001',
      message: '参数错误',
    })
    expect(fb.toast).toHaveBeenCalledWith('参数错误')
  })

  it.each([502, 503, 504, 408, 429])(
    "keeps '系统错误' for a %i even with an envelope: whether the server acted is unknown",
    async (status) => {
      server.use(
        mswHttp.post(URL, () =>
          HttpResponse.json({ code: String(status), msg: '网关超时' }, { status }),
        ),
      )
      await expect(post('/test/echo')).rejects.toMatchObject({
        kind: 'system',
        message: MSG.systemError,
      })
      expect(fb.toast).toHaveBeenCalledWith(MSG.systemError)
    },
  )

  it("opens one '温馨提示' dialog however many calls fail on the network", async () => {
    server.use(mswHttp.post(URL, () => HttpResponse.error()))
    const results = await Promise.allSettled([
      post('/test/echo'),
      post('/test/echo'),
      post('/test/echo'),
    ])
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(fb.alert).toHaveBeenCalledTimes(1)
    expect(fb.alert).toHaveBeenCalledWith('温馨提示', '网络异常，请稍后重试！')
    expect(fb.toast).not.toHaveBeenCalled()
  })

  it('on status 500 logs out and starts exactly one re-login for simultaneous failures', async () => {
    const relogin = vi.fn()
    setReloginHandler(relogin)
    appStore.set({
      token: 'tk-1',
      isLogin: true,
      isPhone: true,
      isAuthOrder: true,
      phone: '138****5678',
      userInfo: { nickName: 'a', headUrl: '', maskMobileNo: '138****5678' },
      customAppid: 'wxop',
      indexTitle: '某某充电',
    })
    server.use(mswHttp.post(URL, () => new HttpResponse(null, { status: 500 })))
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => post('/test/echo')))
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    await vi.waitFor(() => expect(relogin).toHaveBeenCalledTimes(1))
    const state = appStore.get()
    expect(state).toMatchObject({
      token: '',
      isLogin: false,
      isPhone: false,
      isAuthOrder: false,
      phone: '',
    })
    expect(state.userInfo).toBeNull()
    // Nothing else is cleared.
    expect(state.customAppid).toBe('wxop')
    expect(state.indexTitle).toBe('某某充电')
    expect(localStorage.getItem('token')).toBeNull()
    expect(fb.toast).not.toHaveBeenCalled()
  })

  it('a 500 for a call sent with an older login (or none) keeps the newer one', async () => {
    const relogin = vi.fn()
    setReloginHandler(relogin)
    // Each call is held until the test answers it 500.
    const held: (() => void)[] = []
    server.use(
      mswHttp.post(URL, async () => {
        await new Promise<void>((resolve) => held.push(resolve))
        return new HttpResponse(null, { status: 500 })
      }),
    )
    /** The release of the `count`th call, once the server holds it. */
    const heldCall = async (count: number) => {
      await vi.waitFor(() => expect(held).toHaveLength(count))
      return held[count - 1]!
    }
    // Sent with tk-1, or logged out; answered once the store holds tk-2 (a re-login, a phone bind).
    for (const [i, before] of ['tk-1', ''].entries()) {
      appStore.set({ token: before, isLogin: before !== '', isPhone: true })
      const sent = post('/test/echo')
      const release = await heldCall(i + 1)
      appStore.set({ token: 'tk-2', isLogin: true, isPhone: true })
      release()
      await expect(sent).rejects.toMatchObject({ kind: 'unauthorized' })
      expect(appStore.get()).toMatchObject({ token: 'tk-2', isLogin: true, isPhone: true })
    }
    expect(relogin).not.toHaveBeenCalled()
    expect(fb.toast).toHaveBeenCalledWith(MSG.systemError)
    // The same 500 for the current login logs out and logs in again.
    const sent = post('/test/echo')
    ;(await heldCall(3))()
    await expect(sent).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(relogin).toHaveBeenCalledTimes(1)
    expect(appStore.get().token).toBe('')
  })

  it('a 500 after the next login (a new token) starts another re-login, not before', async () => {
    const relogin = vi.fn()
    setReloginHandler(relogin)
    server.use(mswHttp.post(URL, () => new HttpResponse(null, { status: 500 })))
    await post('/test/echo').catch(() => {})
    await post('/test/echo').catch(() => {})
    await vi.waitFor(() => expect(relogin).toHaveBeenCalledTimes(1))
    appStore.set({ token: 'tk-2' })
    await post('/test/echo').catch(() => {})
    await vi.waitFor(() => expect(relogin).toHaveBeenCalledTimes(2))
  })
})

describe('the loading overlay', () => {
  let fb: ReturnType<typeof spyFeedback>
  beforeEach(() => {
    fb = spyFeedback()
  })

  it('is not shown for a call that answers within 200 ms', async () => {
    answer({ code: '000000', data: 1 })
    await post('/test/echo')
    await new Promise((r) => setTimeout(r, 250))
    expect(fb.showLoading).not.toHaveBeenCalled()
  })

  it('is shown once after 200 ms and shared by concurrent calls', async () => {
    server.use(
      mswHttp.post(URL, async () => {
        await delay(350)
        return HttpResponse.json({ code: '000000', data: 1 })
      }),
    )
    await Promise.all([post('/test/echo'), post('/test/echo'), post('/test/echo')])
    expect(fb.showLoading).toHaveBeenCalledTimes(1)
    expect(fb.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('is never shown with loading: false', async () => {
    server.use(
      mswHttp.post(URL, async () => {
        await delay(300)
        return HttpResponse.json({ code: '000000', data: 1 })
      }),
    )
    await post('/test/echo', {}, { loading: false })
    expect(fb.showLoading).not.toHaveBeenCalled()
  })

  it('is hidden when a call fails', async () => {
    server.use(
      mswHttp.post(URL, async () => {
        await delay(300)
        return HttpResponse.json({ code: '1', msg: 'no', data: null })
      }),
    )
    await post('/test/echo').catch(() => {})
    expect(fb.showLoading).toHaveBeenCalledTimes(1)
    expect(fb.hideLoading).toHaveBeenCalledTimes(1)
  })
})
