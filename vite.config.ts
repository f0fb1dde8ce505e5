import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

// WECHAT: iOS WeChat renders with the system WKWebView (iOS 13+ still in the field) and Android with
// its own Chromium (XWeb, 76+ in the field). Vite 8's default target (Chrome 111 / Safari 16.4) is too new; the built JS is
// checked against ES2019 by scripts/check-build.mjs after every build.
export const BUILD_TARGET = ['es2019', 'safari13', 'chrome76']

/**
 * Paint first, then load the app: the entry script and its preloads are added once the static
 * shell in index.html has painted (next frame), so the first paint never waits on script downloads.
 */
function loadAfterFirstPaint(): Plugin {
  return {
    name: 'load-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const urls: { kind: 'script' | 'preload'; href: string }[] = []
        let out = html.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g,
          (_m, href: string) => (urls.push({ kind: 'script', href }), ''),
        )
        out = out.replace(
          /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
          (_m, href: string) => {
            urls.push({ kind: 'preload', href })
            return ''
          },
        )
        if (urls.length === 0) return html
        const loader = `<script>requestAnimationFrame(function(){setTimeout(function(){${urls
          .map((u) =>
            u.kind === 'script'
              ? `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(u.href)};document.head.appendChild(s);`
              : `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=${JSON.stringify(u.href)};document.head.appendChild(l);`,
          )
          .join('')}})})</script>`
        return out.replace('</body>', `${loader}\n  </body>`)
      },
    },
  }
}

export default defineConfig({
  plugins: [react(), loadAfterFirstPaint()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: BUILD_TARGET,
    cssTarget: ['safari13', 'chrome76'],
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
})
