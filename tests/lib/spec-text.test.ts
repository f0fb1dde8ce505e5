import { readFileSync } from 'node:fs'
import * as C from '@/lib/constants'
import { MSG } from '@/lib/messages'

const theme = readFileSync('src/app/theme.css', 'utf8')

/** Every message of SPEC §5 and §8 and every number of SPEC §9, to the letter. */
describe('the spec library', () => {
  it('holds every message verbatim', () => {
    expect(MSG).toEqual({
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
      openInWechat: '请在微信中打开页面完成支付',
      paymentConfirming: '支付确认中…',
    })
  })

  it('holds every number of SPEC §9', () => {
    expect(C.REQUEST_TIMEOUT_MS).toBe(60000)
    expect(C.SUCCESS_CODE).toBe('000000')
    expect(C.BANK_LIST_PAGE_SIZE).toBe(1000)
    expect(C.IMAGE_MAX_BYTES).toBe(262144000)
    expect(C.IMAGE_TYPES).toEqual(['png', 'jpg', 'jpeg'])
    expect(C.IMAGE_MAX_COUNT).toBe(9)
    expect(C.AUDIO_MAX_BYTES).toBe(50 * 1024 * 1024)
    expect(C.AUDIO_TYPE).toBe('mp3')
    expect(C.CODE_COUNTDOWN_SECONDS).toBe(60)
    expect(C.EARTH_RADIUS_M).toBe(6371000)
    expect(C.DISTANCE_DECIMALS).toBe(2)
    expect([C.MAP_ZOOM_MIN, C.MAP_ZOOM_MAX, C.MAP_ZOOM_DEFAULT]).toEqual([5, 18, 16])
    expect(C.LOCATION_REFRESH_MS).toBe(30000)
    expect(C.GEOLOCATION_TIMEOUT_MS).toBe(100000)
    expect(C.LOCATION_PICKER_PAGE_SIZE).toBe(20)
    expect(C.NEARBY_RADIUS_M).toBe(5000)
    expect(C.SEARCH_RADIUS_M).toBe(50000)
    expect(C.TOAST_DURATION_MS).toBe(1500)
    expect(C.LOADING_DELAY_MS).toBe(200)
    expect(C.VIDEO_CONTROLS_HIDE_MS).toBe(3000)
    expect(C.BOTTOM_PADDING_RPX).toBe(120)
    expect(C.REACH_BOTTOM_DISTANCE).toBe(50)
    expect(C.PULL_TRANSITION_MS).toBe(350)
    expect(C.DEFAULT_INDEX_TITLE).toBe('充电小助手')
    expect(C.JUST_NOW_SECONDS).toBe(300)
    expect(C.TIME_AGO_MAX_DAYS).toBe(30)
    expect(C.APP_VERSION).toBe('1.1.0')
    expect(C.APP_VERSION_CODE).toBe(100)
  })

  it('builds the bottom padding from 120rpx + the safe area, 750 rpx across the app', () => {
    expect(theme).toContain('--rpx: calc(var(--app-width) / 750);')
    expect(theme).toContain(
      `--app-bottom-padding: calc(${C.BOTTOM_PADDING_RPX} * var(--rpx) + env(safe-area-inset-bottom));`,
    )
  })
})
