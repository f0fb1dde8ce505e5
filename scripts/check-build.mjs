// After a build: the JS must parse as ES2019 (WeChat on iOS 13+ and older Android web views), and a
// production build (VITE_USE_MOCK=false) must carry no mock operator.
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.argv[2] || 'dist'
const assets = join(dir, 'assets')
const js = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => join(assets, f))

// Syntax and built-ins of ES2019, plus what every browser with <script type=module> on our floor
// (iOS 13 WKWebView, Chrome 76 web views) has: import(), import.meta, globalThis, Promise.allSettled.
// The mock operator (msw, zod) only runs in the demo and the test build, on current browsers.
const isMockBuild = process.argv.includes('--mock')
const ALLOWED = `ImportMeta,DynamicImport,globalThis,PromiseAllSettled${isMockBuild ? ',BigInt,AggregateError' : ''}`
execFileSync(
  'npx',
  ['es-check', 'es2019', ...js, '--module', '--checkFeatures', `--allowList=${ALLOWED}`, '--quiet'],
  { stdio: 'inherit' },
)

const html = readFileSync(join(dir, 'index.html'), 'utf8')
if (!isMockBuild) {
  const leaks = js.filter((f) =>
    /mockServiceWorker|setupWorker|mock:db/.test(readFileSync(f, 'utf8')),
  )
  if (leaks.length) {
    console.error(`The production build contains the mock operator: ${leaks.join(', ')}`)
    process.exit(1)
  }
}
if (!html.includes('<div id="root">')) {
  console.error(`${dir}/index.html has no #root`)
  process.exit(1)
}
// The loader (scripts/first-screen.ts, loadApp) preloads the landing page's chunks with
// the entry.
const landing = html.match(/var f=(\[[^\]]*\]),m=(\{[^}]*\})/)
if (!landing) {
  console.error(`${dir}/index.html has no landing-page preload table`)
  process.exit(1)
}
const [files, routes] = [JSON.parse(landing[1]), JSON.parse(landing[2])]
for (const route of ['/', '/pages/scan/scan']) {
  const listed = (routes[route] ?? []).map((i) => files[i])
  if (!listed.some((f) => f.endsWith('.js'))) {
    console.error(`${dir}/index.html preloads no chunk for ${route}`)
    process.exit(1)
  }
}
const missing = files.filter((f) => !readdirSync(assets).includes(f.split('/').pop()))
if (missing.length) {
  console.error(`${dir}/index.html preloads files the build does not have: ${missing.join(', ')}`)
  process.exit(1)
}
// Every file a chunk preloads before a lazy import (Vite's dependency lists) is in the build; the
// entry's stylesheet, inlined into index.html, is not listed.
const listed = new Set(
  js.flatMap((f) => readFileSync(f, 'utf8').match(/assets\/[\w.~-]+\.(?:js|css)/g) ?? []),
)
const absent = [...listed].filter((f) => !readdirSync(assets).includes(f.slice('assets/'.length)))
if (absent.length) {
  console.error(`chunks of ${dir} load files the build does not have: ${absent.join(', ')}`)
  process.exit(1)
}
console.log(
  `check-build: ${js.length} JS files in ${dir} are ES2019${isMockBuild ? '' : ', no mock'}.`,
)
