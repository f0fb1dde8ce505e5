// A performance mark's time under Lighthouse's simulated throttling (Slow 4G, 4x CPU: Lantern), the
// way Lighthouse estimates the LCP it budgets: Lantern's LCP estimate with the mark's observed time
// as the cutoff instead of the largest paint's (the network requests that ended before it and the
// main-thread tasks that ran before it, replayed on the simulated network and CPU). Lighthouse itself
// reports marks only as observed, unthrottled: see lighthouse.mjs.
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { getComputationDataParams } from 'lighthouse/core/computed/metrics/lantern-metric.js'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'

/** The trace timestamp (µs) of the user-timing mark `name`, or null. */
export function markTimestamp(trace, name) {
  const events = trace.traceEvents ?? trace
  const mark = events.find(
    (e) => e.name === name && typeof e.cat === 'string' && e.cat.includes('blink.user_timing'),
  )
  return mark ? mark.ts : null
}

/**
 * The simulated time (ms from the navigation) of the mark `name` in one Lighthouse navigation, from
 * its artifacts and settings; with `at` another cutoff (a check: the observed LCP gives Lighthouse's LCP).
 */
export async function simulatedMarkMs(artifacts, settings, name, at = null) {
  const trace = artifacts.Trace ?? artifacts.traces?.defaultPass
  const devtoolsLog = artifacts.DevtoolsLog ?? artifacts.devtoolsLogs?.defaultPass
  const cutoff = at ?? markTimestamp(trace, name)
  if (cutoff === null) return null
  const data = {
    trace,
    devtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
  }
  const context = { computedCache: new Map() }
  const params = await getComputationDataParams(data, context)
  const fcpResult = await LanternFirstContentfulPaint.request(data, context)
  const { processedNavigation } = params
  const atMark = {
    ...params,
    processedNavigation: {
      ...processedNavigation,
      timestamps: { ...processedNavigation.timestamps, largestContentfulPaint: cutoff },
    },
  }
  return Lantern.Metrics.LargestContentfulPaint.compute(atMark, { fcpResult }).timing
}
