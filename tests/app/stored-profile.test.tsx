import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { API } from '@/api/endpoints/spec'
import { route } from '@/mocks/core/http'
import { server } from '@/mocks/node'
import { appStore } from '@/store'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

/** SPEC §3: the stored profile (userInfo) and the last pile opened (deviceId). */
describe('stored keys of SPEC §3', () => {
  beforeEach(async () => {
    await loginThroughMock({ isPhone: true })
  })
  afterEach(() => server.resetHandlers())

  it('userInfo (nickName, headUrl, maskMobileNo) is stored when it is fetched', async () => {
    renderApp('/')
    await waitFor(() => expect(appStore.get().userInfo?.nickName).toBe('张师傅'))
    const stored = JSON.parse(localStorage.getItem('userInfo') ?? 'null') as Record<string, string>
    expect(Object.keys(stored).sort()).toEqual(['headUrl', 'maskMobileNo', 'nickName'])
    expect(stored.nickName).toBe('张师傅')
  })

  it('phone (masked) follows the profile when a login said only that one is bound', async () => {
    appStore.set({ phone: '' })
    server.use(
      http.post(route(API.userInfo), () =>
        HttpResponse.json({
          code: '000000',
          msg: 'ok',
          data: {
            userId: 'U1',
            nickName: '张师傅',
            headUrl: '',
            maskMobileNo: '137****2468',
            cardBalance: 0,
            couponCount: 0,
            points: 0,
            chargingOrderId: null,
          },
        }),
      ),
    )
    renderApp('/')
    await waitFor(() => expect(appStore.get().phone).toBe('137****2468'))
    expect(localStorage.getItem('phone')).toBe('137****2468')
  })

  it('paints home and Mine with the stored profile while a slow user-info call revalidates', async () => {
    appStore.set({ userInfo: { nickName: '李师傅', headUrl: '', maskMobileNo: '139****0000' } })
    // Held until the checks are done, then answered by the mock's own handler (a resolver that
    // returns nothing falls through to the next one): no call is left in flight for the next test.
    let answer = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    server.use(http.post(route(API.userInfo), () => held))
    renderApp('/')
    expect(await screen.findByText('李师傅')).toBeInTheDocument()
    expect(screen.getByText('139****0000')).toBeInTheDocument()
    answer()
  })

  it('the device id of the last pile opened is stored', async () => {
    renderApp('/pages/scan/scan?deviceId=10000002')
    await waitFor(() => expect(appStore.get().deviceId).toBe('10000002'))
    expect(localStorage.getItem('deviceId')).toBe('10000002')
  })

  it('logging out (status 500) clears login and user info', () => {
    appStore.set({ userInfo: { nickName: '李师傅', headUrl: '', maskMobileNo: '139****0000' } })
    appStore.logout()
    expect(appStore.get().userInfo).toBeNull()
    expect(appStore.get().token).toBe('')
    expect(localStorage.getItem('userInfo')).toBeNull()
  })
})
