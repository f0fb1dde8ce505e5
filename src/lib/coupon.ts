/** Coupon maths for the payment page (DESIGN §7: only usable ones listed, the best applied). */
export interface CouponLike {
  couponId: string
  kind: 'COUPON' | 'VOUCHER'
  threshold: number
  value: number
}

/** Cents a coupon takes off an order of `amount` cents: 0 when it cannot be used. */
export function discountOf(coupon: CouponLike, amount: number): number {
  if (!(amount > 0)) return 0
  if (coupon.kind === 'COUPON')
    return amount >= coupon.threshold ? Math.min(coupon.value, amount) : 0
  return Math.min(coupon.value, amount)
}

/** The coupon that saves most; ties go to the one listed first. */
export function bestCoupon<C extends CouponLike>(coupons: readonly C[], amount: number): C | null {
  let best: C | null = null
  let saved = 0
  for (const coupon of coupons) {
    const d = discountOf(coupon, amount)
    if (d > saved) {
      best = coupon
      saved = d
    }
  }
  return best
}

export const amountDue = (amount: number, discount: number): number =>
  Math.max(0, amount - discount)
