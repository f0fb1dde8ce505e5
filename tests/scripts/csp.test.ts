import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import {
  contentSecurityPolicy,
  inlineBlocks,
  originOf,
  policy,
  sha256Source,
  styleAttributesToClasses,
} from '../../scripts/csp'

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const directive = (value: string, name: string) =>
  value
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('the Content-Security-Policy of a build (scripts/csp.ts)', () => {
  it('hashes an inline element as browsers do: UTF-8, newlines as the HTML parser leaves them', () => {
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
    expect(sha256Source('var t="充电"')).toBe(sha('var t="充电"'))
    expect(sha256Source('a()\r\nb()\rc()')).toBe(sha('a()\nb()\nc()'))
  })

  it('finds inline scripts and styles, not scripts with src, nor anything in a comment', () => {
    const html = [
      '<html><head>',
      '<script>var a = 1</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<!-- <script>commented()</script> -->',
      '<style>body{margin:0}</style>',
      "<script data-src='x'>\n  b('<style>')\n</script>",
      '</head><body><p>text</p></body></html>',
    ].join('\n')
    expect(inlineBlocks(html)).toEqual({
      scripts: ['var a = 1', "\n  b('<style>')\n"],
      styles: ['body{margin:0}'],
    })
  })

  it('moves style attributes into classes of one <style>, leaving script text alone', () => {
    const html =
      '<html><head><script>var s = \'<i style="x:y">\'</script></head><body>' +
      '<span class="skeleton" style="height: 16px; width: 60%"></span>' +
      '<span style="height:16px;width:60%;"></span>' +
      '<svg aria-hidden="true" style="vertical-align:-.125em" viewBox="0 0 1 1"><path d="M0 0"/></svg>' +
      '<b style=\'background: url("data:image/png;base64,AA==")\'>b</b>' +
      '<img alt="a style=b class=c" style="height:16px; width:60%" class=\'pic\' hidden>' +
      '</body></html>'
    const out = styleAttributesToClasses(html)
    expect(out).toContain('<span class="skeleton csp-s0"></span><span class="csp-s0"></span>')
    expect(out).toContain('<svg class="csp-s1" aria-hidden="true" viewBox="0 0 1 1">')
    expect(out).toContain('<b class="csp-s2">b</b>')
    expect(out).toContain('<img alt="a style=b class=c" class="pic csp-s0" hidden>')
    expect(out).toContain(
      '<style>.csp-s0{height:16px!important;width:60%!important}' +
        '.csp-s1{vertical-align:-.125em!important}' +
        '.csp-s2{background:url("data:image/png;base64,AA==")!important}</style>\n  </head>',
    )
    expect(out).toContain('var s = \'<i style="x:y">\'')
    expect(styleAttributesToClasses('<p>no styles</p>')).toBe('<p>no styles</p>')
    expect(() => styleAttributesToClasses('<br style="x:y"/ >')).toThrow(/cannot read/)
  })

  it('writes a strict policy: own origin, hashes, the API origins, nothing unsafe', () => {
    const value = policy({
      scripts: ['a()', 'a()', 'b()'],
      styles: ['p{}'],
      connect: ['https://api.op.cn', 'https://testapi.op.cn', 'https://api.op.cn'],
    })
    expect(value).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${sha('a()')} ${sha('b()')}`,
        `style-src 'self' ${sha('p{}')}`,
        "img-src 'self' data: blob: https:",
        "media-src 'self' blob: https:",
        "connect-src 'self' https://api.op.cn https://testapi.op.cn",
        "worker-src 'self' blob:",
        "child-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    )
    expect(value).not.toMatch(/unsafe/)
    expect(directive(policy({ scripts: [], styles: [], connect: [] }), 'connect-src')).toEqual([
      "'self'",
    ])
    const cdn = policy({ scripts: [], styles: [], connect: [], assets: 'https://cdn.op.cn' })
    expect(directive(cdn, 'script-src')).toEqual(["'self'", 'https://cdn.op.cn'])
  })

  it('takes the origin of an API base; none for an empty or relative one', () => {
    expect(originOf('https://api.op.cn/')).toBe('https://api.op.cn')
    expect(originOf(' https://api.op.cn:8443/gateway ')).toBe('https://api.op.cn:8443')
    expect(originOf('http://127.0.0.1:8788')).toBe('http://127.0.0.1:8788')
    expect(originOf('')).toBeNull()
    expect(originOf(undefined)).toBeNull()
    expect(originOf('/api')).toBeNull()
  })

  describe('in a build', () => {
    let root = ''
    beforeAll(() => {
      root = mkdtempSync(join(tmpdir(), 'csp-'))
    })
    afterAll(() => rmSync(root, { recursive: true, force: true }))

    it('writes csp.txt with the hashes of the final index.html and the API origins', async () => {
      writeFileSync(
        join(root, 'index.html'),
        [
          '<!doctype html>',
          '<html><head><title>t</title>',
          '<script>\n  window.boot = 1\n</script>',
          '<style>body { margin: 0 }</style>',
          '</head><body>',
          '<div id="root"><span class="skeleton" style="height: 96px"></span></div>',
          '<script type="module" src="/main.js"></script>',
          '</body></html>',
        ].join('\n'),
      )
      writeFileSync(join(root, 'main.js'), 'document.body.dataset.ready = "1"\n')
      // As `VITE_API_BASE=… npm run build` gives them (the environment wins over .env files).
      vi.stubEnv('VITE_API_BASE', 'https://api.op.cn/')
      vi.stubEnv('VITE_API_BASE_TEST', 'https://testapi.op.cn:8443/v')
      try {
        await build({
          root,
          configFile: false,
          envDir: root,
          logLevel: 'silent',
          plugins: [contentSecurityPolicy()],
          build: { outDir: join(root, 'out'), emptyOutDir: true },
        })
      } finally {
        vi.unstubAllEnvs()
      }
      const html = readFileSync(join(root, 'out/index.html'), 'utf8')
      const value = readFileSync(join(root, 'out/csp.txt'), 'utf8')

      expect(html).not.toMatch(/\sstyle=/)
      expect(html).toContain('<span class="skeleton csp-s0"></span>')
      const { scripts, styles } = inlineBlocks(html)
      expect(scripts).toEqual(['\n  window.boot = 1\n'])
      // Vite minifies inline CSS after the transforms: the hashes are of the file as written.
      expect(styles).toEqual(['body{margin:0}', '.csp-s0{height:96px!important}'])
      expect(directive(value, 'script-src')).toEqual(["'self'", sha('\n  window.boot = 1\n')])
      expect(directive(value, 'style-src')).toEqual(["'self'", ...styles.map(sha)])
      expect(directive(value, 'connect-src')).toEqual([
        "'self'",
        'https://api.op.cn',
        'https://testapi.op.cn:8443',
      ])
      expect(value).not.toMatch(/[\r\n]|unsafe/)
    })
  })
})
