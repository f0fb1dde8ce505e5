import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { chargingApi, chargingKeys } from '@/api/charging'
import type { CreateOrderRequest } from '@/api/types'
import { refreshAfterCharge } from '@/api/charge-refresh'
import { href } from '@/config/paths'
import { preloadPage } from '@/lib/page-preload'
import { payAtCashier } from '@/components/payment/cashier'
import { keptIn, useKeptInUrl } from '@/components/payment/kept'

export { PAY_CALLBACK_TIMEOUT_MS, PAY_TEXT } from '@/components/payment/cashier'

/** The charging payment page's query that holds the kept order (SPEC §2 secondScanPage). */
export const CHARGE_QUERY = { orderId: 'orderId' } as const

/**
 * Create the order and pay through the bridge. From the moment the cashier opens the order id is
 * kept (the store and the page's URL); once the money may have left, the page only asks the server
 * (the confirmation state), never offers to pay again. A card (or nothing to pay) is paid when the
 * server creates the order. The caller guards it (useOnceAction) and shows what it throws.
 */
export function usePay() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const inUrl = useKeptInUrl(CHARGE_QUERY)

  /** `onCreated`: the server has answered the create call (its idempotency id is used up). */
  return async (request: CreateOrderRequest, onCreated?: () => void): Promise<void> => {
    // The live charge's code loads while the order is created and paid (src/lib/page-preload.ts).
    preloadPage(href('chargingDetail'))
    const order = await chargingApi.createOrder(request)
    onCreated?.()
    // The socket is this order's now (or soon, once paid): the pile as last read is out of date.
    // Marked stale, it is asked again by the next page that shows it; this page waits for the
    // answer before offering anything (charge selection shows the old one until it lands).
    void queryClient.invalidateQueries({
      queryKey: chargingKeys.device(request.deviceId),
      exact: true,
      refetchType: 'none',
    })
    // So are the coupons and card balances it may have used.
    void queryClient.invalidateQueries({
      queryKey: chargingKeys.payOptionsOf(request.deviceId),
      refetchType: 'none',
    })
    // A new order in the lists; paid by card or voucher, its money has moved already.
    void refreshAfterCharge(queryClient)
    if (!order.payParams) {
      navigate(href('chargingDetail', { orderId: order.orderId }), { replace: true })
      return
    }
    await payAtCashier({
      orderId: order.orderId,
      payParams: order.payParams,
      confirm: chargingApi.confirmPay,
      cancel: chargingApi.cancelOrder,
      ...keptIn('charging', request.deviceId, inUrl),
    })
  }
}
