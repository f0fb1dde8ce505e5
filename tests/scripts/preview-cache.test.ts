import type { Connect, Plugin, PreviewServer } from 'vite'
import { IMMUTABLE, previewCache } from '../../scripts/plugins/preview-cache'

/** The middleware the plugin adds to `vite preview` (before sirv, which serves the files). */
function middleware(plugin: Plugin): Connect.NextHandleFunction {
  let added: Connect.NextHandleFunction | undefined
  const server = { middlewares: { use: (fn: Connect.NextHandleFunction) => (added = fn) } }
  const hook = plugin.configurePreviewServer
  if (typeof hook !== 'function') throw new Error('no configurePreviewServer hook')
  hook.call({} as never, server as unknown as PreviewServer)
  if (!added) throw new Error('no middleware added')
  return added
}

/** The Cache-Control the middleware sets on a response to `url` (sirv keeps a header set first). */
function cacheControl(url: string): string | undefined {
  const headers = new Map<string, string>()
  const res = { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value) }
  const next = vi.fn()
  middleware(previewCache())({ url } as never, res as never, next)
  expect(next).toHaveBeenCalledOnce()
  return headers.get('cache-control')
}

describe('preview-cache: vite preview serves hashed files as immutable', () => {
  it('a file under /assets/: cached for a year, never revalidated', () => {
    expect(cacheControl('/assets/index-AbC123.js')).toBe(IMMUTABLE)
    expect(cacheControl('/assets/orderList-BOSXs9AC.css')).toBe(IMMUTABLE)
  })

  it("index.html and the service worker (names that do not change): sirv's own no-cache", () => {
    expect(cacheControl('/')).toBeUndefined()
    expect(cacheControl('/index.html')).toBeUndefined()
    expect(cacheControl('/mockServiceWorker.js')).toBeUndefined()
  })
})
