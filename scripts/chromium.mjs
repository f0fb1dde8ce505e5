// Debian's chromium, the one browser of e2e, perf and screenshots (FOOTGUNS: never downloaded), and
// the flags it runs with on these machines.
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
