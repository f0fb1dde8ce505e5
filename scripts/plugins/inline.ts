// Helpers shared by the first screen's plugins: code compiled from the app's TypeScript into an
// inline <script>, data written into one safely, and string edits that cannot misfire.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rolldown } from 'rolldown'

/** The repository root, with a trailing slash. */
export const ROOT = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`

/** The old web views (vite.config.ts BUILD_TARGET; iOS 13 WKWebView, Chrome 76 web views). */
export const INLINE_TARGET = ['es2019', 'safari13', 'chrome76']

/**
 * A value as a JavaScript expression that is safe inside an inline <script>: JSON with `<`, `>`,
 * `&` and the two line separators escaped, so no data can close the element ('</script>') or open
 * a comment ('<!--').
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'undefined')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * Code made safe to sit between <script> and </script>: '</script' and '<!--' can only occur in
 * strings, regular expressions and comments of compiled code, where '<\/script' and '<\!--' mean
 * the same.
 */
export function scriptText(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--')
}

/** `text` with `anchor` (found exactly once) replaced by `insert`, taken literally (no `$&`). */
export function replaceOnce(text: string, anchor: string, insert: string): string {
  const at = text.indexOf(anchor)
  if (at < 0 || text.indexOf(anchor, at + 1) >= 0)
    throw new Error(`expected exactly one ${JSON.stringify(anchor)}`)
  return text.slice(0, at) + insert + text.slice(at + anchor.length)
}

const ENTRY = '\0inline-entry'

/**
 * Compiles `fn` of a module of the app (path from the repository root) into a standalone script
 * that calls it once with `arg` (JSON data) and swallows any error: the app itself then does the
 * work as usual. Bundled with the modules it imports, for the old web views, minified.
 */
export async function compileCall(module: string, fn: string, arg?: unknown): Promise<string> {
  const call = `${fn}(${arg === undefined ? '' : jsonForScript(arg)})`
  const bundle = await rolldown({
    input: ENTRY,
    cwd: ROOT,
    logLevel: 'silent',
    resolve: { alias: { '@': `${ROOT}src` } },
    // Nothing here reads the build's configuration: what a script needs comes in `arg`.
    transform: { target: INLINE_TARGET, define: { 'import.meta.env': '{}' } },
    plugins: [
      {
        name: 'inline-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY
            ? `import { ${fn} } from ${JSON.stringify(ROOT + module)}\ntry { ${call} } catch (e) {}`
            : null,
      },
    ],
  })
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true })
    return scriptText(output[0].code.trim())
  } finally {
    await bundle.close()
  }
}
