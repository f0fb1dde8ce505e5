// The first screen's build-time pieces (vite.config.ts uses them): home's static shell in
// index.html, the API reached from index.html, and the app's scripts loaded after the first paint
// with the landing page's chunks. Measured by `npm run perf` (README "Performance").
import { readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import type { OutputAsset, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { API, API_PREFIX } from '../src/api/types.ts'
import { ROUTES, type RouteName } from '../src/config/paths.ts'

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/**
 * Puts home's first screen (src/app/shell/home.html: React's own render of it, kept in step by
 * tests/app/static-shell.test.tsx) into index.html, so a link to home paints it before any script.
 */
export function staticShell(): Plugin {
  const file = fromRoot('src/app/shell/home.html')
  return {
    name: 'static-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        // The file has one element per line for readable diffs; React's markup has no whitespace.
        const shell = readFileSync(file, 'utf8').trim().replace(/>\n</g, '><')
        const titles = Object.fromEntries(
          [...pageModules().keys()].map((path) => [path, routeTitle(path)]),
        )
        return html
          .replace('<!-- static shell: src/app/shell/home.html -->', shell)
          .replace('var titles = ROUTE_TITLES', `var titles = ${JSON.stringify(titles)}`)
      },
    },
  }
}

/** Route path -> page module (src/pages/...), read from the lazy imports of src/app/router.tsx. */
function pageModules(): Map<string, string> {
  const source = readFileSync(fromRoot('src/app/router.tsx'), 'utf8')
  const out = new Map<string, string>()
  for (const [, name, module] of source.matchAll(/(\w+): \(\) => import\('@\/pages\/([^']+)'\)/g)) {
    const route = ROUTES[name as RouteName]
    if (route) out.set(route.path, `src/pages/${module}/index.tsx`)
  }
  return out
}

/**
 * The API, as early as index.html can reach it (production builds; the demo's mock operator is a
 * service worker that is not up yet):
 * - a preconnect to this page's API origin (test or production, by the URL as the app picks it), so
 *   that DNS, TCP and TLS to a cross-origin API are done while the scripts download;
 * - a pile link's first call for a returning user (a stored token): the pile's state travels with
 *   the scripts instead of after they have run. The app takes the answer once (src/app/landing-data.ts)
 *   when the pile and the token still match, and asks again through its client when it is not a
 *   success.
 */
export function earlyApi(): Plugin {
  let env: Record<string, string> = {}
  const origin = (value = '') => value.trim().replace(/\/+$/, '')
  return {
    name: 'early-api',
    apply: 'build',
    configResolved(config) {
      env = config.env
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const base = origin(env.VITE_API_BASE)
        if (env.VITE_USE_MOCK === 'true' || !base) return html
        const test = origin(env.VITE_API_BASE_TEST) || base
        const path = API_PREFIX + API.deviceDetail
        // SPEC §2: the device id is the digits after /10002/, else /10001/, else /p/.
        const script =
          `<script>(function(){try{var b=location.href.indexOf('testh5')>=0?${JSON.stringify(test)}:${JSON.stringify(base)};` +
          `var c=document.createElement('link');c.rel='preconnect';c.href=b;c.crossOrigin='anonymous';document.head.appendChild(c);` +
          `var p=location.pathname,id=null,k=['/10002/','/10001/','/p/'];` +
          `for(var i=0;i<k.length&&!id;i++){var at=p.indexOf(k[i]);if(at>=0){var d=/^[0-9]+/.exec(p.slice(at+k[i].length));if(d)id=d[0]}}` +
          `var h=location.hash.split('?');if(!id&&h[0]==='#${ROUTES.scan.path}')id=new URLSearchParams(h[1]||'').get('deviceId');` +
          `var t=JSON.parse(localStorage.getItem('token')||'null');` +
          `if(!id||!/^[0-9]{1,32}$/.test(id)||typeof t!=='string'||!t)return;` +
          `window.__earlyPile={deviceId:id,token:t,answer:fetch(b+${JSON.stringify(path)},{method:'POST',` +
          `headers:{'Content-Type':'application/json',token:t},body:JSON.stringify({deviceId:id})})` +
          `.then(function(r){return r.json()}).catch(function(){return null})}}catch(e){}})()</script>`
        return html.replace('</head>', `${script}\n  </head>`)
      },
    },
  }
}

/** A page's nav-bar title (DESIGN §3): null where the spec shows none. */
function routeTitle(path: string): string | null {
  return Object.values(ROUTES).find((r) => r.path === path)?.title ?? null
}

/**
 * Paint first, then load the app: the entry script and its preloads are added once the static
 * shell in index.html has painted (next frame), so the first paint never waits on script downloads.
 * The landing page's own chunks (the route index.html's first script picked from the URL, a pile
 * link's included) are preloaded with the entry, so they arrive alongside it, not after it has run.
 */
export function loadAfterFirstPaint(): Plugin {
  let base = '/'
  return {
    name: 'load-after-first-paint',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const urls: { kind: 'script' | 'preload'; href: string }[] = []
        let out = html.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g,
          (_m, href: string) => (urls.push({ kind: 'script', href }), ''),
        )
        out = out.replace(
          /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
          (_m, href: string) => {
            urls.push({ kind: 'preload', href })
            return ''
          },
        )
        if (urls.length === 0) return html
        const landing = ctx.bundle ? landingFiles(ctx.bundle, base) : { files: [], routes: {} }
        const add = (kind: string, href: string) =>
          kind === 'script'
            ? `s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(href)};document.head.appendChild(s);`
            : `l(${JSON.stringify(kind)},${JSON.stringify(href)});`
        const loader =
          `<script>(function(){var f=${JSON.stringify(landing.files)},m=${JSON.stringify(landing.routes)};` +
          `function l(r,h){var e=document.createElement('link');e.rel=r;if(r==='modulepreload')e.crossOrigin='';e.href=h;document.head.appendChild(e)}` +
          `requestAnimationFrame(function(){setTimeout(function(){var s,p=document.documentElement.getAttribute('data-boot-route');` +
          urls.map((u) => add(u.kind === 'script' ? 'script' : 'modulepreload', u.href)).join('') +
          `(m[p]||[]).forEach(function(i){l(/\\.css$/.test(f[i])?'stylesheet':'modulepreload',f[i])})})})})()</script>`
        return out.replace('</body>', `${loader}\n  </body>`)
      },
    },
  }
}

/**
 * For each page route, the files its chunk needs beyond what the entry loads, as indexes into one
 * file list (the same shared chunks serve many pages).
 */
function landingFiles(bundle: Record<string, OutputChunk | OutputAsset>, base: string) {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen
    seen.add(file)
    const chunk = byFile.get(file)
    for (const css of chunk?.viteMetadata?.importedCss ?? []) seen.add(css)
    for (const dep of chunk?.imports ?? []) closure(dep, seen)
    return seen
  }
  const inEntry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]))
  const files: string[] = []
  const indexOf = (url: string) => {
    if (!files.includes(url)) files.push(url)
    return files.indexOf(url)
  }
  const routes: Record<string, number[]> = {}
  for (const [path, module] of pageModules()) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module))
    if (!chunk) continue
    routes[path] = [...closure(chunk.fileName)]
      .filter((f) => !inEntry.has(f))
      .map((f) => indexOf(base + f))
  }
  return { files, routes }
}
