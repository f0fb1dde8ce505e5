// Debian's chromium, the one browser of e2e, perf and screenshots (FOOTGUNS: never downloaded), and
// the flags it runs with on these machines.
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
