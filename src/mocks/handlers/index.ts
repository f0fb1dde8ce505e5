/** Every call of SPEC §7 and the designed ones (bind-mobile, charging), as msw handlers of the mock operator. */
import type { HttpHandler } from 'msw'
import { bankHandlers } from './bank'
import { blindBoxHandlers } from './blind-box'
import { cardHandlers } from './cards'
import { chargingHandlers, wechatPayHandler } from './charging'
import { complaintHandlers } from './complaints'
import { curveHandlers } from './curves'
import { insuranceHandlers } from './insurance'
import { partnerHandlers } from './partners'
import { pointsHandlers } from './points'
import { messageHandlers } from './messages'
import { orderHandlers } from './orders'
import { paymentHandlers } from './payments'
import { redPacketHandlers } from './red-packets'
import { stationHandlers } from './stations'
import { uploadHandlers } from './upload'
import { userHandlers } from './user'
import { walletHandlers } from './wallet'
import { wechatHandlers } from './wechat'

export const handlers: HttpHandler[] = [
  ...wechatHandlers,
  ...userHandlers,
  ...bankHandlers,
  ...uploadHandlers,
  ...blindBoxHandlers,
  ...chargingHandlers,
  wechatPayHandler,
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
]
