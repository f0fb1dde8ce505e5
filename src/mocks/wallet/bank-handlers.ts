/** Bank cards for refunds: list (numbers masked) and save (validated like a real server). */
import { z } from 'zod'
import { API } from '@/api/endpoints/spec'
import { WALLET_API } from '@/api/endpoints/wallet'
import { type BankConfig, type BankConfigListResult } from '@/api/types'
import { isBankName } from '@/lib/banks'
import { isChineseName, isIdCard } from '@/lib/validators'
import { db, maskCardNo } from '../core/db'
import type { StoredBankConfig } from '../core/seed'
import { CODE, fail, ok, postApi, readJson } from '../core/http'
import { inProgress, stepRefunds } from './refunds'
import { body, luhn, mobile, pageOf, pageQuery, text } from '../core/schemas'

/** Codes of the designed bank-config-delete. */
export const BANK_CODE = { unknown: '800004', inUse: '800005' } as const

const cardNo = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z
    .string({ error: '参数错误：银行卡号不能为空' })
    .regex(/^\d{13,19}$/, { error: '参数错误：银行卡号应为13-19位数字' })
    .refine(luhn, { error: '参数错误：银行卡号不正确，请核对后重新输入' }),
)

const saveBody = body({
  bankName: text('开户银行', 30).refine(isBankName, { error: '参数错误：暂不支持该银行' }),
  bankCardNo: cardNo,
  holderName: z
    .string({ error: '参数错误：持卡人姓名不能为空' })
    .trim()
    .min(2, { error: '参数错误：持卡人姓名应为2-20个字符' })
    .max(20, { error: '参数错误：持卡人姓名应为2-20个字符' })
    .refine(isChineseName, { error: '参数错误：持卡人姓名应为2-20个汉字' }),
  idCardNo: z
    .string({ error: '参数错误：身份证号不能为空' })
    .trim()
    .regex(/^\d{17}[\dXx]$/, { error: '参数错误：身份证号格式不正确' })
    .refine((value) => isIdCard(value), { error: '参数错误：身份证号不正确，请核对后重新输入' })
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

  postApi(WALLET_API.bankConfigDelete, async ({ request }) => {
    const parsed = await readJson(request, body({ bankConfigId: text('银行卡', 32) }))
    if (!parsed.ok) return parsed.response
    const { bankConfigId } = parsed.data
    if (!db.bankConfigs.some((c) => c.bankConfigId === bankConfigId)) {
      return fail(BANK_CODE.unknown, '银行卡不存在或已删除')
    }
    stepRefunds()
    if (db.refunds.some((r) => r.bankConfigId === bankConfigId && inProgress(r))) {
      return fail(BANK_CODE.inUse, '该银行卡有退款正在处理，暂不能删除')
    }
    db.bankConfigs = db.bankConfigs.filter((c) => c.bankConfigId !== bankConfigId)
    return ok<null>(null)
  }),
]
