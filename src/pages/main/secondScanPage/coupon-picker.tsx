import { useRef, useState } from 'react'
import type { PayCouponOption } from '@/api/types'
import { centsToYuan, discountYuan } from '@/lib/money'

interface Props {
  /** The usable coupons, each with the server's discount for this order. */
  coupons: readonly PayCouponOption[]
  selected: PayCouponOption | null
  onChange: (coupon: PayCouponOption | null) => void
}

/** The usable coupons and vouchers; the best is applied by default, and can be changed or removed. */
export function CouponPicker({ coupons, selected, onChange }: Props) {
  const [open, setOpen] = useState(false)
  const head = useRef<HTMLButtonElement>(null)
  const pick = (coupon: PayCouponOption | null) => {
    onChange(coupon)
    setOpen(false)
    // The list goes under the chosen one: focus to the row that now says it, not to the body.
    head.current?.focus()
  }
  return (
    <section className="app-card pay__card" aria-label="优惠券">
      <button
        ref={head}
        type="button"
        className="pay__coupon-head"
        aria-expanded={open}
        disabled={coupons.length === 0}
        onClick={() => setOpen(!open)}
      >
        <span className="pay__title">优惠券</span>
        <span className={selected ? 'pay__coupon-value' : 'pay__hint'}>
          {coupons.length === 0
            ? '暂无可用优惠券'
            : selected
              ? `${selected.name} ${discountYuan(selected.discount)}`
              : `${coupons.length}张可用`}
        </span>
      </button>
      {open && (
        <div role="radiogroup" aria-label="选择优惠券" className="pay__coupons">
          {coupons.map((coupon) => (
            <button
              key={coupon.couponId}
              type="button"
              role="radio"
              aria-checked={selected?.couponId === coupon.couponId}
              className="pay__method"
              onClick={() => pick(coupon)}
            >
              <span className="pay__method-text">
                {coupon.name}
                <small>
                  {coupon.kind === 'COUPON'
                    ? `满${centsToYuan(coupon.threshold)}元可用`
                    : '抵扣充电费用'}{' '}
                  · <span className="nowrap">有效期至 {coupon.validTo.slice(0, 10)}</span>
                </small>
              </span>
              <strong className="pay__coupon-value">{discountYuan(coupon.discount)}</strong>
              <span className="pay__radio" aria-hidden="true" />
            </button>
          ))}
          <button
            type="button"
            role="radio"
            aria-checked={selected === null}
            className="pay__method"
            onClick={() => pick(null)}
          >
            <span className="pay__method-text">不使用优惠券</span>
            <span className="pay__radio" aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  )
}

/** The coupon that saves most by the server's figures; ties go to the one listed first. */
export function bestCoupon(coupons: readonly PayCouponOption[]): PayCouponOption | null {
  let best: PayCouponOption | null = null
  for (const coupon of coupons) if (coupon.discount > (best?.discount ?? 0)) best = coupon
  return best
}
