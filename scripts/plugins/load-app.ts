// Why: index.html's own <script type=module> would make every first screen wait for the entry and
// then for the landing page's chunk, one after the other. Instead the head starts with static
// `<link rel="modulepreload">` tags for the entry's files, which the browser's preload scanner asks
// for before any of index.html's scripts runs (entryPreloads), and one inline loader
// (src/app/shell/loader.ts, compiled with this build's plan) runs the entry and asks for the
// landing page's chunks (on home once the static shell has painted). The
// plan is computed here from the bundle: for every route of the app (scripts/routes.mjs), the files
// its page needs beyond the entry, as indexes into one list (pages share chunks). A library a page
// imports lazily but draws its first screen with (the map's Leaflet, named in vite.config.ts) is
// listed with the page: asked for alongside the entry instead of after the page has run.
//
// Why the entry reads its file list from the plan: Vite writes, at the top of the entry, the files
// every lazy import of it needs (`__vite__mapDeps`, 1.5 kB gzip of hashes), and the plan in
// index.html names most of them again. Every first visit carried both. The plan's files now start
// with the entry's list in its order, and the entry takes that list from the plan
// (sharedFileList, entryReadingPlan).
import type { OutputAsset, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { PLAN_ID, type LoadPlan } from '../../src/app/shell/contract'
import { readPages, type Page } from '../routes.mjs'
import { compileCall, jsonForScript, replaceOnce } from './inline'

type Bundle = Record<string, OutputChunk | OutputAsset>

/** A built file's size in bytes by its URL (0 for a file the bundle does not hold). */
function sizeOf(bundle: Bundle, base: string) {
  return (href: string) => {
    const file = bundle[href.slice(base.length)]
    if (!file) return 0
    return file.type === 'chunk' ? file.code.length : file.source.length
  }
}

/** Whether a module id is in the package `name` (node_modules/<name>/). */
const inPackage = (id: string, name: string) =>
  id.replaceAll('\\', '/').includes(`/node_modules/${name}/`)

/**
 * The loader's plan: `entry` are the URLs Vite put into index.html (script or modulepreload);
 * `firstScreen` the packages whose lazy import by a page is part of that page's first screen.
 */
export function loadPlan(
  bundle: Bundle,
  base: string,
  entry: LoadPlan['entry'],
  pages: Pick<Page, 'path' | 'module'>[],
  firstScreen: string[] = [],
): LoadPlan {
  const size = sizeOf(bundle, base)
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const isFirstScreen = (file: string) => {
    const id = byFile.get(file)?.facadeModuleId ?? ''
    return firstScreen.some((name) => inPackage(id, name))
  }
  /** A file and what it imports, with `lazy` also the first-screen libraries it imports lazily. */
  const closure = (file: string, seen = new Set<string>(), lazy = false): Set<string> => {
    if (seen.has(file)) return seen
    seen.add(file)
    const chunk = byFile.get(file)
    for (const css of chunk?.viteMetadata?.importedCss ?? []) seen.add(css)
    for (const dep of chunk?.imports ?? []) closure(dep, seen, lazy)
    if (lazy)
      for (const dep of chunk?.dynamicImports ?? [])
        if (isFirstScreen(dep)) closure(dep, seen, lazy)
    return seen
  }
  const inEntry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]))
  const files: string[] = []
  const indexOf = (url: string) => {
    if (!files.includes(url)) files.push(url)
    return files.indexOf(url)
  }
  const needs = (chunk: OutputChunk | undefined) =>
    chunk
      ? [...closure(chunk.fileName, new Set(), true)]
          .filter((f) => !inEntry.has(f))
          .map((f) => base + f)
          .sort((a, b) => size(b) - size(a))
          .map(indexOf)
      : []
  const routes: Record<string, number[]> = {}
  for (const { path, module } of pages) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module))
    if (chunk) routes[path] = needs(chunk)
  }
  const client = needs(
    chunks.find((c) => /[\\/]node_modules[\\/]axios[\\/]/.test(c.facadeModuleId ?? '')),
  )
  // Largest first: over HTTP/1.1 (six connections to a host, the warm one first) the entry takes
  // the document's connection and the small files follow.
  const ordered = [...entry].sort((a, b) => size(b.href) - size(a.href))
  return { entry: ordered, files, routes, client }
}

const ENTRY_TAGS =
  /<script type="module" crossorigin src="([^"]+)"><\/script>\s*|<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/** index.html without the entry's tags Vite wrote, and what they asked for. */
export function takeEntryTags(html: string): { html: string; entry: LoadPlan['entry'] } {
  const entry: LoadPlan['entry'] = []
  const rest = html.replace(ENTRY_TAGS, (_tag, script?: string, preload?: string) => {
    entry.push(script ? { script: true, href: script } : { script: false, href: preload ?? '' })
    return ''
  })
  return { html: rest, entry }
}

