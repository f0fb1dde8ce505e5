import { apiOrigin } from '@/config/env'
import { appStore } from '@/store'
import { tokenFor } from '@/store/login-scope'
import { readAll } from '@/store/storage'

// DESIGN §2's testh5 rule: a page under /testh5/ talks to the test API. Issue 24: a production
// token is never sent there, and the test login never overwrites the production one.
const PRODUCTION = 'https://api.charge.example.cn'
const TEST = 'https://testapi.charge.example.cn'

const profile = { nickName: '张师傅', headUrl: '', maskMobileNo: '138****5678' }

describe('a login belongs to the API origin that issued it', () => {
  it('a new token is issued by this page’s API origin unless said otherwise', () => {
    appStore.set({ token: 'tk-here' })
    expect(appStore.get().tokenOrigin).toBe(apiOrigin())
    expect(tokenFor(appStore.get())).toBe('tk-here')
  })

  it('a token another origin issued is not sent', () => {
    appStore.set({ token: 'tk-prod', tokenOrigin: `${PRODUCTION}-elsewhere` })
    expect(tokenFor(appStore.get())).toBe('')
  })

  it('parks production’s login on a testh5 page and brings it back on return', () => {
    appStore.set({
      token: 'tk-prod',
      tokenOrigin: PRODUCTION,
      isLogin: true,
      isPhone: true,
      phone: '13812345678',
      userInfo: profile,
    })
    appStore.scopeLoginTo(TEST)
    expect(appStore.get()).toMatchObject({
      token: '',
      tokenOrigin: null,
      isLogin: false,
      isPhone: false,
      phone: '',
      userInfo: null,
    })
    // The test API logs the user in: its own token, production's untouched.
    appStore.set({ token: 'tk-test', tokenOrigin: TEST, isLogin: true })
    appStore.scopeLoginTo(TEST)
    expect(appStore.get().token).toBe('tk-test')

    // Back on production (a reload reads the same storage).
    appStore.scopeLoginTo(PRODUCTION)
    expect(appStore.get()).toMatchObject({
      token: 'tk-prod',
      tokenOrigin: PRODUCTION,
      isLogin: true,
      isPhone: true,
      phone: '13812345678',
      userInfo: profile,
    })
    expect(readAll()).toMatchObject({ token: 'tk-prod', tokenOrigin: PRODUCTION })
    expect(readAll().parkedLogins[TEST]?.token).toBe('tk-test')
    // And the test login is there the next time.
    appStore.scopeLoginTo(TEST)
    expect(appStore.get()).toMatchObject({ token: 'tk-test', tokenOrigin: TEST })
  })

  it('a login parked for an origin comes back even when the other origin logged out', () => {
    appStore.set({ token: 'tk-prod', tokenOrigin: PRODUCTION, isLogin: true })
    appStore.scopeLoginTo(TEST)
    appStore.set({ token: 'tk-test', tokenOrigin: TEST, isLogin: true })
    appStore.logout() // a 500 on the test API
    appStore.scopeLoginTo(PRODUCTION)
    expect(appStore.get()).toMatchObject({
      token: 'tk-prod',
      tokenOrigin: PRODUCTION,
      isLogin: true,
    })
  })

  it('takes a token stored before its origin was kept as production’s', () => {
    localStorage.setItem('token', JSON.stringify('tk-old'))
    localStorage.removeItem('tokenOrigin')
    appStore.set(readAll())
    expect(appStore.get().tokenOrigin).toBeNull()
    appStore.scopeLoginTo('')
    expect(appStore.get().token).toBe('tk-old')
  })
})
