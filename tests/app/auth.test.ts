import { HttpResponse, http as mswHttp } from 'msw'
import { post, setReloginHandler } from '@/api/client'
import { userApi } from '@/api/user'
import {
  FOLLOW_PROMPT_INTERVAL_MS,
  RELOGIN_FAILED_TEXT,
  ensureLogin,
  fetchOpenIdForFollowPrompt,
  redirectForOpenId,
  redirectToLogin,
  reloginAfterExpiry,
} from '@/app/auth'
import { env } from '@/config/env'
import { openIdFor } from '@/mocks/user/wechat-handlers'
import { server } from '@/mocks/node'
import { appStore } from '@/store'
import { setBridge } from '@/wechat'
import { spyFeedback } from '../utils/feedback'
import { fakeBridge } from './fake-bridge'
import { recordRequests } from '../utils/calls'

const APP_ID = env.wxAppId
const LOGIN = '/user/charge-user-login'
const OPEN_ID = '/user/get-open-id'

let bridge: ReturnType<typeof fakeBridge>
let requests: ReturnType<typeof recordRequests>

function land(url: string): void {
  window.history.replaceState(null, '', url)
}

const origin = () => window.location.origin

/** The state the last OAuth trip sent (WeChat hands it back with the code). */
function lastState(): string {
  const call = bridge.authorize.mock.calls.at(-1)
  if (!call) throw new Error('no OAuth trip')
  return call[3]
}

/** Starts a login trip as the app does and returns its state; the spy forgets the trip. */
function openIdTrip(): string {
  redirectForOpenId(window)
  const state = lastState()
  bridge.authorize.mockClear()
  return state
}

function loginTrip(): string {
  redirectToLogin(window)
  const state = lastState()
  bridge.authorize.mockClear()
  return state
}

const STATE = expect.stringMatching(/^[0-9a-f]{32}$/)

async function tokenFromMock(code = 'c1'): Promise<string> {
  const { token } = await userApi.login({ authCode: code, loginType: '02', appId: APP_ID })
  return token
}

beforeEach(() => {
  bridge = fakeBridge()
  setBridge(bridge)
  requests = recordRequests()
})

afterEach(() => {
  requests.stop()
  land('/')
})

it('has a default appId to log in with', () => {
  expect(APP_ID).toMatch(/^wx/)
})

describe('ensureLogin without a token', () => {
  it('goes to OAuth (snsapi_userinfo, state login) returning to the current page', async () => {
    land('/?from=menu#/pages/my/my')
    await expect(ensureLogin(window)).resolves.toBe('redirected')
    expect(bridge.authorize).toHaveBeenCalledExactlyOnceWith(
      `${origin()}/?from=menu#/pages/my/my`,
      APP_ID,
      'snsapi_userinfo',
      STATE,
    )
    expect(appStore.get().isEnterAuth).toBe(true)
    expect(requests.paths).toEqual([])
  })

  it('uses the white-label customAppid', async () => {
    appStore.set({ customAppid: 'wxyichong0000002' })
    land('/#/')
    await ensureLogin(window)
    expect(bridge.authorize).toHaveBeenCalledWith(
      `${origin()}/#/`,
      'wxyichong0000002',
      'snsapi_userinfo',
      STATE,
    )
  })

  it('fails, without another redirect, when OAuth came back without a code', async () => {
    const state = loginTrip()
    land(`/?state=${state}#/`)
    await expect(ensureLogin(window)).resolves.toBe('failed')
    expect(bridge.authorize).not.toHaveBeenCalled()
    expect(requests.paths).toEqual([])
  })
})

