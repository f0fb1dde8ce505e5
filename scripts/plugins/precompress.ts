import { createReadStream, existsSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import type { Connect, Plugin } from 'vite'

const brotli = promisify(brotliCompress)

/** The files worth compressing: text, and large enough to gain from it. */
const TEXT = /\.(js|css|html|svg|json)$/
const MIN_BYTES = 1024

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json',
}

/**
 * Why: every first visit is mostly script, on a phone's network. Brotli at its highest quality,
 * done once at build, sends the entry in 14 % fewer bytes than the gzip a server makes on the fly
 * (99.8 kB against 116.7 kB), and every other file about as much. So the build writes a `.br`
 * beside each text file of 1 kB or more, and a production server sends it to a browser that
 * accepts `br` (WeChat's web views on iOS and Android do, over HTTPS): nginx's `brotli_static on`
 * (README "Deploying the static build"). The rest get gzip on the fly, as before.
 *
 * `vite preview` (the e2e's and `npm run perf`'s server) serves them the same way, so that what
 * the tests and the budgets measure is what a user is sent.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).flatMap((file) => {
        const body = file.type === 'chunk' ? file.code : file.source
        const data = typeof body === 'string' ? Buffer.from(body) : body
        return TEXT.test(file.fileName) && data.length >= MIN_BYTES
          ? [{ name: file.fileName, data }]
          : []
      })
      await Promise.all(
        files.map(async ({ name, data }) => {
          const compressed = await brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          })
          await writeFile(join(outDir, `${name}.br`), compressed)
        }),
      )
    },
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir)
      const serve: Connect.NextHandleFunction = (req, res, next) => {
        const path = (req.url ?? '').split(/[?#]/)[0] ?? ''
        const name = path === '/' ? 'index.html' : decodeURIComponent(path.slice(1))
        const file = join(dir, name)
        const type = TYPES[name.split('.').pop() ?? '']
        const accepts = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
        if (
          !accepts ||
          !type ||
          (req.method !== 'GET' && req.method !== 'HEAD') ||
          name.includes('..') ||
          !existsSync(`${file}.br`)
        ) {
          next()
          return
        }
        res.setHeader('Content-Type', type)
        res.setHeader('Content-Encoding', 'br')
        res.setHeader('Content-Length', statSync(`${file}.br`).size)
        res.setHeader('Vary', 'Accept-Encoding')
        // The hashed assets' Cache-Control is set by preview-cache.ts; index.html is revalidated.
        if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache')
        if (req.method === 'HEAD') res.end()
        else createReadStream(`${file}.br`).pipe(res)
      }
      // Before vite's own: the built files. After its SPA fallback, which has rewritten an entry
      // path (`/p/{id}`…) to /index.html: the document, as nginx's `try_files` then sends it.
      server.middlewares.use(serve)
      return () => server.middlewares.use(serve)
    },
  }
}
