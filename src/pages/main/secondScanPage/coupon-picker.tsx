import { useState } from 'react'
import type { CouponOption } from '@/api/types'
import { discountOf } from '@/lib/coupon'
import { centsToYuan } from '@/lib/money'

interface Props {
  coupons: readonly CouponOption[]
  amount: number
  selected: CouponOption | null
  onChange: (coupon: CouponOption | null) => void
}

/** The usable coupons and vouchers; the best is applied by default, and can be changed or removed. */
export function CouponPicker({ coupons, amount, selected, onChange }: Props) {
  const [open, setOpen] = useState(false)
  const usable = coupons.filter((c) => discountOf(c, amount) > 0)
  const saved = selected ? discountOf(selected, amount) : 0
  return (
    <section className="app-card pay__card" aria-label="优惠券">
      <button
        type="button"
        className="pay__coupon-head"
        aria-expanded={open}
        disabled={usable.length === 0}
        onClick={() => setOpen(!open)}
      >
        <span className="pay__title">优惠券</span>
        <span className={saved ? 'pay__coupon-value' : 'pay__hint'}>
          {usable.length === 0
            ? '暂无可用优惠券'
            : selected
              ? `${selected.name} -¥${centsToYuan(saved)}`
              : `${usable.length}张可用`}
        </span>
      </button>
      {open && (
        <div role="radiogroup" aria-label="选择优惠券" className="pay__coupons">
          {usable.map((coupon) => (
            <button
              key={coupon.couponId}
              type="button"
              role="radio"
              aria-checked={selected?.couponId === coupon.couponId}
              className="pay__method"
              onClick={() => {
                onChange(coupon)
                setOpen(false)
              }}
            >
              <span className="pay__method-text">
                {coupon.name}
                <small>
                  {coupon.kind === 'COUPON'
                    ? `满${centsToYuan(coupon.threshold)}元可用`
                    : '抵扣充电费用'}{' '}
                  · 有效期至 {coupon.validTo.slice(0, 10)}
                </small>
              </span>
              <strong className="pay__coupon-value">
                -¥{centsToYuan(discountOf(coupon, amount))}
              </strong>
              <span className="pay__radio" aria-hidden="true" />
            </button>
          ))}
          <button
            type="button"
            role="radio"
            aria-checked={selected === null}
            className="pay__method"
            onClick={() => {
              onChange(null)
              setOpen(false)
            }}
          >
            <span className="pay__method-text">不使用优惠券</span>
            <span className="pay__radio" aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  )
}
