/** The user's vehicles (我的车辆, docs/API.md "Vehicle calls"). Plates are sent without '·'. */

export interface Vehicle {
  vehicleId: string
  /** Upper case, without the separator: 浙AD12345 (shown as 浙A·D12345). */
  plateNo: string
  /** '' when not given. */
  nickname: string
  /** '' when not given. */
  brand: string
  /** 8-character plates (GA 36). */
  newEnergy: boolean
  /** One vehicle is the default while the user has any. */
  isDefault: boolean
  createTime: string
}

export interface VehicleListResult {
  /** The default first, then in the order they were added. */
  list: Vehicle[]
  total: number
}

/** Without `vehicleId` a new vehicle; with it, that vehicle changed. */
export interface VehicleSaveRequest {
  vehicleId?: string
  plateNo: string
  nickname?: string
  brand?: string
  isDefault?: boolean
}
