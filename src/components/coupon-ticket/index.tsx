import { centsToYuan } from '@/lib/money'
import './coupon-ticket.css'

interface Props {
  name: string
  kind: 'COUPON' | 'VOUCHER'
  threshold: number
  value: number
  validTo: string
}

/** A coupon or voucher as a ticket: value on the left, rule and validity on the right. */
export function CouponTicket({ name, kind, threshold, value, validTo }: Props) {
  return (
    <div className="ticket">
      <div className="ticket__value">
        <small>¥</small>
        {centsToYuan(value).replace(/\.00$/, '')}
      </div>
      <div className="ticket__text">
        <strong>{name}</strong>
        <span>
          {kind === 'COUPON'
            ? `满${centsToYuan(threshold).replace(/\.00$/, '')}元可用`
            : '直接抵扣充电费用'}
        </span>
        <span>有效期至 {validTo.slice(0, 10)}</span>
      </div>
    </div>
  )
}
