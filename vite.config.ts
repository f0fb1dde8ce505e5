import { readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { chunkGroups, entryModules } from './scripts/chunks.ts'
import { contentSecurityPolicy } from './scripts/csp.ts'
import { earlyApi, inlineEntryStyles, loadApp, staticShell } from './scripts/first-screen.ts'

// WECHAT: iOS WeChat renders with the system WKWebView (iOS 13+ still in the field) and Android with
// its own Chromium (XWeb, 76+ in the field). Vite 8's default target (Chrome 111 / Safari 16.4) is too new; the built JS is
// checked against ES2019 by scripts/check-build.mjs after every build.
export const BUILD_TARGET = ['es2019', 'safari13', 'chrome76']

/** msw's worker script, kept out of public/ so that a production build never ships it. */
const MOCK_WORKER = fileURLToPath(new URL('./mock-public/mockServiceWorker.js', import.meta.url))

/**
 * The mock operator's service worker at the site root (src/mocks/browser.ts registers
 * `${BASE_URL}mockServiceWorker.js`), only where the mock runs (VITE_USE_MOCK=true: `npm start`,
 * `npm run build:mock`): served by the dev server, written into the build. `npm install` refreshes
 * the file (package.json `msw.workerDirectory`).
 */
function mockWorker(): Plugin {
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

export default defineConfig({
  plugins: [
    react(),
    entryModules(),
    staticShell(),
    earlyApi(),
    inlineEntryStyles(),
    loadApp(),
    mockWorker(),
    // Last: it hashes index.html as the others leave it (README "Content-Security-Policy").
    contentSecurityPolicy(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: BUILD_TARGET,
    cssTarget: ['safari13', 'chrome76'],
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
})
