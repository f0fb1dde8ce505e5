/** Bank cards for refunds: list (numbers masked) and save (validated like a real server). */
import { z } from 'zod'
import { API, type BankConfig, type BankConfigListResult } from '@/api/types'
import { db, maskCardNo, type StoredBankConfig } from '../db'
import { CODE, fail, ok, postApi, readJson } from '../http'
import { body, luhn, mobile, pageOf, pageQuery, text } from '../schemas'

const cardNo = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z
    .string({ error: '参数错误：银行卡号不能为空' })
    .regex(/^\d{13,19}$/, { error: '参数错误：银行卡号应为13-19位数字' })
    .refine(luhn, { error: '参数错误：银行卡号不正确，请核对后重新输入' }),
)

const saveBody = body({
  bankName: text('开户银行', 30),
  bankCardNo: cardNo,
  holderName: z
    .string({ error: '参数错误：持卡人姓名不能为空' })
    .trim()
    .min(2, { error: '参数错误：持卡人姓名应为2-20个字符' })
    .max(20, { error: '参数错误：持卡人姓名应为2-20个字符' }),
  idCardNo: z
    .string({ error: '参数错误：身份证号不能为空' })
    .trim()
    .regex(/^\d{17}[\dXx]$/, { error: '参数错误：身份证号格式不正确' })
    .transform((value) => value.toUpperCase()),
  mobile,
})

/** What the client sees of a stored card: the number masked as 6225********1234. */
export function publicBankConfig(config: StoredBankConfig): BankConfig {
  return {
    bankConfigId: config.bankConfigId,
    bankName: config.bankName,
    bankCardNo: maskCardNo(config.bankCardNo),
  }
}

export const bankHandlers = [
  postApi(API.bankConfigList, async ({ request }) => {
    const parsed = await readJson(request, pageQuery())
    if (!parsed.ok) return parsed.response
    return ok<BankConfigListResult>({
      bankConfigList: pageOf(db.bankConfigs, parsed.data).map(publicBankConfig),
      total: db.bankConfigs.length,
    })
  }),

  postApi(API.bankConfigSave, async ({ request }) => {
    const parsed = await readJson(request, saveBody)
    if (!parsed.ok) return parsed.response
    const input = parsed.data
    if (db.bankConfigs.some((config) => config.bankCardNo === input.bankCardNo)) {
      return fail(CODE.bankDuplicate, '该银行卡已添加，请勿重复添加')
    }
    db.counters.bankConfig += 1
    const config: StoredBankConfig = { bankConfigId: `BC${db.counters.bankConfig}`, ...input }
    db.bankConfigs.push(config)
    return ok<BankConfig>(publicBankConfig(config))
  }),
]
