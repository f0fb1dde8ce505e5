import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { contentSecurityPolicy } from './scripts/csp.ts'
import { axiosXhrOnly } from './scripts/plugins/axios-xhr-only.ts'
import { compileHints } from './scripts/plugins/compile-hints.ts'
import { compactIcons } from './scripts/plugins/compact-icons.ts'
import { earlyScripts } from './scripts/plugins/early-scripts.ts'
import { chunkGroups, entryModules } from './scripts/plugins/entry-modules.ts'
import { inlineEntryStyles } from './scripts/plugins/inline-entry-styles.ts'
import { loadApp } from './scripts/plugins/load-app.ts'
import { mockCookieDomains } from './scripts/plugins/mock-cookie-domains.ts'
import { mockInvoicePdf } from './scripts/plugins/mock-invoice-pdf.ts'
import { mockWorker } from './scripts/plugins/mock-worker.ts'
import { precompress } from './scripts/plugins/precompress.ts'
import { previewCache } from './scripts/plugins/preview-cache.ts'
import { reactRouterProduction } from './scripts/plugins/react-router-production.ts'
import { runtimeInEntry } from './scripts/plugins/runtime-in-entry.ts'
import { staticShell } from './scripts/plugins/static-shell.ts'

// WECHAT: iOS WeChat renders with the system WKWebView (iOS 13+ still in the field) and Android with
// its own Chromium (XWeb, 76+ in the field). Vite 8's default target (Chrome 111 / Safari 16.4) is too new; the built JS is
// checked against ES2019 by scripts/check-build.mjs after every build.
export const BUILD_TARGET = ['es2019', 'safari13', 'chrome76']

export default defineConfig({
  plugins: [
    react(),
    // antd-mobile-icons' path data rounded to what a 16-28 px glyph can show.
    compactIcons(),
    // The API client uses axios's xhr adapter: its fetch adapter is left out of the build.
    axiosXhrOnly(),
    // react-router's production build, which its package.json does not export (the plugin's why).
    reactRouterProduction(),
    // The first screen (README "Layout": the first screen), one plugin a file, each with its why.
    entryModules(),
    // Rolldown's runtime helpers written into the entry, not a file of their own (the plugin's why).
    runtimeInEntry(),
    staticShell(),
    earlyScripts(),
    // The loader before the inlined stylesheet: it starts the downloads as soon as the head's first
    // bytes are parsed. Leaflet draws the map's first screen: it loads with the map page.
    loadApp({ firstScreen: ['leaflet'] }),
    // The entry's functions compiled as it streams in, not at their first call (after loadApp).
    compileHints(),
    inlineEntryStyles(),
    mockWorker(),
    mockCookieDomains(),
    mockInvoicePdf(),
    previewCache(),
    // It hashes index.html as the others leave it (README "Content-Security-Policy").
    contentSecurityPolicy(),
    // Brotli copies of the files as written; in vite preview, sent after the others' headers.
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: BUILD_TARGET,
    cssTarget: ['safari13', 'chrome76'],
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
        // Files are named by their hash alone: the entry lists every lazy page's file and index.html's
        // load plan lists them again, so chunk names were 1.8 kB gzip of a first visit (perf:size, home
        // 161.22 -> 159.41 kB). Which file is what: `vite build --manifest` (.vite/manifest.json).
        // Seven base-64 characters, the fewest rolldown allows from 65 to 4096 chunks (64^7 names),
        // not its default eight: 0.2 kB gzip off a pile link's first visit and 0.12 kB off
        // index.html (npm run perf:size, 154.86 -> 154.66 kB and 13.87 -> 13.75 kB).
        entryFileNames: 'assets/[hash:7].js',
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
})
