import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { chargingApi } from '@/api/charging'
import { feedback } from '@/api/feedback'
import { queryKeys } from '@/api/queries'
import type { CreateOrderRequest } from '@/api/types'
import { href } from '@/config/paths'
import { appStore } from '@/store'
import { wechat, type PayResult } from '@/wechat'

export const PAY_TEXT = {
  cancelled: '已取消支付，可重新选择支付方式',
  failed: '支付失败，请重试',
} as const

/**
 * How long the page waits for WeChat's cashier to answer. Past it the outcome is unknown: the money
 * may have left, so the page asks the server instead of offering to pay again.
 */
export const PAY_CALLBACK_TIMEOUT_MS = 180_000

function cashier(
  params: NonNullable<Awaited<ReturnType<typeof chargingApi.createOrder>>['payParams']>,
) {
  return new Promise<PayResult | 'timeout'>((resolve, reject) => {
    const timer = setTimeout(() => resolve('timeout'), PAY_CALLBACK_TIMEOUT_MS)
    wechat()
      .pay(params)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
}

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
    let result: PayResult | 'timeout'
    try {
      result = await cashier(order.payParams)
    } catch (error) {
      // No cashier opened (outside WeChat, no WeixinJSBridge): nothing was paid.
      await cancelUnpaid(order.orderId)
      throw error
    }
    if (result === 'ok' || result === 'timeout') {
      confirmOnPage(order.orderId, result === 'ok' ? 'ok' : 'unknown')
      return
    }
    if (await cancelUnpaid(order.orderId)) {
      feedback().toast(result === 'cancel' ? PAY_TEXT.cancelled : PAY_TEXT.failed)
    }
  }
}

/** True when cancelled; on failure the client has shown why (the server cancels it by itself later). */
async function cancelUnpaid(orderId: string): Promise<boolean> {
  try {
    await chargingApi.cancelOrder(orderId)
    return true
  } catch {
    return false
  }
}
