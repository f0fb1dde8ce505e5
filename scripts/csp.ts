// The Content-Security-Policy of a build (README "Content-Security-Policy"). index.html carries
// inline scripts and styles made at build (scripts/plugins/: the early script, the loader and its
// plan, the entry's stylesheet, the shell's text), so a strict policy lists their sha256 hashes, which
// change with every build: the build writes the exact header value to `csp.txt` beside index.html,
// and operators send that file's content as the header with that build.
//
// - script-src: 'self' and the hashes of index.html's inline scripts; no 'unsafe-inline' or
//   'unsafe-eval'. The WeChat JSSDK is bundled from npm (weixin-js-sdk) and adds no script of its
//   own (its only request, a report to open.weixin.qq.com, is an image); WeixinJSBridge is
//   injected by the WeChat client itself, which no page policy applies to. So no res.wx.qq.com.
// - style-src: 'self' and the hashes of index.html's <style> elements. Neither antd-mobile nor our
//   code inserts <style> elements; React sets style props through CSSOM, which a policy does not
//   block. The static shells' style="" attributes (React's markup of home, the page skeleton) would
//   be blocked without 'unsafe-hashes', which WKWebViews before iOS 15.4 do not know: the build
//   moves them into classes (styleAttributesToClasses).
// - img-src: 'self' data: blob: https: (server QR codes, avatars, the JSSDK's report).
// - media-src: 'self' blob: https: (a complaint's voice note, played from the picked file's
//   object URL before upload and from the server's URL after).
// - connect-src: 'self' and the API origins of the build (VITE_API_BASE, VITE_API_BASE_TEST).
// - worker-src / child-src: 'self' blob:. qr-scanner (the camera outside WeChat, where the browser
//   has no BarcodeDetector) starts its decoder as a worker from a blob: URL; child-src is where
//   Safari before 15.5 looks for workers. The demo's service worker is /mockServiceWorker.js.
// - frame-src: 'self' and the operator domains with their subdomains, https only (webviewPage
//   frames operator pages: VITE_OPERATOR_DOMAINS, else VITE_QR_DOMAINS).
// - object-src 'none', base-uri 'self', form-action 'self', frame-ancestors 'none' (the app is
//   opened at the top level: no page may frame its pay buttons).
//
// `vite preview` sends the header of the build it serves when PREVIEW_CSP=1 (e2e/csp.spec.ts).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** The file, beside index.html, that holds the build's header value. */
export const CSP_FILE = 'csp.txt'

/** The CSP hash source of an inline element's text as browsers hash it (UTF-8, parsed newlines). */
export function sha256Source(text: string): string {
  // The HTML parser turns CR LF and lone CR into LF before a script sees its text.
  const parsed = text.replace(/\r\n?/g, '\n')
  return `'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`
}

// Comments and raw-text elements, in document order: a '<script>' inside a comment is no script,
// and a 'style="' inside a script is no attribute.
const RAW =
  /<!--[\s\S]*?-->|<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>|<style\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/style\s*>/gi

/** The text of every inline <script> (one without src) and every <style> of an HTML document. */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = []
  const styles: string[] = []
  for (const [whole, scriptAttrs, script, , style] of html.matchAll(RAW)) {
    if (whole.startsWith('<!--')) continue
    if (script !== undefined) {
      if (!/\ssrc\s*=/i.test(` ${scriptAttrs ?? ''}`)) scripts.push(script)
    } else if (style !== undefined) {
      styles.push(style)
    }
  }
  return { scripts, styles }
}

const TAG =
  /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)(\s*\/?)>/g
const ATTRIBUTE = /(\s+)([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** `a: b; c: d` -> ['a:b', 'c:d'] (a ';' inside parentheses or quotes does not split). */
function declarations(css: string): string[] {
  const out: string[] = []
  let depth = 0
  let quote = ''
  let current = ''
  for (const ch of css) {
    if (quote) quote = ch === quote ? '' : quote
    else if (ch === '"' || ch === "'") quote = ch
    else if (ch === '(') depth += 1
    else if (ch === ')') depth -= 1
    if (ch === ';' && !quote && depth === 0) {
      out.push(current)
      current = ''
    } else current += ch
  }
  out.push(current)
  return out
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const colon = d.indexOf(':')
      if (colon < 1) throw new Error(`not a CSS declaration: ${d}`)
      return `${d.slice(0, colon).trim()}:${d.slice(colon + 1).trim()}`
    })
}

/**
 * Moves the style="" attributes of static markup into classes (`csp-s0`, …) styled by one <style>
 * element at the end of the head, whose hash the policy lists like the others. The declarations are
 * `!important`, as an attribute outranks every class rule. Script and style text is left alone.
 */
