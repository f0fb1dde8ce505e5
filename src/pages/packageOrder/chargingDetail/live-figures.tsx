import type { LiveCharging } from '@/api/types'
import { formatClock, formatDuration } from '@/lib/duration'
import { whToKwh } from '@/lib/energy'
import { centsToYuan } from '@/lib/money'

/** The live measurements: power, voltage, current, time, money. */
export function LiveFigures({ live }: { live: LiveCharging }) {
  const car = live.deviceType === 'CAR'
  const rows: [string, string][] = [
    ['已充时长', formatClock(live.elapsedSeconds)],
    ['剩余时间', live.remainingSeconds < 0 ? '充满自停' : formatDuration(live.remainingSeconds)],
    ['充电功率', car ? `${(live.powerW / 1000).toFixed(1)} kW` : `${Math.round(live.powerW)} W`],
    ['电压', `${live.voltageV.toFixed(1)} V`],
    ['电流', `${live.currentA.toFixed(2)} A`],
    ['已充电量', `${whToKwh(live.energyWh)} kWh`],
    ['当前费用', `¥${centsToYuan(live.cost)}`],
    ['预付金额', `¥${centsToYuan(live.prepaid)}`],
  ]
  return (
    <dl className="live__figures">
      {rows.map(([label, value]) => (
        <div key={label} className="live__figure">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
