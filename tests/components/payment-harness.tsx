import {
  PaymentConfirming,
  useBridgePayment,
  useKeptPayment,
  type PayOrder,
} from '@/components/payment'
import { useOnceAction } from '@/components/once-action'

/** A page that pays for a top-up the way the wallet pages do (tests only). */
export function OnceActionHarness({
  create,
  onPaid,
}: {
  create: () => Promise<PayOrder>
  onPaid: (orderId: string) => void
}) {
  const kept = useKeptPayment('topup', 'C1')
  const pay = useBridgePayment({ kind: 'topup', product: 'C1', create })
  const { run, busy } = useOnceAction(pay)
  if (kept) {
    return (
      <PaymentConfirming
        kind="topup"
        orderId={kept.orderId}
        cashier={kept.cashier}
        onPaid={onPaid}
        what="充值"
      />
    )
  }
  return (
    <button type="button" disabled={busy} onClick={() => void run()}>
      支付
    </button>
  )
}