describe('ensureLogin back from OAuth with a code', () => {
  it('exchanges the code once, cleans the URL, stores the login, and is ready (no openid trip)', async () => {
    land(`/?code=good&state=${loginTrip()}#/`)
    await expect(ensureLogin(window)).resolves.toBe('ready')

    expect(requests.count(LOGIN)).toBe(1)
    expect(window.location.search).toBe('')
    expect(window.location.hash).toBe('#/')
    const state = appStore.get()
    expect(state.token).toMatch(/^tk-/)
    expect(state.isLogin).toBe(true)
    expect(state.isPhone).toBe(false)
    expect(state.isAuthOrder).toBe(true)
    expect(state.isEnterAuth).toBe(false)
    expect(localStorage.getItem('token')).toBe(state.token)
    // SPEC §4: the login sets isPhone (hasMobile N here) and isAuthOrder in localStorage too.
    expect(localStorage.getItem('isLogin')).toBe('true')
    expect(localStorage.getItem('isPhone')).toBe('false')
    expect(localStorage.getItem('isAuthOrder')).toBe('true')

    // No openid is known for the follow check, and it is not fetched here: the openid trip waits
    // for a place where the follow prompt may show (fetchOpenIdForFollowPrompt).
    expect(bridge.authorize).not.toHaveBeenCalled()
    expect(requests.count(OPEN_ID)).toBe(0)
  })

  it('takes a new user from a pile link to the page with one OAuth trip', async () => {
    land('/#/pages/scan/scan?deviceId=10000001')
    await expect(ensureLogin(window)).resolves.toBe('redirected')
    expect(bridge.authorize).toHaveBeenCalledTimes(1)
    land(`/?code=good&state=${lastState()}#/pages/scan/scan?deviceId=10000001`)
    await expect(ensureLogin(window)).resolves.toBe('ready')
    expect(bridge.authorize).toHaveBeenCalledTimes(1)
    expect(bridge.authorize.mock.calls.map((call) => call[2])).toEqual(['snsapi_userinfo'])
  })

  it('keeps other query keys and the hash while removing code and state', async () => {
    appStore.set({ customOpenid: 'oGZUknown' })
    land(`/?customAppid=wxdemo0000000001&code=good2&state=${loginTrip()}#/pages/my/my`)
    await expect(ensureLogin(window)).resolves.toBe('ready')
    expect(window.location.search).toBe('?customAppid=wxdemo0000000001')
    expect(window.location.hash).toBe('#/pages/my/my')
  })

  it('is ready, without a second OAuth, when a customOpenid is known', async () => {
    appStore.set({ customOpenid: 'oGZUknown' })
    land(`/?code=good&state=${loginTrip()}#/`)
    await expect(ensureLogin(window)).resolves.toBe('ready')
    expect(requests.count(LOGIN)).toBe(1)
    expect(bridge.authorize).not.toHaveBeenCalled()
    expect(appStore.get().isLogin).toBe(true)
  })

  it('retries a refused code once with a fresh one, then fails without looping', async () => {
    const feedback = spyFeedback()
    land(`/?code=bad-123&state=${loginTrip()}#/`)
    await expect(ensureLogin(window)).resolves.toBe('redirected')
    expect(requests.count(LOGIN)).toBe(1)
    expect(bridge.authorize).toHaveBeenCalledTimes(1)
    expect(feedback.toast).toHaveBeenCalledWith('无效的授权码')

    // Back with another bad code: no third trip to OAuth.
    land(`/?code=bad-456&state=${lastState()}#/`)
    await expect(ensureLogin(window)).resolves.toBe('failed')
    expect(requests.count(LOGIN)).toBe(2)
    expect(bridge.authorize).toHaveBeenCalledTimes(1)
    expect(appStore.get().token).toBe('')
    expect(appStore.get().isLogin).toBe(false)
    expect(window.location.search).toBe('')

    // A reload of the cleaned page does not start OAuth by itself either.
    await expect(ensureLogin(window)).resolves.toBe('failed')
    expect(bridge.authorize).toHaveBeenCalledTimes(1)
  })

  it('a new visit after a failed one starts OAuth again (the guard is per visit)', async () => {
    land(`/?code=bad-1&state=${loginTrip()}#/`)
    await ensureLogin(window)
    land(`/?code=bad-2&state=${lastState()}#/`)
    await expect(ensureLogin(window)).resolves.toBe('failed')
    sessionStorage.clear()
    land('/#/')
    await expect(ensureLogin(window)).resolves.toBe('redirected')
  })

  it('fails on a code that was already used', async () => {
    await tokenFromMock('used-once')
    land(`/?code=used-once&state=${loginTrip()}#/`)
    await expect(ensureLogin(window)).resolves.toBe('redirected')
    land(`/?code=used-once&state=${lastState()}#/`)
    await expect(ensureLogin(window)).resolves.toBe('failed')
    expect(bridge.authorize).toHaveBeenCalledTimes(1)
  })

  it('exchanges once for concurrent callers', async () => {
    appStore.set({ customOpenid: 'oGZUknown' })
    land(`/?code=good&state=${loginTrip()}#/`)
    const outcomes = await Promise.all([ensureLogin(window), ensureLogin(window), ensureLogin()])
    expect(outcomes).toEqual(['ready', 'ready', 'ready'])
    expect(requests.count(LOGIN)).toBe(1)
  })
})

