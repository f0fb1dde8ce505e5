import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { chargingApi } from '@/api/charging'
import { queryKeys } from '@/api/queries'
import type { CreateOrderRequest } from '@/api/types'
import { href } from '@/config/paths'
import { appStore } from '@/store'
import { payAtCashier } from '@/components/payment/cashier'

export { PAY_CALLBACK_TIMEOUT_MS, PAY_TEXT } from '@/components/payment/cashier'

/**
 * Create the order and pay through the bridge. WeChat's "ok" is not proof of payment but the money
 * has left: from then on the order id is kept (the store and the page's URL) and the page only asks
 * the server (the confirmation state), never offers to pay again. A card (or nothing to pay) is paid
 * when the server creates the order. The caller guards it (useOnceAction) and shows what it throws.
 */
export function usePay() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [, setParams] = useSearchParams()

  const confirmOnPage = (orderId: string, answer: 'ok' | 'unknown') => {
    appStore.set({ paidOrder: { orderId, at: Date.now() } })
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        next.set('orderId', orderId)
        next.set('cashier', answer)
        return next
      },
      { replace: true },
    )
  }

  return async (request: CreateOrderRequest): Promise<void> => {
    const order = await chargingApi.createOrder(request)
    if (!order.payParams) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo })
      navigate(href('chargingDetail', { orderId: order.orderId }), { replace: true })
      return
    }
    await payAtCashier({
      orderId: order.orderId,
      payParams: order.payParams,
      cancel: chargingApi.cancelOrder,
      keep: confirmOnPage,
    })
  }
}
