// The first screen's build-time pieces (vite.config.ts uses them): home's static shell in
// index.html, the API reached from index.html, the entry's stylesheet inside it, and the loader of
// the app's scripts with the landing page's chunks. Measured by `npm run perf` (README
// "Performance"); scripts/chunks.ts decides what the entry's file holds.
import { readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import type { OutputAsset, OutputChunk } from 'rolldown'
import { optimize } from 'svgo'
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
        // Its icons are antd-mobile's SVGs as drawn: svgo draws them the same in half the bytes.
        const shell = readFileSync(file, 'utf8')
          .trim()
          .replace(/>\n</g, '><')
          .replace(/<svg[\s\S]*?<\/svg>/g, (svg) => optimize(svg, { multipass: true }).data)
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
 * How long index.html waits for the pile before it gives up on its early call and aborts it (the
 * app bounds its own wait for that answer the same way, src/app/landing-data.ts): a hung call must
 * not hold charge selection.
 */
export const EARLY_PILE_TIMEOUT_MS = 4500

/**
 * The API, as early as index.html can reach it (production builds; the demo's mock operator is a
 * service worker that is not up yet):
 * - a preconnect to this page's API origin (test or production, by the URL as the app picks it), so
 *   that DNS, TCP and TLS to a cross-origin API are done while the scripts download;
 * - a pile link's first call for a returning user (a stored token): the pile's state travels with
 *   the scripts instead of after they have run. The app takes the answer once (src/app/landing-data.ts)
 *   when the pile and the token still match, and asks again through its client when it is not a
 *   success or has not come within EARLY_PILE_TIMEOUT_MS.
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
          // A hung call is abandoned after EARLY_PILE_TIMEOUT_MS (answer null, the request aborted where
          // the web view can): the app then asks through its client, which shows errors as usual.
          `var a=typeof AbortController==='function'?new AbortController():null,w;` +
          `window.__earlyPile={deviceId:id,token:t,answer:Promise.race([fetch(b+${JSON.stringify(path)},{method:'POST',` +
          `headers:{'Content-Type':'application/json',token:t},body:JSON.stringify({deviceId:id}),signal:a?a.signal:undefined})` +
          `.then(function(r){return r.json()}),new Promise(function(r){w=setTimeout(function(){r(null);if(a)a.abort()},${EARLY_PILE_TIMEOUT_MS})})])` +
          `.then(function(v){clearTimeout(w);return v},function(){clearTimeout(w);return null})}}catch(e){}})()</script>`
        return html.replace('</head>', `${script}\n  </head>`)
      },
    },
  }
}

/**
 * The entry's stylesheet inside index.html (builds): home's shell and a pile link's charge selection
 * (src/app/shell) are styled by the document itself, so their first paint waits on no other file
 * and the first connection after the document goes to the scripts. About 4 kB gzip. The file is
 * taken out of the bundle before Vite lists what each lazy chunk preloads, so that no chunk asks
 * for it again.
 */
export function inlineEntryStyles(): Plugin {
  const inline: string[] = []
  return {
    name: 'inline-entry-styles',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      inline.length = 0
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.viteMetadata) continue
        const { importedCss } = chunk.viteMetadata
        for (const file of [...importedCss]) {
          const asset = bundle[file]
          if (asset?.type !== 'asset') continue
          const css = String(asset.source)
          // A relative url() would resolve against the document instead of /assets/.
          if (/<\/style|url\((?!\s*['"]?(data:|\/|https?:))/i.test(css)) {
            this.error(`${file} cannot go inline: it has a relative url() or </style>`)
          }
          inline.push(css)
          importedCss.delete(file)
          delete bundle[file]
        }
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        inline.length
          ? html.replace('</head>', `<style>${inline.join('')}</style>\n  </head>`)
          : html,
    },
  }
}

/** A page's nav-bar title (DESIGN §3): null where the spec shows none. */
function routeTitle(path: string): string | null {
  return Object.values(ROUTES).find((r) => r.path === path)?.title ?? null
}

/**
 * Loads the app from one inline script at the end of index.html's head:
 * - on home, once the static shell has painted (the frame after the document is parsed), so that its
 *   first paint never waits on script downloads; elsewhere at once, before the body's markup is even
 *   parsed (the page shell is a skeleton: the page itself is what counts; src/main.tsx waits for the
 *   document);
 * - the landing page's own chunks (the route index.html's first script picked from the URL, a pile
 *   link's included) are preloaded with the entry, so they arrive alongside it, not after it has run;
 * - so is axios, which the API client loads on its first call, unless index.html has already asked
 *   for the landing page's data (a pile link, earlyApi): that first screen needs no call.
 */
export function loadApp(): Plugin {
  let base = '/'
  return {
    name: 'load-app',
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
        const landing = ctx.bundle
          ? landingFiles(ctx.bundle, base)
          : { files: [], routes: {}, client: [] }
        // Largest first: over HTTP/1.1 (six connections to a host, the warm one first) the entry takes
        // the document's connection and the small files follow.
        if (ctx.bundle) {
          const size = bySize(ctx.bundle, base)
          urls.sort((a, b) => size(b.href) - size(a.href))
        }
        const add = (kind: string, href: string) =>
          kind === 'script'
            ? `s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(href)};document.head.appendChild(s);`
            : `l(${JSON.stringify(kind)},${JSON.stringify(href)});`
        const loader =
          `<script>(function(){var f=${JSON.stringify(landing.files)},m=${JSON.stringify(landing.routes)};` +
          `function l(r,h){var e=document.createElement('link');e.rel=r;if(r==='modulepreload')e.crossOrigin='';e.href=h;document.head.appendChild(e)}` +
          `function go(){var s,p=document.documentElement.getAttribute('data-boot-route');` +
          urls.map((u) => add(u.kind === 'script' ? 'script' : 'modulepreload', u.href)).join('') +
          `(m[p]||[]).concat(window.__earlyPile?[]:${JSON.stringify(landing.client)}).forEach(function(i){l(/\\.css$/.test(f[i])?'stylesheet':'modulepreload',f[i])})}` +
          `if(document.documentElement.className!=='boot-home')go();` +
          `else document.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(go)})})})()</script>`
        return out.replace('</head>', `${loader}\n  </head>`)
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
  const size = bySize(bundle, base)
  const needs = (chunk: OutputChunk | undefined) =>
    chunk
      ? [...closure(chunk.fileName)]
          .filter((f) => !inEntry.has(f))
          .map((f) => base + f)
          .sort((a, b) => size(b) - size(a))
          .map(indexOf)
      : []
  const routes: Record<string, number[]> = {}
  for (const [path, module] of pageModules()) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module))
    if (chunk) routes[path] = needs(chunk)
  }
  const client = needs(
    chunks.find((c) => /[\\/]node_modules[\\/]axios[\\/]/.test(c.facadeModuleId ?? '')),
  )
  return { files, routes, client }
}

/** A built file's size in bytes by its URL (0 for a file the bundle does not hold). */
function bySize(bundle: Record<string, OutputChunk | OutputAsset>, base: string) {
  return (href: string) => {
    const file = bundle[href.slice(base.length)]
    if (!file) return 0
    return file.type === 'chunk' ? file.code.length : file.source.length
  }
}
