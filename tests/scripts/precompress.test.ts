import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { brotliDecompressSync } from 'node:zlib'
import type { Connect, Plugin, PreviewServer, ResolvedConfig } from 'vite'
import { precompress } from '../../scripts/plugins/precompress'

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const script = 'export const answer = () => "充电" + 42;\n'.repeat(100)

/** Runs the plugin's build hooks on a bundle of these files, written into `dir`. */
async function build(files: Record<string, string | Uint8Array>): Promise<void> {
  const plugin = precompress()
  const config = { root: '/', build: { outDir: dir } } as unknown as ResolvedConfig
  call(plugin, 'configResolved', config)
  const bundle = Object.fromEntries(
    Object.entries(files).map(([fileName, body]) => {
      writeFileSync(join(dir, fileName), body)
      const output =
        typeof body === 'string' && fileName.endsWith('.js')
          ? { type: 'chunk', fileName, code: body }
          : { type: 'asset', fileName, source: body }
      return [fileName, output]
    }),
  )
  await call(plugin, 'writeBundle', {}, bundle)
}

function call(plugin: Plugin, hook: 'configResolved' | 'writeBundle', ...args: unknown[]) {
  const fn = plugin[hook] as unknown as ((...a: unknown[]) => unknown) | undefined
  if (typeof fn !== 'function') throw new Error(`no ${hook} hook`)
  return fn.apply({}, args)
}

interface Answer {
  next: boolean
  headers: Record<string, string | number>
  body: Buffer
}

/** What the preview middleware answers to a request (next: it left it to vite's own). */
async function request(url: string, acceptEncoding: string, method = 'GET'): Promise<Answer> {
  const plugin = precompress()
  let handler: Connect.NextHandleFunction | undefined
  const server = {
    config: { root: '/', build: { outDir: dir } },
    middlewares: { use: (fn: Connect.NextHandleFunction) => (handler = fn) },
  }
  const hook = plugin.configurePreviewServer as unknown as (s: PreviewServer) => () => void
  const after = hook.call({}, server as unknown as PreviewServer)
  const before = handler
  // The same middleware again after vite's SPA fallback (an entry path's index.html).
  after()
  if (!handler || handler !== before) throw new Error('not the same middleware before and after')
  const headers: Record<string, string | number> = {}
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
        setHeader: (name: string, value: string | number) => (headers[name] = value),
        hasHeader: (name: string) => name in headers,
      },
    )
    res.on('finish', () => resolve({ next: false, headers, body: Buffer.concat(chunks) }))
    const req = { url, method, headers: { 'accept-encoding': acceptEncoding } }
    handler?.(req as never, res as never, () =>
      resolve({ next: true, headers, body: Buffer.alloc(0) }),
    )
  })
}

describe('precompress: the build writes brotli beside each text file', () => {
  it('a script, a stylesheet and index.html of 1 kB or more: a .br that decompresses to it', async () => {
    const css = '.scan__device { font-size: 16px; }\n'.repeat(60)
    const html = `<!doctype html><title>充电</title>${'<p>桩</p>'.repeat(200)}`
    await build({ 'entry.js': script, 'page.css': css, 'index.html': html })
    for (const [name, text] of [
      ['entry.js', script],
      ['page.css', css],
      ['index.html', html],
    ] as const) {
      const br = readFileSync(join(dir, `${name}.br`))
      expect(brotliDecompressSync(br).toString()).toBe(text)
      expect(br.length).toBeLessThan(Buffer.byteLength(text) / 4)
    }
  })

  it('no .br for a file under 1 kB, nor for an image', async () => {
    await build({ 'tiny.js': 'export const a = 1\n', 'logo.png': new Uint8Array(4096).fill(7) })
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false)
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false)
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

  it("the document at '/': index.html's .br, revalidated at every load", async () => {
    const answer = await request('/', 'br')
    expect(answer.headers['Content-Type']).toBe('text/html; charset=utf-8')
    expect(answer.headers['Cache-Control']).toBe('no-cache')
    expect(brotliDecompressSync(answer.body).toString()).toContain('桩')
  })

  it('HEAD: the headers, no body', async () => {
    const answer = await request('/entry.js', 'br', 'HEAD')
    expect(answer.headers['Content-Encoding']).toBe('br')
    expect(answer.body.length).toBe(0)
  })

  it("left to vite's own (gzip on the fly): no br accepted, no .br, another method, a path out", async () => {
    expect((await request('/entry.js', 'gzip, deflate')).next).toBe(true)
    expect((await request('/missing.js', 'br')).next).toBe(true)
    expect((await request('/entry.js', 'br', 'POST')).next).toBe(true)
    expect((await request('/../entry.js', 'br')).next).toBe(true)
    expect((await request('/%2e%2e/entry.js', 'br')).next).toBe(true)
  })
})
