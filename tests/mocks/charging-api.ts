/** Helpers of the charging tests: a fake clock for the simulator and typed charging calls. */
import { API } from '@/api/endpoints/spec'
import {
  type ChargeUserInfo,
  type CreateOrderRequest,
  type CreateOrderResult,
  type Device,
  type LiveCharging,
  type Order,
  type PayOptions,
} from '@/api/types'
import { setClock } from '@/mocks/core/clock'
import { post, type Answer } from './api'

/** 2026-11-22 09:58:00 local time: two minutes before the 10:00 FLAT -> PEAK boundary. */
export const T0 = new Date(2026, 10, 22, 9, 58, 0).getTime()

let fakeNow = T0

/** Starts the simulator's fake clock at `start` (T0 by default). */
export function useFakeClock(start = T0): void {
  fakeNow = start
  setClock(() => fakeNow)
}

/** Moves the fake clock on by real milliseconds. */
export function tick(ms: number): void {
  fakeNow += ms
}

/** The data of a successful answer; fails the test otherwise. */
export function data<T>(answer: Answer<T>): T {
  if (!answer.body || answer.body.code !== '000000') {
    throw new Error(`expected success, got ${answer.status} ${JSON.stringify(answer.body)}`)
  }
  return answer.body.data
}

export function charging(token: string) {
  return {
    device: (deviceId: string) => post<Device>(API.deviceDetail, { deviceId }, token),
    payOptions: (deviceId: string, amount: number) =>
      post<PayOptions>(API.payOptions, { deviceId, amount }, token),
    create: (req: Partial<CreateOrderRequest>) =>
      post<CreateOrderResult>(API.createOrder, req, token),
    confirm: (orderId: string) =>
      post<{ paid: boolean; status: string }>(API.confirmPay, { orderId }, token),
    cancel: (orderId: string) => post<null>(API.cancelOrder, { orderId }, token),
    live: async (orderId: string) =>
      data(await post<LiveCharging>(API.liveCharging, { orderId }, token)),
    stop: (orderId: string) => post<{ status: string }>(API.stopCharging, { orderId }, token),
    order: async (orderId: string) => data(await post<Order>(API.orderDetail, { orderId }, token)),
    userInfo: async () => data(await post<ChargeUserInfo>(API.userInfo, {}, token)),
  }
}

/** A BIKE order on 10000001 (socket 1, 2 h plan) unless overridden. */
export const BIKE_ORDER: CreateOrderRequest = {
  deviceId: '10000001',
  portNo: 1,
  planId: 'T2',
  amount: 200,
  payType: 'WECHAT',
}

/** A CAR order on 20000001 gun 1, 100 yuan prepaid. */
export const CAR_ORDER: CreateOrderRequest = {
  deviceId: '20000001',
  portNo: 1,
  amount: 10000,
  payType: 'WECHAT',
}
