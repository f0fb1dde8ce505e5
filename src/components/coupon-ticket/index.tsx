import type { ReactNode } from 'react'
import { centsToYuan, NO_FIGURE } from '@/lib/money'
import './coupon-ticket.css'

interface Props {
  name: string
  kind: 'COUPON' | 'VOUCHER'
  threshold: number
  value: number
  validTo: string
  /** Shown as a date range 'from 至 to' when given. */
  validFrom?: string
  /** Where the coupon is valid, e.g. '全部站点'. */
  scopeText?: string
  /** Greys the ticket out (used, expired). */
  inactive?: boolean
  /** On the right: a state stamp or an action. */
  aside?: ReactNode
}

/** A coupon or voucher as a ticket: value on the left, rule and validity on the right. */
export function CouponTicket(props: Props) {
  const { name, kind, threshold, value, validTo, validFrom, scopeText, inactive, aside } = props
  const yuan = centsToYuan(value)
  return (
    <div className={inactive ? 'ticket ticket--inactive' : 'ticket'}>
      <div className={yuan.length > 5 ? 'ticket__value ticket__value--long' : 'ticket__value'}>
        {yuan !== NO_FIGURE && <small>¥</small>}
        {yuan}
      </div>
      <div className="ticket__text">
        <strong>{name}</strong>
        <span>{kind === 'COUPON' ? `满${centsToYuan(threshold)}元可用` : '直接抵扣充电费用'}</span>
        {scopeText && <span>适用：{scopeText}</span>}
        {validFrom ? (
          <span>
            <span className="ticket__date">{validFrom.slice(0, 10)}</span> 至{' '}
            <span className="ticket__date">{validTo.slice(0, 10)}</span>
          </span>
        ) : (
          <span>有效期至 {validTo.slice(0, 10)}</span>
        )}
      </div>
      {aside && <div className="ticket__aside">{aside}</div>}
    </div>
  )
}
