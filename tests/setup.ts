import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import Dialog from 'antd-mobile/es/components/dialog'
import Toast from 'antd-mobile/es/components/toast'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { installAntdRenderer, installFeedback } from '@/app/feedback'
import { forgetPlaces } from '@/app/page-return'
import { preloadAllPages } from '@/app/router'
import { resetSwitches } from '@/mocks/core/clock'
import { resetDb } from '@/mocks/core/db'
import { setFault } from '@/mocks/core/faults'
import { server } from '@/mocks/node'
import { useAppStore } from '@/store'
import { removeCallListeners } from './utils/calls'

// A page's first answer can take more than testing-library's default 1 s when the whole suite
// shares two cores (a cold first test of a file, a lazy page chunk): findBy/waitFor wait up to 4 s.
configure({ asyncUtilTimeout: 4000 })

await installAntdRenderer()
installFeedback()

// jsdom lacks these; antd-mobile and the layout call them.
window.scrollTo = () => {}
Element.prototype.setPointerCapture ??= () => {}
Element.prototype.releasePointerCapture ??= () => {}
Element.prototype.hasPointerCapture ??= () => false
Element.prototype.scrollIntoView ??= () => {}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

// The calls a test leaves in flight (a poll, a confirmation, a slow answer) are answered before the
// mock's state is reset and the next test starts. Otherwise one test's answer lands in the next: a
// late 500 that logs out the next test's login, a purchase written into the next test's database.
const inFlight = new Set<string>()
server.events.on('request:start', ({ requestId }) => inFlight.add(requestId))
server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId))
const SETTLE_MAX_MS = 5000
async function settleCalls(): Promise<void> {
  const started = Date.now()
  const within = () => Date.now() - started < SETTLE_MAX_MS
  const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  // Until a tick passes with no call in flight: the answers' own callbacks (the client's, the query
  // cache's) run before the reset below, and an answer that leads to another call is waited for too.
  do {
    while (inFlight.size > 0 && within()) await tick(10)
    await tick(0)
  } while (inFlight.size > 0 && within())
  if (inFlight.size > 0) {
    // A handler that never answers: hold it in the test and let it go before the test ends.
    console.warn(
      `${inFlight.size} call(s) still unanswered after ${SETTLE_MAX_MS} ms, left by`,
      expect.getState().currentTestName,
    )
    inFlight.clear()
  }
}
// In the app the landing page's chunk is in before the first render (boot preloads it); React's act
// does not resume a render suspended on a chunk, so tests that render start with every page loaded.
// Folders whose tests render nothing skip it (about a second of imports a file).
const RENDERS_NOTHING = /[\\/]tests[\\/](api|config|lib|mocks|scripts|store|wechat)[\\/]/
beforeAll(async () => {
  if (!RENDERS_NOTHING.test(expect.getState().testPath ?? '')) await preloadAllPages()
})
afterEach(async () => {
  cleanup()
  await settleCalls()
  removeCallListeners()
  installFeedback()
  // Imperative dialogs and toasts live outside the rendered tree.
  Dialog.clear()
  Toast.clear()
  document.body.innerHTML = ''
  server.resetHandlers()
  resetDb()
  setFault(null)
  // The mock's clock and its QA switches set from code (a fake clock, a late payment) are module
  // state: in the shared worker a file that forgot them would hand them to the next file.
  resetSwitches()
  localStorage.clear()
  sessionStorage.clear()
  useAppStore.getState().hydrate()
  // Where pages were left (Back's way back) is the visit's, and each test is a visit.
  forgetPlaces()
})
afterAll(async () => {
  // Unmount, then let React's scheduler run what it still has queued (a slow CI machine ends a file
  // with a render pending), before the environment and its window are torn down.
  cleanup()
  await new Promise((resolve) => setTimeout(resolve, 50))
  server.close()
})
