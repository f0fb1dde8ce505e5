import { get, post } from './client'
import {
  API,
  type AttentionRequest,
  type AttentionResult,
  type BindMobileRequest,
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
  bindMobile: (body: BindMobileRequest) => post<MobileResult>(API.bindMobile, body),
  userMobile: (body: UserMobileRequest) => post<MobileResult>(API.userMobile, body),
}
