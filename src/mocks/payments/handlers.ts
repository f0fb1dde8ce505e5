// payments/: the cashier of everything but charging orders: a payment is UNPAID until WeChat's
// notification lands, then its kind's settle hook runs once (db.ts; shape in state.ts); a lost
// create is answered again by its requestId (idempotency.ts). Handlers: this file.
/** POST /pay/confirm-pay and /pay/cancel-pay: the two calls every non-charging payment shares. */
import { PAYMENT_API } from '@/api/endpoints/payments'
import { type PaymentAnswer } from '@/api/payments'
import { CODE, fail, ok, postApi, readJson } from '../core/http'
import { cancelPayment, findPayment, paymentPending, stepPayment } from './db'
import { body, orderId } from '../core/schemas'

const paymentBody = body({ orderId })

function unknown(): Response {
  return fail(CODE.orderUnknown, '订单不存在')
}

export const paymentHandlers = [
  // Only reads: the payment is paid when WeChat's notification has reached the server.
  postApi(PAYMENT_API.confirm, async ({ request }) => {
    const parsed = await readJson(request, paymentBody)
    if (!parsed.ok) return parsed.response
    const payment = findPayment(parsed.data.orderId)
    if (!payment) return unknown()
    stepPayment(payment)
    return ok<PaymentAnswer>({ paid: payment.status === 'PAID', status: payment.status })
  }),

  postApi(PAYMENT_API.cancel, async ({ request }) => {
    const parsed = await readJson(request, paymentBody)
    if (!parsed.ok) return parsed.response
    const payment = findPayment(parsed.data.orderId)
    if (!payment) return unknown()
    stepPayment(payment)
    if (payment.status === 'CANCELLED') return ok(null)
    if (payment.status === 'PAID' || paymentPending(payment)) {
      return fail(CODE.orderState, '订单已支付，无法取消')
    }
    cancelPayment(payment)
    return ok(null)
  }),
]
