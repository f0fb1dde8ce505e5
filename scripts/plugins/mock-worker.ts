// Why: the demo's mock operator is msw's service worker, which must be served from the site root
// (src/mocks/browser.ts registers `${BASE_URL}mockServiceWorker.js`), but only where the mock runs
// (VITE_USE_MOCK=true: `npm start`, `npm run build:mock`). It is kept out of public/ so that a
// production build never ships it; `npm install` refreshes the file (package.json
// `msw.workerDirectory`).
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { ROOT } from './inline'

const MOCK_WORKER = `${ROOT}mock-public/mockServiceWorker.js`

/** msw's first test in its fetch listener, after which the build's own files are let through. */
const NAVIGATE_BYPASS = `  if (event.request.mode === 'navigate') {
    return
  }
`

/**
 * msw's worker, with one test more: the build's own files (`<base>assets/`, under the worker's
 * scope) go to the network and the HTTP cache as they would without a worker. msw otherwise takes
 * every request of a page it controls: a round of messages with the page for each chunk and
 * stylesheet, and a response the page gets from the worker rather than from the HTTP cache.
 * 24 loads of 8 pages in the e2e's Chromium, two pairs: 28.0 -> 24.1 and 25.7 -> 22.9 core-s
 * (README, Footguns: "msw's worker and the app's files").
 */
export function mockWorkerSource(source: string, assetsDir: string): string {
  if (!source.includes(NAVIGATE_BYPASS))
    throw new Error(
      `${MOCK_WORKER}: msw's fetch listener changed; update scripts/plugins/mock-worker.ts`,
    )
  const assets = JSON.stringify(`${assetsDir}/`)
  return source.replace(
    NAVIGATE_BYPASS,
    `${NAVIGATE_BYPASS}
  // The build's own files: not the mock's (scripts/plugins/mock-worker.ts).
  if (event.request.url.startsWith(new URL(${assets}, self.registration.scope).href)) {
    return
  }
`,
  )
}

export function mockWorker(): Plugin {
  let mock = false
  let base = '/'
  let assetsDir = 'assets'
  return {
    name: 'mock-worker',
    configResolved(config) {
      mock = config.env.VITE_USE_MOCK === 'true'
      base = config.base
      assetsDir = config.build.assetsDir
    },
    configureServer(server) {
      if (!mock) return
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `${base}mockServiceWorker.js`) return next()
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(mockWorkerSource(readFileSync(MOCK_WORKER, 'utf8'), assetsDir))
      })
    },
    generateBundle() {
      if (!mock) return
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: mockWorkerSource(readFileSync(MOCK_WORKER, 'utf8'), assetsDir),
      })
    },
  }
}
