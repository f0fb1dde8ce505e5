import { server } from '@/mocks/node'

/** Records the paths of the calls that reach the mock operator, from now until `stop()`. */
export function recordRequests() {
  const paths: string[] = []
  const answered: string[] = []
  const onStart = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname)
  }
  const onEnd = ({ request }: { request: Request }) => {
    answered.push(new URL(request.url).pathname)
  }
  server.events.on('request:start', onStart)
  server.events.on('request:end', onEnd)
  const count = (list: string[], fragment: string) =>
    list.filter((path) => path.includes(fragment)).length
  return {
    paths,
    /** Calls started whose path contains `fragment`. */
    count: (fragment: string) => count(paths, fragment),
    /** Calls answered whose path contains `fragment`. */
    answered: (fragment: string) => count(answered, fragment),
    stop: () => {
      server.events.removeListener('request:start', onStart)
      server.events.removeListener('request:end', onEnd)
    },
  }
}
