import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { chargingApi } from '@/api/charging'
import { queryKeys } from '@/api/queries'
import {
  useServerConfirmation,
  type Confirmation,
} from '@/components/payment/use-server-confirmation'
import { forgetPayment } from '@/components/payment/kept'
import { href } from '@/config/paths'

export { CONFIRM_DELAYS_MS, type Confirmation } from '@/components/payment/use-server-confirmation'

/**
 * Asks the server whether `orderId` is paid, with backoff, whatever each answer is (a network failure,
 * an error code, a 500 that logs in again, `paid: false`). Paid: the live charging page replaces this
 * one. The order id stays kept (store and URL) until the server has answered for it.
 */
export function usePaymentConfirmation(orderId: string): Confirmation {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const confirmation = useServerConfirmation(['order', orderId], () =>
    chargingApi
      .confirmPay(orderId)
      .then((a) => ({ paid: a.paid, cancelled: a.status === 'CANCELLED' })),
  )
  const paid = confirmation.state === 'paid'
  const cancelled = confirmation.state === 'cancelled'

  useEffect(() => {
    if (!paid && !cancelled) return
    // The server has answered for this order: it is in the order list from now on.
    forgetPayment(orderId)
    void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo })
    if (paid) navigate(href('chargingDetail', { orderId }), { replace: true })
  }, [paid, cancelled, orderId, navigate, queryClient])

  return confirmation
}
