import { MSG } from '@/lib/messages'
import './payment.css'

/** '支付确认中…' with what the server is being asked and the order id (polite live region). */
export function ConfirmingStatus({ text, orderId }: { text: string; orderId: string }) {
  return (
    <div className="payment-confirming" role="status" aria-live="polite">
      <span className="payment-confirming__spinner" aria-hidden="true" />
      <p className="payment-confirming__title">{MSG.paymentConfirming}</p>
      <p className="payment-confirming__text">{text}</p>
      <p className="payment-confirming__order">订单号 {orderId}</p>
    </div>
  )
}
