// The e2e's axe-core as a script a page loads (e2e/helpers.ts `expectNoSeriousAxeViolation`):
// from this server once a warm context, from its HTTP cache after that. @axe-core/playwright
// would otherwise send its source (axe.js, 1.48 MB) through the DevTools protocol twice a check
// (README, Footguns: "axe through the protocol").
// The same axe-core as @axe-core/playwright's (the one copy, pinned by `overrides`), minified.
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
