import { validateBankCardForm, normaliseBankCardForm } from '@/lib/bank-card-form'
import { BANKS, isBankName, maskBankCardNo } from '@/lib/banks'
import { isBankCardNo, isIdCard } from '@/lib/validators'

const valid = {
  holderName: '张建国',
  idCardNo: '330106198503127713',
  bankName: '招商银行',
  bankCardNo: '6225 8801 2358 1234',
  mobile: '13812345678',
}
const today = new Date(2026, 10, 23)

describe('the Luhn check at its limits', () => {
  it.each([
    ['4222222222222', true], // 13 digits, valid
    ['411111111111', false], // 12 digits
    ['6228480000123510018', true], // 19 digits
    ['62284800001235100181', false], // 20 digits
    ['6228480000123510019', false], // check digit off by one
    ['0000000000000', true], // all zeros sums to 0
    ['6225880123581234', true],
    ['6225 8801 2358 1234', false], // spaces are the form's to strip
  ])('%s -> %s', (number, ok) => expect(isBankCardNo(number)).toBe(ok))
})

describe('the ID check digit at its limits', () => {
  it.each([
    ['330106198503127713', true],
    ['33010619850312108X', true],
    ['33010619850312108x', true],
    ['330106198503121081', false], // wrong check digit
    ['330106190001010011', false], // a date outside 1900.. is refused before the digit
    ['33010619850229771X', false], // 1985-02-29 does not exist
    ['33010620261124001X', false], // born after today
    ['33010619850312771', false], // 17 characters
  ])('%s -> %s', (id, ok) => expect(isIdCard(id, today)).toBe(ok))
})

describe('the add-bank-card form', () => {
  it('accepts a valid form and sends it without spaces, the x upper-cased', () => {
    expect(validateBankCardForm(valid, today)).toEqual({})
    expect(normaliseBankCardForm({ ...valid, idCardNo: '33010619850312108x' })).toEqual({
      ...valid,
      idCardNo: '33010619850312108X',
      bankCardNo: '6225880123581234',
    })
  })

  it('says what is wrong with each field, in Chinese', () => {
    const empty = { holderName: '', idCardNo: '', bankName: '', bankCardNo: '', mobile: '' }
    expect(validateBankCardForm(empty, today)).toEqual({
      holderName: '请输入持卡人姓名',
      idCardNo: '请输入持卡人身份证号',
      bankName: '请选择开户银行',
      bankCardNo: '请输入银行卡号',
      mobile: '请输入银行预留手机号',
    })
    const bad = {
      holderName: 'Zhang',
      idCardNo: '330106198503121081',
      bankName: '某某银行',
      bankCardNo: '6225880123581235',
      mobile: '11812345678',
    }
    expect(validateBankCardForm(bad, today)).toEqual({
      holderName: '持卡人姓名应为2-20个汉字',
      idCardNo: '身份证号不正确，请核对后重新输入',
      bankName: '请选择开户银行',
      bankCardNo: '银行卡号不正确，请核对后重新输入',
      mobile: '手机号格式不正确',
    })
    expect(validateBankCardForm({ ...valid, idCardNo: '3301061985' }, today).idCardNo).toBe(
      '身份证号应为18位',
    )
    expect(validateBankCardForm({ ...valid, bankCardNo: '622588012' }, today).bankCardNo).toBe(
      '银行卡号应为13-19位数字',
    )
  })

  it('knows real banks and masks numbers on screen', () => {
    expect(BANKS).toContain('中国工商银行')
    expect(isBankName('招商银行')).toBe(true)
    expect(isBankName('招商')).toBe(false)
    expect(maskBankCardNo('6225880123581234')).toBe('6225 **** **** 1234')
    expect(maskBankCardNo('6225********1234')).toBe('6225 **** **** 1234')
  })
})
