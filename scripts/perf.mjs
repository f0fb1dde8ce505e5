#!/usr/bin/env node
// `npm run perf` / `npm run perf:size`: builds for production against the mock API over HTTP,
// measures what ships and how fast the first screens come, and checks it against the budgets; exits
// 1 when a budget is exceeded. Each part in scripts/perf/ by what it measures:
//   config.mjs      settings, the pages measured (PAGES: one entry a page) and the budgets
//   build.mjs       1. `vite build --manifest` into .perf/dist (or PERF_DIST) with VITE_USE_MOCK=false and
//                      VITE_API_BASE at the mock API this script starts (scripts/mock-api.mjs)
//   browser.mjs     2./3. each page in Debian's chromium as a returning user (a token from the mock API
//                      in localStorage): files loaded, API round trips before the data shows
//   sizes.mjs       what ships: gzip sizes, code home must not load, page chunks (Vite manifest)
//   lighthouse.mjs  5. Lighthouse 12 (mobile: simulated Slow 4G, 4x CPU), median of N, as a user who
//                      follows the public account (budgeted) and one who does not (reported); LCP and
//                      the page's mark (`app-ready`, src/app/app-ready.ts) from the user timings,
//                      simulated like LCP (simulated-mark.mjs), and once more with the throttling
//                      applied as the page loads (reported)
//
//   npm run perf            all of it (3 Lighthouse runs per page and user)
//   npm run perf:size       sizes + round trips only (no Lighthouse; for CI)
//   flags: --size-only, --no-build (reuse the build), --runs=N (Lighthouse runs per page, default 3),
//          --pages=home,scan (Lighthouse on those only), --budgeted-only (skip the follow-dialog user)
//   tiles.mjs       the map's tiles, served locally
//   what-if.mjs     (run by hand) a saved run's simulated LCP with one file smaller or the main
//                   thread faster: Lighthouse's own estimate replayed (PERF_TRACE=1 saves the runs)
//   journey.mjs     (run by hand) two builds in turn: 去支付 to the payment page's pay button on
//                   Slow 4G with 4x CPU (the journey's next step, loaded ahead)
//   env:   PERF_DIST (.perf/dist), PERF_API_PORT (8797), PERF_PORT (4179), PERF_TILE_PORT (4178), CHROME_PATH
//          (/usr/bin/chromium), PERF_API_LATENCY_MS (300: the mock API's delay per answer while
//          round trips are counted), PERF_TRACE=1 (also save each Lighthouse trace)
// Figures go to .perf/report.json (gitignored), Lighthouse reports to .perf/lighthouse/.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { preview } from 'vite'
import { CHROMIUM_ARGS } from './chromium.mjs'
import { startMockApi } from './mock-api.mjs'
import { login, measurePage, roundTripDepth } from './perf/browser.mjs'
import { buildForPerf } from './perf/build.mjs'
import {
  API,
  API_LATENCY_MS,
  API_PORT,
  BUDGET,
  CHROME,
  DIST,
  KB,
  NO_BUILD,
  OUT,
  PAGES,
  REPORT,
  ROOT,
  RUNS,
  SITE,
  SITE_PORT,
  SIZE_ONLY,
  TILE_PORT,
  USER_NAME,
  kb,
  log,
  t0,
} from './perf/config.mjs'
import { LH_USERS, leftovers, lighthouseAll } from './perf/lighthouse.mjs'
import { contentChecks, fileLabels, manifestFigures } from './perf/sizes.mjs'
import { startTiles } from './perf/tiles.mjs'

