// In a browser axios sends every call with XMLHttpRequest: its adapters are tried in the order
// xhr, http, fetch, and every web view we serve has XMLHttpRequest (upload progress needs it too).
// axios still bundles its fetch adapter (6.7 kB of 58 kB minified, with its stream and multipart
// helpers) and runs its feature tests when it loads. In the build that module is replaced by one
// that says the fetch adapter is not available here, which is what axios reports on a platform
// without fetch: about 4 kB gzip less before a first screen's calls, and less code run when axios
// arrives. (Unit tests run in node, where axios keeps all of its adapters.)
import type { Plugin } from 'vite'

const FETCH_ADAPTER = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/

/** adapters.js reads `getFetch(config)`: false means "not supported in this environment". */
export const FETCH_ADAPTER_STUB = [
  '// Replaced at build (scripts/plugins/axios-xhr-only.ts): the app uses the xhr adapter.',
  'export const getFetch = () => false;',
  'export default false;',
].join('\n')

export function axiosXhrOnly(): Plugin {
  return {
    name: 'axios-xhr-only',
    apply: 'build',
    load(id) {
      return FETCH_ADAPTER.test(id) ? FETCH_ADAPTER_STUB : null
    },
  }
}
