import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { chunkGroups, entryModules } from './scripts/chunks.ts'
import { earlyApi, inlineEntryStyles, loadApp, staticShell } from './scripts/first-screen.ts'

// WECHAT: iOS WeChat renders with the system WKWebView (iOS 13+ still in the field) and Android with
// its own Chromium (XWeb, 76+ in the field). Vite 8's default target (Chrome 111 / Safari 16.4) is too new; the built JS is
// checked against ES2019 by scripts/check-build.mjs after every build.
export const BUILD_TARGET = ['es2019', 'safari13', 'chrome76']

export default defineConfig({
  plugins: [react(), entryModules(), staticShell(), earlyApi(), inlineEntryStyles(), loadApp()],
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
