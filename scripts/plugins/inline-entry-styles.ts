// Why: home's static shell and a pile link's charge selection are styled by the entry's stylesheet
// (src/app/shell/index.ts lists what it holds). Put inside index.html, their first paint waits on no
// other file and the first connection after the document goes to the scripts (about 4 kB gzip).
// The file is taken out of the bundle before Vite lists what each lazy chunk preloads, so that no
// chunk asks for it again.
import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'

/** Takes the entry chunks' CSS out of the bundle and returns it (fails on what cannot go inline). */
export function takeEntryCss(bundle: OutputBundle): string {
  const inline: string[] = []
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.viteMetadata) continue
    const { importedCss } = chunk.viteMetadata
    for (const file of [...importedCss]) {
      const asset = bundle[file]
      if (asset?.type !== 'asset') continue
      const css = String(asset.source)
      // A relative url() would resolve against the document instead of /assets/.
      if (/<\/style|url\((?!\s*['"]?(data:|\/|https?:))/i.test(css)) {
        throw new Error(`${file} cannot go inline: it has a relative url() or </style>`)
      }
      inline.push(css)
      importedCss.delete(file)
      delete bundle[file]
    }
  }
  return inline.join('')
}

/**
 * Two plugins: one takes the CSS out early (before Vite writes index.html), the other puts it at the
 * end of the head, after the tags of the plugins listed before it (the loader starts the downloads
 * before the parser reaches 18 kB of CSS).
 */
export function inlineEntryStyles(): Plugin[] {
  let css = ''
  return [
    {
      name: 'inline-entry-styles:take',
      apply: 'build',
      enforce: 'pre',
      generateBundle(_options, bundle) {
        try {
          css = takeEntryCss(bundle)
        } catch (error) {
          this.error(String(error))
        }
      },
    },
    {
      name: 'inline-entry-styles:put',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler: (html) =>
          css ? { html, tags: [{ tag: 'style', children: css, injectTo: 'head' }] } : html,
      },
    },
  ]
}
