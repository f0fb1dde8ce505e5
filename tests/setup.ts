import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import Dialog from 'antd-mobile/es/components/dialog'
import Toast from 'antd-mobile/es/components/toast'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { installAntdRenderer, installFeedback } from '@/app/feedback'
import { preloadAllPages } from '@/app/router'
import { resetDb } from '@/mocks/core/db'
import { setFault } from '@/mocks/core/faults'
import { server } from '@/mocks/node'
import { useAppStore } from '@/store'

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
// In the app the landing page's chunk is in before the first render (boot preloads it); React's act
// does not resume a render suspended on a chunk, so tests that render start with every page loaded.
// Folders whose tests render nothing skip it (about a second of imports a file).
const RENDERS_NOTHING = /[\\/]tests[\\/](api|config|lib|mocks|scripts|store|wechat)[\\/]/
beforeAll(async () => {
  if (!RENDERS_NOTHING.test(expect.getState().testPath ?? '')) await preloadAllPages()
})
afterEach(() => {
  cleanup()
  installFeedback()
  // Imperative dialogs and toasts live outside the rendered tree.
  Dialog.clear()
  Toast.clear()
  document.body.innerHTML = ''
  server.resetHandlers()
  resetDb()
  setFault(null)
  localStorage.clear()
  sessionStorage.clear()
  useAppStore.getState().hydrate()
})
afterAll(async () => {
  // Unmount, then let React's scheduler run what it still has queued (a slow CI machine ends a file
  // with a render pending), before the environment and its window are torn down.
  cleanup()
  await new Promise((resolve) => setTimeout(resolve, 50))
  server.close()
})
