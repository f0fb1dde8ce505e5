import type { OutputAsset, OutputChunk } from 'rolldown'
import { ENTRY_HINT, loadPlanOf, routesWithoutChunk } from '../../scripts/check-build.mjs'
import { COMPILE_ALL, compileHints, withCompileHint } from '../../scripts/plugins/compile-hints'
import { takeEntryCss } from '../../scripts/plugins/inline-entry-styles'
import { earlyApiOf, fontWarmPlan } from '../../scripts/plugins/early-scripts'
import { compileCall, jsonForScript, replaceOnce, scriptText } from '../../scripts/plugins/inline'
import {
  entryPreloads,
  entryReadingPlan,
  loadApp,
  loadPlan,
  mapDepsOf,
  sharedFileList,
  takeEntryTags,
} from '../../scripts/plugins/load-app'
import { readPages, readRoutes } from '../../scripts/routes.mjs'
import { BOOT_ROUTE, PLAN_ID, type LoadPlan } from '@/app/shell/contract'
import { PILE_LINK_TEXT_STYLES } from '@/app/shell/warm-fonts'
import { ROUTES } from '@/config/paths'

/** A tiny bundle: an entry with its CSS, two pages sharing a chunk, axios. */
function tinyBundle(): Record<string, OutputChunk | OutputAsset> {
  const chunk = (fileName: string, code: string, more: Record<string, unknown> = {}) =>
    ({
      type: 'chunk',
      fileName,
      code,
      isEntry: false,
      imports: [],
      facadeModuleId: null,
      viteMetadata: { importedCss: new Set<string>(), importedAssets: new Set<string>() },
      ...more,
    }) as unknown as OutputChunk
  const asset = (fileName: string, source: string) =>
    ({ type: 'asset', fileName, source }) as unknown as OutputAsset
  return {
    'assets/index.js': chunk('assets/index.js', 'x'.repeat(900), {
      isEntry: true,
      viteMetadata: {
        importedCss: new Set(['assets/index.css']),
        importedAssets: new Set(),
      },
    }),
    'assets/index.css': asset('assets/index.css', '.home{color:red}'),
    'assets/runtime.js': chunk('assets/runtime.js', 'r'),
    'assets/home.js': chunk('assets/home.js', 'h'.repeat(50), {
      facadeModuleId: '/repo/src/pages/main/index/index.tsx',
      imports: ['assets/shared.js', 'assets/index.js'],
    }),
    'assets/scan.js': chunk('assets/scan.js', 's'.repeat(10), {
      facadeModuleId: '/repo/src/pages/main/scan/index.tsx',
      imports: ['assets/shared.js'],
      viteMetadata: { importedCss: new Set(['assets/scan.css']), importedAssets: new Set() },
    }),
    'assets/scan.css': asset('assets/scan.css', '.scan{}'),
    'assets/shared.js': chunk('assets/shared.js', 'y'.repeat(100)),
    'assets/axios.js': chunk('assets/axios.js', 'a', {
      facadeModuleId: '/repo/node_modules/axios/index.js',
    }),
    'assets/map.js': chunk('assets/map.js', 'm', {
      facadeModuleId: '/repo/src/pages/packageMap/map/index.tsx',
      dynamicImports: ['assets/leaflet.js', 'assets/qr.js'],
    }),
    'assets/leaflet.js': chunk('assets/leaflet.js', 'l'.repeat(500), {
      facadeModuleId: '/repo/node_modules/leaflet/dist/leaflet-src.js',
    }),
    'assets/qr.js': chunk('assets/qr.js', 'q', {
      facadeModuleId: '/repo/node_modules/qr-scanner/qr-scanner.min.js',
    }),
  }
}

const PAGES = [
  { path: '/', module: 'src/pages/main/index/index.tsx' },
  { path: '/pages/scan/scan', module: 'src/pages/main/scan/index.tsx' },
]

