// Prints home's first screen (src/app/shell/render-home.tsx) as static markup: run by
// scripts/plugins/static-shell.ts in a process of its own, since the app's modules expect a browser
// (jsdom plays it here, at the site root with empty storage) and must not leak into the build's.
import { JSDOM } from 'jsdom'
import { createServer } from 'vite'
import { ROOT } from './paths.mjs'

const dom = new JSDOM('<!doctype html><div id="root"></div>', { url: 'http://localhost/#/' })
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (!(key in globalThis)) {
    Object.defineProperty(globalThis, key, {
      configurable: true,
      get: () => dom.window[key],
    })
  }
}

const server = await createServer({
  configFile: false,
  root: ROOT,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  resolve: { alias: { '@': `${ROOT}src` } },
  // antd-mobile's modules import their CSS: Vite reads them, Node could not.
  ssr: { noExternal: ['antd-mobile', 'antd-mobile-icons'] },
  optimizeDeps: { noDiscovery: true, include: [] },
  envDir: ROOT,
  mode: process.env.SHELL_MODE || 'production',
})
let markup = ''
try {
  const { renderHome } = await server.ssrLoadModule('/src/app/shell/render-home.tsx')
  markup = await renderHome()
} finally {
  await server.close()
}
// The app's timers (queries, jsdom) would keep the process alive: done once the markup is out.
process.stdout.write(markup, () => process.exit(markup ? 0 : 1))
