import type { loadDialog } from '@/components/antd-imperative'
import { holdFocus } from '@/components/modal'

type DialogApi = Awaited<ReturnType<typeof loadDialog>>

export interface DialogSpec {
  title: string
  text: string
  /** One row of buttons; the last is the primary one. The first takes focus when it opens. */
  actions: { key: string; text: string; bold?: boolean }[]
  /** A button on a row of its own under them (the demo cashier's 模拟支付失败). */
  more?: { key: string; text: string; danger?: boolean }
}

/** The close (as dismissed) of each dialog open. */
const open = new Set<() => void>()
let count = 0

/**
 * Closes every dialog open: each resolves as dismissed (null), a confirmation as not confirmed.
 * Called when the location changes (src/app/feedback.ts): a dialog never acts on another page.
 */
export function closeDialogs(): void {
  for (const close of [...open]) close()
}

/**
 * antd-mobile's imperative Dialog (its look, text as text) made an accessible modal: named by
 * its title and described by its text, aria-modal, focus on its first button (取消 on a
 * confirmation), Tab inside, Escape closes it (as dismissed), focus goes back to where it was.
 * Resolves with the key of the button pressed, or null when dismissed.
 */
export function showDialog(Dialog: DialogApi, spec: DialogSpec): Promise<string | null> {
  count += 1
  const ids = { title: `app-dialog-${count}-title`, text: `app-dialog-${count}-text` }
  // Its own container (antd-mobile's getContainer), so this dialog's elements are found as it
  // draws them, without guessing which of the body's children it is.
  const container = document.createElement('div')
  document.body.append(container)
  return new Promise((resolve) => {
    let chosen: string | null = null
    let release: (() => void) | undefined
    let settled = false
    let shown = false
    let closing = false
    const settle = () => {
      if (settled) return
      settled = true
      watch.disconnect()
      open.delete(close)
      // Focus back before the caller's code runs (it may delete what had it, or move it on).
      release?.()
      resolve(chosen)
    }
    // Escape, or the page left: dismissed at once. antd-mobile is asked to close it only once its
    // opening animation has ended: closed before that, its spring never comes to rest, and the
    // dialog stays in the page for good, invisible, over the middle of the screen, with the body's
    // scroll locked. Meanwhile it is out of sight, out of reach and out of the accessibility tree.
    const close = () => {
      if (closing) return
      closing = true
      settle()
      if (shown) handler.close()
      else container.hidden = true
    }
    const watch = new MutationObserver(() => {
      const dialog = container.querySelector<HTMLElement>('[role="dialog"]')
      const buttons = dialog?.querySelectorAll<HTMLElement>('.adm-dialog-footer button')
      if (!dialog || !buttons?.length) return
      watch.disconnect()
      dialog.setAttribute('aria-modal', 'true')
      dialog.querySelector('.adm-dialog-title')?.setAttribute('id', ids.title)
      dialog.setAttribute('aria-labelledby', ids.title)
      dialog.querySelector('.adm-dialog-content')?.setAttribute('id', ids.text)
      dialog.setAttribute('aria-describedby', ids.text)
      // Focus on the first button: 取消 on a confirmation, the least destructive (WAI-ARIA's advice:
      // an Enter must not delete a card or stop a charge), 我知道了 on an alert.
      release = holdFocus(dialog, { initial: buttons[0], onEscape: close })
    })
    watch.observe(container, { childList: true, subtree: true })
    const handler = Dialog.show({
      title: spec.title,
      // The name from the first frame (the title is tied to it once drawn, above).
      'aria-label': spec.title,
      content: spec.text,
      actions: spec.more ? [spec.actions, spec.more] : [spec.actions],
      closeOnAction: true,
      onAction: (action) => {
        if (!settled) chosen = String(action.key)
      },
      onClose: settle,
      afterShow: () => {
        shown = true
        if (closing) handler.close()
      },
      afterClose: () => {
        // Closed by this file before it was drawn (close(), afterShow), antd-mobile calls no onClose.
        settle()
        container.remove()
      },
      getContainer: () => container,
    })
    open.add(close)
  })
}
