export const VEHICLE_API = {
  list: '/vehicle/vehicle-list',
  save: '/vehicle/vehicle-save',
  remove: '/vehicle/vehicle-delete',
  setDefault: '/vehicle/vehicle-set-default',
} as const
