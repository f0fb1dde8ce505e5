import type { InsuranceProduct, InsuredPerson } from '@/api/insurance-types'
import { isChineseName, isEbikePlate, isIdCard, isMobile, isNewEnergyPlate } from '@/lib/validators'

export const INSURED_TEXT = {
  name: '请填写被保险人的真实姓名（2-20个汉字）',
  idCardNo: '身份证号不正确，请核对（含末位校验码）',
  mobile: '请输入正确的手机号',
  plateNewEnergy: '请填写正确的新能源车牌号，如 浙AD12345',
  plateEbike: '电动自行车号牌格式不正确，如 浙A12345、杭州A12345',
  agreed: '请先阅读并同意投保须知和保险条款',
  age: (min: number, max: number) => `被保险人年龄需在${min}-${max}周岁之间`,
} as const

export type InsuredErrors = Partial<Record<keyof InsuredPerson | 'agreed', string>>

/** Age in whole years on `at` of an 18-digit ID card's birth date. */
export function ageOn(idCardNo: string, at: Date): number {
  const y = Number(idCardNo.slice(6, 10))
  const m = Number(idCardNo.slice(10, 12))
  const d = Number(idCardNo.slice(12, 14))
  let age = at.getFullYear() - y
  if (at.getMonth() + 1 < m || (at.getMonth() + 1 === m && at.getDate() < d)) age -= 1
  return age
}

/** The form's errors by field, with the server's rules (cover starts at 00:00 tomorrow). */
export function validateInsured(
  product: InsuranceProduct,
  insured: InsuredPerson,
  agreed: boolean,
  today = new Date(),
): InsuredErrors {
  const errors: InsuredErrors = {}
  if (!isChineseName(insured.name)) errors.name = INSURED_TEXT.name
  if (!isIdCard(insured.idCardNo, today)) {
    errors.idCardNo = INSURED_TEXT.idCardNo
  } else {
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1)
    const age = ageOn(insured.idCardNo, start)
    if (age < product.minAge || age > product.maxAge) {
      errors.idCardNo = INSURED_TEXT.age(product.minAge, product.maxAge)
    }
  }
  if (!isMobile(insured.mobile)) errors.mobile = INSURED_TEXT.mobile
  if (product.plate === 'NEW_ENERGY' && !isNewEnergyPlate(insured.plateNo)) {
    errors.plateNo = INSURED_TEXT.plateNewEnergy
  }
  if (product.plate === 'EBIKE_OPTIONAL' && insured.plateNo && !isEbikePlate(insured.plateNo)) {
    errors.plateNo = INSURED_TEXT.plateEbike
  }
  if (!agreed) errors.agreed = INSURED_TEXT.agreed
  return errors
}
