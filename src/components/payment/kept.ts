import { useSearchParams } from 'react-router-dom'
import type { PaymentKind } from '@/api/payments'
import { appStore, useAppStore } from '@/store'

/** The page query that holds a kept payment (so a reload or a re-login comes back to it). */
export const KEPT_QUERY = { orderId: 'payOrderId', cashier: 'cashier' } as const

/** An order id as the server writes them; anything else from a URL is ignored. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/

export interface KeptPaymentRef {
  orderId: string
  /** 'ok': the cashier said so; 'unknown': it never answered. */
  cashier: 'ok' | 'unknown'
}

/** The cashier said "ok" (or never answered): the money may have left, keep the order. */
export function keepPayment(kind: PaymentKind, orderId: string): void {
  const others = appStore.get().keptPayments.filter((p) => p.orderId !== orderId)
  appStore.set({ keptPayments: [...others, { kind, orderId, at: Date.now() }] })
}

/** The server has answered for this order (paid or cancelled): it is no longer the app's to keep. */
export function forgetPayment(orderId: string): void {
  const kept = appStore.get().keptPayments
  if (kept.some((p) => p.orderId === orderId)) {
    appStore.set({ keptPayments: kept.filter((p) => p.orderId !== orderId) })
  }
}

/** The payment of this kind kept after the cashier's "ok": the page's URL first, then the store. */
export function useKeptPayment(kind: PaymentKind): KeptPaymentRef | null {
  const [params] = useSearchParams()
  const stored = useAppStore((s) => {
    const ofKind = s.keptPayments.filter((p) => p.kind === kind)
    return ofKind[ofKind.length - 1]
  })
  const fromUrl = params.get(KEPT_QUERY.orderId)
  if (fromUrl && ORDER_ID.test(fromUrl)) {
    return {
      orderId: fromUrl,
      cashier: params.get(KEPT_QUERY.cashier) === 'unknown' ? 'unknown' : 'ok',
    }
  }
  return stored ? { orderId: stored.orderId, cashier: 'ok' } : null
}
