import type { TierFee } from '@/api/types'
import { formatDuration } from '@/lib/duration'
import { kwhText } from '@/lib/energy'
import { tierTotals } from '@/lib/fee-breakdown'
import { formatYuan } from '@/lib/money'

/**
 * BIKE: what each power tier cost (its power range and price per hour, the time and energy charged
 * at it, the amount). With more than one tier, the totals, which read the same as the order's fees.
 */
export function TierTable({ fees }: { fees: readonly TierFee[] }) {
  const total = tierTotals(fees)
  return (
    <table className="order__periods">
      <caption>功率档位明细</caption>
      <thead>
        <tr>
          <th scope="col">功率档位</th>
          <th scope="col">时长</th>
          <th scope="col">电量(kWh)</th>
          <th scope="col">金额</th>
        </tr>
      </thead>
      <tbody>
        {fees.map((fee) => (
          <tr key={`${fee.minW}-${fee.maxW}`}>
            <td>
              {fee.minW}-{fee.maxW} W{' '}
              <span className="order__unit">{formatYuan(fee.pricePerHour)}/小时</span>
            </td>
            <td>{formatDuration(fee.seconds)}</td>
            <td>{kwhText(fee.energyWh)}</td>
            <td>{formatYuan(fee.amount)}</td>
          </tr>
        ))}
      </tbody>
      {fees.length > 1 && (
        <tfoot>
          <tr>
            <th scope="row">合计</th>
            <td>{formatDuration(total.seconds)}</td>
            <td>{kwhText(total.energyWh)}</td>
            <td>{formatYuan(total.amount)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  )
}