async function main() {
  mkdirSync(OUT, { recursive: true })
  if (!NO_BUILD || !existsSync(join(DIST, '.vite/manifest.json'))) await buildForPerf()
  const buildDone = Date.now()
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'))

  const apiLog = []
  const api = await startMockApi({
    port: API_PORT,
    quiet: true,
    fault: null,
    onRequest: (r) => apiLog.push(r),
  })
  const site = await preview({
    root: ROOT,
    logLevel: 'error',
    build: { outDir: DIST },
    preview: { host: '127.0.0.1', port: SITE_PORT, strictPort: true, open: false },
  })
  const tiles = await startTiles(TILE_PORT)
  const closers = [() => api.close(), () => site.close(), () => tiles.close()]
  try {
    const token = await login()
    log(`mock API ${API}, preview ${SITE}, returning user ${token}`)

    api.setLatency(API_LATENCY_MS)
    // Sizes as the budgeted user of Lighthouse (scripts/perf/lighthouse.mjs LH_USERS): one who
    // follows the public account (one who does not also loads the prompt's QR code image).
    api.setUser({ follows: 1 })
    const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS })
    const measured = {}
    try {
      for (const spec of PAGES) {
        measured[spec.id] = await measurePage(browser, spec, token, apiLog)
        log(
          `${spec.id}: ${measured[spec.id].files.length} files, JS+CSS ${kb(measured[spec.id].jsCssGzip)} kB gzip, ${kb(measured[spec.id].jsCssBrotli)} kB brotli`,
        )
      }
    } finally {
      await browser.close()
      api.setLatency(0)
      api.setUser({ follows: 0 })
    }
    const home = measured.home
    const scan = measured.scan
    const checks = contentChecks(home.files)
    const rt = roundTripDepth(home.apiCallsBeforeMarker)
    const { pages, map } = manifestFigures(
      manifest,
      home.files.map((f) => f.file),
    )
    const sizeDone = Date.now()

    const loadBeforeLighthouse = loadavg()[0]
    const lh = SIZE_ONLY ? null : await lighthouseAll(token, api)

    // --- budgets ---
    const budgets = []
    const add = (name, value, limit, unit, pass, extra = {}) =>
      budgets.push({ name, value, limit, unit, pass, ...extra })
    add(
      'home first visit JS+CSS (gzip)',
      kb(home.jsCssGzip),
      BUDGET.homeKB,
      'kB',
      home.jsCssGzip <= BUDGET.homeKB * KB,
    )
    add(
      'scan page from a pile link JS+CSS (gzip)',
      kb(scan.jsCssGzip),
      BUDGET.scanKB,
      'kB',
      scan.jsCssGzip <= BUDGET.scanKB * KB,
    )
    const documentGzip = gzipSync(readFileSync(join(DIST, 'index.html')), { level: 6 }).length
    add(
      'index.html (gzip): one round trip of a new connection',
      kb(documentGzip),
      BUDGET.documentKB,
      'kB',
      documentGzip <= BUDGET.documentKB * KB,
    )
    for (const p of pages) {
      add(
        `page chunk ${p.src} (gzip, JS + own CSS)`,
        kb(p.gzip),
        BUDGET.pageChunkKB,
        'kB',
        p.gzip <= BUDGET.pageChunkKB * KB,
      )
    }
    if (map.skipped)
      add('map page extra libraries (gzip)', null, BUDGET.mapExtraKB, 'kB', true, {
        skipped: true,
        note: map.note,
      })
    else
      add(
        'map page extra libraries (gzip)',
        kb(map.extraGzip),
        BUDGET.mapExtraKB,
        'kB',
        map.extraGzip <= BUDGET.mapExtraKB * KB,
      )
    for (const c of checks) {
      add(
        `no ${c.what} in what home loads`,
        c.hits.length,
        0,
        'files',
        c.pass,
        c.hits.length ? { hits: c.hits } : {},
      )
    }
    add(
      'sequential API round trips before home shows the user',
      home.markerVisibleMs === null ? null : rt.depth,
      BUDGET.roundTrips,
      'calls',
      home.markerVisibleMs !== null && rt.depth <= BUDGET.roundTrips,
      {
        chain: rt.chain,
        ...(home.markerVisibleMs === null ? { note: `'${USER_NAME}' never appeared` } : {}),
      },
    )
    if (lh) {
      for (const spec of PAGES) {
        if (!lh[spec.id]) {
          add(`lighthouse ${spec.id}`, null, null, '', true, { skipped: true, note: '--pages' })
          continue
        }
        const m = lh[spec.id].follows.median
        add(
          `lighthouse ${spec.id} performance (median of ${RUNS})`,
          m.performance,
          BUDGET.lhPerformance,
          'score≥',
          m.performance >= BUDGET.lhPerformance,
        )
        add(
          `lighthouse ${spec.id} accessibility (median of ${RUNS})`,
          m.accessibility,
          BUDGET.lhAccessibility,
          'score≥',
          m.accessibility >= BUDGET.lhAccessibility,
        )
        add(
          `lighthouse ${spec.id} best practices (median of ${RUNS})`,
          m.bestPractices,
          BUDGET.lhBestPractices,
          'score≥',
          m.bestPractices >= BUDGET.lhBestPractices,
        )
        add(
          `lighthouse ${spec.id} LCP (median of ${RUNS}${spec.lcpWhy ? `; ${spec.lcpWhy}` : ''})`,
          m.lcpMs === null ? null : Math.round(m.lcpMs),
          spec.lcpMs,
          'ms',
          m.lcpMs !== null && m.lcpMs <= spec.lcpMs,
        )
        // The simulation the mark budget rests on gives Lighthouse's own LCP when cut at it.
        add(
          `lighthouse ${spec.id}: simulation at the observed LCP matches Lighthouse's LCP`,
          Math.round(m.lcpCheckGapMs),
          1,
          'ms',
          m.lcpCheckGapMs <= 1,
        )
        if (spec.markMs !== null) {
          const mark = m.markMs
          add(
            `${spec.id} ${spec.mark}, simulated like LCP (median of ${RUNS})`,
            mark === null ? null : Math.round(mark),
            spec.markMs,
            'ms',
            mark !== null && mark <= spec.markMs,
            mark === null ? { note: `no '${spec.mark}' mark in the user timings` } : {},
          )
        }
        // The harsher scale: DevTools throttling applied while the page loads (issue 27).
        const applied = lh[spec.id].follows.applied?.median
        if (spec.appliedMarkMs !== null && applied) {
          add(
            `${spec.id} ${spec.mark}, throttling applied as it loads (median of ${RUNS})`,
            applied.markMs === null ? null : Math.round(applied.markMs),
            spec.appliedMarkMs,
            'ms',
            applied.markMs !== null && applied.markMs <= spec.appliedMarkMs,
          )
        }
        // The follow prompt must not become the page's largest paint: a user who does not follow
        // sees the same first screen as one who does, the prompt after it.
        const other = lh[spec.id].notFollowing?.median
        if (spec.followGapMs !== null && other && m.lcpMs !== null && other.lcpMs !== null) {
          add(
            `lighthouse ${spec.id} LCP, user who does not follow minus one who does (median of ${RUNS})`,
            Math.round(other.lcpMs - m.lcpMs),
            spec.followGapMs,
            'ms',
            other.lcpMs - m.lcpMs <= spec.followGapMs,
          )
        }
      }
    } else {
      add('lighthouse (home, scan)', null, null, '', true, { skipped: true, note: '--size-only' })
    }

    const report = {
      generatedAt: new Date().toISOString(),
      mode: SIZE_ONLY ? 'size-only' : 'full',
      build: { outDir: '.perf/dist', apiBase: API, useMock: false },
      units: 'kB = 1000 bytes of gzip (zlib level 9; *BrotliKB: brotli quality 11); times in ms',
      budgets,
      pages: Object.fromEntries(
        Object.entries(measured).map(([id, m]) => [
          id,
          {
            ...m,
            jsCssGzipKB: kb(m.jsCssGzip),
            jsCssBrotliKB: kb(m.jsCssBrotli),
            jsCssGzipBeforeMarkerKB: kb(m.jsCssGzipBeforeMarker),
          },
        ]),
      ),
      roundTrips: {
        apiLatencyMs: API_LATENCY_MS,
        depth: rt.depth,
        chain: rt.chain,
        calls: home.apiCallsBeforeMarker,
        corsPreflightsBeforeMarker: home.preflightsBeforeMarker,
      },
      contentChecks: checks,
      pageChunks: pages,
      map,
      lighthouse: lh,
      // Lighthouse's simulated throttling multiplies the CPU time it observes: a busy machine lowers
      // the performance score and raises LCP. Compare runs made on an idle machine.
      machine: {
        cpus: cpus().length,
        node: process.version,
        loadAverage1mBeforeLighthouse: Math.round(loadBeforeLighthouse * 100) / 100,
        loadAverage1mAtEnd: Math.round(loadavg()[0] * 100) / 100,
      },
      durationsMs: {
        build: buildDone - t0,
        sizesAndRoundTrips: sizeDone - buildDone,
        lighthouse: lh ? Date.now() - sizeDone : 0,
        total: Date.now() - t0,
      },
    }
    writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`)

    // --- print ---
    console.log('')
    const labels = fileLabels(manifest)
    for (const spec of PAGES) {
      const m = measured[spec.id]
      console.log(
        `${spec.id} (${m.url}) loads ${kb(m.jsCssGzip)} kB gzip of JS+CSS (${kb(m.jsCssBrotli)} kB brotli):`,
      )
      for (const f of m.files) {
        const what = labels.has(f.file) ? ` (${labels.get(f.file)})` : ''
        console.log(
          `  ${String(kb(f.gzip)).padStart(7)} kB  ${String(kb(f.br)).padStart(7)} br  ${f.file}${what}${f.beforeMarker ? '' : '  (after the data showed)'}`,
        )
      }
      if (m.errors.length) console.log(`  page errors: ${m.errors.join(' | ')}`)
    }
    console.log(
      `round trips before '${USER_NAME}': ${rt.depth} (${rt.chain.join(' -> ')}); CORS preflights: ${home.preflightsBeforeMarker}`,
    )
    console.log('')
    let failed = 0
    for (const b of budgets) {
      if (b.skipped) {
        console.log(`SKIP  ${b.name}: ${b.note}`)
        continue
      }
      const cmp =
        b.unit === 'score≥'
          ? `${b.value} (min ${b.limit})`
          : `${b.value} ${b.unit} (max ${b.limit} ${b.unit})`
      const more = b.hits ? `: ${b.hits.join(', ')}` : b.chain ? `: ${b.chain.join(' -> ')}` : ''
      console.log(`${b.pass ? 'ok  ' : 'FAIL'}  ${b.name}: ${cmp}${more}`)
      if (!b.pass) failed += 1
    }
    if (lh) {
      for (const spec of PAGES) {
        const m = lh[spec.id]?.follows?.median
        if (m && spec.mark && spec.markMs === null && m.markMs !== null)
          console.log(
            `info  ${spec.id} ${spec.mark}, simulated like LCP (median of ${RUNS}, not budgeted): ${Math.round(m.markMs)} ms`,
          )
        const applied = lh[spec.id]?.follows?.applied?.median
        if (applied && spec.appliedMarkMs === null)
          console.log(
            `info  ${spec.id} ${spec.mark} with the throttling applied as it loads (median of ${RUNS}, DevTools preset, not budgeted): ${Math.round(applied.markMs)} ms, LCP ${Math.round(applied.lcpMs)} ms`,
          )
      }
      for (const spec of PAGES) {
        const m = lh[spec.id]?.notFollowing?.median
        if (!m) continue
        console.log(
          `info  lighthouse ${spec.id}, user who ${LH_USERS[1].label} (median of ${RUNS}, not budgeted): performance ${m.performance}, FCP ${Math.round(m.fcpMs)} ms, LCP ${Math.round(m.lcpMs)} ms${m.markMs == null ? '' : `, ${spec.mark} ${Math.round(m.markMs)} ms`}`,
        )
      }
    }
    console.log(`\nreport: .perf/report.json (${((Date.now() - t0) / 1000).toFixed(0)} s)`)
    if (failed) {
      console.error(`perf: ${failed} budget(s) exceeded`)
      process.exitCode = 1
    }
  } finally {
    for (const close of closers) await close().catch(() => {})
    for (const dir of leftovers) {
      try {
        rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 })
      } catch (error) {
        log(`could not remove ${dir}: ${error.message}`)
      }
    }
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(2)
})
