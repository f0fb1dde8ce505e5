// Debian's chromium, the one browser of e2e, perf and screenshots (README "Footguns": never
// downloaded), and the flags it runs with on these machines.
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * The e2e's browser: Debian's build of the same Chromium without its browser UI (package
 * chromium-headless-shell), which is what Playwright itself runs for headless Chromium. Full
 * Chromium in headless mode still makes a browser window for every page, and with it a WebUI
 * renderer for the address bar's popup that loads about 80 chrome:// modules: 1.1 s of CPU a page
 * in a trace, as much as the app's own renderer, on CI's two cores (README, Footguns). Its
 * `--disable-features` cannot be used to turn that off: it would replace Playwright's own list.
 */
export const E2E_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell'

/** The Debian packages that provide them, by path (none to install when CHROMIUM_PATH is set). */
export const CHROMIUM_PACKAGES = process.env.CHROMIUM_PATH
  ? {}
  : { [CHROMIUM]: 'chromium', [E2E_CHROMIUM]: 'chromium-headless-shell' }

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * The e2e's flags: V8 without its optimizing compilers (TurboFan, Maglev), only its interpreter and
 * baseline compiler. A test's page lives a few seconds: code that gets hot there is compiled by
 * them in background threads and the page is gone before that pays back, on a machine whose two
 * cores the three workers keep busy. `CI=1 npx playwright test --project mock` (176 tests, CPU from
 * /proc/stat, one run after the other, nothing else running, 2026-11-27): 907 core-s and 8.0 min
 * without, 803 core-s and 7.3 min with; in the other order, 761 core-s (6.9 min) with, 812 (7.3)
 * without. Not for `npm run perf` or screenshots: they measure what a phone runs.
 *
 * And Chromium as one process (`--single-process`): the page, its service worker, the network and
 * the compositor as threads of the browser, with no process hops between them for every request,
 * frame and DevTools message. Such a browser holds one context (a second one's page closes it), so
 * e2e/fixtures.ts gives each context a browser of its own. `CI=1 npx playwright test` (all 189
 * tests, CPU from /proc/stat, 2026-11-27), three pairs run one after the other: 726 -> 668 core-s
 * (6.7 -> 6.2 min, this flag first), 783 -> 609 (7.1 -> 5.7 min), 848 -> 636 (7.6 -> 5.9 min).
 */
export const E2E_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--js-flags=--no-opt --no-maglev',
  '--single-process',
]
