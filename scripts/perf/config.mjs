// `npm run perf`'s settings: where it builds and serves, who it plays, the pages it measures and
// the budgets, with small helpers the other parts share.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM } from '../chromium.mjs'
import { readPages } from '../routes.mjs'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const OUT = join(ROOT, '.perf')
export const DIST = process.env.PERF_DIST ? join(ROOT, process.env.PERF_DIST) : join(OUT, 'dist')
export const REPORT = join(OUT, 'report.json')
export const LH_DIR = join(OUT, 'lighthouse')

export const args = process.argv.slice(2)
export const SIZE_ONLY = args.includes('--size-only')
export const NO_BUILD = args.includes('--no-build')
export const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3)
/** --pages=home,map: Lighthouse on these pages only (for trying a change; budgets of the others skipped). */
export const ONLY_PAGES =
  args
    .find((a) => a.startsWith('--pages='))
    ?.slice(8)
    .split(',') ?? null
/** --budgeted-only: Lighthouse as the budgeted user only (not the one who sees the follow dialog). */
export const BUDGETED_ONLY = args.includes('--budgeted-only')
export const API_PORT = Number(process.env.PERF_API_PORT || 8797)
export const SITE_PORT = Number(process.env.PERF_PORT || 4179)
export const TILE_PORT = Number(process.env.PERF_TILE_PORT || 4178)
export const API_LATENCY_MS = Number(process.env.PERF_API_LATENCY_MS ?? 300)
export const API = `http://127.0.0.1:${API_PORT}`
export const SITE = `http://127.0.0.1:${SITE_PORT}`
/** The map's tiles (scripts/perf/tiles.mjs), as the perf build's VITE_MAP_TILE_URL. */
export const TILES = `http://127.0.0.1:${TILE_PORT}/{z}/{x}/{y}.png`
export const CHROME = process.env.CHROME_PATH || CHROMIUM
// WeChat's in-app browser on a low-end Android phone (XWeb): the app takes its WeChat paths.
export const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.103 Mobile Safari/537.36 XWEB/1300289 MMWEBSDK/20241103 MMWEBID/6533 MicroMessenger/8.0.55.2780(0x28003737) WeChat/arm64 Weixin NetType/4G Language/zh_CN ABI/arm64'
export const OPENID = 'o-perf-openid'
export const APP_ID = 'wx0000000000000000'
export const USER_NAME = '张师傅'

export const KB = 1000 // budgets in kB as Vite prints them (1 kB = 1000 bytes)
export const BUDGET = {
  // Issue 27: room to grow. 171.25 kB before (2026-11-25) -> 160.91 kB: antd-mobile-icons' paths
  // rounded at build (scripts/plugins/compact-icons.ts, -5.4 kB), axios without its fetch adapter
  // (scripts/plugins/axios-xhr-only.ts, -4.2 kB), TanStack Query's page-only parts out of the entry
  // (scripts/plugins/entry-modules.ts, -0.8 kB); then 161.22 -> 159.41 kB with files named by their
  // hash alone (vite.config.ts, -1.8 kB), then 158.91 kB with react-router's production build
  // (scripts/plugins/react-router-production.ts, -0.5 kB); then 155.69 kB with that build made
  // tree-shakable (the same plugin, -1.85 kB) and the entry's lazy file list read from index.html's
  // plan (scripts/plugins/load-app.ts, -1.35 kB). The goal is 160 kB for home and 155 kB
  // for a pile link; the budgets are the goals.
  homeKB: 160,
  // index.html, gzip: inside the ~14.6 kB (10 segments) a new connection sends in its first round
  // trip, with room for the response headers. Every first screen waits on the whole document.
  documentKB: 14,
  // 165.16 kB before, 159.84 kB after the same changes, 158.36 kB with hash-named files, 157.84 kB
  // with react-router's production build, 154.62 kB with it tree-shakable and the entry's list
  // read from the plan (docs/performance-history.md, README "Footguns").
  scanKB: 155,
  pageChunkKB: 25,
  mapExtraKB: 60,
  lhPerformance: 95,
  lhAccessibility: 95,
  lhBestPractices: 95,
  // LCP and mark budgets: per page in PAGES.
  roundTrips: 2,
}

/**
 * The pages measured, one entry each: where Lighthouse and the browser open them, the text that
 * shows their data arrived, the performance mark that says the app is ready there, and its budgets.
 * `route` (a route of scripts/routes.mjs) skips an entry while its page is not built.
 */
export const PAGES = [
  {
    id: 'home',
    path: '/',
    marker: USER_NAME,
    mark: 'app-ready',
    lcpMs: 1800,
    markMs: 2000,
    // Issue 27: app-ready within 2.0 s on the harsher scale too, and the follow prompt not the LCP.
    appliedMarkMs: 2000,
    followGapMs: 200,
  },
  // A pile link lands here (the entry redirect turns /p/{id}, /10001/{id}, … into this hash route).
  {
    id: 'scan',
    path: '/#/pages/scan/scan?deviceId=10000001',
    marker: 'A区01号电单车充电桩',
    mark: 'app-ready',
    // Issue 27: faster than a uni-app hello world (1.67 s under the same settings).
    lcpMs: 1600,
    markMs: 2000,
    appliedMarkMs: 2000,
    followGapMs: null,
  },
  // The map page (when built): its markers drawn, over tiles served locally (scripts/perf/tiles.mjs).
  {
    id: 'map',
    route: '/packageMap/map',
    path: '/#/packageMap/map',
    marker: null,
    mark: 'map-markers',
    // Issue 27 asks for 2.0 s with the markers' call still after the first tiles, "or say with
    // figures why not". Its first tile waits for the entry, Leaflet and the page: replayed without
    // axios and the signing calls, Lantern still puts it at 2146-2165 ms (README "Where it
    // stands"). So the budget holds today's medians of three (2175-2324 ms), and the reason is
    // printed with it.
    lcpMs: 2400,
    lcpWhy: '2.0 s is out of reach: README "Where it stands"',
    markMs: null,
    appliedMarkMs: null,
    followGapMs: null,
  },
].filter((page) => !page.route || readPages().some((p) => p.path === page.route))

// Code that must not be in what the home page loads (file contents, after dropping asset file names,
// which the preload map of lazy chunks lists without loading them).
export const FORBIDDEN_ON_HOME = [
  { what: 'mock operator', re: /mockServiceWorker|setupWorker|mock:db|\[MSW\]|\bmsw\b/ },
  { what: 'map library', re: /leaflet/i },
  { what: 'QR decoder', re: /qr-scanner|QrScanner|jsqr|zxing/i },
  { what: 'upload code', re: /ad-pict-upload/ },
]

export const t0 = Date.now()
export const kb = (bytes) => Math.round(bytes / 10) / 100
export const median = (values) => {
  const s = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b)
  if (!s.length) return null
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
export const log = (line) => console.log(`[perf ${((Date.now() - t0) / 1000).toFixed(1)}s] ${line}`)

export function run(cmd, cmdArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${cmdArgs.join(' ')} exited ${code}`)),
    )
  })
}
