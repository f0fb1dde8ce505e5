import type { PeriodFee } from '@/api/types'
import { kwhText } from '@/lib/energy'
import { periodTotals } from '@/lib/fee-breakdown'
import { formatYuan } from '@/lib/money'
import { PERIOD_NAME, unitPrice } from '@/lib/price'

/**
 * CAR: what each price period cost (kWh, price per kWh, electricity and service), and the totals,
 * which read the same as the order's 电费 and 服务费. A figure the server left out reads '--'.
 */
export function PeriodTable({ fees }: { fees: readonly PeriodFee[] }) {
  const total = periodTotals(fees)
  return (
    <table className="order__periods">
      <caption>分时段明细</caption>
      <thead>
        <tr>
          <th scope="col">时段</th>
          <th scope="col">电量(kWh)</th>
          <th scope="col">电费</th>
          <th scope="col">服务费</th>
        </tr>
      </thead>
      <tbody>
        {fees.map((fee) => (
          <tr key={`${fee.startTime}-${fee.periodType}`}>
            <td>
              <span className={`period period--${fee.periodType.toLowerCase()}`}>
                {PERIOD_NAME[fee.periodType]}
              </span>{' '}
              {fee.startTime}-{fee.endTime}{' '}
              <span className="order__unit">{formatYuan(unitPrice(fee))}/kWh</span>
            </td>
            <td>{kwhText(fee.energyWh)}</td>
            <td>{formatYuan(fee.electricityAmount)}</td>
            <td>{formatYuan(fee.serviceAmount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">合计</th>
          <td>{kwhText(total.energyWh)}</td>
          <td>{formatYuan(total.electricityAmount)}</td>
          <td>{formatYuan(total.serviceAmount)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
