import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { chargingApi } from '@/api/charging'
import { feedback } from '@/api/feedback'
import { queryKeys } from '@/api/queries'
import type { CreateOrderRequest } from '@/api/types'
import { href } from '@/config/paths'
import { MSG } from '@/lib/messages'
import { wechat } from '@/wechat'

export const PAY_TEXT = {
  cancelled: '已取消支付，可重新选择支付方式',
  failed: '支付失败，请重试',
} as const

/**
 * Create the order, pay through the bridge, and trust nothing but the server's confirmation
 * (FOOTGUNS: "ok" is not proof of payment). Success replaces the payment page, so Back skips it.
 */
export function usePay() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: CreateOrderRequest): Promise<string | null> => {
      const order = await chargingApi.createOrder(request)
      if (order.payParams) {
        const result = await wechat().pay(order.payParams)
        if (result !== 'ok') {
          await chargingApi.cancelOrder(order.orderId).catch(() => undefined)
          feedback().toast(result === 'cancel' ? PAY_TEXT.cancelled : PAY_TEXT.failed)
          return null
        }
        const confirmed = await chargingApi.confirmPay(order.orderId)
        if (!confirmed.paid) {
          feedback().toast(MSG.orderUnpaid)
          return null
        }
      }
      return order.orderId
    },
    onSuccess: (orderId) => {
      if (!orderId) return
      void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo })
      navigate(href('chargingDetail', { orderId }), { replace: true })
    },
  })
}
