/**
 * index.html's script after the static shells, compiled into it at build
 * (scripts/plugins/early-scripts.ts): while a landing page's entry is on its way, lays out a
 * Chinese character once in each text style (size and weight) the page's first screen draws, out
 * of sight, then takes it away.
 *
 * Why: a browser opens a font face per size and weight the first time it lays text out in it, and
 * for Chinese it looks for a fallback face in each one. Done in the app's first layout, that work
 * came after the entry had arrived, on the first screen's path: on a pile link, a layout of
 * 113-130 ms at Lighthouse's 4x CPU, 35-43 ms after this (docs/performance-history.md,
 * 2026-11-28). Done here it falls in the second or so the main thread otherwise waits for the
 * entry. A step per style, each in its own task, so that a step never holds up the entry's
 * evaluation by more than one style's layout; it stops as soon as the app has replaced the shells.
 */
import { BOOT_ROUTE } from './contract'

/**
 * The text styles ('<px>/<weight>') of a pile link's first screen (charge selection with a pile's
 * sockets and plans): e2e/production.spec.ts checks the page draws no other.
 */
export const PILE_LINK_TEXT_STYLES = [
  '11/400',
  '12/400',
  '13/400',
  '13/600',
  '14/400',
  '14/600',
  '16/700',
  '17/400',
  '17/600',
  '17/700',
  '18/700',
  '22/700',
]

/** Route path -> the text styles to warm (scripts/plugins/early-scripts.ts passes it). */
export type FontWarmPlan = Record<string, string[]>

/** Laid out in each style: a character of the app's own text, and figures. */
const SAMPLE = '充电 ¥0.5'
/** The static shells the app replaces when it first renders (index.html). */
const SHELLS = '.boot-home-shell, .boot-page-shell'

export function warmFonts(plan: FontWarmPlan, doc: Document = document): void {
  const styles = plan[doc.documentElement.getAttribute(BOOT_ROUTE) ?? ''] ?? []
  if (!styles.length) return
  const box = doc.createElement('div')
  box.setAttribute('aria-hidden', 'true')
  box.style.cssText = 'position:absolute;height:0;overflow:hidden;visibility:hidden'
  let next = 0
  const step = () => {
    const style = styles[next++]
    if (style === undefined || !doc.querySelector(SHELLS)) {
      box.remove()
      return
    }
    const [size = '', weight = ''] = style.split('/')
    const line = doc.createElement('span')
    line.style.fontSize = `${size}px`
    line.style.fontWeight = weight
    line.textContent = SAMPLE
    box.appendChild(line)
    // Lays it out now, in this task.
    void box.offsetHeight
    setTimeout(step, 0)
  }
  // After the frame the shell paints in.
  requestAnimationFrame(() =>
    setTimeout(() => {
      doc.body.appendChild(box)
      step()
    }, 0),
  )
}
