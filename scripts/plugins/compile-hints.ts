import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'

/** V8's explicit compile hint: compile every function of this file as it streams in. */
export const COMPILE_ALL = '//# allFunctionsCalledOnLoad'

/** `code` with the hint as its first line (V8 reads it only there), once. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_ALL) ? code : `${COMPILE_ALL}\n${code}`
}

/**
 * A chunk given the hint, its source map (when the build writes one: its .map file, already in the
 * bundle) moved down by that line.
 */
function hint(chunk: OutputChunk, bundle: OutputBundle): void {
  const code = withCompileHint(chunk.code)
  if (code === chunk.code) return
  chunk.code = code
  const map = bundle[`${chunk.fileName}.map`]
  if (map?.type !== 'asset') return
  const json = JSON.parse(String(map.source)) as { mappings: string }
  map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` })
}

/**
 * Why: V8 compiles a function the first time it is called, on the main thread. The entry (React,
 * the router, the store, the client: every landing page runs most of it at once) was compiled
 * that way in the app's first render: in a trace of a pile link with the throttling applied, 41-50
 * of that render's 95-100 ms at 4x CPU were V8 compiling code. Chromium 136 and later (an Android
 * web view once its Chromium is that recent) reads `//# allFunctionsCalledOnLoad` on a script's
 * first line and compiles all its functions on the thread that streams the script in, while the
 * rest of it downloads: the same render took 50 ms, and the time from the entry's arrival to
 * `app-ready` fell from 455 to 407 ms (medians of eight loads each, in turn;
 * docs/performance-history.md, 2026-11-28). Other engines read it as a comment. Only the entry: a
 * lazy page's chunk is mostly small, compiled on the main thread whole, and much of it runs only
 * when the user acts.
 *
 * After load-app's generateBundle (its rewrite of the entry's first line needs that line first),
 * before the Content-Security-Policy and the Brotli copies.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && file.isEntry) hint(file, bundle)
      },
    },
  }
}
