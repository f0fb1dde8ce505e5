import { queryOptions } from '@tanstack/react-query'
import { post } from './client'
import { type ChargeCurve } from './curve-types'
import { chargingKeys } from './charging'
import { CURVE_API } from './endpoints/curve'

export type * from './curve-types'

/**
 * The samples of an order's charge (ours, docs/API.md "Charge curve"). Silent: an operator whose
 * server lacks the call (404, an error code) must not get a toast or a dialog for a picture; the
 * page says so in one quiet line and plots what it polls.
 */
export const curveApi = {
  curve: (orderId: string) =>
    post<ChargeCurve>(
      CURVE_API.chargeCurve,
      { orderId },
      { loading: false, toast: false, networkDialog: false },
    ),
}

/**
 * Asked once each time a page opens (a curve cached by the other page is shown meanwhile, then
 * replaced), never on focus or on a timer: the live page grows it from its own polls.
 */
export function chargeCurveQuery(orderId: string) {
  return queryOptions({
    queryKey: chargingKeys.curve(orderId),
    queryFn: () => curveApi.curve(orderId),
    staleTime: 0,
    refetchOnWindowFocus: false,
  })
}
