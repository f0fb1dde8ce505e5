/**
 * Every endpoint path of the API, in one place: the spec's calls (SPEC §7) and ours (docs/API.md).
 * Each is relative to `${apiBase}${API_PREFIX}` (src/api/envelope.ts); the client and the mock
 * operator both read them from here.
 */

/** Every path below is relative to `${apiBase}/v1/charge-user`. */
export const API = {
  customWxConfig: '/user/get-custom-wx-config',
  bankConfigList: '/bank-config/bank-config-list',
  bankConfigSave: '/bank-config/bank-config-save',
  createQRCode: '/user/createQRCode',
  userInfo: '/user/getChargeUserInfo',
  sendMobileCode: '/user/send-mobile-code',
  bindMobile: '/user/bind-mobile',
  jsapiTicket: '/user/get-jsapi-ticket',
  login: '/user/charge-user-login',
  userMobile: '/user/getChargeUserMobile',
  attention: '/user/get-attention',
  openId: '/user/get-open-id',
  blindBoxDetail: '/blind-box/blind-box-detail',
  blindBoxListSelf: '/blind-box/blind-box-list-self',
  blindBoxClaimCoupon: '/blind-box/claim-coupon-blind-box',
  blindBoxStatus: '/blind-box/query-blind-box-status',
  blindBoxClick: '/blind-box/click-blind-box',
  // Charging (DESIGN §7, designed here)
  deviceDetail: '/device/device-detail',
  pricePeriods: '/device/price-periods',
  payOptions: '/order/pay-options',
  createOrder: '/order/create-order',
  confirmPay: '/order/confirm-pay',
  cancelOrder: '/order/cancel-order',
  liveCharging: '/order/live-charging',
  stopCharging: '/order/stop-charging',
  orderDetail: '/order/order-detail',
  orderList: '/order/order-list',
  physicalCardDetail: '/card/physical-card-detail',
  activateCard: '/card/activate-card',
  couponCampaign: '/coupon/campaign-detail',
  receiveCoupons: '/coupon/receive-campaign',
  // Cards, card records and coupons of the user (issue #13; types in wallet-types.ts)
  cardList: '/card/card-list',
  cardRecords: '/card/card-records',
  couponList: '/coupon/coupon-list',
  // Messages and the service centre (designed here; types in message-types.ts)
  messageList: '/message/message-list',
  unreadCount: '/message/unread-count',
  readMessage: '/message/read-message',
  serviceInfo: '/service/service-info',
} as const

export const PAYMENT_API = {
  confirm: '/pay/confirm-pay',
  cancel: '/pay/cancel-pay',
} as const

/** SPEC §7 upload calls; kept here, not in the shared table, so upload code stays off the first screen. */
export const UPLOAD_API = {
  pictUpload: '/upload/ad-pict-upload',
  soundUpload: '/upload/ad-sound-upload',
} as const

/** The call's path, relative to `${apiBase}/v1/charge-user`. */
export const CURVE_API = { chargeCurve: '/order/charge-curve' } as const

/** Designed paths of the wallet (relative to the API prefix, like API in types.ts). */
export const WALLET_API = {
  cardDetail: '/card/card-detail',
  rechargeOptions: '/card/recharge-options',
  rechargeCreate: '/card/recharge-create',
  reportLoss: '/card/report-loss',
  cancelLoss: '/card/cancel-loss',
  unbind: '/card/unbind',
  bankConfigDelete: '/bank-config/bank-config-delete',
  refundable: '/refund/refundable',
  refundApply: '/refund/refund-apply',
  refundList: '/refund/refund-list',
} as const

export const RED_PACKET_API = {
  create: '/red-packet/create-red-packet',
  list: '/red-packet/red-packet-list',
  detail: '/red-packet/red-packet-detail',
  byOrder: '/red-packet/red-packet-by-order',
  open: '/red-packet/open-red-packet',
  minePublished: '/red-packet/mine-published',
  mineReceived: '/red-packet/mine-received',
} as const

/** The energy-points centre (能量值中心): the points ledger, the lottery and its win records. */

export const POINTS_API = {
  summary: '/points/points-summary',
  records: '/points/points-records',
  lottery: '/points/lottery-detail',
  draw: '/points/lottery-draw',
  winRecords: '/points/win-records',
} as const

/** The partner and franchise application (合作加盟). */

export const PARTNER_API = {
  apply: '/partner/apply',
} as const

/** The designed complaint calls (docs/API.md), kept off the shared table like the upload calls. */
export const COMPLAINT_API = {
  submit: '/complaint/complaint-submit',
  list: '/complaint/complaint-list',
  detail: '/complaint/complaint-detail',
} as const

export const INSURANCE_API = {
  product: '/insurance/product-detail',
  create: '/insurance/create-policy',
  myPolicy: '/insurance/my-policy',
} as const

/** Every path below is relative to `${apiBase}/v1/charge-user` (docs/API.md "Station calls"). */
export const STATION_API = {
  nearby: '/station/nearby-station-list',
  search: '/station/station-search',
  detail: '/station/station-detail',
} as const

/** Designed beside the spec's five calls (docs/API.md "Red packet calls"). */
export const BLIND_BOX_VOUCHERS = '/blind-box/charge-voucher-list'

/** The user's vehicles and plates (我的车辆, docs/API.md "Vehicle calls"). */
export const VEHICLE_API = {
  list: '/vehicle/vehicle-list',
  save: '/vehicle/vehicle-save',
  remove: '/vehicle/vehicle-delete',
  setDefault: '/vehicle/vehicle-set-default',
} as const
