// Why: rolldown gives its runtime helpers (`__commonJS`, `__toESM`… for React's CommonJS files,
// used by the entry and most lazy chunks) a file of their own, and no setting moves them into the
// entry: a `codeSplitting` group's `test` is never called with the runtime's id (rolldown issue
// 9963). So every first visit asked for a 0.8 kB file beside the entry, at the same moment, and
// Lighthouse's estimate (Lantern) shares the bandwidth evenly among the requests in flight, even
// one still waiting on its handshake: that request alone put a pile link's 100 kB entry into a
// seventh simulated round trip in some runs (LCP 1.72-1.80 s instead of 1.55-1.63 s; replayed
// without it, every traced run stayed in six, also with the entry 3 % larger;
// docs/performance-history.md, 2026-11-29). This plugin runs the runtime inside the entry, where
// the entry imported it (after Vite's `__vite__mapDeps` definition, before any other code), and
// lets the chunks that import the entry already take the helpers from it.
//
// File names are content hashes, computed before this hook: a chunk may only be pointed at the
// entry if its name already follows the entry's (it imports the entry). The few that import the
// runtime alone (axios, Leaflet, the JSSDK) get a copy of the helpers they use instead (the
// helpers hold no state, and those chunks' names follow the runtime's content already): 0.15-0.35
// kB each before compression; a first visit's axios and JSSDK together gain 0.1 kB of gzip, where
// a whole copy in each put 0.57 kB on it (`npm run perf:size`).
import type { OutputBundle, OutputChunk } from 'rolldown'
import { parseAst } from 'rolldown/parseAst'
import type { Plugin } from 'vite'

/** Rolldown's id for its runtime module. */
export const RUNTIME_ID = '\0rolldown/runtime.js'
/** The prefix of the names the entry exports the helpers by (no minifier writes a name this long). */
const EXPORTED = '__rolldown_runtime_'
/** The helpers' object where the runtime runs ('$' first: no EXPORTED name can be it). */
const LOCAL = '$__rolldown_runtime'

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

