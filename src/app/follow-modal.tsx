import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { holdFocus } from '@/components/modal'
import './follow-modal.css'

/** A small modal of our own: the first screen carries no popup library. */
export default function FollowModal(props: {
  accountName: string
  qrCodeUrl?: string
  onClose: () => void
}) {
  const { accountName, qrCodeUrl, onClose } = props
  const dialog = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  // Focus moves in to 我知道了, stays in (Tab cycles), Escape closes it, and focus goes back to where
  // it was when the prompt closes: the app's one modal rule (src/components/modal).
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    // The nav bar is drawn over the prompt: its 返回 closes it (root-layout), so it stays usable.
    return holdFocus(element, { initial: button.current, onEscape: onClose, keep: '.app-nav' })
  }, [onClose])
  // Drawn beside the page, not in it: it may open while a dialog or sheet keeps the page inert,
  // and a prompt inside an inert page could take neither focus nor a tap.
  return createPortal(
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
    </div>,
    document.body,
  )
}
