/** How long after its frame the app waits at most for Chromium to report its first screen shown. */
export const SHOWN_MAX_MS = 500

/**
 * Calls `then` once the app's first screen is on the screen, not only drawn: for the work that
 * screen does not need (JSSDK signing, the operator's config, the follow check). Call it from an
 * effect of the first render. Returns a cancel function.
 *
 * The frame after React's commit (a task queued from its animation frame) is when the first screen
 * has been drawn. Raster and display come after it: 25-250 ms more in Lighthouse's Chromium, which
 * rasters in software in the perf runs. A script or a call asked for in between is counted by
 * Lighthouse as something the largest paint waited on: a pile link's LCP went from about 1.84 to
 * 2.28 s in those runs (docs/performance-history.md). Chromium tells when a frame is shown only through
 * paint entries, and it adds a `largest-contentful-paint` entry when the app shows an element
 * larger than any before. So where the app draws the first screen (`appDrawsIt`: every landing page
 * but home, whose static shell drew it, at the same size), this waits for such an entry shown after
 * `since` (the app's first render: the shell's are older), at most SHOWN_MAX_MS after the frame.
 * Elsewhere (home; a browser that reports no such entries) the frame is the signal.
 */
export function afterFirstScreen(appDrawsIt: boolean, since: number, then: () => void): () => void {
  let done = false
  let frame = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let observer: PerformanceObserver | undefined
  const stop = () => {
    done = true
    cancelAnimationFrame(frame)
    clearTimeout(timer)
    observer?.disconnect()
  }
  const go = () => {
    if (done) return
    stop()
    then()
  }
  const reported =
    appDrawsIt &&
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint')
  if (reported) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) go()
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  }
  frame = requestAnimationFrame(() => {
    timer = setTimeout(go, reported ? SHOWN_MAX_MS : 0)
  })
  return stop
}
