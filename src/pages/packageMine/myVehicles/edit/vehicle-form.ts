/** The vehicle form's values, its check (isPlate, SPEC §5) and what is sent. */
import type { Vehicle, VehicleSaveRequest } from '@/api/types'
import { cleanPlateRest, normalisePlate } from '@/lib/plate'
import { charCount } from '@/lib/text'
import { isPlate, PLATE_PROVINCES } from '@/lib/validators'

export interface VehicleForm {
  province: string
  /** What follows the province: the office letter and the rest (A D12345). */
  rest: string
  nickname: string
  brand: string
  isDefault: boolean
}

export type VehicleErrors = Partial<Record<'plate' | 'nickname' | 'brand', string>>

export const PROVINCES = Array.from(PLATE_PROVINCES)

export const VEHICLE_FORM_TEXT = {
  province: '请选择车牌省份',
  plateEmpty: '请输入车牌号',
  plateBad: '车牌号格式不正确，请输入7位普通车牌或8位新能源车牌（如 浙A·D12345）',
  nickname: '车辆昵称最多10个字',
  brand: '品牌车型最多20个字',
} as const

export const EMPTY_VEHICLE_FORM: VehicleForm = {
  province: '浙',
  rest: '',
  nickname: '',
  brand: '',
  isDefault: false,
}

export function formOf(vehicle: Vehicle): VehicleForm {
  const plate = normalisePlate(vehicle.plateNo)
  return {
    province: plate.slice(0, 1),
    rest: cleanPlateRest(plate.slice(1)),
    nickname: vehicle.nickname,
    brand: vehicle.brand,
    isDefault: vehicle.isDefault,
  }
}

export const plateOf = (form: VehicleForm) => `${form.province}${form.rest}`

export function validateVehicleForm(form: VehicleForm): VehicleErrors {
  const errors: VehicleErrors = {}
  if (!PROVINCES.includes(form.province)) errors.plate = VEHICLE_FORM_TEXT.province
  else if (!form.rest) errors.plate = VEHICLE_FORM_TEXT.plateEmpty
  else if (!isPlate(plateOf(form))) errors.plate = VEHICLE_FORM_TEXT.plateBad
  if (charCount(form.nickname) > 10) errors.nickname = VEHICLE_FORM_TEXT.nickname
  if (charCount(form.brand) > 20) errors.brand = VEHICLE_FORM_TEXT.brand
  return errors
}

export function saveRequest(form: VehicleForm, vehicleId?: string): VehicleSaveRequest {
  return {
    ...(vehicleId ? { vehicleId } : {}),
    plateNo: plateOf(form),
    nickname: form.nickname.trim(),
    brand: form.brand.trim(),
    isDefault: form.isDefault,
  }
}
