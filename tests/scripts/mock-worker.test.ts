import { readFileSync } from 'node:fs'
import { mockWorkerSource } from '../../scripts/plugins/mock-worker'

// As `npm install` refreshes it (package.json `msw.workerDirectory`); vitest runs from the root.
const MSW_WORKER = readFileSync('mock-public/mockServiceWorker.js', 'utf8')
const SCOPE = 'https://demo.example/h5/'

interface FetchEvent {
  request: { url: string; mode: string; cache: string; clone: () => unknown }
  clientId: string
  respondWith: ReturnType<typeof vi.fn>
}

/** The worker run with stand-ins for a worker's globals, one page active: its fetch listener. */
function fetchListener(source: string): (event: FetchEvent) => void {
  const listeners = new Map<string, (event: FetchEvent) => void>()
  const self = {
    registration: { scope: SCOPE },
    clients: { get: () => Promise.resolve(undefined), matchAll: () => Promise.resolve([]) },
    skipWaiting: () => Promise.resolve(),
  }
  const run = new Function('self', 'addEventListener', 'fetch', `${source}\nreturn activeClientIds`)
  const active = run(
    self,
    (type: string, listener: (event: FetchEvent) => void) => listeners.set(type, listener),
    () => Promise.resolve(new Response('')),
  ) as Set<string>
  active.add('page-1')
  const listener = listeners.get('fetch')
  if (!listener) throw new Error('no fetch listener')
  return listener
}

function request(url: string): FetchEvent {
  return {
    request: { url, mode: 'cors', cache: 'default', clone: () => ({}) },
    clientId: 'page-1',
    respondWith: vi.fn(),
  }
}

describe("msw's worker in the mock build (scripts/plugins/mock-worker.ts)", () => {
  it("leaves the build's own files to the browser and still takes every other request", () => {
    const listener = fetchListener(mockWorkerSource(MSW_WORKER, 'assets'))
    const chunk = request(`${SCOPE}assets/Bx12.js`)
    listener(chunk)
    expect(chunk.respondWith).not.toHaveBeenCalled()

    for (const url of [
      'https://api.example/v1/charge-user/user/get-user-info',
      `${SCOPE}mock-uploads/a.png`,
      'https://cdn.example/h5/assets/x.js',
    ]) {
      const call = request(url)
      listener(call)
      expect(call.respondWith, url).toHaveBeenCalledTimes(1)
    }
  })

  it("takes the build's files too without the change (what it changes)", () => {
    const chunk = request(`${SCOPE}assets/Bx12.js`)
    fetchListener(MSW_WORKER)(chunk)
    expect(chunk.respondWith).toHaveBeenCalledTimes(1)
  })

  it("fails the build when msw's fetch listener no longer has the line it follows", () => {
    expect(() =>
      mockWorkerSource(MSW_WORKER.replace("mode === 'navigate'", 'mode'), 'assets'),
    ).toThrow(/update scripts\/plugins\/mock-worker.ts/)
  })
})
