import { VEHICLE_API } from '@/api/endpoints/vehicles'
import type { Vehicle, VehicleListResult } from '@/api/types'
import { wechatPayOrder } from '@/mocks/charging/handlers'
import { WAIVER_REASON } from '@/mocks/charging/parking'
import { db } from '@/mocks/core/db'
import { VEHICLE_CODE } from '@/mocks/vehicles/model'
import { login, post, setupMockServer } from './api'
import { BIKE_ORDER, CAR_ORDER, charging, data, tick, useFakeClock } from './charging-api'

setupMockServer()

function vehicles(token: string) {
  return {
    list: async () => data(await post<VehicleListResult>(VEHICLE_API.list, {}, token)),
    save: (body: unknown) => post<Vehicle>(VEHICLE_API.save, body, token),
    remove: (vehicleId: unknown) => post<null>(VEHICLE_API.remove, { vehicleId }, token),
    setDefault: (vehicleId: unknown) => post<Vehicle>(VEHICLE_API.setDefault, { vehicleId }, token),
  }
}

const plates = (list: VehicleListResult) =>
  list.list.map((v) => `${v.plateNo}${v.isDefault ? '*' : ''}`)

describe('vehicle-list', () => {
  it('lists the seeded default car', async () => {
    const api = vehicles(await login())
    expect(await api.list()).toEqual({
      total: 1,
      list: [
        {
          vehicleId: 'VH1001',
          plateNo: '浙AD12345',
          nickname: '家用车',
          brand: '比亚迪 秦PLUS',
          newEnergy: true,
          isDefault: true,
          createTime: '2026-09-01 10:00:00',
        },
      ],
    })
  })

  it('needs a login', async () => {
    expect((await post(VEHICLE_API.list, {})).status).toBe(500)
  })
})

describe('vehicle-save', () => {
  it('adds a plate (normalised: upper case, no separator), default first in the list', async () => {
    const api = vehicles(await login())
    const saved = data(await api.save({ plateNo: ' 京a·12345 ', nickname: '通勤' }))
    expect(saved).toMatchObject({
      vehicleId: 'VH1002',
      plateNo: '京A12345',
      nickname: '通勤',
      brand: '',
      newEnergy: false,
      isDefault: false,
    })
    const made = data(await api.save({ plateNo: '粤B12345F', isDefault: true }))
    expect(made).toMatchObject({ plateNo: '粤B12345F', newEnergy: true, isDefault: true })
    expect(plates(await api.list())).toEqual(['粤B12345F*', '浙AD12345', '京A12345'])
  })

  it('refuses a bad plate, a duplicate (however written) and an 11th vehicle', async () => {
    const api = vehicles(await login())
    for (const plateNo of ['浙A1234', '浙AI2345', '浙A123456789', 'AA12345', '沪O12345']) {
      expect((await api.save({ plateNo })).body).toMatchObject({ code: VEHICLE_CODE.badPlate })
    }
    expect((await api.save({})).body).toMatchObject({ code: '100001' })
    expect((await api.save({ plateNo: '浙A·D12345' })).body).toMatchObject({
      code: VEHICLE_CODE.duplicate,
      msg: '该车牌已添加，请勿重复添加',
    })
    expect(
      (await api.save({ plateNo: '浙A12345', nickname: '一二三四五六七八九十一' })).body,
    ).toMatchObject({ code: '100001', msg: '参数错误：车辆昵称最多10个字' })
    // Ten emoji are ten characters, as the form counts them (20 UTF-16 units).
    const emoji = data(await api.save({ plateNo: '浙A54321', nickname: '🚗'.repeat(10) }))
    expect(emoji.nickname).toBe('🚗'.repeat(10))
    data(await api.remove(emoji.vehicleId))
    for (let i = 0; i < 9; i += 1) data(await api.save({ plateNo: `浙B1000${i}` }))
    expect((await api.list()).total).toBe(10)
    expect((await api.save({ plateNo: '浙C10000' })).body).toMatchObject({
      code: VEHICLE_CODE.tooMany,
    })
  })

  it('changes a vehicle: its own plate is no duplicate; an unknown one is refused', async () => {
    const api = vehicles(await login())
    const changed = data(
      await api.save({ vehicleId: 'VH1001', plateNo: '浙AD12345', nickname: '', brand: '小鹏' }),
    )
    expect(changed).toMatchObject({ nickname: '', brand: '小鹏', isDefault: true })
    // The default stays it until another becomes it.
    data(await api.save({ vehicleId: 'VH1001', plateNo: '浙AD12345', isDefault: false }))
    expect(plates(await api.list())).toEqual(['浙AD12345*'])
    expect((await api.save({ vehicleId: 'VH9', plateNo: '浙A12345' })).body).toMatchObject({
      code: VEHICLE_CODE.unknown,
    })
  })
})

