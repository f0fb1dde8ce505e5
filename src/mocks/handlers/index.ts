/**
 * Every call of SPEC §7 and the designed ones (charging, wallet, invoices and the rest): the mock
 * operator's msw handlers. The API table is one handler (core/http.ts `apiTable`: why); WeChat's
 * simulated cashier and the invoices' PDF files are handlers of their own.
 */
import type { HttpHandler } from 'msw'
import { apiTable } from '../core/http'
import { bankHandlers } from '../wallet/bank-handlers'
import { blindBoxHandlers } from '../points/blind-box-handlers'
import { cardHandlers } from '../cards/handlers'
import { chargingHandlers, wechatPayHandler, wechatPrepayHandler } from '../charging/handlers'
import { complaintHandlers } from '../complaints/handlers'
import { curveHandlers } from '../charging/curve-handlers'
import { insuranceHandlers } from '../insurance/handlers'
import { invoiceHandlers, invoicePdfHandler } from '../invoices/handlers'
import { partnerHandlers } from '../user/partner-handlers'
import { pointsHandlers } from '../points/handlers'
import { messageHandlers } from '../messages/handlers'
import { orderHandlers } from '../orders/handlers'
import { paymentHandlers } from '../payments/handlers'
import { redPacketHandlers } from '../red-packets/handlers'
import { stationHandlers } from '../stations/handlers'
import { uploadHandlers } from '../complaints/upload-handlers'
import { userHandlers } from '../user/handlers'
import { vehicleHandlers } from '../vehicles/handlers'
import { walletHandlers } from '../wallet/handlers'
import { wechatHandlers } from '../user/wechat-handlers'

export const handlers: HttpHandler[] = [
  apiTable([
    ...wechatHandlers,
    ...userHandlers,
    ...bankHandlers,
    ...uploadHandlers,
    ...blindBoxHandlers,
    ...chargingHandlers,
    ...paymentHandlers,
    ...orderHandlers,
    ...curveHandlers,
    ...cardHandlers,
    ...walletHandlers,
    ...messageHandlers,
    ...complaintHandlers,
    ...redPacketHandlers,
    ...pointsHandlers,
    ...partnerHandlers,
    ...insuranceHandlers,
    ...stationHandlers,
    ...vehicleHandlers,
    ...invoiceHandlers,
  ]),
  wechatPayHandler,
  wechatPrepayHandler,
  invoicePdfHandler,
]
