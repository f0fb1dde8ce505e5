import { API } from '@/api/endpoints/spec'
import { type BankConfig, type BankConfigListResult } from '@/api/types'
import { login, post, setupMockServer } from './api'

setupMockServer()

const valid = {
  bankName: '中国农业银行',
  bankCardNo: '6228480000123510018',
  holderName: '张建国',
  idCardNo: '33010619850312108x',
  mobile: '13812345678',
}

describe('bank-config-list', () => {
  it('lists the two seeded cards with masked numbers', async () => {
    const token = await login()
    const { body } = await post<BankConfigListResult>(
      API.bankConfigList,
      { pageNo: 1, pageSize: 1000 },
      token,
    )
    expect(body?.data).toEqual({
      total: 2,
      bankConfigList: [
        { bankConfigId: 'BC1001', bankName: '招商银行', bankCardNo: '6225********1234' },
        { bankConfigId: 'BC1002', bankName: '中国工商银行', bankCardNo: '6212***********5678' },
      ],
    })
  })

  it('pages and validates paging', async () => {
    const token = await login()
    const second = await post<BankConfigListResult>(
      API.bankConfigList,
      { pageNo: 2, pageSize: 1 },
      token,
    )
    expect(second.body?.data.bankConfigList.map((c) => c.bankConfigId)).toEqual(['BC1002'])
    expect(second.body?.data.total).toBe(2)
    const bad = await post(API.bankConfigList, { pageNo: 0, pageSize: 10 }, token)
    expect(bad.body).toMatchObject({ code: '100001', msg: '参数错误：页码不正确' })
    const big = await post(API.bankConfigList, { pageNo: 1, pageSize: 1001 }, token)
    expect(big.body).toMatchObject({ code: '100001', msg: '参数错误：每页条数应为1-1000' })
    expect((await post(API.bankConfigList, {}, token)).body?.code).toBe('100001')
  })
})

describe('bank-config-save', () => {
  it('adds a card (spaces in the number allowed) and lists it', async () => {
    const token = await login()
    const saved = await post<BankConfig>(
      API.bankConfigSave,
      { ...valid, bankCardNo: '6228 4800 0012 3510 018' },
      token,
    )
    expect(saved.body).toMatchObject({
      code: '000000',
      data: { bankConfigId: 'BC1003', bankName: '中国农业银行', bankCardNo: '6228***********0018' },
    })
    const list = await post<BankConfigListResult>(
      API.bankConfigList,
      { pageNo: 1, pageSize: 1000 },
      token,
    )
    expect(list.body?.data.total).toBe(3)
    const again = await post(API.bankConfigSave, valid, token)
    expect(again.body).toMatchObject({ code: '100005', msg: '该银行卡已添加，请勿重复添加' })
  })

  it.each([
    [{ bankName: '' }, '参数错误：开户银行不能为空'],
    [{ bankCardNo: undefined }, '参数错误：银行卡号不能为空'],
    [{ bankCardNo: '622848000012' }, '参数错误：银行卡号应为13-19位数字'],
    [{ bankCardNo: '62284800001235100181' }, '参数错误：银行卡号应为13-19位数字'],
    [{ bankCardNo: '6228a80000123510018' }, '参数错误：银行卡号应为13-19位数字'],
    [{ bankCardNo: '6228480000123510019' }, '参数错误：银行卡号不正确，请核对后重新输入'],
    [{ holderName: '张' }, '参数错误：持卡人姓名应为2-20个字符'],
    [{ holderName: '张'.repeat(21) }, '参数错误：持卡人姓名应为2-20个字符'],
    [{ idCardNo: '33010619850312771' }, '参数错误：身份证号格式不正确'],
    [{ idCardNo: '33010619850312771Y' }, '参数错误：身份证号格式不正确'],
    [{ mobile: '10812345678' }, '参数错误：手机号格式不正确'],
    [{ mobile: undefined }, '参数错误：手机号不能为空'],
  ])('validates %j', async (change, msg) => {
    const token = await login()
    const { status, body } = await post(API.bankConfigSave, { ...valid, ...change }, token)
    expect(status).toBe(200)
    expect(body).toMatchObject({ code: '100001', msg, data: null })
  })
})
