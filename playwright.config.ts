import { defineConfig, devices } from '@playwright/test'
import type { TestOptions } from './e2e/fixtures'
import { E2E_CHROMIUM, E2E_CHROMIUM_ARGS } from './scripts/chromium.mjs'

// WECHAT: the user agent of WeChat's in-app browser on an iPhone, so the app takes its WeChat paths.
export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x18003237) NetType/WIFI Language/zh_CN'

// E2E_PORT + E2E_DIST: a private mock build and server (parallel work on one machine), e.g.
// `npx vite build --mode mock --outDir dist-mock-a && E2E_PORT=4180 E2E_DIST=dist-mock-a npx playwright test e2e/x.spec.ts --project mock`
const PORT = Number(process.env.E2E_PORT ?? 4173)
// axe-core for the axe checks (e2e/axe-server.mjs); the workers read its port from the environment.
process.env.E2E_AXE_PORT ??= '4176'
const AXE_PORT = Number(process.env.E2E_AXE_PORT)
const DIST = process.env.E2E_DIST ?? 'dist-mock'
const privateServer = process.env.E2E_PORT !== undefined
/**
 * The production build (real WeChat bridge, no mock in the bundle) against `npm run mock:api`.
 * E2E_HTTP_DIST + E2E_HTTP_PORT + E2E_HTTP_API_PORT: a private run (the build made against that API
 * port), e.g. `VITE_API_BASE=http://127.0.0.1:8796 VITE_API_BASE_TEST=http://localhost:8796 npx vite build --outDir dist-http-f --manifest`
 * (the manifest names its files for production.spec.ts) then
 * `E2E_HTTP_DIST=dist-http-f E2E_HTTP_PORT=4188 E2E_HTTP_API_PORT=8796 npx playwright test --project production`
 */
export const HTTP_PORT = Number(process.env.E2E_HTTP_PORT ?? 4174)
export const MOCK_API_PORT = Number(process.env.E2E_HTTP_API_PORT ?? 8788)
const HTTP_DIST = process.env.E2E_HTTP_DIST ?? 'dist-http'
const privateHttp = process.env.E2E_HTTP_DIST !== undefined
// The same production build served with its Content-Security-Policy header (scripts/csp.ts: `vite
// preview` sends the build's csp.txt when PREVIEW_CSP=1), for e2e/csp.spec.ts. E2E_CSP_DIST +
// E2E_CSP_PORT (+ E2E_CSP_API_PORT, the mock API port the build was made against): a private run,
// `VITE_API_BASE=http://127.0.0.1:8790 VITE_API_BASE_TEST=http://localhost:8790 npx vite build --outDir dist-csp-a`
// then `E2E_CSP_DIST=dist-csp-a E2E_CSP_PORT=4190 E2E_CSP_API_PORT=8790 npx playwright test --project csp`
const CSP_PORT = Number(process.env.E2E_CSP_PORT ?? 4175)
const CSP_DIST = process.env.E2E_CSP_DIST ?? 'dist-http'
const CSP_API_PORT = Number(process.env.E2E_CSP_API_PORT ?? MOCK_API_PORT)
const privateCsp = process.env.E2E_CSP_DIST !== undefined

export default defineConfig<TestOptions>({
  testDir: 'e2e',
  fullyParallel: true,
  // One more worker than CI's two cores: a journey spends much of its time waiting on the mock's
  // real-time phases and the app's own backoffs, while a route test keeps Chromium busy; a third
  // worker fills those waits: 8.9 min on 3 workers against 11.3 on 2 (clean clones of 88d51de and
  // 3e416d7, README "Two commands").
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Debian's chromium (its headless shell: scripts/chromium.mjs), never a downloaded browser
    // (README "Footguns"); the descriptor defaults to webkit.
    ...devices['iPhone X'],
    browserName: 'chromium',
    userAgent: WECHAT_UA,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: E2E_CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      // The mock project's shared logged-in state, made once before its tests (the file's why).
      name: 'mock-setup',
      testMatch: /returning-users\.setup\.ts/,
    },
    {
      name: 'mock',
      testIgnore: /(production|csp)\.spec\.ts/,
      dependencies: ['mock-setup'],
      // Its tests share a warm browser context per worker, emptied between tests (e2e/fixtures.ts).
      use: { warmContext: true },
    },
    {
      name: 'production',
      testMatch: /production\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${HTTP_PORT}`, serviceWorkers: 'allow' },
    },
    {
      name: 'csp',
      testMatch: /csp\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${CSP_PORT}`, serviceWorkers: 'allow' },
    },
  ],
  webServer: [
    // A private CSP run (E2E_CSP_DIST) needs neither the mock build nor the shared production server.
    ...((privateCsp || privateHttp) && !privateServer ? [] : [mockServer(), axeServer()]),
    ...((privateServer || privateCsp) && !privateHttp ? [] : productionServers()),
    ...((privateServer || privateHttp) && !privateCsp ? [] : cspServers()),
  ],
})

/** Serves one file, the same for every run: a private run may share another's. */
function axeServer() {
  return {
    command: 'node e2e/axe-server.mjs',
    url: `http://127.0.0.1:${AXE_PORT}/axe.min.js`,
    reuseExistingServer: true,
  }
}

function mockServer() {
  return {
    // The mock build: the production bundle shape with the in-browser mock operator.
    command: `npx vite preview --outDir ${DIST} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    // A private server is started for the run (vite preview lists the files once, at start).
    reuseExistingServer: !process.env.CI && !privateServer,
    timeout: 60_000,
  }
}

function mockApi(port: number) {
  return {
    command: `node scripts/mock-api.mjs`,
    env: { MOCK_API_PORT: String(port) },
    port,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  }
}

function productionServers() {
  return [
    {
      command: `npx vite preview --outDir ${HTTP_DIST} --host 127.0.0.1 --port ${HTTP_PORT} --strictPort`,
      url: `http://127.0.0.1:${HTTP_PORT}`,
      reuseExistingServer: !process.env.CI && !privateHttp,
      timeout: 60_000,
    },
    mockApi(MOCK_API_PORT),
  ]
}

function cspServers() {
  return [
    {
      command: `npx vite preview --outDir ${CSP_DIST} --host 127.0.0.1 --port ${CSP_PORT} --strictPort`,
      env: { PREVIEW_CSP: '1' },
      url: `http://127.0.0.1:${CSP_PORT}`,
      // e2e/csp.spec.ts checks that the header it gets is this build's csp.txt.
      reuseExistingServer: !process.env.CI && !privateCsp,
      timeout: 60_000,
    },
    // Otherwise the mock API is productionServers()'.
    ...(privateCsp ? [mockApi(CSP_API_PORT)] : []),
  ]
}
