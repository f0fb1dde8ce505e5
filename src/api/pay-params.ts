/** SPEC §3 payment parameters, as the server sends them for WeChat Pay. */
export interface PayParams {
  /** Not among the spec's fields: when the server leaves it out, the operator's appId is used. */
  appId?: string
  timeStamp: string
  nonceStr: string
  package?: string
  prepayId?: string
  signType: string
  paySign: string
}

/** What WeChat's cashier is opened with: the appId is always there (src/components/payment). */
export type CashierParams = PayParams & { appId: string }