describe('load-app: the loader plan', () => {
  it('lists each route page files beyond the entry, largest first, and axios', () => {
    const entry = [
      { script: false, href: '/assets/runtime.js' },
      { script: true, href: '/assets/index.js' },
    ]
    const plan = loadPlan(tinyBundle(), '/', entry, PAGES)
    expect(plan.entry.map((e) => e.href)).toEqual(['/assets/index.js', '/assets/runtime.js'])
    const files = (path: string) => plan.routes[path]?.map((i) => plan.files[i])
    expect(files('/')).toEqual(['/assets/shared.js', '/assets/home.js'])
    expect(files('/pages/scan/scan')).toEqual([
      '/assets/shared.js',
      '/assets/scan.js',
      '/assets/scan.css',
    ])
    expect(plan.client.map((i) => plan.files[i])).toEqual(['/assets/axios.js'])
    // A shared file is listed once.
    expect(plan.files.filter((f) => f === '/assets/shared.js')).toHaveLength(1)
  })

  it("lists a library a page imports lazily with the page when it draws the page's first screen", () => {
    const pages = [
      ...PAGES,
      { path: '/packageMap/map', module: 'src/pages/packageMap/map/index.tsx' },
    ]
    const files = (plan: ReturnType<typeof loadPlan>) =>
      plan.routes['/packageMap/map']?.map((i) => plan.files[i])
    expect(files(loadPlan(tinyBundle(), '/', [], pages))).toEqual(['/assets/map.js'])
    expect(files(loadPlan(tinyBundle(), '/', [], pages, ['leaflet']))).toEqual([
      '/assets/leaflet.js',
      '/assets/map.js',
    ])
  })

  it("takes Vite's entry tags out of index.html", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/runtime.js">\n</head>'
    const { html: rest, entry } = takeEntryTags(html)
    expect(rest).toBe('<head></head>')
    expect(entry).toEqual([
      { script: true, href: '/assets/index.js' },
      { script: false, href: '/assets/runtime.js' },
    ])
  })

  it('writes a plan check-build reads back, and check-build finds a route without its page', () => {
    const plan = loadPlan(tinyBundle(), '/', [], PAGES)
    const html = `<script type="application/json" id="load-plan">${jsonForScript(plan)}</script>`
    expect(loadPlanOf(html)).toEqual(plan)
    expect(routesWithoutChunk(plan, PAGES)).toEqual([])
    expect(routesWithoutChunk(plan, [...PAGES, { path: '/packageMap/map' }])).toEqual([
      '/packageMap/map',
    ])
  })
})

