import type { LiveCharging } from '@/api/types'
import { formatDuration } from '@/lib/duration'
import { formatCurrent, formatKwh, formatPower, formatVoltage } from '@/lib/energy'
import { formatYuan } from '@/lib/money'
import { toFiniteNumber } from '@/lib/number'

/**
 * A figure with its unit set smaller ('42.000 kWh'): at 320 px a car's energy broke onto two lines
 * in the unit's size. The text stays the same.
 */
function Figure({ value }: { value: string }) {
  const at = value.lastIndexOf(' ')
  if (at < 0) return value
  return (
    <>
      {value.slice(0, at)} <small className="live__unit">{value.slice(at + 1)}</small>
    </>
  )
}

/**
 * The live measurements: power, voltage, current, time, money. A field the server sent as null or
 * left out reads '--' (the formatters are total): one bad figure never takes the page down.
 */
export function LiveFigures({ live }: { live: LiveCharging }) {
  const car = live.deviceType === 'CAR'
  const remaining = toFiniteNumber(live.remainingSeconds)
  const rows: [string, string][] = [
    // SPEC §5's durations, hours and minutes: the figure moves once a minute, not at every poll.
    ['已充时长', formatDuration(live.elapsedSeconds)],
    // Negative (-1): no end time, the charge runs until the battery is full.
    ['剩余时间', (remaining ?? 0) < 0 ? '充满自停' : formatDuration(remaining)],
    ['充电功率', formatPower(live.powerW, car ? 'kW' : 'W')],
    ['电压', formatVoltage(live.voltageV)],
    ['电流', formatCurrent(live.currentA)],
    ['已充电量', formatKwh(live.energyWh)],
    ['当前费用', formatYuan(live.cost)],
    ['预付金额', formatYuan(live.prepaid)],
  ]
  return (
    <dl className="live__figures">
      {rows.map(([label, value]) => (
        <div key={label} className="live__figure">
          <dt>{label}</dt>
          <dd>
            <Figure value={value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
