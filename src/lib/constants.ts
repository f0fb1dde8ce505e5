/** Business constants and limits of SPEC §9 (and §5), one name each. */
export const REQUEST_TIMEOUT_MS = 60000
export const SUCCESS_CODE = '000000'
export const BANK_LIST_PAGE_SIZE = 1000
export const DEFAULT_PAGE_SIZE = 10

export const IMAGE_MAX_BYTES = 262144000
export const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const
export const IMAGE_MAX_COUNT = 9
export const AUDIO_MAX_BYTES = 50 * 1024 * 1024
export const AUDIO_TYPE = 'mp3'

export const CODE_COUNTDOWN_SECONDS = 60

export const EARTH_RADIUS_M = 6371000
export const DISTANCE_DECIMALS = 2

export const MAP_ZOOM_MIN = 5
export const MAP_ZOOM_MAX = 18
export const MAP_ZOOM_DEFAULT = 16
export const LOCATION_REFRESH_MS = 30000
export const GEOLOCATION_TIMEOUT_MS = 100000
export const LOCATION_PICKER_PAGE_SIZE = 20
export const NEARBY_RADIUS_M = 5000
export const SEARCH_RADIUS_M = 50000

export const TOAST_DURATION_MS = 1500
export const LOADING_DELAY_MS = 200
export const VIDEO_CONTROLS_HIDE_MS = 3000

export const BOTTOM_PADDING_RPX = 120
export const REACH_BOTTOM_DISTANCE = 50
export const PULL_TRANSITION_MS = 350

export const DEFAULT_INDEX_TITLE = '充电小助手'
export const JUST_NOW_SECONDS = 300
export const TIME_AGO_MAX_DAYS = 30

export const APP_VERSION = '1.1.0'
export const APP_VERSION_CODE = 100
