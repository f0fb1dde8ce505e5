// After a build: the JS must parse as ES2019 (WeChat on iOS 13+ and older Android web views), and a
// production build (VITE_USE_MOCK=false) must carry no mock operator: no file of it at all.
//   node scripts/check-build.mjs [dir=dist] [--mock]
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { readPages } from './routes.mjs'

/** A file's path naming the mock: msw's worker (mockServiceWorker.js), msw, mock chunks. */
const MOCK_NAME = /mock|msw/i
/**
 * A built chunk or asset, named by its hash alone (seven characters, vite.config.ts), and its
 * brotli copy (.br, scripts/plugins/precompress.ts): its name says nothing, and a hash may spell
 * 'msw' by chance.
 * Its content is read instead (the .br's, through the file it copies).
 */
const HASH_NAMED = /^assets\/[\w-]{7}\.\w+(\.br)?$/
/**
 * Text of the mock operator: msw (its worker, setupWorker, its messages and URLs, its headers and
 * message types), the mock db's storage key, the fault switch, the mock's own endpoints (the
 * simulated WeChat cashier).
 */
const MOCK_TEXT =
  /mockServiceWorker|Mock Service Worker|setupWorker|setupServer|mswjs|\[MSW\]|\bmsw[/:-]|__msw|x-msw|mock:db|mockFault|__mock\b/
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|eot|mp3|mp4|wasm|gz|br)$/i

/**
 * A developer warning of react-router, in its development build only: the build takes the
 * production one (scripts/plugins/react-router-production.ts).
 */
const ROUTER_DEV_TEXT = 'You rendered descendant <Routes>'
/**
 * react-router's `<Form>` and `useSubmit` code, which the app does not use: it is shipped only if
 * the build stopped tree-shaking react-router (the transform in
 * scripts/plugins/react-router-production.ts no longer matches the library's files).
 */
const ROUTER_FORM_TEXT = 'Cannot submit element that is not <form>'

/**
 * V8's compile hint, on the entry's first line (scripts/plugins/compile-hints.ts writes it as
 * COMPILE_ALL; tests/scripts/plugins.test.ts checks the two agree).
 */
export const ENTRY_HINT = '//# allFunctionsCalledOnLoad'

/** Every file under dir, as paths relative to it ('/' separated). */
function filesOf(dir, sub = '') {
  return readdirSync(join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const path = sub ? `${sub}/${entry.name}` : entry.name
    return entry.isDirectory() ? filesOf(dir, path) : [path]
  })
}

/**
 * The files of a build that belong to the mock operator, each with why: by name (the worker, msw,
 * mock chunks) or by content (any text file, index.html included). A production build has none.
 */
export function mockFiles(dir) {
  const found = []
  for (const file of filesOf(dir)) {
    if (!HASH_NAMED.test(file) && MOCK_NAME.test(file)) found.push({ file, why: 'its name' })
    else if (!BINARY.test(file)) {
      const hit = MOCK_TEXT.exec(readFileSync(join(dir, file), 'utf8'))
      if (hit) found.push({ file, why: `it contains '${hit[0]}'` })
    }
  }
  return found
}

/**
 * What is wrong with the build's Content-Security-Policy (csp.txt, written by scripts/csp.ts), or
 * null: it must exist, allow no 'unsafe-inline' / 'unsafe-eval', and list the hash of every inline
 * script and <style> of index.html as the browser hashes it; index.html has no style attribute.
 * An independent reading of the final file: a plugin that changed it after the hashes fails here.
 */
export function checkCsp(dir, html) {
  let policy
  try {
    policy = readFileSync(join(dir, 'csp.txt'), 'utf8')
  } catch {
    return 'missing'
  }
  if (/unsafe-inline|unsafe-eval|unsafe-hashes|[\r\n]/.test(policy))
    return 'not strict, or not one line'
  const sources = (name) =>
    (policy.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '').trim().split(/\s+/)
  const sha = (text) =>
    `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`
  const raw = /<!--[\s\S]*?-->|<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>/gi
  let markup = ''
  let at = 0
  for (const { 0: whole, 1: tag, 2: attrs, 3: text, index } of html.matchAll(raw)) {
    markup += html.slice(at, index)
    at = index + whole.length
    if (!tag || (tag.toLowerCase() === 'script' && /\ssrc\s*=/i.test(` ${attrs}`))) continue
    const directive = tag.toLowerCase() === 'script' ? 'script-src' : 'style-src'
    if (!sources(directive).includes(sha(text))) {
      return `${directive} lacks the hash of index.html's inline ${tag} '${text.trim().slice(0, 60)}…'`
    }
  }
  markup += html.slice(at)
  const attribute = /<[a-zA-Z][^>]*\sstyle\s*=[^>]*>/.exec(markup)
  if (attribute) return `index.html has a style attribute the policy blocks: ${attribute[0]}`
  return null
}

/** The loader's plan in index.html (its <script type="application/json" id="load-plan">), or null. */
export function loadPlanOf(html) {
  const block = /<script type="application\/json" id="load-plan">([^<]*)<\/script>/.exec(html)
  return block ? JSON.parse(block[1]) : null
}

/** The routes (path) of `pages` whose entry in the plan lists no JS file. */
export function routesWithoutChunk(plan, pages) {
  return pages
    .map((page) => page.path)
    .filter((path) => !(plan.routes[path] ?? []).some((i) => plan.files[i]?.endsWith('.js')))
}

