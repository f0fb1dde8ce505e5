/** 我的车辆: list, save (add or change), delete and set default, validated like a real server. */
import { z } from 'zod'
import { VEHICLE_API } from '@/api/endpoints/vehicles'
import type { Vehicle, VehicleListResult } from '@/api/vehicle-types'
import { normalisePlate } from '@/lib/plate'
import { charCount } from '@/lib/text'
import { isNewEnergyPlate, isPlate } from '@/lib/validators'
import { formatTime, now } from '../core/clock'
import { db } from '../core/db'
import { fail, ok, postApi, readJson } from '../core/http'
import { body, text } from '../core/schemas'
import {
  keepOneDefault,
  makeDefault,
  MAX_VEHICLES,
  samePlate,
  sortVehicles,
  VEHICLE_CODE,
  VEHICLE_MSG,
} from './model'

/** Counted by the forms' own rule (charCount: trimmed, an emoji one character). */
const optional = (label: string, max: number) =>
  z
    .string({ error: `参数错误：${label}格式不正确` })
    .trim()
    .refine((value) => charCount(value) <= max, { error: `参数错误：${label}最多${max}个字` })
    .optional()
    .transform((value) => value ?? '')

const saveBody = body({
  vehicleId: z.string({ error: '参数错误：车辆编号格式不正确' }).trim().optional(),
  plateNo: z
    .string({ error: '参数错误：车牌号不能为空' })
    .transform(normalisePlate)
    .pipe(z.string().min(1, { error: '参数错误：车牌号不能为空' })),
  nickname: optional('车辆昵称', 10),
  brand: optional('品牌车型', 20),
  isDefault: z.boolean({ error: '参数错误：是否默认应为true或false' }).optional(),
})
const idBody = body({ vehicleId: text('车辆编号', 32) })

const unknown = () => fail(VEHICLE_CODE.unknown, VEHICLE_MSG.unknown)
const findVehicle = (vehicleId: string) => db.vehicles.find((v) => v.vehicleId === vehicleId)

/** The list as the client sees it: the default first. */
function listResult(): VehicleListResult {
  return { list: sortVehicles(db.vehicles), total: db.vehicles.length }
}

export const vehicleHandlers = [
  postApi(VEHICLE_API.list, async ({ request }) => {
    const parsed = await readJson(request, body({}))
    if (!parsed.ok) return parsed.response
    return ok<VehicleListResult>(listResult())
  }),

  postApi(VEHICLE_API.save, async ({ request }) => {
    const parsed = await readJson(request, saveBody)
    if (!parsed.ok) return parsed.response
    const input = parsed.data
    if (!isPlate(input.plateNo)) return fail(VEHICLE_CODE.badPlate, VEHICLE_MSG.badPlate)
    const existing = input.vehicleId ? findVehicle(input.vehicleId) : undefined
    if (input.vehicleId && !existing) return unknown()
    if (samePlate(db.vehicles, input.plateNo, existing?.vehicleId)) {
      return fail(VEHICLE_CODE.duplicate, VEHICLE_MSG.duplicate)
    }
    let vehicle: Vehicle
    if (existing) {
      Object.assign(existing, {
        plateNo: input.plateNo,
        nickname: input.nickname,
        brand: input.brand,
        newEnergy: isNewEnergyPlate(normalisePlate(input.plateNo)),
      })
      vehicle = existing
    } else {
      if (db.vehicles.length >= MAX_VEHICLES) {
        return fail(VEHICLE_CODE.tooMany, VEHICLE_MSG.tooMany)
      }
      db.vehicleSeq += 1
      vehicle = {
        vehicleId: `VH${db.vehicleSeq}`,
        plateNo: input.plateNo,
        nickname: input.nickname,
        brand: input.brand,
        newEnergy: isNewEnergyPlate(normalisePlate(input.plateNo)),
        isDefault: false,
        createTime: formatTime(now()),
      }
      db.vehicles.push(vehicle)
    }
    // The default stops being it only when another becomes it; the first vehicle is the default.
    if (input.isDefault) makeDefault(db.vehicles, vehicle.vehicleId)
    keepOneDefault(db.vehicles)
    return ok<Vehicle>({ ...vehicle })
  }),

  postApi(VEHICLE_API.remove, async ({ request }) => {
    const parsed = await readJson(request, idBody)
    if (!parsed.ok) return parsed.response
    if (!findVehicle(parsed.data.vehicleId)) return unknown()
    db.vehicles = db.vehicles.filter((v) => v.vehicleId !== parsed.data.vehicleId)
    keepOneDefault(db.vehicles)
    return ok<null>(null)
  }),

  postApi(VEHICLE_API.setDefault, async ({ request }) => {
    const parsed = await readJson(request, idBody)
    if (!parsed.ok) return parsed.response
    const vehicle = findVehicle(parsed.data.vehicleId)
    if (!vehicle) return unknown()
    makeDefault(db.vehicles, vehicle.vehicleId)
    return ok<Vehicle>({ ...vehicle })
  }),
]
