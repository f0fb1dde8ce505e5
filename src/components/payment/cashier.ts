import type { PayParams } from '@/api/pay-params'
import { wechat, type PayResult } from '@/wechat'

export const PAY_TEXT = {
  cancelled: '已取消支付，可重新选择支付方式',
  failed: '支付失败，请重试',
} as const

/**
 * How long a page waits for WeChat's cashier to answer. Past it the outcome is unknown: the money
 * may have left, so the page asks the server instead of offering to pay again.
 */
export const PAY_CALLBACK_TIMEOUT_MS = 180_000

/** Opens WeChat's cashier; rejects when there is none (outside WeChat), 'timeout' when it never answers. */
export function openCashier(params: PayParams): Promise<PayResult | 'timeout'> {
  return new Promise<PayResult | 'timeout'>((resolve, reject) => {
    const timer = setTimeout(() => resolve('timeout'), PAY_CALLBACK_TIMEOUT_MS)
    wechat()
      .pay(params)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
}
