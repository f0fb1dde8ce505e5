import type { PortCount, StationSummary } from '@/api/station-types'
import { formatYuan } from '@/lib/money'
import { PERIOD_NAME, unitPrice } from '@/lib/price'

/** '¥1.05/度（峰）' for cars, '¥0.40/小时起' for e-bikes; both when a station has both. */
export function priceNowText(station: Pick<StationSummary, 'priceNow'>): string[] {
  const { period, bikePerHour } = station.priceNow
  const parts: string[] = []
  if (period) parts.push(`${formatYuan(unitPrice(period))}/度（${PERIOD_NAME[period.periodType]}）`)
  if (bikePerHour !== null) parts.push(`${formatYuan(bikePerHour)}/小时起`)
  return parts
}

export const PORT_WORD = { BIKE: '插座', CAR: '充电枪' } as const

/** '空闲 3/8'. */
export const freeText = (count: PortCount): string => `空闲 ${count.free}/${count.total}`

export const AVAILABILITY_LABEL = { FREE: '有空闲', BUSY: '全部占用', OFFLINE: '离线' } as const
