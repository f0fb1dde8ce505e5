// `npm run perf`, step 1: the production build it measures (VITE_USE_MOCK=false, the API at the mock
// operator over HTTP that perf starts, the map's tiles at scripts/perf/tiles.mjs).
import { join } from 'node:path'
import { API, DIST, ROOT, TILES, log, run } from './config.mjs'

export async function buildForPerf() {
  log(`vite build -> .perf/dist (VITE_API_BASE=${API}, VITE_USE_MOCK=false)`)
  await run(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      DIST,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    {
      VITE_API_BASE: API,
      VITE_API_BASE_TEST: API,
      VITE_USE_MOCK: 'false',
      VITE_MAP_TILE_URL: TILES,
    },
  )
}
