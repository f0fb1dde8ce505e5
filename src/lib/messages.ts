/** Every user-facing message the spec fixes (SPEC §5, §7, §8), verbatim. Tests import them here. */
export const MSG = {
  /** The overlay every call shows unless switched off (SPEC §7: "a 'loading' overlay"). */
  loading: 'loading',
  requestFailed: '请求失败',
  emptyResponse: '请求返回结果异常！',
  networkTitle: '温馨提示',
  networkError: '网络异常，请稍后重试！',
  systemError: '系统错误',
  orderUnpaid: '订单未支付！',
  invalidNumber: '请输入有效的数字',
  imageTooLarge: '图片大小超过250M，已为您自动过滤！',
  imageBadType: '上传图片只能是png、jpg、jpeg 格式，已为您自动过滤！',
  audioNotMp3: '请上传mp3文件！',
  audioTooLarge: '音频文件过大，请重新选择！',
  invalidQrTitle: '提示',
  invalidQr: '无效的二维码',
  justNow: '刚刚',
  mapKeyMissing: 'Map key not configured.',
  mapLoadFailed: 'Map load failed.',
  geolocationUnsupported: 'device nonsupport geolocation',
  locationCancelled: 'cancel',
  requestTimeout: 'timeout',
  requestAbort: 'abort',
  /** The bridge cannot pay here (outside WeChat, or WeixinJSBridge never came). */
  openInWechat: '请在微信中打开页面完成支付',
  /** WeChat said "ok"; the server has not confirmed yet. */
  paymentConfirming: '支付确认中…',
} as const
