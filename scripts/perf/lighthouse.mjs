// `npm run perf`: Lighthouse (mobile defaults: simulated Slow 4G, 4x CPU) on each page of PAGES, median of
// N runs, with its scores, LCP and the page's performance mark (user timings: `app-ready`).
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../chromium.mjs'
import {
  BUDGETED_ONLY,
  CHROME,
  ONLY_PAGES,
  LH_DIR,
  PAGES,
  RUNS,
  SITE,
  WECHAT_UA,
  log,
  median,
} from './config.mjs'
import { returningUser } from './browser.mjs'
import { simulatedMarkMs } from './simulated-mark.mjs'

export function launchChrome(userDataDir) {
  const proc = spawn(
    CHROME,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--user-data-dir=${userDataDir}`,
      '--remote-debugging-port=0',
      '--remote-debugging-address=127.0.0.1',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  return new Promise((resolve, reject) => {
    let buf = ''
    const timer = setTimeout(() => reject(new Error(`chromium did not start: ${buf}`)), 30000)
    proc.stderr.on('data', (d) => {
      if (buf.length > 20000) return
      buf += d
      const m = buf.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//)
      if (m) {
        clearTimeout(timer)
        resolve({ proc, port: Number(m[1]) })
      }
    })
    proc.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`chromium exited (${code}): ${buf}`))
    })
  })
}

export function stopChrome(proc) {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve()
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5000)
    proc.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    proc.kill('SIGTERM')
  })
}

export async function seedLocalStorage(port, entries) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]
    const page = await context.newPage()
    await page.goto(`${SITE}/favicon.svg`)
    await page.evaluate((e) => {
      localStorage.clear()
      for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v)
    }, entries)
    await page.close()
  } finally {
    await browser.close() // connected over CDP: disconnects, the browser keeps running
  }
}

export const leftovers = []

/** A performance mark's time in a Lighthouse result (its user-timings audit), or null. */
export function userMark(lhr, name) {
  const items = lhr.audits['user-timings']?.details?.items ?? []
  const mark = items.find((item) => item.name === name && item.timingType === 'Mark')
  return mark ? mark.startTime : null
}

/**
 * One Lighthouse run. Lighthouse loads the page unthrottled and simulates Slow 4G and a 4x slower CPU
 * afterwards (Lantern) for its metrics, but reports a page's own marks only as observed, unthrottled.
 * So the page's mark is simulated here the way Lighthouse simulates LCP (./simulated-mark.mjs): the
 * budgeted figure, on the same scale as the LCP budgets.
 * `applied`: the same mobile throttling applied to the page as it loads (Lighthouse's DevTools preset
 * for Slow 4G: 562.5 ms per request, 1.47 Mbps, 4x CPU), the mark as observed under it: the
 * harsher second scale (README "Performance"), budgeted at 2.0 s too since issue 27.
 */
export async function lighthouseRun(lighthouse, spec, token, n, applied = false) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'perf-lh-'))
  const { proc, port } = await launchChrome(userDataDir)
  try {
    await seedLocalStorage(port, returningUser(token))
    const flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: applied
        ? ['performance']
        : ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    }
    const config = {
      extends: 'lighthouse:default',
      settings: {
        disableStorageReset: true,
        emulatedUserAgent: WECHAT_UA,
        ...(applied ? { throttlingMethod: 'devtools', onlyCategories: ['performance'] } : {}),
      },
    }
    const result = await lighthouse(SITE + spec.path, flags, config)
    const lhr = result.lhr
    const observedLcpTs = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaintTs
    let simulated = null
    if (!applied && spec.mark && !lhr.runtimeError) {
      const at = (name, ts = null) =>
        simulatedMarkMs(result.artifacts, lhr.configSettings, name, ts)
      simulated = {
        markMs: await at(spec.mark),
        lcpMs: observedLcpTs ? await at(null, observedLcpTs) : null,
      }
    }

    writeFileSync(join(LH_DIR, `${spec.id}-${n}.json`), result.report)
    if (process.env.PERF_TRACE) {
      // For reading the main thread and the network by hand (large: about 10 MB a run).
      const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass
      writeFileSync(join(LH_DIR, `${spec.id}-${n}.trace.json`), JSON.stringify(trace))
      const devtoolsLog = result.artifacts.DevtoolsLog ?? result.artifacts.devtoolsLogs?.defaultPass
      writeFileSync(join(LH_DIR, `${spec.id}-${n}.devtoolslog.json`), JSON.stringify(devtoolsLog))
    }
    const score = (id) =>
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)
    const audit = (id) => lhr.audits[id]?.numericValue ?? null
    const failing = (id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter(
          (r) => r.weight > 0 && lhr.audits[r.id]?.score !== null && lhr.audits[r.id]?.score < 1,
        )
        .map((r) => `${r.id}: ${lhr.audits[r.id].title}`)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: audit('largest-contentful-paint'),
      // The page's performance mark (src/app/app-ready.ts), from Lighthouse's user timings: ms from
      // the navigation's start, as observed (Lighthouse does not simulate marks).
      // Applied throttling: as observed. Simulated: Lantern's estimate at the mark (simulated-mark.mjs),
      // with its check: the same estimate at the observed LCP must give Lighthouse's own LCP.
      markMs: simulated ? simulated.markMs : spec.mark ? userMark(lhr, spec.mark) : null,
      observedMarkMs: spec.mark ? userMark(lhr, spec.mark) : null,
      lcpCheckMs: simulated?.lcpMs ?? null,
      fcpMs: audit('first-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
      finalUrl: lhr.finalDisplayedUrl,
      runtimeError: lhr.runtimeError?.message ?? null,
      warnings: lhr.runWarnings,
      failingAudits: {
        accessibility: failing('accessibility'),
        bestPractices: failing('best-practices'),
      },
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? null,
    }
  } finally {
    await stopChrome(proc)
    try {
      // chromium's helpers may still be writing the profile for a moment after the browser exited
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    } catch {
      leftovers.push(userDataDir) // removed again at the end
    }
  }
}

/**
 * Who Lighthouse opens the pages as: a returning user who follows the operator's public account (the
 * budgets apply), and one who does not, for whom the follow dialog opens over the page once per visit
 * (reported, not budgeted: its QR code, two calls after the app starts, is then the largest paint).
 */
export const LH_USERS = [
  { id: 'follows', follows: 1, budgeted: true, label: 'follows the public account' },
  { id: 'notFollowing', follows: 0, budgeted: false, label: 'does not follow: follow dialog' },
]

export async function lighthouseAll(token, api) {
  rmSync(LH_DIR, { recursive: true, force: true })
  mkdirSync(LH_DIR, { recursive: true })
  const { default: lighthouse } = await import('lighthouse')
  const out = {}
  for (const spec of PAGES) {
    if (ONLY_PAGES && !ONLY_PAGES.includes(spec.id)) continue
    out[spec.id] = {}
    for (const user of LH_USERS) {
      if (BUDGETED_ONLY && !user.budgeted) continue
      api.setUser({ follows: user.follows })
      const runs = []
      for (let n = 1; n <= RUNS; n++) {
        const r = await lighthouseRun(lighthouse, spec, token, `${user.id}-${n}`)
        log(
          `lighthouse ${spec.id} (user ${user.label}) #${n}: perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} LCP ${Math.round(r.lcpMs)} ms${r.markMs == null ? '' : `, ${spec.mark} ${Math.round(r.markMs)} ms simulated (${Math.round(r.observedMarkMs)} ms observed)`}${r.runtimeError ? ` (error: ${r.runtimeError})` : ''}`,
        )
        runs.push(r)
      }
      out[spec.id][user.id] = {
        url: SITE + spec.path,
        user: user.label,
        budgeted: user.budgeted,
        runs,
        median: {
          performance: median(runs.map((r) => r.performance)),
          accessibility: median(runs.map((r) => r.accessibility)),
          bestPractices: median(runs.map((r) => r.bestPractices)),
          lcpMs: median(runs.map((r) => r.lcpMs)),
          markMs: median(runs.map((r) => r.markMs)),
          observedMarkMs: median(runs.map((r) => r.observedMarkMs)),
          // Largest gap between Lighthouse's LCP and the same simulation at the observed LCP.
          lcpCheckGapMs: Math.max(
            0,
            ...runs
              .filter((r) => r.lcpCheckMs !== null && r.lcpMs !== null)
              .map((r) => Math.abs(r.lcpCheckMs - r.lcpMs)),
          ),
          fcpMs: median(runs.map((r) => r.fcpMs)),
          tbtMs: median(runs.map((r) => r.tbtMs)),
        },
        failingAudits: {
          accessibility: [...new Set(runs.flatMap((r) => r.failingAudits.accessibility))],
          bestPractices: [...new Set(runs.flatMap((r) => r.failingAudits.bestPractices))],
        },
      }
      if (!user.budgeted || !spec.markMs) continue
      // The page's mark with the throttling applied as it loads (see lighthouseRun): reported.
      const applied = []
      for (let n = 1; n <= RUNS; n++) {
        const r = await lighthouseRun(lighthouse, spec, token, `${user.id}-applied-${n}`, true)
        log(
          `lighthouse ${spec.id} (user ${user.label}, throttling applied) #${n}: LCP ${Math.round(r.lcpMs)} ms, ${spec.mark} ${r.markMs == null ? 'none' : `${Math.round(r.markMs)} ms`}`,
        )
        applied.push(r)
      }
      out[spec.id][user.id].applied = {
        runs: applied,
        median: {
          lcpMs: median(applied.map((r) => r.lcpMs)),
          markMs: median(applied.map((r) => r.markMs)),
        },
      }
    }
  }
  api.setUser({ follows: 0 })
  return out
}
