/**
 * The parking fee waiver of a CAR charge (ours, docs/API.md "Vehicle calls"): every mock station
 * waives 2 hours for a completed charge of a plate that took energy; other orders say why not.
 */
import type { Order, ParkingWaiver } from '@/api/types'

export const WAIVER_HOURS = 2

export const WAIVER_REASON = {
  granted: `充电完成，减免${WAIVER_HOURS}小时停车费，出场时按车牌自动抵扣`,
  noPlate: '未绑定车牌，无法减免停车费',
  notCompleted: '充电未完成，完成后按车牌减免停车费',
  noEnergy: '未充入电量，不享受停车费减免',
} as const

/** Null for BIKE orders (no plate, no parking). */
export function parkingWaiverOf(
  order: Pick<Order, 'deviceType' | 'status' | 'energyWh' | 'plateNo'>,
): ParkingWaiver | null {
  if (order.deviceType !== 'CAR') return null
  const no = (reason: string): ParkingWaiver => ({ status: 'NOT_ELIGIBLE', hours: 0, reason })
  if (!order.plateNo) return no(WAIVER_REASON.noPlate)
  if (order.status !== 'COMPLETED') return no(WAIVER_REASON.notCompleted)
  if (!(order.energyWh > 0)) return no(WAIVER_REASON.noEnergy)
  return { status: 'GRANTED', hours: WAIVER_HOURS, reason: WAIVER_REASON.granted }
}
