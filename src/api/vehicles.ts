import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { post } from './client'
import { VEHICLE_API } from './endpoints/vehicles'
import type { Vehicle, VehicleListResult, VehicleSaveRequest } from './vehicle-types'

/** The user's vehicles: one typed function per call (docs/API.md "Vehicle calls"). */
export const vehiclesApi = {
  /** Quiet: the list page shows its own skeleton and error, and charge selection goes on without it. */
  list: () =>
    post<VehicleListResult>(
      VEHICLE_API.list,
      {},
      { loading: false, toast: false, networkDialog: false },
    ),
  /** Adds a vehicle, or changes one (`vehicleId`). */
  save: (body: VehicleSaveRequest) => post<Vehicle>(VEHICLE_API.save, body),
  remove: (vehicleId: string) => post<null>(VEHICLE_API.remove, { vehicleId }),
  setDefault: (vehicleId: string) => post<Vehicle>(VEHICLE_API.setDefault, { vehicleId }),
}

export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: ['vehicles', 'list'] as const,
}

export const vehicleQueries = {
  /** Every vehicle of the user, the default first (我的车辆, charge selection, the vehicle form). */
  list: () => queryOptions({ queryKey: vehicleKeys.list, queryFn: vehiclesApi.list }),
}

/** After a vehicle was added, changed, removed or made the default. */
export function refreshVehicles(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: vehicleKeys.all })
}
