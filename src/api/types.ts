/**
 * The API contract (SPEC §7 and DESIGN §7) as TypeScript types; the client and the mock operator both
 * use them. docs/API.md is the same contract as a table.
 */

import type { YesNo } from './envelope'

export { API_PREFIX } from './envelope'
export type { Envelope, Page, PageQuery, YesNo } from './envelope'

export type * from './charging-types'
export type * from './wallet-types'
export type { PayParams } from './pay-params'
export type * from './message-types'
export type * from './complaint-types'
export type * from './curve-types'
export type * from './vehicle-types'

// --- user -------------------------------------------------------------------------------------

export interface CustomWxConfigRequest {
  appId?: string
  operatorId?: string
}
export interface CustomWxConfig {
  publicAccountName: string
  platformName: string
  appId: string
}

export interface LoginRequest {
  authCode: string
  loginType: '02'
  appId: string
}
export interface LoginResult {
  token: string
  hasMobile: YesNo
  isAuthOrder: YesNo
}

export interface JsapiTicketRequest {
  url: string
  appId: string
}
export interface JsapiSignature {
  timeStamp: string
  nonceStr: string
  signature: string
}

export interface OpenIdRequest {
  appId: string
  code: string
}
export interface OpenIdResult {
  publicWxOpenId: string
}

export interface AttentionRequest {
  publicWxOpenId: string
  appId: string
}
export interface AttentionResult {
  /** 1 means the user follows the public account. */
  flag: number
}

export interface CreateQRCodeRequest {
  appId: string
}
export interface QRCodeResult {
  /** The public account's follow QR, as an image URL. */
  qrCodeUrl: string
  publicAccountName: string
}

export interface ChargeUserInfo {
  userId: string
  nickName: string
  headUrl: string
  maskMobileNo: string
  /** Summary figures the home card shows. */
  cardBalance: number
  couponCount: number
  points: number
  /** The order being charged now, if any. */
  chargingOrderId: string | null
}

/**
 * SPEC §7's phone binding. Its payload is "encrypted phone data (not shown)": the encrypted data
 * comes from a mini program's phone button, which an H5 page does not have, so this page proves the
 * number with the SMS code sent by send-mobile-code instead (ours: docs/API.md).
 */
export interface UserMobileRequest {
  loginType: '02'
  mobile: string
  code: string
}
export interface MobileResult {
  maskMobileNo: string
  token: string
}

// --- bank cards -------------------------------------------------------------------------------

export interface BankConfig {
  bankConfigId: string
  bankName: string
  bankCardNo: string
}
export interface BankConfigListResult {
  bankConfigList: BankConfig[]
  total: number
}
export interface BankConfigSaveRequest {
  bankName: string
  bankCardNo: string
  holderName: string
  idCardNo: string
  mobile: string
}

// --- uploads ----------------------------------------------------------------------------------

export interface UploadResult {
  url: string
  fileName: string
  size: number
}

// --- blind box --------------------------------------------------------------------------------

/** AVAILABLE -click-> OPENING (drawn server-side, revealed shortly) -> OPENED -claim-> CLAIMED. */
export type BlindBoxStatus = 'AVAILABLE' | 'OPENING' | 'OPENED' | 'CLAIMED' | 'EXPIRED'
export type BlindBoxPrizeType = 'COUPON' | 'VOUCHER' | 'POINTS'

export interface BlindBoxPrize {
  prizeType: BlindBoxPrizeType
  name: string
  /** Cents for coupons and vouchers, points for points. */
  value: number
}

export interface BlindBox {
  blindBoxId: string
  title: string
  status: BlindBoxStatus
  prize: BlindBoxPrize | null
  expireTime: string
}

export interface BlindBoxIdRequest {
  blindBoxId: string
}
