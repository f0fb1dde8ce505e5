import type { PeriodFee } from '@/api/types'
import { kwhText } from '@/lib/energy'
import { formatYuan } from '@/lib/money'
import { PERIOD_NAME } from '@/lib/price'

/** CAR: what each price period cost; a figure the server left out reads '--'. */
export function PeriodTable({ fees }: { fees: readonly PeriodFee[] }) {
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
              {fee.startTime}-{fee.endTime}
            </td>
            <td>{kwhText(fee.energyWh)}</td>
            <td>{formatYuan(fee.electricityAmount)}</td>
            <td>{formatYuan(fee.serviceAmount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
