import type { PartnerApplyRequest, PartnerType } from '@/api/partner-types'
import { charCount } from '@/lib/text'
import { isChineseName, isCity, isMobile } from '@/lib/validators'

export const JOIN_TEXT = {
  name: '请填写2-20个汉字的真实姓名',
  mobile: '请输入正确的手机号',
  city: '请填写所在城市，如“杭州市”',
  type: '请选择合作类型',
  message: '留言不能超过500字',
} as const

export const MESSAGE_MAX = 500

export interface JoinForm {
  name: string
  mobile: string
  city: string
  type: PartnerType | ''
  message: string
}

export type JoinErrors = Partial<Record<keyof JoinForm, string>>

/** The form's errors by field (empty: valid), with the same rules as the server. */
export function validateJoin(form: JoinForm): JoinErrors {
  const errors: JoinErrors = {}
  if (!isChineseName(form.name.trim())) errors.name = JOIN_TEXT.name
  if (!isMobile(form.mobile)) errors.mobile = JOIN_TEXT.mobile
  if (!isCity(form.city.trim())) errors.city = JOIN_TEXT.city
  if (!form.type) errors.type = JOIN_TEXT.type
  if (charCount(form.message) > MESSAGE_MAX) errors.message = JOIN_TEXT.message
  return errors
}

export function toRequest(form: JoinForm): PartnerApplyRequest {
  return {
    name: form.name.trim(),
    mobile: form.mobile,
    city: form.city.trim(),
    type: form.type as PartnerType,
    message: form.message.trim(),
  }
}
