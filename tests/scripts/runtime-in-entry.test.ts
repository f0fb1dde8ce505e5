import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import {
  RUNTIME_ID,
  chunkFromEntry,
  entryWithRuntime,
  runtimeInEntry,
  runtimeSubset,
} from '../../scripts/plugins/runtime-in-entry'

// Minified as rolldown writes them: the runtime's locals share names with the entry's.
const RUNTIME = 'var e=Object.keys,t=(n)=>n+1,n=(r)=>e(r).length;export{n as i,t};'
const ENTRY =
  '//# allFunctionsCalledOnLoad\nimport{i as e,t as n}from"./rt.js";' +
  'const t=e({a:1,b:2}),r=n(t);window.__entry=[t,r];export{r as a};'
const PAGE = 'import{t as e}from"./rt.js";import{a as t}from"./entry.js";export const page=e(t);'
/** A lazy library chunk that uses the helpers but does not import the entry (axios, Leaflet). */
const LIBRARY = 'import{i as e}from"./rt.js";export const size=e({x:1,y:2,z:3});'

/** Rolldown 1.2's runtime as it builds it for this app (`__toESM`, `__export`, `__reExport`, `__commonJS`). */
const ROLLDOWN_RUNTIME = `var e=Object.create,t=Object.defineProperty,n=Object.getOwnPropertyDescriptor,r=Object.getOwnPropertyNames,i=Object.getPrototypeOf,a=Object.prototype.hasOwnProperty,o=(e,t)=>()=>(t||(e((t={exports:{}}).exports,t,t.exports),e=null),t.exports),s=(e,n)=>{let r={};for(var i in e)t(r,i,{get:e[i],enumerable:!0});return n||t(r,Symbol.toStringTag,{value:\`Module\`}),r},c=(e,i,o,s)=>{if(i&&typeof i==\`object\`||typeof i==\`function\`)for(var c=r(i),l=0,u=c.length,d;l<u;l++)d=c[l],!a.call(e,d)&&d!==o&&t(e,d,{get:(e=>i[e]).bind(null,d),enumerable:!(s=n(i,d))||s.enumerable});return e},l=(e,t,n)=>(c(e,t,\`default\`),n&&c(n,t,\`default\`)),u=(n,r,o)=>(o=n==null?{}:e(i(n)),c(r||!n||!n.__esModule||!a.call(n,\`default\`)?t(o,\`default\`,{value:n,enumerable:!0}):o,n));export{u as i,s as n,l as r,o as t};`

function chunk(fileName: string, code: string, more: Partial<OutputChunk> = {}): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    code,
    isEntry: false,
    imports: [],
    moduleIds: [],
    ...more,
  } as unknown as OutputChunk
}

function bundleOf(): OutputBundle {
  return {
    'assets/entry.js': chunk('assets/entry.js', ENTRY, {
      isEntry: true,
      imports: ['assets/rt.js'],
    }),
    'assets/rt.js': chunk('assets/rt.js', RUNTIME, { moduleIds: [RUNTIME_ID] }),
    'assets/page.js': chunk('assets/page.js', PAGE, {
      imports: ['assets/rt.js', 'assets/entry.js'],
    }),
    'assets/library.js': chunk('assets/library.js', LIBRARY, { imports: ['assets/rt.js'] }),
  } as unknown as OutputBundle
}

function generate(bundle: OutputBundle) {
  const plugin = runtimeInEntry() as Plugin & {
    generateBundle: { handler: (this: unknown, o: unknown, b: OutputBundle) => void }
  }
  const context = {
    error: (message: string) => {
      throw new Error(message)
    },
    warnings: [] as string[],
    warn(message: string) {
      this.warnings.push(message)
    },
  }
  plugin.generateBundle.handler.call(context, {}, bundle)
  return context
}

