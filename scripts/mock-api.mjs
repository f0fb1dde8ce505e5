#!/usr/bin/env node
// `npm run mock:api`: the mock operator (src/mocks/handlers, the very handlers the demo's service worker
// and vitest use) served over HTTP on loopback, so that the production build can be run, measured and
// tested against a real HTTP API:
//
//   npm run mock:api                                   # http://127.0.0.1:8787 (MOCK_API_PORT to change)
//   VITE_API_BASE=http://127.0.0.1:8787 npm run build  # then serve dist/ and open it
//
// The handlers are TypeScript that uses the `@/` alias and `import.meta.env`, so they are loaded through
// Vite's SSR module loader (same config, same alias, no extra loader). In node the mock db lives in
// memory (src/mocks/core/db.ts only persists when `window.localStorage` exists): a restart is a fresh seed.
//
// Faults (DESIGN §8, README "The demo and the mock operator", Forcing faults), same spec as in the browser:
//   MOCK_FAULT=code:/user/getChargeUserInfo,slow npm run mock:api   # for every request
//   GET|POST …/v1/charge-user/…?mockFault=500                       # for that request only
//   POST /__mock/fault {"spec":"network:/user"}  ({"spec":null} clears), POST /__mock/reset (fresh db)
//   POST /__mock/user {"follows":1}   (fields of the seeded user, e.g. a user who follows the account)
//   GET /__mock/invoice/<id>.pdf      (an ISSUED invoice's PDF: the msw handler of src/mocks/invoices;
//                                      the invoices' pdfUrl points here when the page is on another origin)
// `MOCK_SLOW_MS` shortens the `slow` delay (default 3000 ms). `MOCK_LATENCY_MS` delays every answer
// (preflights included) to play a mobile network's round trip: calls that wait for each other show.
//
// Exported for scripts: startMockApi({ port, host, quiet, latencyMs, onRequest })
//   -> { url, port, setLatency(ms), setUser(patch), close() }.
import { createServer as createHttpServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { getResponse } from 'msw'
import { createServer as createViteServer } from 'vite'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const API_PREFIX = '/v1/charge-user'
const ALLOW_HEADERS = 'token, content-type'
const ALLOW_METHODS = 'GET, POST, OPTIONS'

/**
 * Sets fields of the seeded user (POST /__mock/user, or setUser): only fields the seed has, with
 * values of the same type. Returns why a patch was refused, or null.
 */
function patchUser(db, patch) {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return 'a JSON object of fields'
  const user = db.db.user
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in user)) return `unknown user field: ${key}`
    if (typeof value !== typeof user[key]) return `${key} takes a ${typeof user[key]}`
  }
  Object.assign(user, patch)
  return null
}

/** Loads the TypeScript mock modules through Vite (alias `@/`, import.meta.env), then closes Vite. */
async function loadMocks() {
  const vite = await createViteServer({
    root: ROOT,
    configFile: `${ROOT}vite.config.ts`,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const [handlersModule, faults, db] = await Promise.all([
      vite.ssrLoadModule('/src/mocks/handlers/index.ts'),
      vite.ssrLoadModule('/src/mocks/core/faults.ts'),
      vite.ssrLoadModule('/src/mocks/core/db.ts'),
    ])
    return { handlers: handlersModule.handlers, faults, db }
  } finally {
    await vite.close()
  }
}

function corsHeaders(req) {
  const origin = req.headers.origin
  return {
    'Access-Control-Allow-Origin': origin || '*',
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
    'Access-Control-Allow-Methods': ALLOW_METHODS,
    'Access-Control-Max-Age': '600',
    ...(origin ? { Vary: 'Origin' } : {}),
  }
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

function toFetchRequest(req, body, base) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0
  return new Request(new URL(req.url ?? '/', base), {
    method,
    headers,
    body: hasBody ? body : undefined,
  })
}

async function sendFetchResponse(res, response, extraHeaders) {
  if (response.type === 'error') {
    // msw's HttpResponse.error() (fault `network`): the browser must see a network failure.
    res.socket?.destroy()
    return
  }
  const headers = { ...extraHeaders }
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value
  })
  const body = Buffer.from(await response.arrayBuffer())
  headers['content-length'] = String(body.length)
  res.writeHead(response.status, headers)
  res.end(body)
}

