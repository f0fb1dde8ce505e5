/** Our extension: an order's charge curve (docs/API.md "Charge curve"), from the simulator. */
import { type ChargeCurve } from '@/api/curve-types'
import { CURVE_API } from '@/api/endpoints/curve'
import { chargeCurveOf } from './charge-curve'
import { findOrder, stepOrder } from './db'
import { now } from '../core/clock'
import { ok, postApi, readJson } from '../core/http'
import { body, orderId } from '../core/schemas'
import { orderUnknown } from './handlers'

const curveBody = body({ orderId })

export const curveHandlers = [
  postApi(CURVE_API.chargeCurve, async ({ request }) => {
    const parsed = await readJson(request, curveBody)
    if (!parsed.ok) return parsed.response
    const order = findOrder(parsed.data.orderId)
    if (!order) return orderUnknown()
    return ok<ChargeCurve>(chargeCurveOf(stepOrder(order), now()))
  }),
]
