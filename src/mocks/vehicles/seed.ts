// vehicles/: the user's vehicles and plates (我的车辆). Seed and shape: this file; rules: model.ts;
// handlers: handlers.ts. The charging orders keep the plate they were created with (charging/).
/** The vehicles part of the mock db: one new-energy car, the default. */
import type { Vehicle } from '@/api/vehicle-types'

export interface VehiclesState {
  vehicles: Vehicle[]
  /** The last vehicle number given (VH1001 is the seed's). */
  vehicleSeq: number
}

export function createVehiclesState(): VehiclesState {
  return {
    vehicles: [
      {
        vehicleId: 'VH1001',
        plateNo: '浙AD12345',
        nickname: '家用车',
        brand: '比亚迪 秦PLUS',
        newEnergy: true,
        isDefault: true,
        createTime: '2026-09-01 10:00:00',
      },
    ],
    vehicleSeq: 1001,
  }
}