function check(dir, isMockBuild) {
  const assets = join(dir, 'assets')
  const js = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(assets, f))

  if (!isMockBuild) {
    const leaks = mockFiles(dir)
    if (leaks.length) {
      console.error(`The production build ${dir} contains the mock operator:`)
      for (const { file, why } of leaks) console.error(`  ${join(dir, file)} (${why})`)
      process.exit(1)
    }
  } else if (!filesOf(dir).includes('mockServiceWorker.js')) {
    console.error(`The mock build ${dir} has no mockServiceWorker.js at its root (mock-public/)`)
    process.exit(1)
  }

  // Syntax and built-ins of ES2019, plus what every browser with <script type=module> on our floor
  // (iOS 13 WKWebView, Chrome 76 web views) has: import(), import.meta, globalThis, Promise.allSettled.
  // The mock operator (msw, zod) only runs in the demo and the test build, on current browsers.
  const ALLOWED = `ImportMeta,DynamicImport,globalThis,PromiseAllSettled${isMockBuild ? ',BigInt,AggregateError' : ''}`
  execFileSync(
    'npx',
    [
      'es-check',
      'es2019',
      ...js,
      '--module',
      '--checkFeatures',
      `--allowList=${ALLOWED}`,
      '--quiet',
    ],
    { stdio: 'inherit' },
  )

  const devRouter = js.filter((f) => readFileSync(f, 'utf8').includes(ROUTER_DEV_TEXT))
  if (devRouter.length) {
    console.error(`react-router's development build is in ${devRouter.join(', ')}`)
    process.exit(1)
  }
  const routerForms = js.filter((f) => readFileSync(f, 'utf8').includes(ROUTER_FORM_TEXT))
  if (routerForms.length) {
    console.error(
      `react-router's <Form> code is in ${routerForms.join(', ')}: is the router still tree-shaken?`,
    )
    process.exit(1)
  }

  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  if (!html.includes('<div id="root">')) {
    console.error(`${dir}/index.html has no #root`)
    process.exit(1)
  }
  // The loader (src/app/shell/loader.ts, scripts/plugins/load-app.ts) preloads every route's page
  // chunks with the entry: each route of the app (scripts/routes.mjs) has its page's JS listed.
  const plan = loadPlanOf(html)
  if (!plan) {
    console.error(`${dir}/index.html has no loader plan (scripts/plugins/load-app.ts)`)
    process.exit(1)
  }
  const unplanned = routesWithoutChunk(plan, readPages())
  if (unplanned.length) {
    console.error(`${dir}/index.html preloads no page chunk for ${unplanned.join(', ')}`)
    process.exit(1)
  }
  const { files } = plan
  const missing = files.filter((f) => !readdirSync(assets).includes(f.split('/').pop()))
  if (missing.length) {
    console.error(`${dir}/index.html preloads files the build does not have: ${missing.join(', ')}`)
    process.exit(1)
  }
  // The entry asks V8 to compile its functions as it streams in (scripts/plugins/compile-hints.ts),
  // on its first line: V8 reads the hint nowhere else.
  const entry = plan.entry.find((e) => e.script)
  const entryFile = entry && join(assets, entry.href.split('/').pop())
  if (!entryFile || !readFileSync(entryFile, 'utf8').startsWith(`${ENTRY_HINT}\n`)) {
    console.error(`${dir}: the entry ${entry?.href} does not start with ${ENTRY_HINT}`)
    process.exit(1)
  }
  // The entry reads the first files of the plan as its own dependency list (load-app's
  // entryReadingPlan): the plan must have that many, and its lazy imports ask for no file beyond.
  const misread = js.filter((f) => {
    const code = readFileSync(f, 'utf8')
    const read = /\.files\.slice\(0,(\d+)\)/.exec(code)
    if (!read) return false
    const count = Number(read[1])
    const asked = [...code.matchAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g)].flatMap((m) =>
      m[1].split(',').map(Number),
    )
    return count > files.length || asked.some((i) => i >= count)
  })
  if (misread.length) {
    console.error(`${misread.join(', ')} read files beyond ${dir}/index.html's plan`)
    process.exit(1)
  }
  // Every file a chunk preloads before a lazy import (Vite's dependency lists; the entry's is the
  // plan's, checked above) is in the build; the entry's stylesheet, inlined into index.html, is not
  // listed.
  const listed = new Set(
    js.flatMap((f) => readFileSync(f, 'utf8').match(/assets\/[\w.~-]+\.(?:js|css)/g) ?? []),
  )
  const absent = [...listed].filter((f) => !readdirSync(assets).includes(f.slice('assets/'.length)))
  if (absent.length) {
    console.error(`chunks of ${dir} load files the build does not have: ${absent.join(', ')}`)
    process.exit(1)
  }
  const csp = checkCsp(dir, html)
  if (csp) {
    console.error(`${dir}/csp.txt: ${csp} (scripts/csp.ts, README "Content-Security-Policy")`)
    process.exit(1)
  }
  console.log(
    `check-build: ${js.length} JS files in ${dir} are ES2019${isMockBuild ? '' : ', no mock'}, react-router's production build; the entry carries V8's compile hint; every route (${readPages().length}) has its page preloaded; csp.txt covers index.html.`,
  )
}

// Run as a script (not when a test imports mockFiles).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  check(
    process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'dist',
    process.argv.includes('--mock'),
  )
}