describe('runtime-in-entry', () => {
  it('runs the runtime inside the entry, first, and the pages take its helpers from the entry', async () => {
    const bundle = bundleOf()
    generate(bundle)
    expect(Object.keys(bundle).sort()).toEqual([
      'assets/entry.js',
      'assets/library.js',
      'assets/page.js',
    ])
    const entry = bundle['assets/entry.js'] as OutputChunk
    const page = bundle['assets/page.js'] as OutputChunk
    // V8 reads the compile hint on the first line only.
    expect(entry.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
    expect(entry.code).not.toContain('rt.js')
    expect(entry.imports).toEqual([])
    expect(page.code).not.toContain('rt.js')
    expect(page.imports).toEqual(['assets/entry.js'])
    // Its name is a hash of its content taken before this hook, which the entry's name did not
    // enter: pointed at the entry, a cached copy would import an entry of another build. It runs a
    // copy of the runtime instead.
    const library = bundle['assets/library.js'] as OutputChunk
    expect(library.code).not.toMatch(/rt\.js|entry\.js/)
    expect(library.imports).toEqual([])
    // The files as a browser would load them: the entry, then the page it imports lazily (in a
    // node of its own: vitest's module runner does not load files from outside the project).
    const dir = mkdtempSync(join(tmpdir(), 'runtime-in-entry-'))
    try {
      writeFileSync(join(dir, 'package.json'), '{"type":"module"}')
      writeFileSync(join(dir, 'entry.js'), entry.code)
      writeFileSync(join(dir, 'page.js'), page.code)
      writeFileSync(join(dir, 'library.js'), library.code)
      const run =
        'globalThis.window=globalThis;const e=await import("./entry.js");' +
        'const p=await import("./page.js");const l=await import("./library.js");' +
        'console.log(JSON.stringify([window.__entry,e.a,p.page,l.size]))'
      writeFileSync(join(dir, 'run.js'), run)
      const out = execFileSync(process.execPath, [join(dir, 'run.js')], { encoding: 'utf8' })
      expect(JSON.parse(out)).toEqual([[2, 3], 3, 4, 3])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('keeps every import a chunk has of the runtime, under the names the entry exports', () => {
    const code = 'import{i as a,n}from"./rt.js";import{t as b}from"./rt.js";a(n,b);'
    expect(chunkFromEntry(code, 'assets/rt.js', 'assets/entry.js')).toBe(
      'import{__rolldown_runtime_i as a,__rolldown_runtime_n as n}from"./entry.js";' +
        'import{__rolldown_runtime_t as b}from"./entry.js";a(n,b);',
    )
  })

  it('refuses what it cannot rewrite: an entry importing it twice, a second entry using it', () => {
    expect(() =>
      entryWithRuntime(`${ENTRY}import{t as z}from"./rt.js";`, RUNTIME, 'assets/rt.js'),
    ).toThrow(/imports the runtime 2 times/)
    expect(() => entryWithRuntime(ENTRY, 'var e=1;', 'assets/rt.js')).toThrow(/exports/)
    const bundle = bundleOf()
    ;(bundle['assets/page.js'] as OutputChunk).isEntry = true
    bundle['assets/worker.js'] = chunk('assets/worker.js', PAGE, {
      isEntry: true,
      imports: ['assets/rt.js'],
    })
    expect(() => generate(bundle)).toThrow(/a second entry/)
    // An import it does not read (a namespace here) would be left naming a deleted file.
    const namespace = bundleOf()
    ;(namespace['assets/page.js'] as OutputChunk).code =
      'import*as r from"./rt.js";import{a as t}from"./entry.js";export const page=r.t(t);'
    expect(() => generate(namespace)).toThrow(/page\.js still names the runtime's file/)
    // A chunk the entry imports statically would run before the helpers are defined.
    const shared = bundleOf()
    ;(shared['assets/entry.js'] as OutputChunk).imports = ['assets/rt.js', 'assets/shared.js']
    expect(() => generate(shared)).toThrow(/imports assets\/shared\.js statically/)
    // A page in another folder would import the entry by another path.
    const elsewhere = bundleOf()
    ;(elsewhere['assets/page.js'] as OutputChunk).fileName = 'other/page.js'
    expect(() => generate(elsewhere)).toThrow(/not beside the entry/)
  })

  it("puts the entry's exports before its source map comment, and says the map is off", () => {
    const bundle = bundleOf()
    ;(bundle['assets/entry.js'] as OutputChunk).code = `${ENTRY}\n//# sourceMappingURL=entry.js.map`
    bundle['assets/entry.js.map'] = { type: 'asset', fileName: 'assets/entry.js.map' } as never
    const { warnings } = generate(bundle)
    const code = (bundle['assets/entry.js'] as OutputChunk).code
    expect(code.endsWith('\n//# sourceMappingURL=entry.js.map')).toBe(true)
    expect(code).toContain('export{__rolldown_runtime_i,__rolldown_runtime_t};')
    expect(warnings).toEqual([
      "runtime-in-entry: the entry's source map is off on the runtime's line",
    ])
  })

  it('cuts a copy to the helpers a chunk uses and what they call', () => {
    const commonJs = runtimeSubset(ROLLDOWN_RUNTIME, ['t'])
    const namespace = runtimeSubset(ROLLDOWN_RUNTIME, ['n'])
    expect(commonJs.length).toBeLessThan(ROLLDOWN_RUNTIME.length / 2)
    expect(commonJs).toMatch(/export\{o as t\};$/)
    expect(namespace).toMatch(/export\{s as n\};$/)
    // They run: a CommonJS module's exports, a namespace object.
    const run = (code: string, use: string) =>
      new Function(`${code.replace(/export\{([^}]*)\};$/, '')}return ${use}`)() as unknown
    expect(run(commonJs, 'o((exports,module)=>{module.exports={a:1}})()')).toEqual({ a: 1 })
    const ns = run(namespace, 's({b:()=>2})') as { b: number }
    expect(ns.b).toBe(2)
  })

  it('cuts a copy from the runtime as an unminified build writes it (a statement per helper)', () => {
    // `vite build --minify false`: a comment first, then one `var` statement per declaration.
    const unminified = [
      '// \\0rolldown/runtime.js',
      'var __defProp = Object.defineProperty;',
      'var __getOwnPropNames = Object.getOwnPropertyNames;',
      'var __commonJSMin = (cb, mod) => () => (mod || (cb((mod = { exports: {} }).exports, mod, mod.exports), cb = null), mod.exports);',
      'var __exportAll = (all) => {',
      '\tlet target = {};',
      '\tfor (var name in all) __defProp(target, name, { get: all[name], enumerable: true });',
      '\treturn target;',
      '};',
      'export { __exportAll as n, __commonJSMin as t };',
      '',
    ].join('\n')
    const commonJs = runtimeSubset(unminified, ['t'])
    expect(commonJs).not.toContain('__exportAll')
    expect(commonJs).not.toContain('__defProp')
    expect(commonJs).toMatch(/export\{__commonJSMin as t\};$/)
    const run = (code: string, use: string) =>
      new Function(`${code.replace(/export\{([^}]*)\};$/, '')}return ${use}`)() as unknown
    expect(run(commonJs, '__commonJSMin((exports,module)=>{module.exports={a:1}})()')).toEqual({
      a: 1,
    })
    const namespace = runtimeSubset(unminified, ['n'])
    expect(namespace).toContain('__defProp')
    expect(namespace).not.toContain('__getOwnPropNames')
    expect((run(namespace, '__exportAll({b:()=>2})') as { b: number }).b).toBe(2)
    // What is not a declaration is refused, not copied in part.
    expect(() => runtimeSubset('var a = 1;\na();\nexport { a as t };', ['t'])).toThrow(
      'not only declarations',
    )
  })

  it('changes nothing in a build with no runtime file', () => {
    const bundle = bundleOf()
    delete bundle['assets/rt.js']
    generate(bundle)
    expect((bundle['assets/entry.js'] as OutputChunk).code).toBe(ENTRY)
  })
})
