/** The add-bank-card form's rules (the mock operator checks the same: src/mocks/wallet/bank-handlers.ts). */
import { isBankName } from './banks'
import { isBankCardNo, isChineseName, isIdCard, isMobile } from './validators'

/** The fields of bank-config-save (api/types BankConfigSaveRequest). */
export interface BankCardForm {
  bankName: string
  bankCardNo: string
  holderName: string
  idCardNo: string
  mobile: string
}
export type BankCardErrors = Partial<Record<keyof BankCardForm, string>>

export const EMPTY_BANK_CARD_FORM: BankCardForm = {
  holderName: '',
  idCardNo: '',
  bankName: '',
  bankCardNo: '',
  mobile: '',
}

/** The form as sent: trimmed, spaces out of the numbers, the ID's x upper-cased. */
export function normaliseBankCardForm(form: BankCardForm): BankCardForm {
  return {
    holderName: form.holderName.trim(),
    idCardNo: form.idCardNo.replace(/\s+/g, '').toUpperCase(),
    bankName: form.bankName,
    bankCardNo: form.bankCardNo.replace(/\s+/g, ''),
    mobile: form.mobile.replace(/\s+/g, ''),
  }
}

/** One message per wrong field, in clear Chinese; empty when the form can be sent. */
export function validateBankCardForm(raw: BankCardForm, today = new Date()): BankCardErrors {
  const form = normaliseBankCardForm(raw)
  const errors: BankCardErrors = {}
  if (!form.holderName) errors.holderName = '请输入持卡人姓名'
  else if (!isChineseName(form.holderName)) errors.holderName = '持卡人姓名应为2-20个汉字'
  if (!form.idCardNo) errors.idCardNo = '请输入持卡人身份证号'
  else if (!/^\d{17}[\dX]$/.test(form.idCardNo)) errors.idCardNo = '身份证号应为18位'
  else if (!isIdCard(form.idCardNo, today)) errors.idCardNo = '身份证号不正确，请核对后重新输入'
  if (!isBankName(form.bankName)) errors.bankName = '请选择开户银行'
  if (!form.bankCardNo) errors.bankCardNo = '请输入银行卡号'
  else if (!/^\d{13,19}$/.test(form.bankCardNo)) errors.bankCardNo = '银行卡号应为13-19位数字'
  else if (!isBankCardNo(form.bankCardNo)) errors.bankCardNo = '银行卡号不正确，请核对后重新输入'
  if (!form.mobile) errors.mobile = '请输入银行预留手机号'
  else if (!isMobile(form.mobile)) errors.mobile = '手机号格式不正确'
  return errors
}
