// The e2e's axe-core as a script a page loads (e2e/helpers.ts `expectNoSeriousAxeViolation`):
// from this server once a warm context, from its HTTP cache after that, compiled by the page
// with V8's code cache. @axe-core/playwright would otherwise send its 654 kB source through the
// DevTools protocol twice a check (README, Footguns: "axe through the protocol").
// The same file @axe-core/playwright injects (the package's one axe-core, pinned by `overrides`).
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'

const port = Number(process.env.E2E_AXE_PORT ?? 4176)
const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'))

createServer((req, res) => {
  if (req.url !== '/axe.min.js') {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Access-Control-Allow-Origin': '*',
  })
  res.end(source)
}).listen(port, '127.0.0.1')
