// Playwright drives Debian's chromium; browsers are never downloaded (README "Footguns"). Installs
// what is missing (chromium, and chromium-headless-shell for the e2e) with apt when we are root (CI,
// a fresh machine); otherwise says what to do.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM_PACKAGES } from './chromium.mjs'

const custom = process.env.CHROMIUM_PATH
if (custom && !existsSync(custom)) {
  console.error(`CHROMIUM_PATH ${custom} is missing`)
  process.exit(1)
}
const missing = Object.entries(CHROMIUM_PACKAGES)
  .filter(([path]) => !existsSync(path))
  .map(([, name]) => name)
if (missing.length === 0) process.exit(0)
const install = `apt-get update && apt-get install -y ${missing.join(' ')}`
const root = typeof process.getuid === 'function' && process.getuid() === 0
if (!root) {
  console.error(`${missing.join(' and ')} missing: run  sudo ${install.replace('&& ', '&& sudo ')}`)
  process.exit(1)
}
console.log(`Installing Debian ${missing.join(' and ')} for the e2e tests…`)
execSync(install, { stdio: 'inherit' })
