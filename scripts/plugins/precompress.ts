import { createReadStream, existsSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { pipeline } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import type { Connect, Plugin } from 'vite'

const brotli = promisify(brotliCompress)

/** The types of the files worth compressing (text), by extension. */
const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json',
}
/** Below this, a file gains too little from compression to carry a copy. */
const MIN_BYTES = 1024

const extension = (name: string) => name.slice(name.lastIndexOf('.') + 1)

/**
 * Why: every first visit is mostly script, on a phone's network. Brotli at its highest quality,
 * done once at build, sends the entry in 14 % fewer bytes than gzip (a 99.8 kB file against
 * 116.7 kB), and every other file about as much. So the build writes a `.br` beside each text file
 * it outputs of 1 KiB or more, and a production server sends it to a browser that accepts `br`
 * (WeChat's web views on iOS and Android do, over HTTPS): nginx's `brotli_static on` (README
 * "Deploying the static build"). The rest get gzip on the fly, as before.
 *
 * `vite preview` (the e2e's and `npm run perf`'s server) serves them the same way, so that what
 * the tests and the budgets measure is what a user is sent.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist'
      const files = Object.values(bundle).flatMap((file) => {
        const body = file.type === 'chunk' ? file.code : file.source
        const data = typeof body === 'string' ? Buffer.from(body) : body
        const text = extension(file.fileName) in CONTENT_TYPES
        return text && data.length >= MIN_BYTES ? [{ name: file.fileName, data }] : []
      })
      await Promise.all(
        files.map(async ({ name, data }) => {
          const compressed = await brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          })
          await writeFile(join(dir, `${name}.br`), compressed)
        }),
      )
    },
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir)
      // Before vite's own: the built files. After its SPA fallback, which has rewritten an entry
      // path (`/p/{id}`…) to /index.html: the document, as nginx's `try_files` then sends it (a
      // missing script is rewritten too, but is left to answer as vite does).
      server.middlewares.use(sendBrotli(dir))
      return () => server.middlewares.use(sendBrotli(dir, { documentOnly: true }))
    },
  }
}

/** A middleware that answers a GET or HEAD for a built file with its `.br`, where accepted. */
function sendBrotli(dir: string, { documentOnly = false } = {}): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = (req.url ?? '').split(/[?#]/)[0] ?? ''
    // Built names are plain (hashes, index.html), no dot first in a segment (so no `..`):
    // anything else is left to vite's own.
    const name = path === '/' ? 'index.html' : path.slice(1)
    const type = CONTENT_TYPES[extension(name)]
    const file = join(dir, `${name}.br`)
    const accepts = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
    const navigation = String(req.headers.accept ?? '').includes('text/html')
    if (
      !accepts ||
      !type ||
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      (documentOnly && (name !== 'index.html' || !navigation)) ||
      !/^(?:[\w-]+\/)*[\w-][\w.-]*$/.test(name) ||
      !existsSync(file)
    ) {
      next()
      return
    }
    const { size, mtimeMs } = statSync(file)
    const etag = `W/"br-${size}-${Math.floor(mtimeMs)}"`
    res.setHeader('Content-Type', type)
    res.setHeader('Content-Encoding', 'br')
    res.setHeader('ETag', etag)
    addVary(res, 'Accept-Encoding')
    // The document is revalidated at every load; preview-cache.ts has made /assets/ immutable.
    if (type.startsWith('text/html') || !res.hasHeader('Cache-Control'))
      res.setHeader('Cache-Control', 'no-cache')
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304
      res.end()
      return
    }
    res.setHeader('Content-Length', size)
    if (req.method === 'HEAD') res.end()
    else pipeline(createReadStream(file), res, (error) => error && res.destroy(error))
  }
}

/** Adds a name to the response's Vary (vite's CORS has set `Origin`) instead of replacing it. */
function addVary(res: ServerResponse, name: string): void {
  const vary = res.getHeader('Vary')
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).split(/\s*,\s*/)
  if (!names.includes(name)) res.setHeader('Vary', [...names.filter(Boolean), name].join(', '))
}
