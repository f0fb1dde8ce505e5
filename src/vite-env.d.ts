/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string
  readonly VITE_API_BASE_TEST?: string
  readonly VITE_WX_APPID?: string
  readonly VITE_QR_DOMAINS?: string
  readonly VITE_OPERATOR_DOMAINS?: string
  readonly VITE_USE_MOCK?: string
  readonly VITE_MAP_TILE_URL?: string
  readonly VITE_MAP_KEY?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
