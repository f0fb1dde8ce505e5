// Why: rolldown gives its runtime helpers (`__commonJS`, `__toESM`… for React's CommonJS files,
// used by the entry and most lazy chunks) a file of their own, and no setting moves them into the
// entry: a `codeSplitting` group's `test` is never called with the runtime's id (rolldown issue
// 9963). So every first visit asked for a 0.8 kB file beside the entry, at the same moment, and
// Lighthouse's estimate (Lantern) shares the bandwidth evenly among the requests in flight, even
// one still waiting on its handshake: that request alone put a pile link's 100 kB entry into a
// seventh simulated round trip in some runs (LCP 1.73 s instead of 1.58 s; replayed without it,
// every traced run stayed in six, also with the entry 3 % larger; docs/performance-history.md,
// 2026-11-29). This plugin writes the runtime into the entry, as the entry's first statement, and
// lets the other chunks import the helpers from the entry, which each of them imports already.
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'

/** Rolldown's id for its runtime module. */
export const RUNTIME_ID = '\0rolldown/runtime.js'
/** The prefix of the names the entry exports the helpers by (no minifier writes a name this long). */
const EXPORTED = '__rolldown_runtime_'
const LOCAL = '__rolldown_runtime__'

/** `a as b,c` -> [['a','b'],['c','c']]: an import's or an export's list, as written. */
function pairsOf(list: string): [string, string][] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [name = '', alias = name] = s.split(/\s+as\s+/)
      return [name, alias]
    })
}

/** `export{u as i,s as n,o as t}` (the runtime's last statement) as [local, exported] pairs. */
function exportsOf(code: string): { body: string; names: [string, string][] } {
  const match = /export\s*\{([^}]*)\};?\s*$/.exec(code)
  if (!match) throw new Error('runtime-in-entry: the runtime chunk does not end with its exports')
  return { body: code.slice(0, match.index), names: pairsOf(match[1] ?? '') }
}

/** The import statements of `code` from `./<file>`, with what each binds ([imported, local]). */
function importsFrom(
  code: string,
  file: string,
): { statement: string; bindings: [string, string][] }[] {
  const name = file.replace(/^.*\//, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["'\`]\\./${name}["'\`];?`, 'g')
  return [...code.matchAll(pattern)].map((m) => ({
    statement: m[0],
    bindings: pairsOf(m[1] ?? ''),
  }))
}

/** The entry with the runtime run in it, its helpers bound as its import bound them, and exported. */
export function entryWithRuntime(entry: string, runtime: string, runtimeFile: string): string {
  const { body, names } = exportsOf(runtime)
  const imports = importsFrom(entry, runtimeFile)
  const [only] = imports
  if (imports.length !== 1 || !only)
    throw new Error(`runtime-in-entry: the entry imports the runtime ${imports.length} times`)
  const { statement, bindings } = only
  const object = names.map(([local, exported]) => `${exported}:${local}`).join(',')
  const bound = bindings.map(([imported, local]) => `${local}=${LOCAL}.${imported}`)
  const exported = names.map(([, name]) => `${EXPORTED}${name}=${LOCAL}.${name}`)
  const declaration =
    `const ${LOCAL}=(()=>{${body.trim().replace(/;?$/, ';')}return{${object}}})(),` +
    `${[...bound, ...exported].join(',')};`
  const exportList = names.map(([, name]) => `${EXPORTED}${name}`).join(',')
  return `${entry.replace(statement, () => declaration)}\nexport{${exportList}};`
}

/** A chunk's imports of the runtime, now from the entry, by the names the entry exports them. */
export function chunkFromEntry(code: string, runtimeFile: string, entryFile: string): string {
  let out = code
  for (const { statement, bindings } of importsFrom(code, runtimeFile)) {
    const list = bindings.map(([imported, local]) => `${EXPORTED}${imported} as ${local}`).join(',')
    const from = entryFile.replace(/^.*\//, '')
    out = out.replace(statement, () => `import{${list}}from"./${from}";`)
  }
  return out
}

function isRuntime(file: OutputBundle[string]): file is OutputChunk {
  return file.type === 'chunk' && file.moduleIds.length === 1 && file.moduleIds[0] === RUNTIME_ID
}

/**
 * Before Vite writes index.html's tags and the lazy imports' preload lists (their generateBundle
 * hooks read the chunks' imports), so neither names the runtime's file.
 */
export function runtimeInEntry(): Plugin {
  return {
    name: 'runtime-in-entry',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const runtime = Object.values(bundle).find(isRuntime)
        const entry = Object.values(bundle).find(
          (f): f is OutputChunk =>
            f.type === 'chunk' && f.isEntry && f.imports.includes(runtime?.fileName ?? ''),
        )
        if (!runtime || !entry) return
        // Chunks in other folders would import the entry by another path: all are in one here.
        const folder = (f: string) => f.replace(/[^/]*$/, '')
        entry.code = entryWithRuntime(entry.code, runtime.code, runtime.fileName)
        entry.imports = entry.imports.filter((f) => f !== runtime.fileName)
        for (const file of Object.values(bundle)) {
          if (file === entry || file.type !== 'chunk' || !file.imports.includes(runtime.fileName))
            continue
          if (file.isEntry)
            this.error(`runtime-in-entry: a second entry, ${file.fileName}, uses it`)
          if (folder(file.fileName) !== folder(entry.fileName))
            this.error(`runtime-in-entry: ${file.fileName} is not beside the entry`)
          file.code = chunkFromEntry(file.code, runtime.fileName, entry.fileName)
          file.imports = [
            ...new Set(file.imports.map((f) => (f === runtime.fileName ? entry.fileName : f))),
          ]
        }
        delete bundle[runtime.fileName]
      },
    },
  }
}
