/**
 * The entry's preloads: index.html's first script, compiled at build into the head before the
 * others (scripts/plugins/load-app.ts, with the entry's files, largest first). The landing-route
 * script (./early.ts: the route, the early call) and the loader's plan come after it; none of them
 * changes which files the entry is, so its download no longer waits for them (the landing-route
 * script took 33-40 ms at Lighthouse's 4x CPU;
 * docs/performance-history.md). The loader (./loader.ts) then runs the entry, at once or, on
 * home, once the shell has painted: the browser's module map gives it the file these preloads
 * fetched.
 */
export function preloadEntry(hrefs: string[], doc: Document = document): void {
  for (const href of hrefs) {
    const link = doc.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    doc.head.appendChild(link)
  }
}
