import RightOutline from 'antd-mobile-icons/es/RightOutline'
import { Link } from '@/components/link'
import type { Device } from '@/api/types'
import { href } from '@/config/paths'
import { centsToYuan, formatYuan } from '@/lib/money'
import { PERIOD_NAME, periodAt, unitPrice } from '@/lib/price'

interface Props {
  device: Device
  selected: number | null
  onSelect: (amount: number) => void
}

/** CAR: the prepay amount and the price period in force, with a link to the day's prices. */
export function CarPrepay({ device, selected, onSelect }: Props) {
  const current = periodAt(device.pricePeriods, new Date())
  return (
    <>
      {current && (
        <section className="app-card scan__card scan__price" aria-label="当前电价">
          <div>
            <p className="scan__price-label">
              当前时段{' '}
              <span className={`period period--${current.periodType.toLowerCase()}`}>
                {PERIOD_NAME[current.periodType]}
              </span>{' '}
              {current.startTime}-{current.endTime}
            </p>
            <p className="scan__price-value">
              <strong>{formatYuan(unitPrice(current))}</strong>/度
              <span>
                （电费 {centsToYuan(current.electricityFee)} + 服务费{' '}
                {centsToYuan(current.serviceFee)}）
              </span>
            </p>
          </div>
          <Link
            className="scan__price-link"
            to={href('carTimeChargeDesc', { deviceId: device.deviceId })}
          >
            全天电价
            <RightOutline aria-hidden="true" />
          </Link>
        </section>
      )}
      <section className="app-card scan__card" aria-label="预付金额">
        <h3 className="scan__card-title">预付金额</h3>
        <div className="scan__options" role="radiogroup" aria-label="预付金额">
          {device.prepayOptions.map((amount) => (
            <button
              key={amount}
              type="button"
              role="radio"
              aria-checked={selected === amount}
              className={
                selected === amount ? 'scan__option scan__option--selected' : 'scan__option'
              }
              onClick={() => onSelect(amount)}
            >
              <strong>{formatYuan(amount)}</strong>
            </button>
          ))}
        </div>
        <p className="scan__note">
          预付金额用完或充满后自动停止，结束后按实际电量结算，余额原路退回。
        </p>
      </section>
    </>
  )
}