/** A file's name (its folder left out) as a regular expression's source. */
function nameSource(file: string): string {
  return file.replace(/^.*\//, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Whether `code` still names `./<file>` in quotes (an import this plugin did not rewrite). */
export function namesFile(code: string, file: string): boolean {
  return new RegExp(`["'\`]\\./${nameSource(file)}["'\`]`).test(code)
}

/** The import statements of `code` from `./<file>`, with what each binds ([imported, local]). */
function importsFrom(
  code: string,
  file: string,
): { statement: string; bindings: [string, string][] }[] {
  const name = nameSource(file)
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["'\`]\\./${name}["'\`];?`, 'g')
  return [...code.matchAll(pattern)].map((m) => ({
    statement: m[0],
    bindings: pairsOf(m[1] ?? ''),
  }))
}

type Node = { type: string; start: number; end: number; [key: string]: unknown }

/** Every identifier name under `node` (locals and parameters too: more is only a bigger copy). */
function identifiers(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const child of node) identifiers(child, into)
  else if (node && typeof node === 'object') {
    const n = node as Node
    if (n.type === 'Identifier' && typeof n.name === 'string') into.add(n.name)
    for (const [key, value] of Object.entries(n)) if (key !== 'type') identifiers(value, into)
  }
  return into
}

/**
 * The runtime cut to the helpers `wanted` (exported names) and the declarations they use: rolldown
 * writes it as `var` declarations of helpers and the `Object` functions they call (one list when
 * minified, one statement each when not), then its exports.
 */
export function runtimeSubset(runtime: string, wanted: string[]): string {
  const { body, names } = exportsOf(runtime)
  const statements = (parseAst(body) as unknown as { body: Node[] }).body
  if (statements.some((s) => s.type !== 'VariableDeclaration'))
    throw new Error('runtime-in-entry: the runtime is not only declarations')
  const declarators = statements.flatMap(
    (s) => s.declarations as { id: { name?: string }; start: number; end: number; init: unknown }[],
  )
  const byName = new Map(declarators.map((d) => [d.id.name ?? '', d]))
  const needed = new Set<string>()
  const visit = (name: string) => {
    const d = byName.get(name)
    if (!d || needed.has(name)) return
    needed.add(name)
    for (const used of identifiers(d.init)) visit(used)
  }
  const exports = names.filter(([, exported]) => wanted.includes(exported))
  for (const [local] of exports) visit(local)
  const kept = declarators.filter((d) => needed.has(d.id.name ?? ''))
  const list = exports.map(([local, exported]) =>
    local === exported ? local : `${local} as ${exported}`,
  )
  return `var ${kept.map((d) => body.slice(d.start, d.end)).join(',')};export{${list.join(',')}};`
}

/** The runtime run in place of `statement`, its helpers bound as that import bound them. */
function runtimeInPlace(
  runtime: string,
  bindings: [string, string][],
  more: string[] = [],
): { declaration: string; names: [string, string][] } {
  const { body, names } = exportsOf(runtime)
  const object = names.map(([local, exported]) => `${exported}:${local}`).join(',')
  const bound = bindings.map(([imported, local]) => `${local}=${LOCAL}.${imported}`)
  const declaration =
    `const ${LOCAL}=(()=>{${body.trim().replace(/;?$/, ';')}return{${object}}})(),` +
    `${[...bound, ...more].join(',')};`
  return { declaration, names }
}

/** The one import of the runtime in `code`, or an error naming the chunk. */
function onlyImport(code: string, runtimeFile: string, what: string) {
  const imports = importsFrom(code, runtimeFile)
  const [only] = imports
  if (imports.length !== 1 || !only)
    throw new Error(`runtime-in-entry: ${what} imports the runtime ${imports.length} times`)
  return only
}

/** `code` with `addition` before its source map comment, if it has one, else at its end. */
function appended(code: string, addition: string): string {
  const map = /\n\/\/# sourceMappingURL=[^\n]*\s*$/.exec(code)
  return map ? code.slice(0, map.index) + addition + code.slice(map.index) : code + addition
}

/** The entry with the runtime run in it, its helpers bound as its import bound them, and exported. */
export function entryWithRuntime(entry: string, runtime: string, runtimeFile: string): string {
  const { statement, bindings } = onlyImport(entry, runtimeFile, 'the entry')
  const { names } = exportsOf(runtime)
  const exported = names.map(([, name]) => `${EXPORTED}${name}=${LOCAL}.${name}`)
  const { declaration } = runtimeInPlace(runtime, bindings, exported)
  const exportList = names.map(([, name]) => `${EXPORTED}${name}`).join(',')
  return appended(
    entry.replace(statement, () => declaration),
    `\nexport{${exportList}};`,
  )
}

/** A chunk that imports the runtime but not the entry, with the helpers it uses run in it. */
export function chunkWithRuntime(code: string, runtime: string, runtimeFile: string): string {
  const { statement, bindings } = onlyImport(code, runtimeFile, 'a chunk')
  const subset = runtimeSubset(
    runtime,
    bindings.map(([imported]) => imported),
  )
  return code.replace(statement, () => runtimeInPlace(subset, bindings).declaration)
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
        // A chunk the entry imports would run before it, and find the helpers not yet defined.
        if (entry.imports.length > 0)
          this.error(`runtime-in-entry: the entry imports ${entry.imports.join(', ')} statically`)
        for (const file of Object.values(bundle)) {
          if (file === entry || file.type !== 'chunk' || !file.imports.includes(runtime.fileName))
            continue
          if (file.isEntry)
            this.error(`runtime-in-entry: a second entry, ${file.fileName}, uses it`)
          if (file.imports.includes(entry.fileName)) {
            if (folder(file.fileName) !== folder(entry.fileName))
              this.error(`runtime-in-entry: ${file.fileName} is not beside the entry`)
            file.code = chunkFromEntry(file.code, runtime.fileName, entry.fileName)
          } else {
            file.code = chunkWithRuntime(file.code, runtime.code, runtime.fileName)
          }
          file.imports = file.imports.filter((f) => f !== runtime.fileName)
        }
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && file !== runtime && namesFile(file.code, runtime.fileName))
            this.error(`runtime-in-entry: ${file.fileName} still names the runtime's file`)
        // Off by default (vite.config.ts): the runtime's line of the entry is not mapped again.
        if (bundle[`${entry.fileName}.map`])
          this.warn("runtime-in-entry: the entry's source map is off on the runtime's line")
        delete bundle[runtime.fileName]
      },
    },
  }
}
