import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { apiOrigin } from '@/config/env'
import {
  appStore,
  forgetPayment,
  keptHere,
  KEPT_MAX_AGE_MS,
  useAppStore,
  type KeptPayment,
} from '@/store'

/** The page query that holds a kept payment (so a reload or a re-login comes back to it). */
export const KEPT_QUERY = { orderId: 'payOrderId', cashier: 'cashier' } as const

/** An order id as the server writes them; anything else from a URL is ignored. */
export const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/

export type KeptKind = KeptPayment['kind']
export type CashierState = KeptPayment['cashier']

export interface KeptPaymentRef {
  orderId: string
  /**
   * 'ok': the cashier said so; 'unknown': it never answered (or the page was gone before it did);
   * 'paid': the server said so (it refused to cancel the order as paid).
   */
  cashier: 'ok' | 'unknown' | 'paid'
}

export interface KeepRequest {
  kind: KeptKind
  orderId: string
  /** What was bought (the pile, the card, the insurance product, the red packet form). */
  product: string
  cashier: CashierState
}

/**
 * Writes a kept order into the page's URL (or removes it with null), so a reload or a re-login
 * comes back to it. `query` names its keys (the charging page keeps SPEC's `orderId`).
 */
export function useKeptInUrl(query: { orderId: string; cashier: string } = KEPT_QUERY) {
  const [, setParams] = useSearchParams()
  return (orderId: string | null, cashier?: CashierState) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (orderId && cashier) {
          next.set(query.orderId, orderId)
          next.set(query.cashier, cashier)
        } else {
          next.delete(query.orderId)
          next.delete(query.cashier)
        }
        return next
      },
      { replace: true },
    )
}

/**
 * Keeps an order from the moment the cashier opens (cashier 'open'), and records each answer: the
 * money may leave while WeChat Pay is in front, and Android may recycle the page meanwhile.
 */
export function keepPayment({ kind, orderId, product, cashier }: KeepRequest): void {
  const now = Date.now()
  const kept = appStore.get().keptPayments
  const before = kept.find((p) => p.orderId === orderId)
  const others = kept.filter((p) => p.orderId !== orderId && now - p.at < KEPT_MAX_AGE_MS)
  const entry = { kind, orderId, product, cashier, origin: apiOrigin(), at: before?.at ?? now }
  appStore.set({ keptPayments: [...others, entry] })
}

/** The cashier step's keep and forget for one product: the store and the page's URL together. */
export function keptIn(
  kind: KeptKind,
  product: string,
  inUrl: ReturnType<typeof useKeptInUrl>,
): { keep: (orderId: string, cashier: CashierState) => void; forget: (orderId: string) => void } {
  return {
    keep: (orderId, cashier) => {
      keepPayment({ kind, orderId, product, cashier })
      inUrl(orderId, cashier)
    },
    forget: (orderId) => {
      forgetPayment(orderId)
      inUrl(null)
    },
  }
}

/** What a kept payment's cashier state says: 'open' (the page went while it was in front) is unknown. */
export const cashierIn = (value: string | null | undefined): KeptPaymentRef['cashier'] =>
  value === 'ok' || value === 'paid' ? value : 'unknown'

const asRef = (kept: KeptPayment): KeptPaymentRef => ({
  orderId: kept.orderId,
  cashier: cashierIn(kept.cashier),
})

/**
 * The payment kept for exactly this product, as the store holds it: the order named in the page's
 * URL (`query`), else the newest. Null while its cashier is in front of this page (the form stays,
 * busy), or when nothing is kept. An order id in the URL is only a pointer: the store must keep it
 * for this very product, and what its cashier said is read from the store. A link can carry any
 * order id and `cashier=paid`; taken at its word, it showed 投保成功 or 充值成功 without asking the
 * server, or another product's paid order as this one's. Once the server has answered (the store
 * forgets the order), the page goes on showing that answer while its URL names the order.
 */
export function useKeptPayment(
  kind: KeptKind,
  product: string,
  query: { orderId: string } = KEPT_QUERY,
): KeptPaymentRef | null {
  const [params] = useSearchParams()
  const cashierOpen = useAppStore((s) => s.cashierOpen)
  const fromUrl = params.get(query.orderId)
  const kept = useAppStore((s) => {
    const mine = keptHere(s.keptPayments).filter((p) => p.kind === kind && p.product === product)
    return mine.find((p) => p.orderId === fromUrl) ?? mine[mine.length - 1]
  })
  // Once the server has answered, the store forgets the order: the page goes on showing the
  // answer while its URL names the order (a top-up's form comes back when the URL is cleared).
  const [shown, setShown] = useState<KeptPaymentRef | null>(null)
  const ref = kept && cashierOpen !== kept.orderId ? asRef(kept) : null
  if (ref && (ref.orderId !== shown?.orderId || ref.cashier !== shown.cashier)) setShown(ref)
  if (ref) return ref
  return shown && shown.orderId === fromUrl ? shown : null
}
