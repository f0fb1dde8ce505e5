/** Reads the VITE_* configuration of DESIGN §2 once. Nothing else reads import.meta.env. */
const raw = import.meta.env

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
}

function trimSlash(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '')
}

function readEnv() {
  return {
    apiBase: trimSlash(raw.VITE_API_BASE),
    apiBaseTest: trimSlash(raw.VITE_API_BASE_TEST),
    wxAppId: (raw.VITE_WX_APPID ?? '').trim(),
    qrDomains: list(raw.VITE_QR_DOMAINS),
    /** Domains whose pages webviewPage may frame (https only); empty: the QR domains. */
    operatorDomains: list(raw.VITE_OPERATOR_DOMAINS),
    useMock: raw.VITE_USE_MOCK === 'true',
    mapTileUrl: (raw.VITE_MAP_TILE_URL ?? '').trim(),
    mapKey: (raw.VITE_MAP_KEY ?? '').trim(),
  } as const
}

/**
 * Read through calls marked pure (also `environment` below): index.html's landing-route script is
 * compiled from modules that import this one (src/app/shell/early.ts) and reads none of it, so the
 * bundler leaves it out there (0.2 kB gzip less in index.html, which every first screen waits on).
 */
export const env = /* @__PURE__ */ readEnv()

export type Environment = 'test' | 'production'

/**
 * SPEC §4: test when the page URL contains testh5, otherwise production. Picked at run time, and
 * only from the URL's host or path (DESIGN §2): a query value or the hash is whatever a link's
 * author wrote, and a crafted `?x=testh5` must not send a production token to the test API.
 */
export function pickEnvironment(href: string): Environment {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return 'production'
  }
  return `${url.host}${url.pathname}`.includes('testh5') ? 'test' : 'production'
}

let environment: Environment = /* @__PURE__ */ pickEnvironment(globalThis.location?.href ?? '')

/** Boot picks the environment from the landing URL, before the entry redirect rewrites it. */
export function setEnvironment(href: string): Environment {
  environment = pickEnvironment(href)
  return environment
}

export function currentEnvironment(): Environment {
  return environment
}

/** The API origin for this page: one production build serves both environments. */
export function apiOrigin(): string {
  return environment === 'test' && env.apiBaseTest ? env.apiBaseTest : env.apiBase
}
