// Why: WeChat shows a white page until a page's scripts have run, and a link to home should paint
// home at once. So the build renders home's first screen (before any data) from the real components
// with React's static rendering (src/app/shell/render-home.tsx, in a process of its own:
// ./render-home.mjs) and puts it into index.html's home shell, with its icons' SVG tidied by svgo.
// It is inert (index.html): React replaces it. Nothing to keep in step by hand. The shortcut grid's
// eight glyphs (2 kB of gzip) are left out of it: their tiles, labels and colours are there, the
// glyphs come with the app. That keeps index.html inside the first 14 kB a new connection can send
// in one round trip (TCP's initial window, docs/performance-history.md), which every first screen
// waits on.
import { execFile } from 'node:child_process'
import { optimize } from 'svgo'
import type { Plugin } from 'vite'
import { ROOT, replaceOnce } from './inline'

/** Where index.html takes the shell. */
export const SHELL_SLOT = '<!-- home: scripts/plugins/static-shell.ts -->'

/** Home's markup, rendered in a child process (about 2 s, alongside the bundling). */
export function renderHomeShell(mode: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [`${ROOT}scripts/plugins/render-home.mjs`],
      { cwd: ROOT, env: { ...process.env, SHELL_MODE: mode }, maxBuffer: 8 << 20 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    )
  })
}

/** A shortcut's glyph: its <svg> inside the tile's icon span (home's shortcuts.tsx). */
const SHORTCUT_GLYPH = /(<span class="home__shortcut-icon"[^>]*>)(<svg[^>]*>)[\s\S]*?(<\/svg>)/g

/**
 * index.html with the shell in its slot: the icons' SVG drawn the same in half the bytes, the
 * shortcut glyphs left empty (the app draws them).
 */
export function withShell(html: string, markup: string): string {
  if (!markup.includes('<')) throw new Error('home rendered nothing')
  if (/<script/i.test(markup)) throw new Error('home rendered a script into the static shell')
  const shell = markup
    .replace(
      SHORTCUT_GLYPH,
      (_svg, span: string, open: string, close: string) => span + open + close,
    )
    .replace(/<svg[\s\S]*?<\/svg>/g, (svg) => optimize(svg, { multipass: true }).data)
  return replaceOnce(html, SHELL_SLOT, shell)
}

export function staticShell(): Plugin {
  let markup: Promise<string> | null = null
  let mode = 'production'
  return {
    name: 'static-shell',
    apply: 'build',
    configResolved(config) {
      mode = config.mode
    },
    buildStart() {
      markup = renderHomeShell(mode)
    },
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => withShell(html, await (markup ?? renderHomeShell(mode))),
    },
  }
}
