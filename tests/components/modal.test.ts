import { waitFor } from '@testing-library/react'
import { holdFocus } from '@/components/modal'

/**
 * The modal rule (src/components/modal): the page around an open modal is inert, and focus goes
 * back to the button that opened it even when that button was disabled while its action ran.
 */

function element(tag: string, attrs: Record<string, string> = {}, parent: Element = document.body) {
  const el = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value)
  parent.append(el)
  return el
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('a modal keeps the page around it out of reach (audit: a swipe walked out of a sheet)', () => {
  it('makes what is beside it and beside its ancestors inert, not itself nor the toasts', () => {
    const root = element('div', { id: 'root' })
    const opener = element('button', {}, root)
    opener.focus()
    const toasts = element('div', { id: 'app-toasts', 'aria-live': 'polite' })
    const wrap = element('div', { class: 'wrap' })
    const mask = element('div', { class: 'mask' }, wrap)
    const dialog = element('div', { role: 'dialog' }, wrap)
    const ok = element('button', {}, dialog)

    const release = holdFocus(dialog, { initial: ok, onEscape: () => undefined })
    expect(ok).toHaveFocus()
    expect(root).toHaveAttribute('inert')
    expect(mask).toHaveAttribute('inert')
    expect(toasts).not.toHaveAttribute('inert')
    expect(wrap).not.toHaveAttribute('inert')
    expect(dialog).not.toHaveAttribute('inert')

    release()
    expect(root).not.toHaveAttribute('inert')
    expect(mask).not.toHaveAttribute('inert')
    expect(opener).toHaveFocus()
  })

  it('leaves usable what it is told to keep (the nav bar over the follow prompt)', () => {
    const root = element('div', { id: 'root' })
    const nav = element('header', { class: 'app-nav' }, root)
    const main = element('main', {}, root)
    const dialog = element('div', { role: 'dialog' })
    element('button', {}, dialog)

    const release = holdFocus(dialog, { onEscape: () => undefined, keep: '.app-nav' })
    expect(nav).not.toHaveAttribute('inert')
    expect(root).not.toHaveAttribute('inert')
    expect(main).toHaveAttribute('inert')
    release()
    expect(main).not.toHaveAttribute('inert')
  })

  it('keeps the page inert while a dialog over a sheet is open, whichever closes first', () => {
    const root = element('div', { id: 'root' })
    const ownInert = element('div', { inert: '' })
    const sheet = element('div', { role: 'dialog' })
    element('button', {}, sheet)
    const dialog = element('div', { role: 'dialog' })
    element('button', {}, dialog)

    const releaseSheet = holdFocus(sheet, { onEscape: () => undefined })
    const releaseDialog = holdFocus(dialog, { onEscape: () => undefined })
    expect(sheet).toHaveAttribute('inert')
    releaseSheet()
    expect(root).toHaveAttribute('inert')
    releaseDialog()
    expect(root).not.toHaveAttribute('inert')
    expect(sheet).not.toHaveAttribute('inert')
    // Inert before any modal (a page's own): left as it was.
    expect(ownInert).toHaveAttribute('inert')
  })
})

describe('focus goes back to a button that was busy while its dialog was open', () => {
  it('waits for it to be enabled again', async () => {
    const root = element('div', { id: 'root' })
    element('h1', {}, root).textContent = '实体卡详情'
    const opener = element('button', {}, root) as HTMLButtonElement
    opener.focus()
    // What Chromium does to a focused control that is disabled (its action started): focus drops
    // to the body before the dialog the action opens is drawn.
    // (jsdom keeps a disabled control focused and its blur() does nothing on one; a control taken
    // out of the page and put back has lost focus, and nothing else took it.)
    opener.disabled = true
    opener.remove()
    root.append(opener)
    expect(document.body).toHaveFocus()

    const dialog = element('div', { role: 'dialog' })
    element('button', {}, dialog)
    const release = holdFocus(dialog, { onEscape: () => undefined })
    dialog.remove()
    release()
    expect(opener).not.toHaveFocus()
    opener.disabled = false
    await waitFor(() => expect(opener).toHaveFocus())
  })
})
