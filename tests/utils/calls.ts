import { server } from '@/mocks/node'

// What a test sees of the calls reaching the mock operator. Each listener added here is removed
// by tests/setup.ts after the test, once its calls have settled: a test never removes listeners
// itself, so the setup's own (which wait for the calls left in flight) stay in place.

const added: Array<() => void> = []

/** Runs `listener` for each call that starts, until the test ends. */
function onCallStart(listener: (request: Request) => void): () => void {
  const onStart = ({ request }: { request: Request }) => listener(request)
  server.events.on('request:start', onStart)
  const remove = () => server.events.removeListener('request:start', onStart)
  added.push(remove)
  return remove
}

const pathOf = (request: Request) => new URL(request.url).pathname

/** The calls to `path` (a path's ending: `/order/list`, `send-mobile-code`), and when each began. */
export function countCalls(path: string): { count: number; at: number[] } {
  const seen = { count: 0, at: [] as number[] }
  onCallStart((request) => {
    if (!pathOf(request).endsWith(path)) return
    seen.count += 1
    seen.at.push(Date.now())
  })
  return seen
}

/** Every JSON body posted to `path`, in the order they were read (for one call at a time: sent). */
export function bodiesOf<T = unknown>(path: string): T[] {
  const seen: T[] = []
  onCallStart((request) => {
    if (!pathOf(request).endsWith(path)) return
    void request
      .clone()
      .json()
      .then((body: T) => seen.push(body))
  })
  return seen
}

/** The paths of the calls started and answered, from now until `stop()` or the test's end. */
export function recordRequests() {
  const paths: string[] = []
  const answered: string[] = []
  const stopStarts = onCallStart((request) => paths.push(pathOf(request)))
  const onEnd = ({ request }: { request: Request }) => {
    answered.push(pathOf(request))
  }
  server.events.on('request:end', onEnd)
  const stopEnds = () => server.events.removeListener('request:end', onEnd)
  added.push(stopEnds)
  const count = (list: string[], fragment: string) =>
    list.filter((path) => path.includes(fragment)).length
  return {
    paths,
    /** Calls started whose path contains `fragment`. */
    count: (fragment: string) => count(paths, fragment),
    /** Calls answered whose path contains `fragment`. */
    answered: (fragment: string) => count(answered, fragment),
    stop: () => {
      stopStarts()
      stopEnds()
    },
  }
}

/** Removes what this module added (tests/setup.ts, after each test). */
export function removeCallListeners(): void {
  for (const remove of added.splice(0)) remove()
}
