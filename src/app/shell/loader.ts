/**
 * index.html's loader of the app, compiled into the end of its head at build with the build's file
 * lists (scripts/plugins/load-app.ts writes the plan). The entry's files are already on their way:
 * the head starts with their static module preloads, largest first (over HTTP/1.1 the entry takes
 * the warm connection), which the browser asks for before any script runs. This one:
 * - runs the entry: on home only once the static shell has painted (afterFirstPaint, below), so the
 *   shell's first paint never waits on the entry's evaluation while the download does not wait on
 *   that paint (app-ready 0.3-0.45 s sooner with the throttling applied,
 *   docs/performance-history.md); elsewhere as soon as it is in, before the body is even parsed
 *   (the page shell is a skeleton: the page itself is what counts; src/main.tsx waits for the
 *   document);
 * - asks for the landing page's own chunks (the route index.html's landing-route script noted), so
 *   that they arrive alongside the entry, not after it has run;
 * - and for axios, which the API client loads on its first call, unless index.html has already
 *   asked for the landing page's data (a pile link's pile, home's user: ./early-calls.ts): that
 *   first screen needs no call, and the library would only share the bandwidth with the entry.
 */
import { BOOT_HOME, BOOT_ROUTE, PLAN_ID, type LoadPlan } from './contract'

/** Adds `<link rel href as>` to the head; a module preload is CORS, as module scripts are. */
export function addLink(doc: Document, rel: string, href: string, as?: string): void {
  const element = doc.createElement('link')
  element.rel = rel
  if (as) element.setAttribute('as', as)
  if (rel === 'modulepreload') element.crossOrigin = ''
  element.href = href
  doc.head.appendChild(element)
}

export function loadApp(plan: LoadPlan, win: Window = window): void {
  const doc = win.document
  const home = doc.documentElement.className === BOOT_HOME
  const go = () => {
    for (const { script, href } of plan.entry) {
      if (!script) continue
      const element = doc.createElement('script')
      element.type = 'module'
      element.crossOrigin = ''
      element.src = href
      doc.head.appendChild(element)
    }
    const route = doc.documentElement.getAttribute(BOOT_ROUTE) ?? ''
    const needs = (plan.routes[route] ?? []).concat(
      win.__earlyPile || win.__earlyUser ? [] : plan.client,
    )
    for (const i of needs) {
      const href = plan.files[i]
      if (href?.endsWith('.css')) addStylesheet(doc, href)
      else if (href) addLink(doc, 'modulepreload', href)
    }
  }
  if (home) afterFirstPaint(win, go)
  else go()
}

/**
 * A landing page's stylesheet, after the theme: index.html's inline theme comes later in the head
 * than this script, and a page stylesheet put before it would lose every rule of the same
 * specificity to it (landed on the live charge, `.app-page`'s padding over the page's own, and the
 * bar covered the last line). While the head is still being read, the file is fetched at once
 * (preload, beside the entry, and much smaller) and its stylesheet link added once the document
 * is parsed, after the theme and before the app's first render (src/main.tsx waits for the
 * document; the page's chunk finds the link there and adds none of its own).
 */
function addStylesheet(doc: Document, href: string): void {
  if (doc.readyState !== 'loading') return addLink(doc, 'stylesheet', href)
  addLink(doc, 'preload', href, 'style')
  doc.addEventListener('DOMContentLoaded', () => addLink(doc, 'stylesheet', href))
}

/** Longest wait for the shell's first paint to be reported, after the frame that parsed it. */
const FIRST_PAINT_MAX_MS = 1000

/**
 * Calls `then` once, when the document's first contentful paint has been shown: told by the paint
 * timing entry where the browser has one (Chromium; Safari 14.1+). The frame after the document is
 * parsed is earlier than that: the paint is still on its way to the screen, and what go() asks for
 * could arrive first (Lighthouse then counts it as something the paint waited on). Elsewhere, that
 * frame; and never later than FIRST_PAINT_MAX_MS after it.
 */
function afterFirstPaint(win: Window, then: () => void): void {
  let done = false
  const once = () => {
    if (!done) then()
    done = true
  }
  const Observer = (win as Window & typeof globalThis).PerformanceObserver as
    typeof PerformanceObserver | undefined
  const reported = Observer?.supportedEntryTypes?.includes('paint')
  if (Observer && reported) {
    new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) once()
    }).observe({ type: 'paint', buffered: true })
  }
  win.document.addEventListener('DOMContentLoaded', () =>
    requestAnimationFrame(() => setTimeout(once, reported ? FIRST_PAINT_MAX_MS : 0)),
  )
}

export function startLoader(win: Window = window): void {
  const data = win.document.getElementById(PLAN_ID)?.textContent
  if (data) loadApp(JSON.parse(data) as LoadPlan, win)
}
