// The app's routes as data, for the build (scripts/plugins/*) and scripts/check-build.mjs: every
// built page with its path, title and module, read from the app's own tables (src/config/paths.ts
// ROUTES: path and title; src/app/router.tsx `pages`: the lazy import of each built page) with the
// bundler's JavaScript parser, so a line added to either table is seen as the app sees it. No
// copy to keep in step, and no regular expression over source text.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseAst } from 'rolldown/parseAst'

const ROOT = `${resolve(dirname(fileURLToPath(import.meta.url)), '..')}/`
export const PATHS_FILE = 'src/config/paths.ts'
export const PAGES_FILE = 'src/app/router.tsx'

/** The object literal assigned to `const <name>` at the top level of a TS module. */
function topLevelObject(file, name) {
  const program = parseAst(readFileSync(ROOT + file, 'utf8'), {
    lang: file.endsWith('x') ? 'tsx' : 'ts',
  })
  for (const node of program.body) {
    const decl = node.type === 'ExportNamedDeclaration' ? node.declaration : node
    if (decl?.type !== 'VariableDeclaration') continue
    for (const d of decl.declarations) {
      if (d.id.type !== 'Identifier' || d.id.name !== name) continue
      let init = d.init
      // `{…} as const satisfies …`
      while (init && (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression'))
        init = init.expression
      if (init?.type === 'ObjectExpression') return init
    }
  }
  throw new Error(`${file} has no top-level object \`${name}\``)
}

const keyOf = (property) =>
  property.key.type === 'Identifier' ? property.key.name : String(property.key.value)

function properties(object, file) {
  return object.properties.map((p) => {
    if (p.type !== 'Property') throw new Error(`${file}: a spread in a route table is not data`)
    return p
  })
}

/** ROUTES of src/config/paths.ts: name -> { path, title } (title null where the spec shows none). */
export function readRoutes() {
  const out = new Map()
  for (const p of properties(topLevelObject(PATHS_FILE, 'ROUTES'), PATHS_FILE)) {
    const fields = Object.fromEntries(
      properties(p.value, PATHS_FILE).map((f) => [keyOf(f), f.value.value ?? null]),
    )
    if (typeof fields.path !== 'string') throw new Error(`${PATHS_FILE}: ${keyOf(p)} has no path`)
    out.set(keyOf(p), { path: fields.path, title: fields.title ?? null })
  }
  return out
}

/**
 * The built pages: `pages` of src/app/router.tsx, each `name: () => import('@/pages/…')`, as
 * { name, path, title, module } with module the page's file ('src/pages/main/scan/index.tsx').
 */
export function readPages() {
  const routes = readRoutes()
  return properties(topLevelObject(PAGES_FILE, 'pages'), PAGES_FILE).map((p) => {
    const name = keyOf(p)
    const body = p.value.type === 'ArrowFunctionExpression' ? p.value.body : null
    const source = body?.type === 'ImportExpression' ? body.source.value : null
    if (typeof source !== 'string' || !source.startsWith('@/pages/'))
      throw new Error(`${PAGES_FILE}: pages.${name} is not () => import('@/pages/…')`)
    const route = routes.get(name)
    if (!route) throw new Error(`${PAGES_FILE}: pages.${name} is not a route of ${PATHS_FILE}`)
    return { name, ...route, module: `src/pages/${source.slice('@/pages/'.length)}/index.tsx` }
  })
}
