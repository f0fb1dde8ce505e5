/**
 * The rules of the user's vehicles: at most 10, one plate once, exactly one default while there are
 * any (the first added becomes it; removing the default passes it to the earliest added left).
 */
import type { Vehicle } from '@/api/vehicle-types'
import { normalisePlate } from '@/lib/plate'

export const MAX_VEHICLES = 10

/** Codes of the vehicle calls (docs/API.md "Vehicle calls"). */
export const VEHICLE_CODE = {
  badPlate: '850001',
  duplicate: '850002',
  tooMany: '850003',
  unknown: '850004',
} as const

export const VEHICLE_MSG = {
  badPlate: '车牌号格式不正确，请输入7位普通车牌或8位新能源车牌',
  duplicate: '该车牌已添加，请勿重复添加',
  tooMany: `最多可添加${MAX_VEHICLES}辆车，请先删除不用的车辆`,
  unknown: '车辆不存在或已删除',
} as const

/** The default first, then in the order they were added. */
export function sortVehicles(vehicles: readonly Vehicle[]): Vehicle[] {
  return [...vehicles].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.vehicleId.localeCompare(b.vehicleId),
  )
}

/** Another vehicle of the list with this plate (the vehicle itself excluded). */
export function samePlate(
  vehicles: readonly Vehicle[],
  plateNo: string,
  except?: string,
): Vehicle | undefined {
  const plate = normalisePlate(plateNo)
  return vehicles.find((v) => v.vehicleId !== except && v.plateNo === plate)
}

/** Makes `vehicleId` the one default. */
export function makeDefault(vehicles: Vehicle[], vehicleId: string): void {
  for (const v of vehicles) v.isDefault = v.vehicleId === vehicleId
}

/** After a change: when nothing is default, the earliest added becomes it. */
export function keepOneDefault(vehicles: Vehicle[]): void {
  if (vehicles.length === 0 || vehicles.some((v) => v.isDefault)) return
  const first = [...vehicles].sort((a, b) => a.vehicleId.localeCompare(b.vehicleId))[0]
  if (first) first.isDefault = true
}