describe('ensureLogin with a token', () => {
  it('is ready at once, with no calls and no OAuth', async () => {
    const token = await tokenFromMock()
    appStore.set({ token, isLogin: true })
    requests.paths.length = 0
    land('/#/pages/my/my')
    await expect(ensureLogin(window)).resolves.toBe('ready')
    expect(requests.paths).toEqual([])
    expect(bridge.authorize).not.toHaveBeenCalled()
  })

  it('exchanges an openid code and stores webCustomOpenidInfo', async () => {
    const token = await tokenFromMock()
    appStore.set({ token, isLogin: true })
    land(`/?code=x&state=${openIdTrip()}#/`)
    await expect(ensureLogin(window)).resolves.toBe('ready')
    expect(requests.count(OPEN_ID)).toBe(1)
    expect(requests.count(LOGIN)).toBe(1) // the one of tokenFromMock
    expect(appStore.get().webCustomOpenidInfo).toEqual({ appId: APP_ID, openid: openIdFor(APP_ID) })
    expect(window.location.search).toBe('')
    expect(bridge.authorize).not.toHaveBeenCalled()

    // Known now: a later login does not ask for it again.
    appStore.set({ token: '' })
    land(`/?code=good&state=${loginTrip()}#/`)
    await expect(ensureLogin(window)).resolves.toBe('ready')
    expect(bridge.authorize).not.toHaveBeenCalled()
  })
})

describe('redirectToLogin', () => {
  it('marks the OAuth round trip and drops an old code from the return address', () => {
    land('/?code=old&state=0123456789abcdef0123456789abcdef&keep=1#/packageMine/tips')
    redirectToLogin(window)
    expect(appStore.get().isEnterAuth).toBe(true)
    expect(bridge.authorize).toHaveBeenCalledExactlyOnceWith(
      `${origin()}/?keep=1#/packageMine/tips`,
      APP_ID,
      'snsapi_userinfo',
      STATE,
    )
  })
})

