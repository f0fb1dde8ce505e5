// `npm run perf`: what ships. Sizes of built files (gzip, zlib level 9: the budgets; and brotli at
// its highest quality, what a browser that accepts it is sent: scripts/plugins/precompress.ts), the
// code home must not load, and from Vite's manifest the page chunks and the map page's extra
// libraries.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { DIST, FORBIDDEN_ON_HOME } from './config.mjs'

export const sizeCache = new Map()
export function fileSizes(rel) {
  if (!sizeCache.has(rel)) {
    const buf = Buffer.from(fileText(rel))
    sizeCache.set(rel, { bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length })
  }
  return sizeCache.get(rel)
}

const brotliCache = new Map()
/** A file's size as brotli at its highest quality (the build's .br): for the files a page loads. */
export function brotliSize(rel) {
  if (!brotliCache.has(rel)) {
    const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY }
    brotliCache.set(rel, brotliCompressSync(fileText(rel), { params: quality }).length)
  }
  return brotliCache.get(rel)
}

export const INLINE = 'index.html <style>, <script>'
export const isCode = (rel) => rel === INLINE || /\.(m?js|css)$/.test(rel)

/** A built file's text; for INLINE, the CSS and JS inside index.html (its <style> and <script>). */
export function fileText(rel) {
  if (rel !== INLINE) return readFileSync(join(DIST, rel), 'utf8')
  const html = readFileSync(join(DIST, 'index.html'), 'utf8')
  return [...html.matchAll(/<(style|script)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g)]
    .map((m) => m[2])
    .join('\n')
}

/** What each built file is, by Vite's manifest (files are named by their hash alone). */
export function fileLabels(manifest) {
  const labels = new Map()
  for (const e of Object.values(manifest)) {
    const what = e.name ?? e.src ?? ''
    labels.set(e.file, what)
    for (const css of e.css ?? []) if (!labels.has(css)) labels.set(css, `${what}, CSS`)
  }
  return labels
}

export function manifestFigures(manifest, homeFiles) {
  const own = (entry) => [entry.file, ...(entry.css ?? [])]
  const pages = Object.values(manifest)
    .filter((e) => e.src?.startsWith('src/pages/'))
    .map((e) => {
      const files = own(e).map((f) => ({ file: f, ...fileSizes(f) }))
      return {
        src: e.src,
        file: e.file,
        gzip: files.reduce((s, f) => s + f.gzip, 0),
        jsGzip: fileSizes(e.file).gzip,
        files,
      }
    })
    .sort((a, b) => b.gzip - a.gzip)

  const mapEntry = Object.values(manifest).find((e) =>
    e.src?.startsWith('src/pages/packageMap/map/'),
  )
  let map = { skipped: true, note: 'no map page (src/pages/packageMap/map) in the build yet' }
  if (mapEntry) {
    // Everything the map page needs (static imports, transitively, and the libraries it imports
    // dynamically) that home has not loaded, apart from the page's own chunk.
    const files = new Set()
    const visit = (key, follow) => {
      const e = manifest[key]
      if (!e) return
      for (const f of own(e)) files.add(f)
      for (const k of e.imports ?? []) visit(k, true)
      if (follow) return
      for (const k of e.dynamicImports ?? []) if (k.includes('node_modules')) visit(k, true)
    }
    const key = Object.keys(manifest).find((k) => manifest[k] === mapEntry)
    visit(key, false)
    for (const f of own(mapEntry)) files.delete(f)
    for (const f of homeFiles) files.delete(f)
    const list = [...files].map((f) => ({ file: f, ...fileSizes(f) }))
    map = {
      skipped: false,
      src: mapEntry.src,
      extraGzip: list.reduce((s, f) => s + f.gzip, 0),
      files: list.sort((a, b) => b.gzip - a.gzip),
    }
  }
  return { pages, map }
}

/** The code home must not load (FORBIDDEN_ON_HOME) found in these files. */
export function contentChecks(files) {
  const found = []
  for (const { what, re } of FORBIDDEN_ON_HOME) {
    const hits = []
    for (const f of files.filter((x) => isCode(x.file) && !x.missing)) {
      const text = fileText(f.file).replace(/assets\/[\w.-]+\.(?:m?js|css)/g, '')
      const m = text.match(re) ?? f.file.match(re)
      if (m) hits.push(`${f.file} ("${m[0]}")`)
    }
    found.push({ what, pattern: String(re), pass: hits.length === 0, hits })
  }
  return found
}