/** The list Vite's build-import-analysis writes at the top of a chunk with lazy imports. */
const viteMapDeps = (files: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n`

/** A chunk's `__vite__mapDeps` run in a document whose head holds `html` (the plan). */
function runMapDeps(code: string, html: string): (indexes: number[]) => string[] {
  const plan = /<script type="application\/json" id="load-plan">([^<]*)<\/script>/.exec(html)?.[1]
  const document = {
    getElementById: (id: string) => (id === PLAN_ID && plan ? { textContent: plan } : null),
  }
  const head = code.slice(0, code.indexOf('\n') + 1)
  return new Function('document', `${head}return __vite__mapDeps`)(document) as never
}

describe("load-app: the entry's lazy file list read from the plan", () => {
  const deps = ['assets/axios.js', 'assets/shared.js', 'assets/scan.js', 'assets/scan.css']
  const entryCode = `${viteMapDeps(deps)}import{t}from"./runtime.js";t(__vite__mapDeps([1,2,3]))`

  it("reads Vite's list, and nothing else", () => {
    expect(mapDepsOf(entryCode)).toEqual(deps)
    expect(mapDepsOf('import{t}from"./runtime.js";')).toBeNull()
    expect(mapDepsOf(viteMapDeps([]).replace('[]', '[__dep(0)]'))).toBeNull()
  })

  it("puts the entry's list first, in its order, and keeps every route's files", () => {
    const plan = loadPlan(tinyBundle(), '/', [], PAGES)
    const shared = sharedFileList(plan, deps, '/')
    expect(shared.files.slice(0, deps.length)).toEqual(deps.map((d) => `/${d}`))
    expect(new Set(shared.files).size).toBe(shared.files.length)
    const urls = (p: typeof plan, list: number[]) => list.map((i) => p.files[i])
    for (const [path, list] of Object.entries(plan.routes))
      expect(urls(shared, shared.routes[path] ?? [])).toEqual(urls(plan, list))
    expect(urls(shared, shared.client)).toEqual(urls(plan, plan.client))
  })

  it('gives the entry the same files from the plan, under any absolute base', () => {
    for (const base of ['/', '/h5/']) {
      const plan = sharedFileList(loadPlan(tinyBundle(), base, [], PAGES), deps, base)
      const html = `<script type="application/json" id="load-plan">${jsonForScript(plan)}</script>`
      const code = entryReadingPlan(entryCode, deps.length, base)
      expect(code).not.toContain('assets/')
      expect(runMapDeps(code, html)([0, 1, 2, 3])).toEqual(deps)
      expect(runMapDeps(code, html)([3, 1])).toEqual(['assets/scan.css', 'assets/shared.js'])
    }
    expect(() => entryReadingPlan('import{t}from"./runtime.js";', 1, '/')).toThrow(
      /no __vite__mapDeps/,
    )
  })

  /**
   * A build as load-app sees it, under `base`: its index.html hook, then its generateBundle after
   * Vite's. The bundle also holds a second entry (a worker, say) and a page chunk, each with a
   * list of its own, listed before index.html's entry.
   */
  async function build(base: string) {
    const plugin = loadApp()
    ;(plugin.configResolved as (c: { base: string }) => void)({ base })
    const other = `${viteMapDeps(['assets/qr.js', 'assets/shared.js'])}other()`
    const page = `${viteMapDeps(['assets/leaflet.js', 'assets/shared.js'])}page()`
    const bundle = {
      'assets/other.js': { type: 'chunk', fileName: 'assets/other.js', isEntry: true, code: other },
      ...tinyBundle(),
    } as unknown as ReturnType<typeof tinyBundle>
    ;(bundle['assets/index.js'] as OutputChunk).code = entryCode
    ;(bundle['assets/map.js'] as OutputChunk).code = page
    const tags =
      `<script type="module" crossorigin src="${base}assets/index.js"></script>` +
      `<link rel="modulepreload" crossorigin href="${base}assets/runtime.js">`
    const transform = plugin.transformIndexHtml as unknown as {
      handler: (
        html: string,
        ctx: { bundle: typeof bundle },
      ) => Promise<{ html: string; tags: { children: string }[] }>
    }
    const { html, tags: added } = await transform.handler(
      `<head><script>early()</script>${tags}</head>`,
      { bundle },
    )
    const before = `<script type="application/json" id="load-plan">${added[0]?.children}</script>`
    bundle['index.html'] = { type: 'asset', fileName: 'index.html', source: before } as never
    const generate = plugin.generateBundle as {
      order: string
      handler: (o: object, b: typeof bundle) => void
    }
    // After Vite's own generateBundle, which writes the lists.
    expect(generate.order).toBe('post')
    generate.handler({}, bundle)
    const code = (file: string) => (bundle[file] as OutputChunk).code
    const after = String((bundle['index.html'] as OutputAsset).source)
    return { html, before, after, entry: code('assets/index.js'), other, page, code }
  }

  it("asks for the entry's files with static module preloads at the head's start, largest first", async () => {
    const { html } = await build('/')
    const [preloads, rest] = html.split('<script>early()</script>')
    expect(rest).not.toContain('assets/')
    document.head.innerHTML = preloads?.replace(/^<head>/, '') ?? ''
    expect(
      [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href')]),
    ).toEqual([
      ['modulepreload', '/assets/index.js'],
      ['modulepreload', '/assets/runtime.js'],
    ])
    expect(document.head.querySelector('link')?.crossOrigin).toBe('')
    document.head.innerHTML = ''
    // After the charset, which must stay in the document's first bytes.
    expect(entryPreloads('<head><meta charset="UTF-8" /><title>t</title>', ['/a.js'])).toBe(
      '<head><meta charset="UTF-8" />\n    <link rel="modulepreload" crossorigin href="/a.js" /><title>t</title>',
    )
    expect(() => entryPreloads('<html></html>', ['/a.js'])).toThrow(/no head/)
  })

  it('shares the list in a build: index.html and the entry it loads rewritten together', async () => {
    const { before, after, entry, other, page, code } = await build('/')
    expect(entry).not.toContain('"assets/')
    expect(runMapDeps(entry, after)([0, 1, 2, 3])).toEqual(deps)
    // Another entry and a page chunk keep their own lists.
    expect(code('assets/other.js')).toBe(other)
    expect(code('assets/map.js')).toBe(page)
    // The loader's routes still name the same files.
    const planBefore = loadPlanOf(before) as LoadPlan
    const planAfter = loadPlanOf(after) as LoadPlan
    expect(planAfter.files.slice(0, deps.length)).toEqual(deps.map((d) => `/${d}`))
    const files = (plan: LoadPlan, path: string) => plan.routes[path]?.map((i) => plan.files[i])
    for (const page of PAGES)
      expect(files(planAfter, page.path)).toEqual(files(planBefore, page.path))
  })

  it('changes nothing under a relative base, where each list is relative to its chunk', async () => {
    const { before, after, entry } = await build('./')
    expect(after).toBe(before)
    expect(entry).toBe(entryCode)
  })
})

describe('inline-entry-styles', () => {
  it("moves the entry's CSS out of the bundle and the entry's list", () => {
    const bundle = tinyBundle()
    expect(takeEntryCss(bundle)).toBe('.home{color:red}')
    expect(bundle['assets/index.css']).toBeUndefined()
    expect(bundle['assets/scan.css']).toBeDefined()
  })

  it('refuses CSS that cannot go inline', () => {
    const bundle = tinyBundle()
    ;(bundle['assets/index.css'] as OutputAsset).source = '.a{background:url(img.png)}'
    expect(() => takeEntryCss(bundle)).toThrow(/relative url/)
  })
})

describe('inline data and code', () => {
  it('escapes data that could close the script or open a comment', () => {
    const text = jsonForScript({ a: '</script><!-- & \u2028' })
    expect(text).not.toMatch(/<|>|&|\u2028/)
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028' })
  })

  it("escapes '</script' and '<!--' in code", () => {
    expect(scriptText('var s="</SCRIPT>";var c="<!--"')).toBe('var s="<\\/SCRIPT>";var c="<\\!--"')
  })

  it('replaces exactly one anchor, literally', () => {
    expect(replaceOnce('a<!--x-->b', '<!--x-->', '$&$1')).toBe('a$&$1b')
    expect(() => replaceOnce('ab', 'x', 'y')).toThrow()
    expect(() => replaceOnce('xx', 'x', 'y')).toThrow()
  })
})

describe('routes as data (scripts/routes.mjs)', () => {
  it('reads every route of paths.ts as the app has it', () => {
    const routes = readRoutes()
    expect(Object.fromEntries(routes)).toEqual(
      Object.fromEntries(Object.entries(ROUTES).map(([name, r]) => [name, { ...r }])),
    )
  })

  it("reads router.tsx's pages, each with its module", () => {
    const pages = readPages()
    expect(pages.find((p) => p.name === 'scan')).toEqual({
      name: 'scan',
      path: '/pages/scan/scan',
      title: '扫码充电',
      module: 'src/pages/main/scan/index.tsx',
    })
    for (const page of pages) expect(page.module).toMatch(/^src\/pages\/.+\/index\.tsx$/)
  })
})

describe('the inline loader, compiled as index.html carries it', () => {
  const plan = {
    entry: [
      { script: true, href: '/assets/index.js' },
      { script: false, href: '/assets/runtime.js' },
    ],
    files: ['/assets/shared.js', '/assets/scan.js', '/assets/scan.css', '/assets/axios.js'],
    routes: { '/pages/scan/scan': [0, 1, 2], '/': [0] },
    client: [3],
  }
  let code = ''
  beforeAll(async () => {
    code = await compileCall('src/app/shell/loader.ts', 'startLoader')
  })
  afterEach(() => {
    document.head.innerHTML = ''
    document.documentElement.className = ''
    document.documentElement.removeAttribute(BOOT_ROUTE)
    window.__earlyPile = undefined
    window.__earlyUser = undefined
  })

  const added = () =>
    [...document.head.querySelectorAll('script[src], link')].map((e) =>
      e.tagName === 'SCRIPT'
        ? `script ${e.getAttribute('src')}`
        : `${e.getAttribute('rel')} ${e.getAttribute('href')}`,
    )

  function run(route: string, className: string) {
    document.head.innerHTML = `<script type="application/json" id="${PLAN_ID}">${jsonForScript(plan)}</script>`
    document.documentElement.className = className
    document.documentElement.setAttribute(BOOT_ROUTE, route)
    new Function(code)()
  }

  // The entry's files themselves were asked for by the head's static module preloads.
  it('runs the entry and asks for the landing page files at once on a page, axios too', () => {
    run('/pages/scan/scan', 'boot-page')
    expect(added()).toEqual([
      'script /assets/index.js',
      'modulepreload /assets/shared.js',
      'modulepreload /assets/scan.js',
      'stylesheet /assets/scan.css',
      'modulepreload /assets/axios.js',
    ])
  })

  it('leaves axios out when index.html already asked for the data', () => {
    window.__earlyPile = { deviceId: '1', token: 't', answer: Promise.resolve(null) }
    run('/pages/scan/scan', 'boot-page')
    expect(added()).not.toContain('modulepreload /assets/axios.js')
  })

  /** What home has asked for once its app has started: the entry run, its page and axios. */
  const HOME_STARTED = [
    'script /assets/index.js',
    'modulepreload /assets/shared.js',
    'modulepreload /assets/axios.js',
  ]

  it('on home, runs the entry and asks for its page only once the shell has painted', async () => {
    run('/', 'boot-home')
    expect(added()).toEqual([])
    document.dispatchEvent(new Event('DOMContentLoaded'))
    await vi.waitFor(() => expect(added()).toContain('script /assets/index.js'))
    expect(added()).toEqual(HOME_STARTED)
  })

  it('leaves axios out on home when index.html already asked for the user', async () => {
    window.__earlyUser = { token: 't', answer: Promise.resolve(null) }
    run('/', 'boot-home')
    document.dispatchEvent(new Event('DOMContentLoaded'))
    await vi.waitFor(() => expect(added()).toContain('script /assets/index.js'))
    expect(added()).toEqual(HOME_STARTED.filter((added) => !added.includes('axios')))
  })

  /** A PerformanceObserver of a browser that reports paints but never reports one here. */
  class Silent {
    static supportedEntryTypes = ['paint']
    observe() {}
    disconnect() {}
  }

  /** Runs `check` on fake timers, with `Observer` as the page's PerformanceObserver. */
  function withPaintObserver(Observer: unknown, check: () => void): void {
    vi.useFakeTimers()
    vi.stubGlobal('PerformanceObserver', Observer)
    try {
      check()
    } finally {
      vi.unstubAllGlobals()
      vi.useRealTimers()
    }
  }

  it('on home, where paints are reported, runs the entry once the first paint is shown', () => {
    let report: ((entries: string[]) => void) | undefined
    class Observer extends Silent {
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        super()
        report = (names) =>
          callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) })
      }
    }
    withPaintObserver(Observer, () => {
      run('/', 'boot-home')
      document.dispatchEvent(new Event('DOMContentLoaded'))
      vi.advanceTimersByTime(100)
      report?.(['first-paint'])
      expect(added()).not.toContain('script /assets/index.js')
      report?.(['first-contentful-paint'])
      expect(added()).toEqual(HOME_STARTED)
      // Once: the fallback timer adds nothing more.
      vi.advanceTimersByTime(1000)
      expect(added()).toEqual(HOME_STARTED)
    })
  })

  it('on home, a paint never reported still starts the app, a second after its frame', () => {
    withPaintObserver(Silent, () => {
      run('/', 'boot-home')
      document.dispatchEvent(new Event('DOMContentLoaded'))
      vi.advanceTimersByTime(999)
      expect(added()).not.toContain('script /assets/index.js')
      vi.advanceTimersByTime(100)
      expect(added()).toContain('script /assets/index.js')
    })
  })
})

describe('the inline font warm-up, compiled as index.html carries it', () => {
  let code = ''
  beforeAll(async () => {
    code = await compileCall('src/app/shell/warm-fonts.ts', 'warmFonts', fontWarmPlan())
  })
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
    document.documentElement.removeAttribute(BOOT_ROUTE)
  })

  function run(route: string) {
    document.body.innerHTML = '<div id="root"><div class="boot-page-shell" inert></div></div>'
    document.documentElement.setAttribute(BOOT_ROUTE, route)
    new Function(code)()
  }
  // A task queued from a timer's or a frame's callback runs a fake millisecond later.
  const nextTask = () => vi.advanceTimersByTime(1)
  const box = () => document.querySelector<HTMLElement>('body > [aria-hidden="true"]')
  const laidOut = () =>
    [...(box()?.querySelectorAll('span') ?? [])].map(
      (span) => `${span.style.fontSize.replace('px', '')}/${span.style.fontWeight}`,
    )

  it("is planned for a pile link's route, with the page's text styles", () => {
    expect(fontWarmPlan()).toEqual({ [ROUTES.scan.path]: PILE_LINK_TEXT_STYLES })
  })

  it('after the frame the shell paints in, lays out each style in a task of its own, out of sight', () => {
    run(ROUTES.scan.path)
    expect(box()).toBeNull()
    vi.advanceTimersToNextFrame()
    nextTask()
    expect(laidOut()).toEqual(PILE_LINK_TEXT_STYLES.slice(0, 1))
    expect(box()?.style.visibility).toBe('hidden')
    expect(box()?.style.height).toBe('0px')
    expect(box()?.textContent).toMatch(/充/)
    nextTask()
    expect(laidOut()).toEqual(PILE_LINK_TEXT_STYLES.slice(0, 2))
    // Every style, then the box goes.
    vi.advanceTimersByTime(PILE_LINK_TEXT_STYLES.length)
    expect(box()).toBeNull()
    expect(document.getElementById('root')?.children).toHaveLength(1)
  })

  it('stops once the app has replaced the shell', () => {
    run(ROUTES.scan.path)
    vi.advanceTimersToNextFrame()
    nextTask()
    expect(laidOut()).toHaveLength(1)
    document.getElementById('root')!.innerHTML = '<main class="scan"></main>'
    nextTask()
    expect(box()).toBeNull()
  })

  it('does nothing where no styles are planned (home paints its own text)', () => {
    run('/')
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(100)
    expect(box()).toBeNull()
  })
})

describe('compile-hints: the entry asks V8 to compile its functions as it streams in', () => {
  it("puts the hint on the entry's first line only, once", () => {
    const bundle = tinyBundle()
    const plugin = compileHints()
    const hook = plugin.generateBundle as { handler: (o: unknown, b: typeof bundle) => void }
    hook.handler({}, bundle)
    hook.handler({}, bundle)
    const code = (name: string) => (bundle[name] as OutputChunk).code
    expect(code('assets/index.js').split('\n')[0]).toBe(COMPILE_ALL)
    expect(code('assets/index.js').split(COMPILE_ALL)).toHaveLength(2)
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk' && !chunk.isEntry) expect(chunk.code).not.toContain(COMPILE_ALL)
  })

  it("moves the entry's source map down by that line, when the build writes one", () => {
    const bundle = tinyBundle()
    bundle['assets/index.js.map'] = {
      type: 'asset',
      fileName: 'assets/index.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }),
    } as unknown as OutputAsset
    const hook = compileHints().generateBundle as {
      handler: (o: unknown, b: typeof bundle) => void
    }
    hook.handler({}, bundle)
    const map = bundle['assets/index.js.map'] as OutputAsset
    expect(JSON.parse(String(map.source))).toEqual({ version: 3, mappings: ';AAAA;AACA' })
  })

  it('is the hint scripts/check-build.mjs looks for', () => {
    expect(ENTRY_HINT).toBe(COMPILE_ALL)
  })

  it('keeps the code after it as it was', () => {
    expect(withCompileHint('const a=1')).toBe(`${COMPILE_ALL}\nconst a=1`)
    expect(withCompileHint(withCompileHint('x'))).toBe(`${COMPILE_ALL}\nx`)
  })
})

describe('early-scripts: the early call is for production builds against an API only', () => {
  it.each([
    [{ VITE_USE_MOCK: 'true', VITE_API_BASE: 'https://api.op.cn' }, null],
    [{ VITE_USE_MOCK: 'false', VITE_API_BASE: '' }, null],
    [
      { VITE_USE_MOCK: 'false', VITE_API_BASE: 'https://api.op.cn/', VITE_API_BASE_TEST: '' },
      {
        production: 'https://api.op.cn',
        test: 'https://api.op.cn',
        pile: '/v1/charge-user/device/device-detail',
        user: '/v1/charge-user/user/getChargeUserInfo',
      },
    ],
  ])('%o', (env, api) => {
    expect(earlyApiOf(env)).toEqual(api)
  })
})

describe("index.html's landing-route script carries only what it runs", () => {
  it('leaves out the configuration it never reads (src/config/env.ts is read through pure calls)', async () => {
    const code = await compileCall('src/app/shell/early.ts', 'startEarly', null)
    expect(code).not.toMatch(/VITE_/)
    // pickEnvironment, which the early call uses, is kept: one URL parse, not two.
    expect(code.match(/testh5/g)).toHaveLength(1)
    expect(code.match(/new URL\(/g)).toHaveLength(1)
  })
})
