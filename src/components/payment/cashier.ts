import { feedback } from '@/api/feedback'
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

export interface CashierRun {
  orderId: string
  payParams: PayParams
  /** Cancels the unpaid order (the kind's own call); a failure has been shown by the client. */
  cancel: (orderId: string) => Promise<unknown>
  /** The cashier said "ok" (or never answered): the money may have left, keep the order. */
  keep: (orderId: string, answer: 'ok' | 'unknown') => void
}

/**
 * The cashier step every payment shares: "ok" or no answer keeps the order (never offered for
 * payment again); cancel or fail cancels it and says so; no cashier at all cancels it and throws.
 */
export async function payAtCashier({ orderId, payParams, cancel, keep }: CashierRun) {
  let result: PayResult | 'timeout'
  try {
    result = await openCashier(payParams)
  } catch (error) {
    // No cashier opened (outside WeChat, no WeixinJSBridge): nothing was paid.
    await cancelQuietly(cancel, orderId)
    throw error
  }
  if (result === 'ok' || result === 'timeout') {
    keep(orderId, result === 'ok' ? 'ok' : 'unknown')
    return
  }
  if (await cancelQuietly(cancel, orderId)) {
    feedback().toast(result === 'cancel' ? PAY_TEXT.cancelled : PAY_TEXT.failed)
  }
}

/** True when cancelled; on failure the client has shown why (the server lets it lapse later). */
async function cancelQuietly(cancel: CashierRun['cancel'], orderId: string): Promise<boolean> {
  try {
    await cancel(orderId)
    return true
  } catch {
    return false
  }
}
