import { amountDue, bestCoupon, discountOf, type CouponLike } from '@/lib/coupon'

const c = (
  couponId: string,
  kind: CouponLike['kind'],
  threshold: number,
  value: number,
): CouponLike => ({
  couponId,
  kind,
  threshold,
  value,
})

describe('coupons', () => {
  it('a coupon applies from its threshold, exactly at it included', () => {
    expect(discountOf(c('a', 'COUPON', 500, 100), 499)).toBe(0)
    expect(discountOf(c('a', 'COUPON', 500, 100), 500)).toBe(100)
    expect(discountOf(c('a', 'COUPON', 0, 900), 300)).toBe(300)
  })

  it('a voucher pays up to its value', () => {
    expect(discountOf(c('v', 'VOUCHER', 0, 200), 100)).toBe(100)
    expect(discountOf(c('v', 'VOUCHER', 0, 200), 1000)).toBe(200)
    expect(discountOf(c('v', 'VOUCHER', 0, 200), 0)).toBe(0)
    expect(discountOf(c('v', 'VOUCHER', 0, 200), -5)).toBe(0)
  })

  it('picks the best, first on a tie, none when nothing applies', () => {
    const list = [
      c('a', 'COUPON', 500, 100),
      c('b', 'COUPON', 2000, 500),
      c('v', 'VOUCHER', 0, 200),
    ]
    expect(bestCoupon(list, 600)?.couponId).toBe('v')
    expect(bestCoupon(list, 2000)?.couponId).toBe('b')
    expect(bestCoupon([c('x', 'VOUCHER', 0, 100), c('y', 'VOUCHER', 0, 100)], 500)?.couponId).toBe(
      'x',
    )
    expect(bestCoupon([c('a', 'COUPON', 500, 100)], 100)).toBeNull()
    expect(bestCoupon([], 100)).toBeNull()
  })

  it('never asks for a negative amount', () => {
    expect(amountDue(500, 100)).toBe(400)
    expect(amountDue(100, 200)).toBe(0)
  })
})