describe('the openid for the follow check (fetchOpenIdForFollowPrompt)', () => {
  async function signedIn(): Promise<void> {
    appStore.set({ token: await tokenFromMock(), isLogin: true })
    requests.paths.length = 0
  }

  it('when the prompt is due and no openid is known: one silent snsapi_base trip', async () => {
    await signedIn()
    land('/#/')
    expect(fetchOpenIdForFollowPrompt(window)).toBe(true)
    expect(bridge.authorize).toHaveBeenCalledExactlyOnceWith(
      `${origin()}/#/`,
      APP_ID,
      'snsapi_base',
      STATE,
    )
    // A return that lost its code and state cannot start it again in this visit.
    expect(fetchOpenIdForFollowPrompt(window)).toBe(false)
    expect(bridge.authorize).toHaveBeenCalledTimes(1)
  })

  it('not before login, not with a known openid, not when closed within the day', async () => {
    land('/#/')
    expect(fetchOpenIdForFollowPrompt(window)).toBe(false)
    await signedIn()
    appStore.set({ followPromptClosedAt: { [APP_ID]: Date.now() - 60_000 } })
    expect(fetchOpenIdForFollowPrompt(window)).toBe(false)
    appStore.set({ followPromptClosedAt: { [APP_ID]: Date.now() - FOLLOW_PROMPT_INTERVAL_MS } })
    appStore.set({ customOpenid: 'oGZUknown' })
    expect(fetchOpenIdForFollowPrompt(window)).toBe(false)
    expect(bridge.authorize).not.toHaveBeenCalled()
  })

  it('once per appId: a failed exchange or a return without a code is remembered', async () => {
    await signedIn()
    server.use(
      mswHttp.post('*/v1/charge-user/user/get-open-id', () =>
        HttpResponse.json({ code: '100001', msg: '授权失败' }),
      ),
    )
    spyFeedback()
    land(`/?code=x&state=${openIdTrip()}#/`)
    await expect(ensureLogin(window)).resolves.toBe('ready')
    expect(appStore.get().webCustomOpenidInfo).toEqual({ appId: APP_ID, openid: '' })
    expect(fetchOpenIdForFollowPrompt(window)).toBe(false)

    // Another operator: its own attempt; the user refuses (no code): remembered too.
    appStore.set({ customAppid: 'wxyichong0000002' })
    land(`/?state=${openIdTrip()}#/`)
    await expect(ensureLogin(window)).resolves.toBe('ready')
    expect(appStore.get().webCustomOpenidInfo).toEqual({ appId: 'wxyichong0000002', openid: '' })
    expect(window.location.search).toBe('')
    expect(fetchOpenIdForFollowPrompt(window)).toBe(false)
    expect(bridge.authorize).not.toHaveBeenCalled()
  })
})

describe('re-login after a status 500 (SPEC §8, issue #10)', () => {
  const ECHO = '*/v1/charge-user/test/echo'
  const fail500 = () =>
    server.use(mswHttp.post(ECHO, () => new HttpResponse(null, { status: 500 })))

  beforeEach(() => {
    setReloginHandler(() => reloginAfterExpiry(window))
    land('/#/pages/my/my')
  })
  afterEach(() => {
    setReloginHandler(() => {})
  })

  it('clears the login and logs in once for any number of simultaneous 500s', async () => {
    const feedback = spyFeedback()
    appStore.set({ token: 'tk-a', isLogin: true, isPhone: true })
    fail500()
    await Promise.allSettled([1, 2, 3].map(() => post('/test/echo')))
    expect(bridge.authorize).toHaveBeenCalledExactlyOnceWith(
      `${origin()}/#/pages/my/my`,
      APP_ID,
      'snsapi_userinfo',
      STATE,
    )
    expect(appStore.get()).toMatchObject({ token: '', isLogin: false, isPhone: false })
    expect(feedback.alert).not.toHaveBeenCalled()
  })

  it('within a minute of the last re-login keeps the login and says so: one alert, then each call its message', async () => {
    const feedback = spyFeedback()
    appStore.set({ token: 'tk-a', isLogin: true, isPhone: true })
    fail500()
    await post('/test/echo').catch(() => {})
    expect(bridge.authorize).toHaveBeenCalledTimes(1)

    // Back from that login with a new token, the server still answers 500 (within the minute).
    appStore.set({ token: 'tk-b', isLogin: true, isPhone: true })
    await Promise.allSettled([1, 2, 3].map(() => post('/test/echo')))
    expect(appStore.get()).toMatchObject({ token: 'tk-b', isLogin: true, isPhone: true })
    expect(localStorage.getItem('token')).toBe('tk-b')
    expect(bridge.authorize).toHaveBeenCalledTimes(1)
    expect(feedback.alert).toHaveBeenCalledExactlyOnceWith('登录失败', RELOGIN_FAILED_TEXT)

    // A later call in the same minute is not silent either: its own message, not another alert.
    await Promise.resolve()
    feedback.toast.mockClear()
    await post('/test/echo').catch(() => {})
    expect(feedback.alert).toHaveBeenCalledTimes(1)
    expect(feedback.toast).toHaveBeenCalledWith('系统错误')
    expect(appStore.get().token).toBe('tk-b')
  })
})

