import type { Plugin } from 'vite'

/** The header a hashed asset is served with: its name changes with its content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * `vite preview` serves the build's hashed files (`/assets/`) as a production server should: cached
 * for a year, never revalidated. Vite's own preview asks the browser to revalidate every file on
 * every load (`no-cache`); then an e2e test's page load waited on 30-odd conditional requests even
 * with a warm cache. index.html and the service workers keep `no-cache`: their names do not change.
 */
export function previewCache(): Plugin {
  return {
    name: 'preview-cache',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        // sirv keeps a header already set on the response in place of its own.
        if (req.url?.startsWith('/assets/')) res.setHeader('Cache-Control', IMMUTABLE)
        next()
      })
    },
  }
}
