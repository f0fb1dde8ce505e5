import { useEffect, useState } from 'react'
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

/**
 * The page query that names the kept payment a page shows: a pointer into the store, which is the
 * record (what the cashier said is read there, never from a link).
 */
export const KEPT_QUERY = { orderId: 'payOrderId' } as const

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
 * Names a kept order in the page's URL (or removes it with null): of several kept for the product,
 * this one; and once the server has answered, the page shows the answer while the URL names it.
 * `query` names the key (the charging page keeps SPEC's `orderId`).
 */
export function useKeptInUrl(query: { orderId: string } = KEPT_QUERY) {
  const [, setParams] = useSearchParams()
  return (orderId: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (orderId) next.set(query.orderId, orderId)
        else next.delete(query.orderId)
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
      inUrl(orderId)
    },
    forget: (orderId) => {
      forgetPayment(orderId)
      inUrl(null)
    },
  }
}

/** What a kept payment's cashier said: 'open' (the page went while it was in front) is unknown. */
const cashierIn = (value: CashierState): KeptPaymentRef['cashier'] =>
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
  const inUrl = useKeptInUrl(query)
  const cashierOpen = useAppStore((s) => s.cashierOpen)
  const fromUrl = params.get(query.orderId)
  const kept = useAppStore((s) => {
    const mine = keptHere(s.keptPayments).filter((p) => p.kind === kind && p.product === product)
    return mine.find((p) => p.orderId === fromUrl) ?? mine[mine.length - 1]
  })
  const [shown, setShown] = useState<KeptPaymentRef | null>(null)
  const ref = kept && cashierOpen !== kept.orderId ? asRef(kept) : null
  if (ref && (ref.orderId !== shown?.orderId || ref.cashier !== shown.cashier)) setShown(ref)
  // The order shown is named in the URL (found from the page's plain link, or in place of one the
  // store has forgotten), so that the server's answer (订单已取消) stays on screen once the store
  // forgets it too. Not an order already known paid: its confirmation takes the paid path in the
  // same commit (its effects run before this one), and this write would undo that path's own.
  const naming = ref && ref.cashier !== 'paid' && ref.orderId !== fromUrl ? ref.orderId : null
  useEffect(() => {
    if (naming) inUrl(naming)
    // inUrl is the router's setParams, stable enough
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [naming])
  if (ref) return ref
  return shown && shown.orderId === fromUrl ? shown : null
}
