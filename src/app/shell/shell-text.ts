/**
 * index.html's script after the static shells, compiled into it at build
 * (scripts/plugins/early-scripts.ts): puts the texts index.html's landing-route script noted
 * (src/app/shell/early.ts: the operator's title and platform name on home, the page's title
 * elsewhere) into the static shells, now that they are parsed and before they first paint.
 */
import { BOOT_HOME, BOOT_PLATFORM, BOOT_TITLE } from './contract'

export function fillShellText(doc: Document = document): void {
  const root = doc.documentElement
  const title = root.getAttribute(BOOT_TITLE)
  const shell = doc.querySelector(
    root.className === BOOT_HOME ? '.boot-home-shell' : '.boot-page-shell',
  )
  const heading = shell?.querySelector('.app-nav__title')
  if (title !== null && heading) heading.textContent = title
  const platform = root.getAttribute(BOOT_PLATFORM)
  const hero = shell?.querySelector('.home__hero')
  if (platform && hero) {
    const line = doc.createElement('p')
    line.className = 'home__platform'
    line.textContent = platform
    hero.appendChild(line)
  }
}
