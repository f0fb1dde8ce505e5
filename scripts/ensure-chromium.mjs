// Playwright drives Debian's chromium; browsers are never downloaded (FOOTGUNS). Installs it with apt
// when it is missing and we are root (CI, a fresh machine); otherwise says what to do.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM } from './chromium.mjs'

if (existsSync(CHROMIUM)) process.exit(0)
const root = typeof process.getuid === 'function' && process.getuid() === 0
if (!root) {
  console.error(
    `${CHROMIUM} is missing: run  sudo apt-get update && sudo apt-get install -y chromium`,
  )
  process.exit(1)
}
console.log('Installing Debian chromium for the e2e tests…')
execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' })
