import { userApi } from '@/api/user'
import { DEFAULT_APP_ID } from '@/mocks/core/seed'
import { appStore } from '@/store'

let n = 0
/** Logs in through the mock operator like the boot does, so the store holds a token it accepts. */
export async function loginThroughMock(extra: Parameters<typeof appStore.set>[0] = {}) {
  n += 1
  const result = await userApi.login({
    authCode: `test-${n}`,
    loginType: '02',
    appId: DEFAULT_APP_ID,
  })
  appStore.set({
    token: result.token,
    isLogin: true,
    isPhone: result.hasMobile === 'Y',
    isAuthOrder: result.isAuthOrder === 'Y',
    customOpenid: 'o-test',
    ...extra,
  })
  return result
}

/**
 * The describe's tests open the app on home as a logged-in user with an openid (the follow check
 * asks for one) and a fresh session storage; the URL is put back after each.
 */
export function onHomeLoggedIn(): void {
  beforeEach(async () => {
    sessionStorage.clear()
    await loginThroughMock({ customOpenid: 'oGZUapptest00000000000000001' })
    window.history.replaceState(null, '', '/#/')
  })
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    sessionStorage.clear()
  })
}
