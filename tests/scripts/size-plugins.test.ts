import { readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { RolldownOutput } from 'rolldown'
import { build, type Plugin } from 'vite'
import { FETCH_ADAPTER_STUB, axiosXhrOnly } from '../../scripts/plugins/axios-xhr-only'
import { compactIconModule, compactIcons, compactPath } from '../../scripts/plugins/compact-icons'
import {
  productionTwin,
  reactRouterProduction,
  shakable,
} from '../../scripts/plugins/react-router-production'

/** An installed antd-mobile-icons module, as the build reads it. */
const iconPath = (name: string) => `${process.cwd()}/node_modules/antd-mobile-icons/es/${name}.js`
const iconSource = (name: string) => readFileSync(iconPath(name), 'utf8')

/** The numbers of an SVG path, in order (commands dropped). */
const numbers = (d: string) => (d.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number)

/** A module's code run as CommonJS with React, returning its default export. */
function evaluateIcon(code: string): (props: object) => unknown {
  const body = code
    .replace(/^import \* as React from "react";/m, '')
    .replace(/export default (\w+);/, 'return $1;')
  return new Function('React', body)({ createElement }) as (props: object) => unknown
}

describe('compact-icons: antd-mobile-icons drawn with one decimal', () => {
  const names = ['BillOutline', 'ScanCodeOutline', 'GiftOutline', 'QuestionCircleOutline']

  it.each(names)(
    '%s keeps its shape: same elements, points within 0.1 of a 48-unit grid',
    (name) => {
      const source = iconSource(name)
      const compact = compactIconModule(source)
      const render = (code: string) =>
        renderToStaticMarkup(
          createElement(evaluateIcon(code) as never, { className: 'x' }) as never,
        )
      const before = render(source)
      const after = render(compact)
      // The same SVG elements, minus the ids nothing refers to.
      expect(after.replace(/ d="[^"]*"/g, '')).toBe(
        before.replace(/ id="[^"]*"/g, '').replace(/ d="[^"]*"/g, ''),
      )
      expect(after).not.toMatch(/ id="/)
      // Every number has at most one decimal, and the drawing ends where it ended.
      const paths = [...after.matchAll(/ d="([^"]*)"/g)].map((m) => m[1] ?? '')
      for (const d of paths) expect(d).not.toMatch(/\.\d\d/)
      expect(compact.length).toBeLessThan(source.length * 0.7)
    },
  )

  it('rounds a path to the precision asked and leaves what it cannot read', () => {
    const d = 'M10.123456,20.987654 L30.55555,40.44444 Z'
    // svgo may write the line relative to the start: either way it ends at (30.6, 40.4).
    const end = (path: string) => {
      const [x0 = 0, y0 = 0, x = 0, y = 0] = numbers(path)
      // Relative (m or l) or absolute: the end point either way.
      return /^m|l/.test(path) ? [x0 + x, y0 + y] : [x, y]
    }
    const one = compactPath(d)
    expect(numbers(one).slice(0, 2)).toEqual([10.1, 21])
    expect(end(one).map((n) => Math.round(n * 10) / 10)).toEqual([30.6, 40.4])
    expect(one).not.toMatch(/\.\d\d/)
    expect(numbers(compactPath(d, 2)).slice(0, 2)).toEqual([10.12, 20.99])
    expect(compactPath('not a path')).toBe('not a path')
  })

  it('transforms icon modules of antd-mobile-icons only, and only in the build', () => {
    const plugin = compactIcons()
    expect(plugin.apply).toBe('build')
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null
    const source = iconSource('GiftOutline')
    expect(transform(source, iconPath('GiftOutline'))?.code).toBe(compactIconModule(source))
    expect(transform(source, `${process.cwd()}/src/components/icons/index.tsx`)).toBeNull()
    expect(
      transform(source, `${process.cwd()}/node_modules/antd-mobile-icons/es/index.js`),
    ).toBeNull()
    // An icon whose ids are referenced (a gradient) would keep them: it is left as it is.
    expect(transform(`${source}\nconst f = "url(#g)";`, iconPath('GiftOutline'))).toBeNull()
  })
})

describe('axios-xhr-only: the fetch adapter left out of the build', () => {
  it("replaces axios's fetch adapter module only, in the build", () => {
    const plugin = axiosXhrOnly()
    expect(plugin.apply).toBe('build')
    const load = plugin.load as (id: string) => string | null
    expect(load(`${process.cwd()}/node_modules/axios/lib/adapters/fetch.js`)).toBe(
      FETCH_ADAPTER_STUB,
    )
    expect(load(`${process.cwd()}/node_modules/axios/lib/adapters/xhr.js`)).toBeNull()
    expect(load(`${process.cwd()}/src/api/fetch.js`)).toBeNull()
  })

  it('the stub answers what axios asks of it: no fetch adapter here', async () => {
    const stub = (await import(
      `data:text/javascript,${encodeURIComponent(FETCH_ADAPTER_STUB)}`
    )) as { getFetch: (config?: object) => unknown; default: unknown }
    expect(stub.getFetch({})).toBe(false)
    expect(stub.default).toBe(false)
    // adapters.js asks the same names of the real module.
    const real = readFileSync(
      `${process.cwd()}/node_modules/axios/lib/adapters/adapters.js`,
      'utf8',
    )
    expect(real).toContain("import * as fetchAdapter from './fetch.js'")
    expect(real).toContain('get: fetchAdapter.getFetch')
  })
})

/**
 * The installed react-router's largest file in one of its builds, the one with the components. The
 * builds name their shared chunks by hash: this follows what index.mjs re-exports.
 */
function routerChunk(build: 'development' | 'production'): string {
  const dist = `${process.cwd()}/node_modules/react-router/dist/${build}`
  const index = readFileSync(`${dist}/index.mjs`, 'utf8')
  const chunks = [...index.matchAll(/from "\.\/(chunk-\w+\.mjs)"/g)].map((m) => m[1] ?? '')
  const files = chunks.map((c) => readFileSync(`${dist}/${c}`, 'utf8'))
  return files.sort((a, b) => b.length - a.length)[0] ?? ''
}

describe("react-router-production: the router's production build", () => {
  const dist = `${process.cwd()}/node_modules/react-router/dist`

  it('finds the production twin of a development file, and nothing else', () => {
    expect(productionTwin(`${dist}/development/index.mjs`)).toBe(`${dist}/production/index.mjs`)
    expect(productionTwin(`${dist}/development/dom-export.mjs`)).toBe(
      `${dist}/production/dom-export.mjs`,
    )
    expect(productionTwin(`${dist}/production/index.mjs`)).toBeNull()
    expect(productionTwin(`${dist}/development/no-such-file.mjs`)).toBeNull()
    expect(productionTwin(`${process.cwd()}/src/app/router.tsx`)).toBeNull()
  })

  it('the two builds differ by the warnings switch, so the production one is a safe swap', () => {
    const dev = routerChunk('development')
    const prod = routerChunk('production')
    expect(dev).toContain('var ENABLE_DEV_WARNINGS = true;')
    expect(prod).toContain('var ENABLE_DEV_WARNINGS = false;')
    const normal = (code: string) =>
      code.replace(/chunk-\w+\.mjs/g, 'chunk').replace('ENABLE_DEV_WARNINGS = true', 'X')
    expect(normal(prod).replace('ENABLE_DEV_WARNINGS = false', 'X')).toBe(normal(dev))
  })

  it('resolves react-router and react-router/dom only, in the build', async () => {
    const plugin = reactRouterProduction()
    expect(plugin.apply).toBe('build')
    const resolveId = plugin.resolveId as (
      this: { resolve: (s: string) => Promise<{ id: string } | null> },
      source: string,
      importer?: string,
      options?: object,
    ) => Promise<{ id: string } | null>
    const context = {
      resolve: async (source: string) =>
        source === 'react-router'
          ? { id: `${dist}/development/index.mjs` }
          : source === 'react-router/dom'
            ? { id: `${dist}/development/dom-export.mjs` }
            : null,
    }
    expect((await resolveId.call(context, 'react-router'))?.id).toBe(`${dist}/production/index.mjs`)
    expect((await resolveId.call(context, 'react-router/dom'))?.id).toBe(
      `${dist}/production/dom-export.mjs`,
    )
    expect(await resolveId.call(context, 'react-router-dom')).toBeNull()
  })
})

describe("react-router-production: the router's unused components left out", () => {
  const production = `${process.cwd()}/node_modules/react-router/dist/production`
  it('drops the top-level displayName lines and marks the makers pure, nothing else', () => {
    const code = routerChunk('production')
    expect(code).toContain('\nLink.displayName = "Link";\n')
    expect(code).toMatch(/\nvar NavLink = React\d*\.forwardRef\(/)
    const out = shakable(code)?.code ?? ''
    expect(out).not.toMatch(/^\w+\.displayName = /m)
    expect(out).toMatch(/\nvar NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/)
    expect(out).toMatch(/\nvar LocationContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/)
    // A name given inside a function stays (it is not a side effect of loading the module).
    expect(out).toContain('    FetcherForm2.displayName = "fetcher.Form";')
    // Line for line: a changed line is a name given at the top level, now empty, or a maker of a
    // component or context, now marked pure; every other line is as it was.
    const lines = code.split('\n')
    const outLines = out.split('\n')
    expect(outLines).toHaveLength(lines.length)
    const changed = lines.flatMap((line, i) => (outLines[i] === line ? [] : [[line, outLines[i]]]))
    expect(changed.length).toBeGreaterThan(20)
    for (const [line = '', now] of changed) {
      if (now === '') expect(line).toMatch(/^[A-Za-z]+\.displayName = "[\w.]+";$/)
      else expect(now).toBe(line.replace(/^(var \w+ = )/, '$1/* @__PURE__ */ '))
    }
    expect(shakable('export const a = 1\n')).toBeNull()
  })

  it('transforms react-router production files only', () => {
    const { filter } = reactRouterProduction().transform as { filter: { id: RegExp } }
    expect(filter.id.test(`${production}/index.mjs`)).toBe(true)
    expect(filter.id.test(`${production}/chunk-7RTFRKQW.mjs`)).toBe(true)
    expect(
      filter.id.test(`${process.cwd()}/node_modules/react-router/dist/development/index.mjs`),
    ).toBe(false)
    expect(filter.id.test(`${process.cwd()}/node_modules/react-router-dom/dist/index.mjs`)).toBe(
      false,
    )
  })

  /** A bundle of what the app imports from the router, with the plugin or only its swap. */
  async function bundle(plugin: Plugin): Promise<string> {
    const entry: Plugin = {
      name: 'entry',
      resolveId: (id) => (id === 'entry' ? '\0entry' : null),
      load: (id) =>
        id === '\0entry'
          ? "import { HashRouter, Link, useRoutes } from 'react-router-dom'\n" +
            'export default [HashRouter, Link, useRoutes]\n'
          : null,
    }
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [entry, plugin],
      build: {
        write: false,
        minify: false,
        rolldownOptions: { input: 'entry', preserveEntrySignatures: 'strict' },
      },
    })) as RolldownOutput[] | RolldownOutput
    const output = Array.isArray(result) ? result.flatMap((r) => r.output) : result.output
    return output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n')
  }

  it('bundles Link and the router without NavLink, Form or ScrollRestoration', async () => {
    const { transform: _, ...swapOnly } = reactRouterProduction()
    const before = await bundle(swapOnly)
    const after = await bundle(reactRouterProduction())
    for (const unused of [
      'Cannot submit element that is not <form>',
      'NavLinkWithRef',
      'react-router-scroll-positions',
    ]) {
      expect(before).toContain(unused)
      expect(after).not.toContain(unused)
    }
    expect(after).toContain('function useRoutes(')
    expect(after).toMatch(/var Link = \/\* @__PURE__ \*\/ \w+\.forwardRef\(/)
    expect(after.length).toBeLessThan(before.length - 15_000)
  }, 30_000)
})
