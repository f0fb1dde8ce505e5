import type { CreateOrderRequest, Device } from '@/api/types'
import { normalisePlate } from '@/lib/plate'
import { isDeviceId } from '@/lib/qr'
import { isPlate } from '@/lib/validators'

/** What the payment page says when its link cannot be paid as it stands. */
export const PAY_REQUEST_TEXT = {
  incomplete: '订单信息不完整',
  incompleteHint: '请返回重新选择插座和充电方案',
  badNumber: '订单参数不正确',
  badNumberHint: '插座编号或金额不正确，请返回重新选择',
  notOffered: '该电桩没有此充电方案',
  notOfferedHint: '方案或金额与电桩不符，可能已调整，请返回重新选择',
  noPort: '该电桩没有此插座或充电枪',
  noPortHint: '请返回重新选择插座或充电枪',
  offline: '设备离线，暂时无法充电',
  fault: '设备故障，暂时无法充电',
  deviceDownHint: '请返回更换其他电桩',
  portBusy: '该插座或充电枪正在使用中',
  portDown: '该插座或充电枪故障或离线',
  portBusyHint: '请返回重新选择空闲的插座或充电枪',
  unplugged: '请先插好充电插头或充电枪',
  unpluggedHint: '插好后返回重新选择，即可支付',
  badPlate: '车牌号不正确',
  badPlateHint: '请返回重新选择车牌',
} as const

/** The order a payment link asks for (amount in cents). Plan and amount are checked against the pile. */
export type PayRequest = Pick<
  CreateOrderRequest,
  'deviceId' | 'portNo' | 'planId' | 'amount' | 'plateNo'
>

export type ReadResult =
  { ok: true; request: PayRequest } | { ok: false; title: string; description: string }

/** Cents up to ¥10,000 and a port number up to 999: digits only (no '12.5', '1e3', '-1', '+5'). */
const AMOUNT = /^[1-9]\d{0,5}$/
const PORT = /^[1-9]\d{0,2}$/

/** Reads the link's query. Nothing is coerced: a value that is not exactly an integer is refused. */
export function readPayRequest(params: URLSearchParams): ReadResult {
  const deviceId = params.get('deviceId') ?? ''
  const port = params.get('portNo') ?? ''
  const amount = params.get('amount') ?? ''
  const planId = params.get('planId') || undefined
  if (!deviceId || !port || !amount) {
    return {
      ok: false,
      title: PAY_REQUEST_TEXT.incomplete,
      description: PAY_REQUEST_TEXT.incompleteHint,
    }
  }
  if (!isDeviceId(deviceId) || !PORT.test(port) || !AMOUNT.test(amount)) {
    return {
      ok: false,
      title: PAY_REQUEST_TEXT.badNumber,
      description: PAY_REQUEST_TEXT.badNumberHint,
    }
  }
  // CAR: the plate chosen on charge selection (optional; the server checks it again).
  const plateNo = params.get('plateNo') ? normalisePlate(params.get('plateNo') ?? '') : undefined
  if (plateNo !== undefined && !isPlate(plateNo)) {
    return {
      ok: false,
      title: PAY_REQUEST_TEXT.badPlate,
      description: PAY_REQUEST_TEXT.badPlateHint,
    }
  }
  return {
    ok: true,
    request: { deviceId, portNo: Number(port), planId, amount: Number(amount), plateNo },
  }
}

/**
 * What stops this link from being paid as it stands, null when nothing does. The pile must be
 * online and the socket or gun free and plugged in, as charge selection lets it be chosen (a link
 * kept from earlier, or typed: the server would refuse the order, but only after the user had chosen
 * how to pay). The amount is the pile's, not the link's: a
 * BIKE plan must be one the pile offers at exactly that amount; a CAR prepay one of its options.
 */
export function offerProblem(
  device: Device,
  request: PayRequest,
): { title: string; description: string } | null {
  const T = PAY_REQUEST_TEXT
  const port = device.ports.find((p) => p.portNo === request.portNo)
  if (!port) return { title: T.noPort, description: T.noPortHint }
  if (device.status === 'OFFLINE') return { title: T.offline, description: T.deviceDownHint }
  if (device.status === 'FAULT') return { title: T.fault, description: T.deviceDownHint }
  if (port.status === 'CHARGING' || port.status === 'OCCUPIED') {
    return { title: T.portBusy, description: T.portBusyHint }
  }
  if (port.status !== 'IDLE') return { title: T.portDown, description: T.portBusyHint }
  if (!port.plugged) return { title: T.unplugged, description: T.unpluggedHint }
  const offered =
    device.deviceType === 'BIKE'
      ? device.plans.some((p) => p.planId === request.planId && p.amount === request.amount)
      : device.prepayOptions.includes(request.amount)
  return offered ? null : { title: T.notOffered, description: T.notOfferedHint }
}
