import { apiOrigin, env } from '@/config/env'
import type { ParkedLogin, PersistedState } from './schema'

/**
 * A login belongs to the API origin that issued it (issue 24). DESIGN §2 lets `testh5` in the page's
 * path pick the test API, and the SPA fallback serves any path, so `https://h5…/testh5/…` on the
 * production host must neither send the production token to the test API nor let the test login
 * overwrite it: the production login is parked while the page uses the test API, and comes back
 * when it returns.
 */

/** The origin that issued the stored token; a token stored before we kept it is production's. */
export function tokenIssuer(state: Pick<PersistedState, 'tokenOrigin'>): string {
  return state.tokenOrigin ?? env.apiBase
}

/** The token to send to this page's API: none when another origin issued it. */
export function tokenFor(state: Pick<PersistedState, 'token' | 'tokenOrigin'>): string {
  return state.token && tokenIssuer(state) === apiOrigin() ? state.token : ''
}

type LoginPatch = Partial<PersistedState>

const LOGGED_OUT: ParkedLogin = {
  token: '',
  isLogin: false,
  isPhone: false,
  isAuthOrder: false,
  phone: '',
  userInfo: null,
}

/**
 * The patch that makes `origin`'s login the current one: the current login (if another origin issued
 * it) is parked under its issuer, and `origin`'s parked login, if any, comes back. Null: nothing to do.
 */
export function loginScopePatch(state: PersistedState, origin: string): LoginPatch | null {
  const issuer = tokenIssuer(state)
  if (state.token && issuer === origin) return null
  const parked = { ...state.parkedLogins }
  if (state.token) {
    parked[issuer] = {
      token: state.token,
      isLogin: state.isLogin,
      isPhone: state.isPhone,
      isAuthOrder: state.isAuthOrder,
      phone: state.phone,
      userInfo: state.userInfo,
    }
  }
  // Logged out here (a 500 on the other origin, say): this origin's parked login still comes back.
  const back = parked[origin]
  if (!back && !state.token) return null
  delete parked[origin]
  return { ...(back ?? LOGGED_OUT), tokenOrigin: back?.token ? origin : null, parkedLogins: parked }
}
