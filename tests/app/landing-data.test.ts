import { HttpResponse, http as mswHttp } from 'msw'
import { chargingKeys } from '@/api/charging'
import { setReloginHandler } from '@/api/client'
import { userKeys } from '@/api/user'
import { createQueryClient } from '@/app/query-client'
import { prefetchLanding } from '@/app/landing-data'
import { server } from '@/mocks/node'
import { appStore } from '@/store'
import { loginThroughMock } from '../utils/login'
import { recordRequests } from '../utils/calls'

describe('prefetchLanding (a pile link: the pile is asked for at boot, with the page chunk)', () => {
  beforeEach(() => loginThroughMock())

  it('fetches the pile of a charge-selection landing into the cache the page reads', async () => {
    const calls = recordRequests()
    const client = createQueryClient()
    prefetchLanding(client, '/pages/scan/scan?deviceId=10000001')
    await vi.waitFor(() =>
      expect(client.getQueryData(chargingKeys.device('10000001'))).toBeTruthy(),
    )
    expect(client.getQueryData(chargingKeys.device('10000001'))).toMatchObject({
      deviceId: '10000001',
    })
    expect(calls.count('/device/device-detail')).toBe(1)
    calls.stop()
  })

  it.each([
    ['a malformed pile number', '/pages/scan/scan?deviceId=12ab'],
    ['no pile number', '/pages/scan/scan'],
    ['another page', '/pages/my/my?deviceId=10000001'],
    ['home', '/'],
  ])('asks nothing for %s', async (_what, location) => {
    const calls = recordRequests()
    const client = createQueryClient()
    prefetchLanding(client, location)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls.paths).toEqual([])
    expect(client.getQueryCache().getAll()).toEqual([])
    calls.stop()
  })

  describe("with index.html's early call (production builds, a returning user)", () => {
    const early = (answer: unknown, patch: { deviceId?: string; token?: string } = {}) => {
      window.__earlyPile = {
        deviceId: '10000001',
        token: appStore.get().token ?? '',
        answer: Promise.resolve(answer),
        ...patch,
      }
    }
    afterEach(() => {
      window.__earlyPile = undefined
    })

    async function landOnPile() {
      const calls = recordRequests()
      const client = createQueryClient()
      prefetchLanding(client, '/pages/scan/scan?deviceId=10000001')
      await vi.waitFor(() =>
        expect(client.getQueryData(chargingKeys.device('10000001'))).toBeTruthy(),
      )
      calls.stop()
      return { client, calls }
    }

    it('uses its answer instead of asking again, and takes it once', async () => {
      early({ code: '000000', data: { deviceId: '10000001', deviceName: '早到的电桩' } })
      const { client, calls } = await landOnPile()
      expect(client.getQueryData(chargingKeys.device('10000001'))).toMatchObject({
        deviceName: '早到的电桩',
      })
      expect(calls.paths).toEqual([])
      expect(window.__earlyPile).toBeUndefined()
    })

    it.each([
      ['a failed answer', { code: '500', msg: 'token expired', data: null }, {}],
      ['no answer (network)', null, {}],
      [
        'another pile',
        { code: '000000', data: { deviceId: '10000002' } },
        { deviceId: '10000002' },
      ],
      ['another token', { code: '000000', data: { deviceId: '10000001' } }, { token: 'tk-old' }],
    ])('asks through the client after %s', async (_what, answer, patch) => {
      early(answer, patch)
      const { client, calls } = await landOnPile()
      expect(calls.count('/device/device-detail')).toBe(1)
      expect(client.getQueryData(chargingKeys.device('10000001'))).toMatchObject({
        deviceId: '10000001',
        deviceName: expect.not.stringMatching('早到的电桩') as unknown as string,
      })
    })
  })
})

describe("prefetchLanding on home (index.html's early call for the user, a returning user)", () => {
  beforeEach(() => loginThroughMock())
  afterEach(() => {
    window.__earlyUser = undefined
  })

  const infoKey = () => [...userKeys.info, appStore.get().token]
  const early = (answer: unknown, token = appStore.get().token) => {
    window.__earlyUser = { token, answer: Promise.resolve(answer) }
  }

  it('puts its answer where the card reads it, asks nothing, takes it once, stores the profile', async () => {
    early({
      code: '000000',
      data: { nickName: '早到的用户', headUrl: '', maskMobileNo: '', cardBalance: 100, points: 7 },
    })
    const calls = recordRequests()
    const client = createQueryClient()
    prefetchLanding(client, '/')
    await vi.waitFor(() => expect(client.getQueryData(infoKey())).toBeTruthy())
    expect(client.getQueryData(infoKey())).toMatchObject({ nickName: '早到的用户', points: 7 })
    expect(appStore.get().userInfo).toMatchObject({ nickName: '早到的用户' })
    expect(window.__earlyUser).toBeUndefined()
    expect(calls.paths).toEqual([])
    calls.stop()
  })

  it.each([
    ['a failed answer', { code: '500', msg: 'token expired', data: null }, undefined],
    ['no answer (network)', null, undefined],
    ['another token', { code: '000000', data: { nickName: '旧的' } }, 'tk-old'],
  ])('asks through the client after %s', async (_what, answer, token) => {
    early(answer, token)
    const calls = recordRequests()
    const client = createQueryClient()
    prefetchLanding(client, '/')
    if (token) {
      // Not this login's: left alone, the card asks for itself (useUserInfo).
      expect(client.getQueryCache().getAll()).toEqual([])
      expect(calls.paths).toEqual([])
    } else {
      await vi.waitFor(() => expect(client.getQueryData(infoKey())).toBeTruthy())
      expect(calls.count('/user/getChargeUserInfo')).toBe(1)
      expect(client.getQueryData(infoKey())).toMatchObject({ nickName: '张师傅' })
    }
    expect(window.__earlyUser).toBeUndefined()
    calls.stop()
  })

  it('takes it on the uni-app path of home too', async () => {
    early({ code: '000000', data: { nickName: '早到的用户' } })
    const client = createQueryClient()
    prefetchLanding(client, '/pages/index/index')
    await vi.waitFor(() =>
      expect(client.getQueryData(infoKey())).toMatchObject({ nickName: '早到的用户' }),
    )
  })

  it('an expired login (HTTP 500 to the early call, so no answer) still starts the re-login', async () => {
    const relogin = vi.fn()
    setReloginHandler(relogin)
    server.use(
      mswHttp.post('*/user/getChargeUserInfo', () => new HttpResponse(null, { status: 500 })),
    )
    // index.html's call was refused: its answer is null (src/app/shell/early-calls.ts).
    early(null)
    const client = createQueryClient()
    prefetchLanding(client, '/')
    await vi.waitFor(() => expect(relogin).toHaveBeenCalledTimes(1))
    setReloginHandler(() => {})
  })

  it("a pile's early answer is not home's, and home's not a pile's", async () => {
    early({ code: '000000', data: { nickName: '早到的用户' } })
    const calls = recordRequests()
    const client = createQueryClient()
    prefetchLanding(client, '/pages/scan/scan?deviceId=10000001')
    await vi.waitFor(() =>
      expect(client.getQueryData(chargingKeys.device('10000001'))).toBeTruthy(),
    )
    expect(client.getQueryData(infoKey())).toBeUndefined()
    expect(calls.count('/device/device-detail')).toBe(1)
    // Taken (and dropped) by the first landing, whatever it is.
    expect(window.__earlyUser).toBeUndefined()
    calls.stop()
  })
})