describe('OAuth login CSRF (RFC 6749 §10.12): only a code this visit asked for is exchanged', () => {
  it('sends an unguessable state, new for each trip, kept for the visit', () => {
    land('/#/')
    const first = loginTrip()
    const second = loginTrip()
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(second).not.toBe(first)
    expect(Object.values(sessionStorage)).toContain(second)
  })

  it.each([
    ['state=login', '?code=stranger&state=login'],
    ['no state', '?code=stranger'],
    ['a state of its own', '?code=stranger&state=0123456789abcdef0123456789abcdef'],
  ])('a logged-in user stays who they are with a foreign code (%s)', async (_label, query) => {
    const token = await tokenFromMock()
    appStore.set({ token, isLogin: true, isPhone: true })
    requests.paths.length = 0
    loginTrip() // even while a trip of this visit is pending
    land(`/${query}&keep=1#/packageChargingCard/list`)
    await expect(ensureLogin(window)).resolves.toBe('ready')
    expect(requests.count(LOGIN)).toBe(0)
    expect(appStore.get()).toMatchObject({ token, isLogin: true, isPhone: true })
    expect(window.location.search).toBe('?keep=1')
    expect(window.location.hash).toBe('#/packageChargingCard/list')
    expect(bridge.authorize).not.toHaveBeenCalled()
  })

  it('a user without a login goes to OAuth of their own instead of taking the foreign code', async () => {
    land('/?code=stranger&state=login#/packageChargingCard/list')
    await expect(ensureLogin(window)).resolves.toBe('redirected')
    expect(requests.count(LOGIN)).toBe(0)
    expect(appStore.get().token).toBe('')
    expect(bridge.authorize).toHaveBeenCalledExactlyOnceWith(
      `${origin()}/#/packageChargingCard/list`,
      APP_ID,
      'snsapi_userinfo',
      STATE,
    )
    // Back from that trip with its own code: logged in.
    land(`/?code=good&state=${lastState()}#/packageChargingCard/list`)
    await expect(ensureLogin(window)).resolves.toBe('ready')
    expect(requests.count(LOGIN)).toBe(1)
  })

  it('a state is used once: the same code and state again are not exchanged', async () => {
    const state = loginTrip()
    land(`/?code=good&state=${state}#/`)
    await expect(ensureLogin(window)).resolves.toBe('ready')
    const { token } = appStore.get()
    land(`/?code=stranger&state=${state}#/`)
    await expect(ensureLogin(window)).resolves.toBe('ready')
    expect(requests.count(LOGIN)).toBe(1)
    expect(appStore.get().token).toBe(token)
  })

  it('the silent openid trip takes only its own code too', async () => {
    appStore.set({ token: await tokenFromMock(), isLogin: true })
    requests.paths.length = 0
    land('/?code=stranger&state=openid#/')
    await expect(ensureLogin(window)).resolves.toBe('ready')
    expect(requests.count(OPEN_ID)).toBe(0)
    expect(appStore.get().webCustomOpenidInfo).toBeNull()
    expect(window.location.search).toBe('')
    // A login trip's state does not stand for the openid trip's either way round.
    land(`/?code=x&state=${loginTrip()}#/`)
    await expect(ensureLogin(window)).resolves.toBe('ready')
    expect(requests.count(OPEN_ID)).toBe(0)
  })
})
