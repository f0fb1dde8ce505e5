import { render, screen } from '@testing-library/react'
import FollowModal from '@/app/follow-modal'
import { holdFocus } from '@/components/modal'

/**
 * Review: the follow prompt opens on its own, possibly while a dialog keeps the page inert. Drawn
 * inside the page it could take neither focus nor a tap, and made that dialog inert in turn.
 */
it('opens usable over a dialog that keeps the page inert', () => {
  // The app's root, there before the dialog: the prompt is rendered from inside it.
  const root = document.createElement('div')
  document.body.append(root)
  const dialog = document.createElement('div')
  dialog.setAttribute('role', 'dialog')
  dialog.append(document.createElement('button'))
  document.body.append(dialog)
  const release = holdFocus(dialog, { onEscape: () => undefined })
  expect(root).toHaveAttribute('inert')
  render(<FollowModal accountName="绿动充电" onClose={() => undefined} />, { container: root })

  const ok = screen.getByRole('button', { name: '我知道了' })
  expect(ok.closest('[inert]')).toBeNull()
  expect(ok).toHaveFocus()
  release()
  dialog.remove()
  root.remove()
})
