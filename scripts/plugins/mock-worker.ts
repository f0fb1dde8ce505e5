// Why: the demo's mock operator is msw's service worker, which must be served from the site root
// (src/mocks/browser.ts registers `${BASE_URL}mockServiceWorker.js`), but only where the mock runs
// (VITE_USE_MOCK=true: `npm start`, `npm run build:mock`). It is kept out of public/ so that a
// production build never ships it; `npm install` refreshes the file (package.json
// `msw.workerDirectory`).
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { ROOT } from './inline'

const MOCK_WORKER = `${ROOT}mock-public/mockServiceWorker.js`

export function mockWorker(): Plugin {
  let mock = false
  let base = '/'
  return {
    name: 'mock-worker',
    configResolved(config) {
      mock = config.env.VITE_USE_MOCK === 'true'
      base = config.base
    },
    configureServer(server) {
      if (!mock) return
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `${base}mockServiceWorker.js`) return next()
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(readFileSync(MOCK_WORKER))
      })
    },
    generateBundle() {
      if (!mock) return
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(MOCK_WORKER, 'utf8'),
      })
    },
  }
}