export function styleAttributesToClasses(html: string): string {
  const rules = new Map<string, string>() // declarations -> class
  const rewriteTags = (markup: string) =>
    markup.replace(TAG, (tag, name: string, attrs: string, end: string) => {
      const list = [...attrs.matchAll(ATTRIBUTE)].map((match) => ({
        raw: match[0],
        space: match[1] ?? ' ',
        key: (match[2] ?? '').toLowerCase(),
        value: decode(match[3] ?? match[4] ?? match[5] ?? ''),
      }))
      const style = list.find((a) => a.key === 'style')
      if (!style) return tag
      if (/[<>]/.test(style.value)) {
        throw new Error(`a style attribute cannot move into <style>: ${style.value}`)
      }
      const body = declarations(style.value)
        .map((d) => (/!\s*important$/i.test(d) ? d : `${d}!important`))
        .join(';')
      const cls = body ? (rules.get(body) ?? `csp-s${rules.size}`) : ''
      if (body) rules.set(body, cls)
      const hasClass = list.some((a) => a.key === 'class')
      const kept = list
        .filter((a) => a.key !== 'style')
        .map((a) =>
          a.key === 'class' && cls
            ? `${a.space}class="${`${a.value} ${cls}`.trim().replace(/"/g, '&quot;')}"`
            : a.raw,
        )
      if (cls && !hasClass) kept.unshift(` class="${cls}"`)
      return `<${name}${kept.join('')}${end}>`
    })
  // Markup between comments, scripts and styles; a style attribute the tag pattern missed fails.
  const markup = (part: string) => {
    const done = rewriteTags(part)
    const read = [...done.matchAll(TAG)].length === (done.match(/<[a-zA-Z]/g) ?? []).length
    if (!read && /\sstyle\s*=/i.test(done)) {
      throw new Error(`index.html has markup with a style attribute this cannot read: ${done}`)
    }
    return done
  }
  let out = ''
  let at = 0
  for (const raw of html.matchAll(RAW)) {
    out += markup(html.slice(at, raw.index)) + raw[0]
    at = raw.index + raw[0].length
  }
  out += markup(html.slice(at))
  if (rules.size === 0) return out
  if (!out.includes('</head>')) throw new Error('index.html has no </head> for the moved styles')
  const css = [...rules].map(([body, cls]) => `.${cls}{${body}}`).join('')
  return out.replace('</head>', `<style>${css}</style>\n  </head>`)
}

/** The origin of an absolute http(s) URL, or null (empty, relative: the page's own origin). */
export function originOf(url: string | undefined): string | null {
  const value = (url ?? '').trim()
  if (!/^https?:\/\//i.test(value)) return null
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

/**
 * webviewPage frames operator pages (src/lib/operator-url.ts): each operator domain and its
 * subdomains, https only. 'op.cn, *.x.cn' -> https://op.cn https://*.op.cn https://x.cn https://*.x.cn
 */
export function frameSources(domains: string | undefined): string[] {
  return (domains ?? '')
    .split(',')
    .map((d) =>
      d
        .trim()
        .toLowerCase()
        .replace(/^\*?\./, '')
        .replace(/\.$/, ''),
    )
    .filter((d) => /^[a-z0-9.-]+$/.test(d))
    .flatMap((d) => [`https://${d}`, `https://*.${d}`])
}

export interface PolicyInput {
  /** index.html's inline scripts and <style> elements (their text). */
  scripts: string[]
  styles: string[]
  /** Origins the app calls besides its own (the API). */
  connect: string[]
  /** Where /assets/ is served from when it is not the page's origin (an absolute `base`). */
  assets?: string | null
  /** Operator pages webviewPage may frame (https sources); none: no frame-src directive. */
  frames?: string[]
}

/** The header value: directives in a fixed order, every source once. */
export function policy({ scripts, styles, connect, assets, frames = [] }: PolicyInput): string {
  const own = ["'self'", ...(assets ? [assets] : [])]
  const directives: [string, string[]][] = [
    ['default-src', own],
    ['script-src', [...own, ...scripts.map(sha256Source)]],
    ['style-src', [...own, ...styles.map(sha256Source)]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['media-src', ["'self'", 'blob:', 'https:']],
    ['connect-src', ["'self'", ...connect]],
    ['worker-src', ["'self'", 'blob:']],
    ['child-src', ["'self'", 'blob:']],
    ...(frames.length > 0 ? [['frame-src', ["'self'", ...frames]] as [string, string[]]] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ')
}

/**
 * Build: moves index.html's style attributes into classes, then writes `csp.txt` (the header value)
 * from the final HTML. Preview (`PREVIEW_CSP=1 vite preview --outDir …`): sends the build's header.
 */
export function contentSecurityPolicy(): Plugin[] {
  let connect: string[] = []
  let assets: string | null = null
  let frames: string[] = []
  const build: Plugin = {
    name: 'csp',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      const api = [config.env.VITE_API_BASE, config.env.VITE_API_BASE_TEST]
      connect = api.map((base) => originOf(base as string | undefined)).filter((o) => o !== null)
      assets = originOf(config.base)
      frames = frameSources(
        (config.env.VITE_OPERATOR_DOMAINS as string | undefined) ||
          (config.env.VITE_QR_DOMAINS as string | undefined),
      )
    },
    // After scripts/plugins/'s hooks (this plugin is `post`): the static shell is in by then.
    transformIndexHtml: { order: 'post', handler: (html) => styleAttributesToClasses(html) },
    // After Vite's HTML plugin has written the final index.html into the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const pages = Object.values(bundle).filter(
          (file) => file.type === 'asset' && file.fileName.endsWith('.html'),
        )
        if (pages.length === 0) this.error('no HTML page to take the inline hashes from')
        const scripts: string[] = []
        const styles: string[] = []
        for (const page of pages) {
          if (page.type !== 'asset') continue
          const blocks = inlineBlocks(String(page.source))
          scripts.push(...blocks.scripts)
          styles.push(...blocks.styles)
        }
        this.emitFile({
          type: 'asset',
          fileName: CSP_FILE,
          source: policy({ scripts, styles, connect, assets, frames }),
        })
      },
    },
  }
  const preview: Plugin = {
    name: 'csp-preview',
    configurePreviewServer(server) {
      const { root, build: options } = server.config
      const value = readFileSync(resolve(root, options.outDir, CSP_FILE), 'utf8').trim()
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Content-Security-Policy', value)
        next()
      })
    },
  }
  // Only when asked: a plugin with this hook also turns off vite preview's "did you build?" check.
  return process.env.PREVIEW_CSP === '1' ? [build, preview] : [build]
}
