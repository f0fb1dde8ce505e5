import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import type { Connect, Plugin, PreviewServer } from 'vite'
import { precompress } from '../../scripts/plugins/precompress'

/** A folder holding the build (`dist`), with a file beside it that must never be served. */
let root = ''
let dist = ''
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'precompress-'))
  dist = join(root, 'dist')
  mkdirSync(dist)
  writeFileSync(join(root, 'secret.js.br'), brotliCompressSync('the token'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const script = 'export const answer = () => "充电" + 42;\n'.repeat(100)

/** Runs the plugin's writeBundle on a bundle of these files, written into `dist`. */
async function build(files: Record<string, string | Uint8Array>): Promise<void> {
  const bundle = Object.fromEntries(
    Object.entries(files).map(([fileName, body]) => {
      writeFileSync(join(dist, fileName), body)
      const output =
        typeof body === 'string' && fileName.endsWith('.js')
          ? { type: 'chunk', fileName, code: body }
          : { type: 'asset', fileName, source: body }
      return [fileName, output]
    }),
  )
  const hook = precompress().writeBundle as unknown as (...a: unknown[]) => Promise<void>
  await hook.call({}, { dir: dist }, bundle)
}

/** The middlewares the plugin adds to `vite preview`: before vite's own, and after its fallback. */
function middlewares(plugin: Plugin) {
  const added: Connect.NextHandleFunction[] = []
  const server = {
    config: { root: '/', build: { outDir: dist } },
    middlewares: { use: (fn: Connect.NextHandleFunction) => added.push(fn) },
  }
  const hook = plugin.configurePreviewServer as unknown as (s: PreviewServer) => () => void
  hook.call({}, server as unknown as PreviewServer)()
  const [before, after] = added
  if (!before || !after) throw new Error('expected two middlewares')
  return { before, after }
}

interface Answer {
  next: boolean
  status: number
  headers: Record<string, string | number>
  body: Buffer
}

interface Ask {
  method?: string
  /** The pass: 'before' vite's own middlewares, or 'after' its SPA fallback. */
  pass?: 'before' | 'after'
  /** Request headers besides Accept-Encoding. */
  headers?: Record<string, string>
  /** Response headers set by the middlewares that run first (preview-cache, vite's CORS). */
  preset?: Record<string, string>
}

/** What the preview middleware answers to a request (next: it left it to vite's own). */
async function request(url: string, acceptEncoding: string, ask: Ask = {}): Promise<Answer> {
  const { method = 'GET', pass = 'before', headers: sent = {}, preset = {} } = ask
  const handler = middlewares(precompress())[pass]
  const headers: Record<string, string | number> = { ...preset }
  const chunks: Buffer[] = []
  return new Promise((resolve) => {
    const res = Object.assign(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk)
          done()
        },
      }),
      {
        statusCode: 200,
        setHeader: (name: string, value: string | number) => (headers[name] = value),
        getHeader: (name: string) => headers[name],
        hasHeader: (name: string) => name in headers,
      },
    )
    const answer = (next: boolean) => ({
      next,
      status: res.statusCode,
      headers,
      body: Buffer.concat(chunks),
    })
    res.on('finish', () => resolve(answer(false)))
    const req = { url, method, headers: { 'accept-encoding': acceptEncoding, ...sent } }
    handler(req as never, res as never, () => resolve(answer(true)))
  })
}

describe('precompress: the build writes brotli beside each text file', () => {
  it('a script, a stylesheet and index.html of 1 KiB or more: a .br that decompresses to it', async () => {
    const css = '.scan__device { font-size: 16px; }\n'.repeat(60)
    const html = `<!doctype html><title>充电</title>${'<p>桩</p>'.repeat(200)}`
    await build({ 'entry.js': script, 'page.css': css, 'index.html': html })
    for (const [name, text] of [
      ['entry.js', script],
      ['page.css', css],
      ['index.html', html],
    ] as const) {
      const br = readFileSync(join(dist, `${name}.br`))
      expect(brotliDecompressSync(br).toString()).toBe(text)
      expect(br.length).toBeLessThan(Buffer.byteLength(text) / 4)
    }
  })

  it('no .br for a file under 1 KiB, nor for an image', async () => {
    await build({ 'tiny.js': 'export const a = 1\n', 'logo.png': new Uint8Array(4096).fill(7) })
    expect(existsSync(join(dist, 'tiny.js.br'))).toBe(false)
    expect(existsSync(join(dist, 'logo.png.br'))).toBe(false)
  })
})