describe('vehicle-set-default and vehicle-delete', () => {
  it('moves the default, and passes it on when the default is removed', async () => {
    const api = vehicles(await login())
    data(await api.save({ plateNo: '京A12345' }))
    data(await api.save({ plateNo: '沪B23456' }))
    expect(data(await api.setDefault('VH1003')).isDefault).toBe(true)
    expect(plates(await api.list())).toEqual(['沪B23456*', '浙AD12345', '京A12345'])
    data(await api.remove('VH1003'))
    expect(plates(await api.list())).toEqual(['浙AD12345*', '京A12345'])
    expect((await api.remove('VH1003')).body).toMatchObject({ code: VEHICLE_CODE.unknown })
    expect((await api.setDefault('VH1003')).body).toMatchObject({ code: VEHICLE_CODE.unknown })
    expect((await api.remove('')).body).toMatchObject({ code: '100001' })
    data(await api.remove('VH1001'))
    data(await api.remove('VH1002'))
    expect(await api.list()).toEqual({ list: [], total: 0 })
    // The first vehicle added is the default.
    expect(data(await api.save({ plateNo: '京A12345' })).isDefault).toBe(true)
    expect(db.vehicles).toHaveLength(1)
  })
})

describe('the plate of a CAR order and its parking waiver', () => {
  beforeEach(() => useFakeClock())

  it('keeps the plate; GRANTED 2 hours once the charge completed with energy', async () => {
    const api = charging(await login())
    const { orderId } = data(await api.create({ ...CAR_ORDER, plateNo: '浙a·d12345' }))
    expect(await api.order(orderId)).toMatchObject({
      plateNo: '浙AD12345',
      parkingWaiver: { status: 'NOT_ELIGIBLE', hours: 0, reason: WAIVER_REASON.notCompleted },
    })
    wechatPayOrder(orderId)
    expect(data(await api.confirm(orderId)).paid).toBe(true)
    tick(3000 + 120000)
    const order = await api.order(orderId)
    expect(order.status).toBe('COMPLETED')
    expect(order.energyWh).toBeGreaterThan(0)
    expect(order.parkingWaiver).toEqual({
      status: 'GRANTED',
      hours: 2,
      reason: WAIVER_REASON.granted,
    })
  })

  it('says 未绑定车牌 without a plate; refuses a bad plate and a plate on a BIKE order', async () => {
    const api = charging(await login())
    const { orderId } = data(await api.create(CAR_ORDER))
    expect(await api.order(orderId)).toMatchObject({
      plateNo: null,
      parkingWaiver: { status: 'NOT_ELIGIBLE', reason: WAIVER_REASON.noPlate },
    })
    expect((await api.create({ ...CAR_ORDER, plateNo: '浙A1' })).body).toMatchObject({
      code: VEHICLE_CODE.badPlate,
    })
    expect((await api.create({ ...BIKE_ORDER, plateNo: '浙AD12345' })).body).toMatchObject({
      code: '100001',
    })
    const bike = data(await api.create(BIKE_ORDER))
    const bikeOrder = await api.order(bike.orderId)
    expect(bikeOrder.plateNo).toBeUndefined()
    expect(bikeOrder.parkingWaiver).toBeUndefined()
  })
})
