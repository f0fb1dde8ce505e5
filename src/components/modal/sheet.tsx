import Popup from 'antd-mobile/es/components/popup'
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { holdFocus } from '@/components/modal'

export interface ModalSheetProps {
  open: boolean
  onClose: () => void
  /** The sheet's visible heading, which names it. */
  title: ReactNode
  titleClassName: string
  bodyClassName: string
  children?: ReactNode
}

/**
 * A bottom sheet (antd-mobile's Popup, its close button and mask) that is an accessible modal:
 * role="dialog", aria-modal, named by its heading; focus moves to its close button, Tab stays
 * inside, Escape closes it, focus goes back to where it was (docs/design-notes.md).
 */
export function ModalSheet({
  open,
  onClose,
  title,
  titleClassName,
  bodyClassName,
  children,
}: ModalSheetProps) {
  const titleId = useId()
  // The heading is drawn once the sheet is (a Popup renders nothing before it first opens).
  const [heading, setHeading] = useState<HTMLHeadingElement | null>(null)
  const close = useRef(onClose)
  useLayoutEffect(() => {
    close.current = onClose
  })

  useEffect(() => {
    const sheet = open ? heading?.closest<HTMLElement>('.adm-popup') : null
    if (!sheet) return
    // Popup passes aria-* to its root but not a role.
    sheet.setAttribute('role', 'dialog')
    // antd-mobile's close is an <a role="button"> without href: neither focusable nor pressable
    // from a keyboard. It becomes both, and it is where focus goes (the content may still load).
    const closer = sheet.querySelector<HTMLElement>('.adm-popup-close-icon')
    const press = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault()
      closer?.click()
    }
    closer?.setAttribute('tabindex', '0')
    closer?.addEventListener('keydown', press)
    const release = holdFocus(sheet, { initial: closer, onEscape: () => close.current() })
    return () => {
      closer?.removeEventListener('keydown', press)
      release()
    }
  }, [open, heading])

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName={bodyClassName}
      aria-modal="true"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} ref={setHeading} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Popup>
  )
}