/**
 * The list Vite's build-import-analysis puts at the top of a chunk with lazy imports: the files
 * (relative to the base) each import needs, referred to by index as `__vite__mapDeps([3,7])`.
 */
const MAP_DEPS =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/

/** The files of a chunk's `__vite__mapDeps`, or null (none, or one that is not a plain string). */
export function mapDepsOf(code: string): string[] | null {
  const list = MAP_DEPS.exec(code)?.[1]
  if (!list) return null
  try {
    const files: unknown = JSON.parse(list)
    return Array.isArray(files) && files.every((f) => typeof f === 'string') ? files : null
  } catch {
    return null // a URL given as code (Vite's renderBuiltUrl with `runtime`)
  }
}

/**
 * The plan with `deps` (the entry's `__vite__mapDeps`, relative to `base`) as the first files of
 * its list, in their order, followed by its other files; routes and client point to the same URLs.
 */
export function sharedFileList(plan: LoadPlan, deps: string[], base: string): LoadPlan {
  const files = [...new Set([...deps.map((d) => base + d), ...plan.files])]
  const to = (i: number) => files.indexOf(plan.files[i] ?? '')
  const routes = Object.fromEntries(
    Object.entries(plan.routes).map(([path, list]) => [path, list.map(to)]),
  )
  return { ...plan, files, routes, client: plan.client.map(to) }
}

/**
 * The entry's code with its `__vite__mapDeps` list (`count` files) read from the plan in index.html
 * when first needed (the entry's first lazy import). The plan is always there by then: it sits in
 * the head before the loader, and only the loader adds the entry.
 */
export function entryReadingPlan(code: string, count: number, base: string): string {
  const list = MAP_DEPS.exec(code)?.[1]
  if (!list) throw new Error('load-app: the entry has no __vite__mapDeps list to share')
  const fromPlan =
    `JSON.parse(document.getElementById(${JSON.stringify(PLAN_ID)}).textContent)` +
    `.files.slice(0,${count}).map(f=>f.slice(${base.length}))`
  return replaceOnce(code, `m.f=${list}`, `m.f=${fromPlan}`)
}

/**
 * `html` with static module preloads of `hrefs` (the entry's files, largest first) at the head's
 * start, after its charset: the preload scanner asks for them as the document's first bytes come
 * in, before the parser runs index.html's scripts. Sent from a script instead (as this build did
 * until 2026-11-29), they left in the task that parsed the head and ran its scripts, and Lantern
 * starts a script's request only once that task has ended (docs/performance-history.md).
 */
export function entryPreloads(html: string, hrefs: string[]): string {
  const anchor = /<meta charset="[^"]*"\s*\/?>/i.exec(html) ?? /<head>/i.exec(html)
  if (!anchor) throw new Error('load-app: index.html has no head to put the preloads in')
  const at = anchor.index + anchor[0].length
  const tags = hrefs.map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}" />`)
  return html.slice(0, at) + tags.join('') + html.slice(at)
}

/** `firstScreen`: packages a page imports lazily yet needs for its first screen (see loadPlan). */
export function loadApp({ firstScreen = [] }: { firstScreen?: string[] } = {}): Plugin {
  let base = '/'
  /** The plan as written into index.html, until generateBundle shares its list with the entry. */
  let written: { plan: LoadPlan; json: string } | null = null
  return {
    name: 'load-app',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      async handler(original, ctx) {
        written = null
        const { html, entry } = takeEntryTags(original)
        if (entry.length === 0 || !ctx.bundle) return original
        const plan = loadPlan(ctx.bundle, base, entry, readPages(), firstScreen)
        const loader = await compileCall('src/app/shell/loader.ts', 'startLoader')
        written = { plan, json: jsonForScript(plan) }
        return {
          html: entryPreloads(
            html,
            plan.entry.map((e) => e.href),
          ),
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: PLAN_ID },
              children: written.json,
              injectTo: 'head',
            },
            { tag: 'script', children: loader, injectTo: 'head' },
          ],
        }
      },
    },
    // After Vite has written the entry's `__vite__mapDeps` (its generateBundle), before the
    // Content-Security-Policy hashes index.html (a later plugin). Only for a base that is a path
    // ('/', '/h5/'): with a relative one ('./') each chunk's list is relative to the chunk.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html']
        const script = written?.plan.entry.find((e) => e.script)?.href
        // The entry index.html loads, not any chunk marked as an entry.
        const entry = script && base.startsWith('/') ? bundle[script.slice(base.length)] : undefined
        const deps = entry?.type === 'chunk' ? mapDepsOf(entry.code) : null
        if (!written || !deps || entry?.type !== 'chunk' || html?.type !== 'asset') return
        const shared = sharedFileList(written.plan, deps, base)
        html.source = replaceOnce(String(html.source), written.json, jsonForScript(shared))
        entry.code = entryReadingPlan(entry.code, deps.length, base)
        written = null
      },
    },
  }
}
