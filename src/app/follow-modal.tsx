import { useEffect, useRef } from 'react'
import './follow-modal.css'

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])'

/** A small modal of our own: the first screen carries no popup library. */
export default function FollowModal(props: {
  accountName: string
  qrCodeUrl?: string
  onClose: () => void
}) {
  const { accountName, qrCodeUrl, onClose } = props
  const dialog = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    // Focus moves in, stays in (Tab cycles), and goes back to where it was when the prompt closes.
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    button.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
      if (e.key !== 'Tab' || !dialog.current) return
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const first = items[0]
      const last = items[items.length - 1]
      const active = document.activeElement
      if (!first || !last) return
      if (e.shiftKey ? active === first : active === last) {
        e.preventDefault()
        ;(e.shiftKey ? last : first).focus()
      } else if (!dialog.current.contains(active)) {
        e.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      if (before?.isConnected) before.focus()
    }
  }, [onClose])
  return (
    <div
      className="follow-dialog__mask"
      role="presentation"
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        className="follow-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="follow-title"
        aria-describedby="follow-text"
      >
        <h2 id="follow-title" className="follow-dialog__title">
          关注{accountName}
        </h2>
        <p id="follow-text" className="follow-dialog__text">
          长按识别二维码关注，及时接收充电开始、充电完成和退款通知
        </p>
        <div className="follow-dialog__qr">
          {qrCodeUrl ? (
            <img src={qrCodeUrl} alt={`${accountName}二维码`} width={180} height={180} />
          ) : (
            <span className="skeleton" style={{ width: 180, height: 180 }} />
          )}
        </div>
        <button ref={button} type="button" className="app-button" onClick={onClose}>
          我知道了
        </button>
      </div>
    </div>
  )
}
