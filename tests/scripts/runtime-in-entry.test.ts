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
} from '../../scripts/plugins/runtime-in-entry'

// Minified as rolldown writes them: the runtime's locals share names with the entry's.
const RUNTIME = 'var e=Object.keys,t=(n)=>n+1,n=(r)=>e(r).length;export{n as i,t};'
const ENTRY =
  '//# allFunctionsCalledOnLoad\nimport{i as e,t as n}from"./rt.js";' +
  'const t=e({a:1,b:2}),r=n(t);window.__entry=[t,r];export{r as a};'
const PAGE = 'import{t as e}from"./rt.js";import{a as t}from"./entry.js";export const page=e(t);'

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
  } as unknown as OutputBundle
}

function generate(bundle: OutputBundle): void {
  const plugin = runtimeInEntry() as Plugin & {
    generateBundle: { handler: (this: unknown, o: unknown, b: OutputBundle) => void }
  }
  const context = {
    error: (message: string) => {
      throw new Error(message)
    },
  }
  plugin.generateBundle.handler.call(context, {}, bundle)
}

describe('runtime-in-entry', () => {
  it('runs the runtime inside the entry, first, and the pages take its helpers from the entry', async () => {
    const bundle = bundleOf()
    generate(bundle)
    expect(Object.keys(bundle).sort()).toEqual(['assets/entry.js', 'assets/page.js'])
    const entry = bundle['assets/entry.js'] as OutputChunk
    const page = bundle['assets/page.js'] as OutputChunk
    // V8 reads the compile hint on the first line only.
    expect(entry.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
    expect(entry.code).not.toContain('rt.js')
    expect(entry.imports).toEqual([])
    expect(page.code).not.toContain('rt.js')
    expect(page.imports).toEqual(['assets/entry.js'])
    // The files as a browser would load them: the entry, then the page it imports lazily (in a
    // node of its own: vitest's module runner does not load files from outside the project).
    const dir = mkdtempSync(join(tmpdir(), 'runtime-in-entry-'))
    try {
      writeFileSync(join(dir, 'package.json'), '{"type":"module"}')
      writeFileSync(join(dir, 'entry.js'), entry.code)
      writeFileSync(join(dir, 'page.js'), page.code)
      const run =
        'globalThis.window=globalThis;const e=await import("./entry.js");' +
        'const p=await import("./page.js");console.log(JSON.stringify([window.__entry,e.a,p.page]))'
      writeFileSync(join(dir, 'run.js'), run)
      const out = execFileSync(process.execPath, [join(dir, 'run.js')], { encoding: 'utf8' })
      expect(JSON.parse(out)).toEqual([[2, 3], 3, 4])
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
  })

  it('changes nothing in a build with no runtime file', () => {
    const bundle = bundleOf()
    delete bundle['assets/rt.js']
    generate(bundle)
    expect((bundle['assets/entry.js'] as OutputChunk).code).toBe(ENTRY)
  })
})