describe('precompress: vite preview sends the .br to a browser that accepts it', () => {
  beforeEach(() => build({ 'entry.js': script, 'index.html': `<p>${'桩'.repeat(1000)}</p>` }))

  it('a script, to a browser that accepts br: the .br, with its type, encoding and length', async () => {
    const answer = await request('/entry.js?v=1', 'gzip, deflate, br, zstd')
    expect(answer.next).toBe(false)
    expect(brotliDecompressSync(answer.body).toString()).toBe(script)
    expect(answer.headers).toMatchObject({
      'Content-Type': 'text/javascript; charset=utf-8',
      'Content-Encoding': 'br',
      'Content-Length': answer.body.length,
      Vary: 'Accept-Encoding',
    })
  })

  it("keeps the headers set before it: a hashed file's immutable cache, CORS's Vary", async () => {
    const preset = { 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Origin' }
    const answer = await request('/entry.js', 'br', { preset })
    expect(answer.headers['Cache-Control']).toBe(preset['Cache-Control'])
    expect(answer.headers.Vary).toBe('Origin, Accept-Encoding')
  })

  it("the document at '/': index.html's .br, revalidated at every load", async () => {
    const answer = await request('/', 'br')
    expect(answer.headers['Content-Type']).toBe('text/html; charset=utf-8')
    expect(answer.headers['Cache-Control']).toBe('no-cache')
    expect(brotliDecompressSync(answer.body).toString()).toContain('桩')
  })

  it('an entry path after the SPA fallback: the document, never cached as an asset', async () => {
    const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }
    const preset = { 'Cache-Control': 'public, max-age=31536000, immutable' }
    const answer = await request('/index.html', 'br', { pass: 'after', headers: page, preset })
    expect(answer.headers['Content-Encoding']).toBe('br')
    expect(answer.headers['Cache-Control']).toBe('no-cache')
    // A missing script, rewritten to /index.html by the fallback too: left to vite's own answer.
    const script = await request('/index.html', 'br', { pass: 'after', headers: { accept: '*/*' } })
    expect(script.next).toBe(true)
    // Before the fallback, the second pass takes nothing but the document.
    expect((await request('/entry.js', 'br', { pass: 'after', headers: page })).next).toBe(true)
  })

  it('a revalidation with the same ETag: 304, no body', async () => {
    const first = await request('/', 'br')
    const etag = String(first.headers.ETag)
    expect(etag).toMatch(/^W\/"br-\d+-\d+"$/)
    const again = await request('/', 'br', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('HEAD: the headers, no body', async () => {
    const answer = await request('/entry.js', 'br', { method: 'HEAD' })
    expect(answer.headers['Content-Encoding']).toBe('br')
    expect(answer.body.length).toBe(0)
  })

  it("left to vite's own (gzip on the fly): no br accepted, no .br, another method", async () => {
    expect((await request('/entry.js', 'gzip, deflate')).next).toBe(true)
    expect((await request('/missing.js', 'br')).next).toBe(true)
    expect((await request('/entry.js', 'br', { method: 'POST' })).next).toBe(true)
  })

  it('never a file outside the build, though one is there (secret.js.br beside dist/)', async () => {
    for (const path of ['/../secret.js', '/%2e%2e/secret.js', '/./../secret.js', '//secret.js']) {
      expect((await request(path, 'br')).next, path).toBe(true)
    }
  })
})
