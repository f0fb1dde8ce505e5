import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { appStore, useAppStore, type UserInfo } from '@/store'
import { get, post } from './client'
import { API } from './endpoints/spec'
import {
  type AttentionRequest,
  type AttentionResult,
  type ChargeUserInfo,
  type CreateQRCodeRequest,
  type CustomWxConfig,
  type CustomWxConfigRequest,
  type JsapiSignature,
  type JsapiTicketRequest,
  type LoginRequest,
  type LoginResult,
  type MobileResult,
  type OpenIdRequest,
  type OpenIdResult,
  type QRCodeResult,
  type UserMobileRequest,
} from './types'

/** One typed function per call of SPEC §7 (user domain). */
export const userApi = {
  login: (body: LoginRequest) => post<LoginResult>(API.login, body),
  customWxConfig: (body: CustomWxConfigRequest) =>
    post<CustomWxConfig>(API.customWxConfig, body, { loading: false }),
  jsapiTicket: (body: JsapiTicketRequest) =>
    post<JsapiSignature>(API.jsapiTicket, body, { loading: false }),
  openId: (body: OpenIdRequest) => post<OpenIdResult>(API.openId, body, { loading: false }),
  attention: (body: AttentionRequest) =>
    post<AttentionResult>(API.attention, body, { loading: false }),
  createQRCode: (body: CreateQRCodeRequest) => post<QRCodeResult>(API.createQRCode, body),
  /** SPEC §8: exempt from the error toast. */
  userInfo: () => post<ChargeUserInfo>(API.userInfo, {}, { toast: false, loading: false }),
  sendMobileCode: (mobile: string) => get<null>(API.sendMobileCode, { mobile }),
  userMobile: (body: UserMobileRequest) => post<MobileResult>(API.userMobile, body),
}

/** Query keys of the user domain. */
export const userKeys = {
  /** The profile and its figures (balance, points, coupons): every money move changes it. */
  info: ['user', 'info'] as const,
  attention: (appId: string, openid: string) => ['user', 'attention', appId, openid] as const,
  qrcode: (appId: string) => ['user', 'qrcode', appId] as const,
}

export const userQueries = {
  /**
   * The signed-in user's profile and summary figures (home card, mine header). Each answer also
   * stores the profile (SPEC §3 userInfo), which the user card paints at once on the next visit
   * while this call revalidates. `early`: index.html's answer for this token, when it is a success
   * (home's landing, src/app/landing-data.ts), taken instead of asking again.
   */
  info: (token: string, early?: Promise<ChargeUserInfo | undefined>) =>
    queryOptions({
      queryKey: [...userKeys.info, token],
      queryFn: async () => {
        const info = (await early) ?? (await userApi.userInfo())
        storeProfile(token, info)
        return info
      },
      staleTime: 10_000,
    }),
  /** Whether this openid follows the public account (follow dialog): asked once per visit. */
  attention: (appId: string, openid: string) =>
    queryOptions({
      queryKey: userKeys.attention(appId, openid),
      queryFn: () => userApi.attention({ publicWxOpenId: openid, appId }),
      staleTime: Infinity,
    }),
  /** The public account's QR code (follow dialog). */
  qrcode: (appId: string) =>
    queryOptions({
      queryKey: userKeys.qrcode(appId),
      queryFn: () => userApi.createQRCode({ appId }),
      staleTime: Infinity,
    }),
}

/**
 * After anything that moves money, points or coupons (a payment, a top-up, a refund, a draw, a
 * claim, a bound phone): the user's figures on home and Mine are asked again.
 */
export function refreshUserFigures(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: userKeys.info })
}

/** The signed-in user's profile and figures (userQueries.info), once there is a token. */
export function useUserInfo() {
  const token = useAppStore((s) => s.token)
  return useQuery({ ...userQueries.info(token), enabled: Boolean(token) })
}

function storeProfile(token: string, info: UserInfo): void {
  // A server may send null for an unbound mobile or a missing avatar; the stored schema wants strings
  // (a null would make the next visit drop the whole profile).
  const nickName = info.nickName || ''
  const headUrl = info.headUrl || ''
  const maskMobileNo = info.maskMobileNo || ''
  const state = appStore.get()
  // An answer for a token that has since been logged out (a 500 elsewhere) belongs to no one now.
  if (state.token !== token) return
  const stored = state.userInfo
  // The stored phone (masked, SPEC §3) follows the profile: a login says only whether one is bound.
  const phone = maskMobileNo || state.phone
  if (
    stored?.nickName === nickName &&
    stored.headUrl === headUrl &&
    stored.maskMobileNo === maskMobileNo &&
    state.phone === phone
  ) {
    return
  }
  appStore.set({ userInfo: { nickName, headUrl, maskMobileNo }, phone })
}
