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
//
//   node scripts/perf/what-if.mjs map-follows-1 .png 1 1 --asked-by=<a script's file name>
//
// --asked-by: the requests matching <file> are given that script as their initiator. Lantern links
// no image to the task that asked for it, and Chrome reports a tile's initiator as "other", so the
// map's tiles start with the document in its graph; this replays them asked for by that script.
//
//   node scripts/perf/what-if.mjs map-follows-1 .png 1 1 --drop='jsapi-ticket|wx-config'
//   node scripts/perf/what-if.mjs scan-follows-1 .js 1 1 --timings
//
// --drop=<regexp>: the run without the requests whose URL matches, as if they had not been made
// before the largest paint. --timings: the pessimistic estimate's requests and main-thread tasks
// (over 5 ms) with their simulated start and end, the path the estimate follows.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { LH_DIR } from './config.mjs'

const args = process.argv.slice(2)
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const askedBy = option('asked-by')
const drop = option('drop') && new RegExp(option('drop'))
const timings = args.includes('--timings')
const [run, file, bytesArg = '1,0.9,0.8', cpuArg = '1'] = args.filter((a) => !a.startsWith('--'))
if (!run || !file) {
  console.error(
    'usage: node scripts/perf/what-if.mjs <run, e.g. scan-follows-1> <file> [bytes] [cpu] ' +
      '[--asked-by=<script>] [--drop=<regexp>] [--timings]',
  )
  process.exit(2)
}
const factors = (arg) => arg.split(',').map(Number)
const lhr = JSON.parse(readFileSync(join(LH_DIR, `${run}.json`), 'utf8'))
const traceText = readFileSync(join(LH_DIR, `${run}.trace.json`), 'utf8')
const logText = readFileSync(join(LH_DIR, `${run}.devtoolslog.json`), 'utf8')

/**
 * The devtools log with the bytes of every request whose URL contains `file` scaled by `f` (and
 * with --asked-by, those requests asked for by that script).
 */
function scaledLog(f) {
  let log = JSON.parse(logText)
  if (drop) {
    const gone = new Set(
      log
        .filter((e) => e.method === 'Network.requestWillBeSent' && drop.test(e.params.request.url))
        .map((e) => e.params.requestId),
    )
    log = log.filter((e) => !gone.has(e.params?.requestId))
  }
  const sent = log.filter((e) => e.method === 'Network.requestWillBeSent')
  const script = askedBy && sent.find((e) => e.params.request.url.includes(askedBy))
  if (askedBy && !script) throw new Error(`no request in ${run} has "${askedBy}" in its URL`)
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
    if (method === 'Network.requestWillBeSent' && script) {
      const url = script.params.request.url
      const frame = { functionName: '', scriptId: '0', url, lineNumber: 0, columnNumber: 0 }
      params.initiator = { type: 'script', stack: { callFrames: [frame] } }
    }
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
      `${file}${askedBy ? ` asked by ${askedBy}` : ''} bytes x${bytes}, main thread x${cpu}: LCP ${Math.round(lcp.timing)} ms ` +
        `(optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, ` +
        `pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
    )
    if (timings) printTimings(lcp.pessimisticEstimate.nodeTimings)
  }
}

/** Simulated start and end (ms) of each request and of each main-thread task over 5 ms. */
function printTimings(nodeTimings) {
  const rows = []
  for (const [node, t] of nodeTimings) {
    if (node.type === 'network') {
      const { request } = node
      const url = request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)
      rows.push([
        t.startTime,
        t.endTime,
        `${request.requestMethod} ${url} (${request.transferSize} B)`,
      ])
    } else if (t.endTime - t.startTime > 5) {
      rows.push([
        t.startTime,
        t.endTime,
        `task of ${(node.duration / 1000).toFixed(1)} ms unthrottled`,
      ])
    }
  }
  rows.sort((a, b) => a[0] - b[0])
  for (const [start, end, what] of rows)
    console.log(
      `  ${String(Math.round(start)).padStart(6)} ${String(Math.round(end)).padStart(6)}  ${what}`,
    )
}
