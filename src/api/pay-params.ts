/** SPEC §3 payment parameters, as the server sends them for WeChat Pay. */
export interface PayParams {
  appId: string
  timeStamp: string
  nonceStr: string
  package?: string
  prepayId?: string
  signType: string
  paySign: string
}
