import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { checkCsp, mockFiles } from '../../scripts/check-build.mjs'

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** A build folder with these files (path -> text). */
function buildOf(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-build-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  dirs.push(dir)
  return dir
}
const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const clean = {
  'index.html': '<div id="root"></div><script>go()</script>',
  'csp.txt': `default-src 'self'; script-src 'self' ${sha('go()')}`,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'assets/index-a1.js': 'import("./scan-b2.js");export const mock=1',
  'assets/scan-b2.js': 'export default function(){return "扫码充电"}',
  'assets/index-c3.css': '.app{color:red}',
  'assets/logo-d4.png': 'PNG: mockServiceWorker (binary, not read)',
}

describe('check-build: a production build carries no file of the mock operator', () => {
  it('passes a build without one', () => {
    expect(mockFiles(buildOf(clean))).toEqual([])
  })

  it.each([
    ["msw's worker at the root", 'mockServiceWorker.js', '/* Mock Service Worker */'],
    ['a file named after msw', 'assets/msw-e5.js', 'export {}'],
    ['a mock chunk by its name', 'assets/mock-handlers-f6.js', 'export {}'],
    ['the worker anywhere', 'assets/sw/mockServiceWorker.js', ''],
  ])('fails %s', (_what, path, text) => {
    expect(mockFiles(buildOf({ ...clean, [path]: text }))).toEqual([
      { file: path, why: 'its name' },
    ])
  })

  it.each([
    ['setupWorker', 'const w=setupWorker(...h)'],
    ["msw's messages", 'console.warn("[MSW] Cannot intercept")'],
    ["msw's URLs", 'fetch("https://mswjs.io/docs")'],
    ["msw's headers", 'h.get("x-msw-intention")'],
    ["msw's message types", 'postMessage({type:"msw/worker:stop"})'],
    ['the mock db', 'localStorage.getItem("mock:db")'],
    ['the fault switch', 'q.get("mockFault")'],
    ["the simulated cashier's endpoint", 'fetch("/__mock/wechat/pay")'],
    ["the worker's URL", 'register("/mockServiceWorker.js")'],
  ])('fails a chunk with %s in it', (_what, text) => {
    const found = mockFiles(buildOf({ ...clean, 'assets/browser-g7.js': text }))
    expect(found).toHaveLength(1)
    expect(found[0]?.file).toBe('assets/browser-g7.js')
  })

  it("reads a file named by its hash alone, whose name may spell 'msw' by chance", () => {
    const clear = {
      ...clean,
      'assets/xMsW0a1.js': 'export default 1',
      // Its brotli copy (scripts/plugins/precompress.ts): the same hash, binary content.
      'assets/xMsW0a1.js.br': '\u000b\u0007\u8000export default 1\u0003',
    }
    expect(mockFiles(buildOf(clear))).toEqual([])
    const found = mockFiles(buildOf({ ...clear, 'assets/Qz9-mK2.js': 'setupWorker(...h)' }))
    expect(found).toEqual([{ file: 'assets/Qz9-mK2.js', why: "it contains 'setupWorker'" }])
  })

  it('reads index.html and other text files too', () => {
    const found = mockFiles(
      buildOf({
        ...clean,
        'index.html': '<script>navigator.serviceWorker.register("/mockServiceWorker.js")</script>',
      }),
    )
    expect(found.map((f) => f.file)).toEqual(['index.html'])
  })
})

describe('check-build: csp.txt covers index.html', () => {
  const html =
    '<head><script>go()</script><script type="module" src="/a.js"></script><style>p{}</style></head>' +
    '<body><!-- <script>no()</script> --><p class="x">t</p></body>'
  const good = `default-src 'self'; script-src 'self' ${sha('go()')}; style-src 'self' ${sha('p{}')}`

  it('passes a policy with every inline hash', () => {
    expect(checkCsp(buildOf({ 'csp.txt': good }), html)).toBeNull()
  })

  it('fails a missing, loose or stale policy, and a style attribute', () => {
    expect(checkCsp(buildOf({}), html)).toBe('missing')
    expect(checkCsp(buildOf({ 'csp.txt': `${good} 'unsafe-inline'` }), html)).toMatch(/strict/)
    expect(checkCsp(buildOf({ 'csp.txt': good }), html.replace('go()', 'go(1)'))).toMatch(
      /script-src lacks the hash .*go\(1\)/,
    )
    expect(checkCsp(buildOf({ 'csp.txt': good }), html.replace('p{}', 'p{ }'))).toMatch(
      /style-src lacks/,
    )
    expect(
      checkCsp(buildOf({ 'csp.txt': good }), html.replace('class="x"', 'style="height:1px"')),
    ).toMatch(/style attribute/)
  })
})