function sendJson(res, status, data, extraHeaders) {
  const body = Buffer.from(JSON.stringify(data))
  res.writeHead(status, {
    ...extraHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(body.length),
  })
  res.end(body)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A per-request fault (`?mockFault=`), applied here rather than through the module-wide setFault so
 * concurrent requests cannot see each other's spec. The module-wide one (MOCK_FAULT) is still applied
 * by the handlers themselves. */
async function perRequestFault(faults, spec, path, slowMs) {
  const matching = faults.parseFaults(spec).filter((f) => faults.faultMatches(f, path))
  if (!matching.length) return null
  if (matching.some((f) => f.kind === 'slow')) await sleep(slowMs)
  const breaking = matching.find((f) => f.kind !== 'slow')
  switch (breaking?.kind) {
    case '500':
      return new Response(null, { status: 500 })
    case 'network':
      return Response.error()
    case 'code':
      return Response.json({ code: faults.FAULT_CODE, msg: faults.FAULT_MSG, data: null })
    case 'empty':
      return new Response(null, { status: 200 })
    default:
      return null
  }
}

export async function startMockApi({
  port = Number(process.env.MOCK_API_PORT || 8787),
  host = process.env.MOCK_API_HOST || '127.0.0.1',
  quiet = false,
  /** Called with { method, path, status } once per request (preflights included): used by perf.mjs. */
  onRequest = null,
  fault = process.env.MOCK_FAULT || null,
  slowMs = process.env.MOCK_SLOW_MS ? Number(process.env.MOCK_SLOW_MS) : undefined,
  latencyMs = Number(process.env.MOCK_LATENCY_MS || 0),
} = {}) {
  let latency = latencyMs
  const { handlers, faults, db } = await loadMocks()
  const slowDelay = slowMs ?? faults.SLOW_DELAY_MS
  faults.setFault(fault, { slowMs: slowDelay })
  const log = quiet ? () => {} : (line) => console.log(line)

  const server = createHttpServer(async (req, res) => {
    const started = Date.now()
    const cors = corsHeaders(req)
    const url = new URL(req.url ?? '/', `http://${host}:${port}`)
    if (onRequest) {
      res.on('finish', () =>
        onRequest({ method: req.method, path: url.pathname, status: res.statusCode }),
      )
    }
    try {
      if (latency > 0) await sleep(latency)
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...cors, 'content-length': '0' })
        res.end()
        return
      }
      const body = await readBody(req)

      // Control endpoints for QA and scripts.
      if (url.pathname === '/__mock/health') return sendJson(res, 200, { ok: true }, cors)
      if (url.pathname === '/__mock/reset' && req.method === 'POST') {
        db.resetDb()
        return sendJson(res, 200, { ok: true }, cors)
      }
      if (url.pathname === '/__mock/user' && req.method === 'POST') {
        const patch = body.length ? JSON.parse(body.toString('utf8')) : {}
        const refused = patchUser(db, patch)
        if (refused) return sendJson(res, 400, { ok: false, msg: refused }, cors)
        return sendJson(res, 200, { ok: true, user: db.db.user }, cors)
      }
      if (url.pathname === '/__mock/fault' && req.method === 'POST') {
        const spec = body.length ? (JSON.parse(body.toString('utf8')).spec ?? null) : null
        faults.setFault(spec, { slowMs: slowDelay })
        return sendJson(res, 200, { ok: true, spec }, cors)
      }

      const requestFault = url.searchParams.get(faults.FAULT_KEY)
      if (requestFault && url.pathname.startsWith(`${API_PREFIX}/`)) {
        const faulted = await perRequestFault(faults, requestFault, url.pathname, slowDelay)
        if (faulted) {
          log(`${req.method} ${url.pathname} -> fault ${requestFault}`)
          return sendFetchResponse(res, faulted, cors)
        }
      }

      const request = toFetchRequest(req, body, `http://${host}:${port}`)
      const response = await getResponse(handlers, request)
      if (!response) {
        log(`${req.method} ${url.pathname} -> 404 (no handler)`)
        return sendJson(
          res,
          404,
          { code: '404', msg: `No mock for ${url.pathname}`, data: null },
          cors,
        )
      }
      log(`${req.method} ${url.pathname} -> ${response.status} ${Date.now() - started} ms`)
      await sendFetchResponse(res, response, cors)
    } catch (error) {
      console.error(`${req.method} ${url.pathname} failed:`, error)
      if (!res.headersSent)
        sendJson(res, 500, { code: '500', msg: String(error), data: null }, cors)
      else res.end()
    }
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const actualPort = server.address().port
  const url = `http://${host}:${actualPort}`
  log(`mock API (src/mocks/handlers) on ${url}${API_PREFIX}/…${fault ? `, faults: ${fault}` : ''}`)
  return {
    url,
    port: actualPort,
    setLatency: (ms) => {
      latency = ms
    },
    /** Changes the seeded user's fields (e.g. { follows: 1 }); throws on an unknown field or type. */
    setUser: (patch) => {
      const refused = patchUser(db, patch)
      if (refused) throw new Error(refused)
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve())
      }),
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const api = await startMockApi({ quiet: process.argv.includes('--quiet') }).catch((error) => {
    if (error?.code !== 'EADDRINUSE') throw error
    console.error(`mock API: port ${error.port} is in use (set MOCK_API_PORT to use another one).`)
    process.exit(1)
  })
  const stop = async () => {
    await api.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
