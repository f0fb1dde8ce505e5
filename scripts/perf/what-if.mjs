#!/usr/bin/env node
// What a smaller file or a faster main thread would do to a page's simulated LCP, before building
// it: Lighthouse's own estimate (Lantern, the one `npm run perf` budgets) replayed on a saved run
// with one file's bytes scaled and every main-thread task shortened.
//
//   PERF_TRACE=1 npm run perf -- --pages=scan --budgeted-only --runs=1   # saves .perf/lighthouse/
//   node scripts/perf/what-if.mjs scan-follows-1 <file name> [bytes factors] [cpu factors]
//   node scripts/perf/what-if.mjs scan-follows-1 DPfxvaVy.js 1,0.88,0.8 1,0.7
//
// <file name>: a part of the URL of the file to scale (the entry's hash names it; `npm run perf`
// lists the files by chunk). Factors are comma-separated (1 = as measured). The first line, both
// factors 1, must give the run's own LCP: it checks the replay.
//
// Lantern places each request on simulated TCP connections (slow start, 150 ms round trips), so
// the LCP moves in steps of a round trip as a file shrinks, not in proportion to its size.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { LH_DIR } from './config.mjs'

const [run, file, bytesArg = '1,0.9,0.8', cpuArg = '1'] = process.argv.slice(2)
if (!run || !file) {
  console.error(
    'usage: node scripts/perf/what-if.mjs <run, e.g. scan-follows-1> <file> [bytes] [cpu]',
  )
  process.exit(2)
}
const factors = (arg) => arg.split(',').map(Number)
const lhr = JSON.parse(readFileSync(join(LH_DIR, `${run}.json`), 'utf8'))
const traceText = readFileSync(join(LH_DIR, `${run}.trace.json`), 'utf8')
const logText = readFileSync(join(LH_DIR, `${run}.devtoolslog.json`), 'utf8')

/** The devtools log with the bytes of every request whose URL contains `file` scaled by `f`. */
function scaledLog(f) {
  const log = JSON.parse(logText)
  const ids = new Set(
    log
      .filter(
        (e) => e.method === 'Network.requestWillBeSent' && e.params.request.url.includes(file),
      )
      .map((e) => e.params.requestId),
  )
  if (ids.size === 0) throw new Error(`no request in ${run} has "${file}" in its URL`)
  const scale = (n) => Math.round((n ?? 0) * f)
  for (const { method, params } of log) {
    if (!ids.has(params?.requestId)) continue
    if (method === 'Network.loadingFinished')
      params.encodedDataLength = scale(params.encodedDataLength)
    if (method === 'Network.dataReceived') {
      params.encodedDataLength = scale(params.encodedDataLength)
      params.dataLength = scale(params.dataLength)
    }
    if (method === 'Network.responseReceived' && params.response)
      params.response.encodedDataLength = scale(params.response.encodedDataLength)
  }
  return log
}

/** The trace with every complete event's duration scaled by `f` (the main thread's work). */
function scaledTrace(f) {
  const trace = JSON.parse(traceText)
  if (f !== 1)
    for (const e of trace.traceEvents) if (e.ph === 'X' && e.dur) e.dur = Math.round(e.dur * f)
  return trace
}

const url = { requestedUrl: lhr.requestedUrl, mainDocumentUrl: lhr.finalDisplayedUrl }
console.log(
  `${run}: Lighthouse's LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms`,
)
for (const bytes of factors(bytesArg)) {
  for (const cpu of factors(cpuArg)) {
    const data = {
      trace: scaledTrace(cpu),
      devtoolsLog: scaledLog(bytes),
      gatherContext: { gatherMode: 'navigation' },
      settings: lhr.configSettings,
      URL: { ...url, finalDisplayedUrl: lhr.finalDisplayedUrl },
      SourceMaps: [],
      simulator: null,
    }
    const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() })
    console.log(
      `${file} bytes x${bytes}, main thread x${cpu}: LCP ${Math.round(lcp.timing)} ms ` +
        `(optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, ` +
        `pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
    )
  }
}
