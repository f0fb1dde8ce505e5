import { ApiError } from '@/api/client'
import { feedback } from '@/api/feedback'
import { ORDER_PAID_CODE } from '@/api/payments'
import type { PayParams } from '@/api/pay-params'
import { appStore, operatorAppId } from '@/store'
import { wechat, type PayResult } from '@/wechat'
import type { CashierState } from './kept'

export const PAY_TEXT = {
  cancelled: '已取消支付，可重新选择支付方式',
  failed: '支付失败，请重试',
} as const

/**
 * How long a page waits for WeChat's cashier to answer. Past it the outcome is unknown: the money
 * may have left, so the page asks the server instead of offering to pay again.
 */
export const PAY_CALLBACK_TIMEOUT_MS = 180_000

/**
 * The appId the cashier is opened with: the server's, else the operator's as its config answered
 * (get-custom-wx-config), else the one the page logs in with (the service centre reads it the same
 * way). SPEC §3's payment parameters do not list it, and getBrandWCPayRequest needs it.
 */
function cashierAppId(params: PayParams): string {
  return params.appId || appStore.get().customConfigInfo?.appId || operatorAppId()
}

/** Opens WeChat's cashier; rejects when there is none (outside WeChat), 'timeout' when it never answers. */
export function openCashier(params: PayParams): Promise<PayResult | 'timeout'> {
  return new Promise<PayResult | 'timeout'>((resolve, reject) => {
    const timer = setTimeout(() => resolve('timeout'), PAY_CALLBACK_TIMEOUT_MS)
    wechat()
      .pay({ ...params, appId: cashierAppId(params) })
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
}

export interface CashierRun {
  orderId: string
  payParams: PayParams
  /** Keeps the order (store and page URL) with what the cashier said: called before it opens. */
  keep: (orderId: string, cashier: CashierState) => void
  /** The server cancelled the order: nothing was paid, drop it (store and URL). */
  forget: (orderId: string) => void
  /** Asks the server whether the order is paid (the kind's own silent call). */
  confirm: (orderId: string) => Promise<{ paid: boolean }>
  /** Cancels the unpaid order (the kind's own silent call); the server refuses a paid one. */
  cancel: (orderId: string) => Promise<unknown>
}

type ServerSays = 'paid' | 'cancelled' | 'unknown'

/**
 * The cashier step every payment shares. The order is kept before the cashier opens. "ok" or no
 * answer: kept, the page asks the server (never offers to pay again). WeChat's cancel or fail is not
 * the truth (the money may have left): the server is asked first, and only a cancelled order brings
 * the pay form back; paid (or a cancel refused as paid) takes the paid path; anything else is the
 * same confirming state as a lost "ok". No cashier at all: the order is cancelled and it throws.
 */
export async function payAtCashier(run: CashierRun): Promise<void> {
  const { orderId, payParams, keep, forget } = run
  // Marked open first: the kept order must not show as "confirming" while the cashier is up.
  appStore.set({ cashierOpen: orderId })
  keep(orderId, 'open')
  try {
    let result: PayResult | 'timeout'
    try {
      result = await openCashier(payParams)
    } catch (error) {
      // No cashier opened (outside WeChat, no WeixinJSBridge): nothing was paid. The user is told
      // why by the error rethrown below (useOnceAction shows it); a cancel that fails too leaves an
      // unpaid order the server lapses on its own, so there is nothing more to say or to keep.
      try {
        await run.cancel(orderId)
      } catch {
        // see above: the order cannot have been paid
      }
      forget(orderId)
      throw error
    }
    if (result === 'ok' || result === 'timeout') {
      keep(orderId, result === 'ok' ? 'ok' : 'unknown')
      return
    }
    const says = await askServer(run)
    if (says === 'cancelled') {
      forget(orderId)
      feedback().toast(result === 'cancel' ? PAY_TEXT.cancelled : PAY_TEXT.failed)
      return
    }
    // The server's refusal to cancel it as paid is its answer: no need to ask it again.
    keep(orderId, says === 'paid' ? 'paid' : 'unknown')
  } finally {
    // A kept order is the server's to confirm from now on. A forgotten one (cancelled) keeps the
    // mark: its id may linger in the URL until the router applies the change, and the form stays.
    const { cashierOpen, keptPayments } = appStore.get()
    if (cashierOpen === orderId && keptPayments.some((p) => p.orderId === orderId)) {
      appStore.set({ cashierOpen: null })
    }
  }
}

/** After a cancel or fail: is the order paid? A cancel the server refuses as paid means paid. */
async function askServer({ orderId, confirm, cancel }: CashierRun): Promise<ServerSays> {
  try {
    if ((await confirm(orderId)).paid) return 'paid'
  } catch {
    // Not answered: cancelling asks the same question.
  }
  try {
    await cancel(orderId)
    return 'cancelled'
  } catch (error) {
    return error instanceof ApiError && error.code === ORDER_PAID_CODE ? 'paid' : 'unknown'
  }
}
