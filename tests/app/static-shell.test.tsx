import { renderHome } from '@/app/shell/render-home'
import { SHELL_SLOT, withShell } from '../../scripts/plugins/static-shell'

/**
 * index.html paints home before any script has run: the build renders home's first screen from the
 * real components (src/app/shell/render-home.tsx, scripts/plugins/static-shell.ts). No copy of it
 * is kept anywhere: this checks what the render gives and how it goes into index.html.
 */
describe('the static shell of home (index.html)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('is home before any data: nav bar, skeleton user card, figures as --, the scan button', async () => {
    window.history.replaceState(null, '', '/#/')
    const markup = await renderHome()
    const doc = new DOMParser().parseFromString(markup, 'text/html')
    expect(doc.querySelector('.app-nav__title')?.textContent).toBe('充电小助手')
    expect(doc.querySelector('.user-card[aria-busy="true"]')).not.toBeNull()
    expect([...doc.querySelectorAll('.home__stat strong')].map((s) => s.textContent)).toEqual([
      '--',
      '--',
      '--',
    ])
    expect(doc.querySelector('button.home__scan')?.textContent).toContain('扫码充电')
    expect(doc.querySelector('.app-tabs')).not.toBeNull()
    expect(markup).not.toMatch(/<script|<template|<!--\$/)
  })

  it('goes into its slot, with its SVG made smaller and drawing the same', async () => {
    const markup = await renderHome()
    const html = `<div class="boot-home-shell" inert>${SHELL_SLOT}</div>`
    const out = withShell(html, markup)
    expect(out).not.toContain(SHELL_SLOT)
    expect(out.length).toBeLessThan(html.length + markup.length)
    expect(out).toContain('扫码充电')
    // The shortcut tiles and labels are in, their glyphs come with the app; the scan button's icon stays.
    const doc = new DOMParser().parseFromString(out, 'text/html')
    const glyphs = [...doc.querySelectorAll('.home__shortcut-icon svg')]
    expect(glyphs.length).toBeGreaterThanOrEqual(8)
    for (const svg of glyphs) expect(svg.childNodes).toHaveLength(0)
    expect(doc.querySelectorAll('.home__shortcut')).toHaveLength(glyphs.length)
    expect(doc.querySelector('.home__scan-icon path')).not.toBeNull()
    expect(() => withShell('<div></div>', markup)).toThrow(/exactly one/)
    expect(() => withShell(html, '<p>x</p><script>1</script>')).toThrow(/script/)
  })

  it('takes `$&` and other replacement patterns literally', () => {
    expect(withShell(`a${SHELL_SLOT}b`, "<p>$& $' $1</p>")).toBe("a<p>$& $' $1</p>b")
  })
})
