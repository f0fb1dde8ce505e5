export const PARTNER_VALUES = ['SITE', 'INVEST', 'CHANNEL', 'OTHER'] as const
export type PartnerType = (typeof PARTNER_VALUES)[number]

export const PARTNER_TYPES: readonly { value: PartnerType; label: string; hint: string }[] = [
  { value: 'SITE', label: '场地合作', hint: '有停车场、小区、园区等场地，合作建站' },
  { value: 'INVEST', label: '投资加盟', hint: '投资建设充电站，由平台运营' },
  { value: 'CHANNEL', label: '渠道代理', hint: '在本地推广平台与设备' },
  { value: 'OTHER', label: '其他', hint: '其他合作意向' },
]

export interface PartnerApplyRequest {
  name: string
  mobile: string
  city: string
  type: PartnerType
  /** Optional, at most 500 characters. */
  message: string
}

export interface PartnerApplyResult {
  applicationId: string
  createTime: string
}
