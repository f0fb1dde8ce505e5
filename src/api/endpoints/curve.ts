export const CURVE_API = { chargeCurve: '/order/charge-curve' } as const
