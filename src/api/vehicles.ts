import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { post } from './client'
import { VEHICLE_API } from './endpoints/vehicles'
import type { Vehicle, VehicleListResult, VehicleSaveRequest } from './vehicle-types'

/** The user's vehicles: one typed function per call (docs/API.md "Vehicle calls"). */
export const vehiclesApi = {
  /**
   * The page shows its own skeleton; a failure is told as any load's is (SPEC §8), but `quiet` for
   * charge selection, which goes on without the list.
   */
  list: (quiet = false) =>
    post<VehicleListResult>(
      VEHICLE_API.list,
      {},
      quiet ? { loading: false, toast: false, networkDialog: false } : { loading: false },
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
  /**
   * Every vehicle of the user, the default first (我的车辆, the vehicle form; charge selection asks
   * `quiet`). One cache entry for both: a fetch tells its failure as the page that asked it says
   * (they are never on screen together).
   */
  list: ({ quiet = false }: { quiet?: boolean } = {}) =>
    queryOptions({ queryKey: vehicleKeys.list, queryFn: () => vehiclesApi.list(quiet) }),
}

/** After a vehicle was added, changed, removed or made the default. */
export function refreshVehicles(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: vehicleKeys.all })
}
