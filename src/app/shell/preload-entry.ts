/**
 * The entry's preloads: index.html's first script, compiled at build into the head before the
 * others (scripts/plugins/load-app.ts, with the entry's files, largest first). The landing-route
 * script (./early.ts: the route, the early call) and the loader's plan come after it; none of them
 * changes which files the entry is, so its download no longer waits for them (the landing-route
 * script took 33-40 ms at Lighthouse's 4x CPU; docs/performance-history.md). The loader
 * (./loader.ts) then runs the entry, at once or, on home, once the shell has painted: the browser's
 * module map gives it the file these preloads fetched.
 */

/** Adds `<link rel href as>` to the head; a module preload is CORS, as module scripts are. */
export function addLink(doc: Document, rel: string, href: string, as?: string): void {
  const element = doc.createElement('link')
  element.rel = rel
  if (as) element.setAttribute('as', as)
  if (rel === 'modulepreload') element.crossOrigin = ''
  element.href = href
  doc.head.appendChild(element)
}

export function preloadEntry(hrefs: string[], doc: Document = document): void {
  for (const href of hrefs) addLink(doc, 'modulepreload', href)
}
