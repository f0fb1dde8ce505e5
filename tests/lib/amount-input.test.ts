import { boundYuan, parseYuanInput } from '@/lib/amount-input'

const bounds = { min: 100, max: 500000 }

describe('parseYuanInput (top-up and refund amounts)', () => {
  it.each([
    ['1', 100],
    ['5000', 500000],
    ['99.9', 9990],
    ['0.29', null],
    [' 12.34 ', 1234],
    ['１００', 10000],
    ['12．5', 1250],
    ['4999.99', 499999],
  ])('%j -> %j', (text, cents) => {
    const result = parseYuanInput(text, bounds, '充值金额')
    if (cents === null) expect(result.ok).toBe(false)
    else expect(result).toEqual({ ok: true, cents })
  })

  it.each([
    ['', '请输入充值金额'],
    ['   ', '请输入充值金额'],
    ['abc', '请输入正确的充值金额，如 100 或 99.50'],
    ['-5', '请输入正确的充值金额，如 100 或 99.50'],
    ['1e3', '请输入正确的充值金额，如 100 或 99.50'],
    ['1.2.3', '请输入正确的充值金额，如 100 或 99.50'],
    ['10.', '请输入正确的充值金额，如 100 或 99.50'],
    ['10.001', '充值金额最多保留两位小数'],
    ['0', '充值金额须大于0元'],
    ['0.00', '充值金额须大于0元'],
    ['0.99', '充值金额不能少于1元'],
    ['5000.01', '充值金额不能超过5000元'],
    ['99999999999999999999', '充值金额过大'],
  ])('%j is refused with %s', (text, error) => {
    expect(parseYuanInput(text, bounds, '充值金额')).toEqual({ ok: false, error })
  })

  it('takes the bounds as given, to the cent', () => {
    const refund = { min: 1, max: 2050 }
    expect(parseYuanInput('0.01', refund)).toEqual({ ok: true, cents: 1 })
    expect(parseYuanInput('20.50', refund)).toEqual({ ok: true, cents: 2050 })
    expect(parseYuanInput('20.51', refund)).toEqual({ ok: false, error: '金额不能超过20.50元' })
  })

  it('reads bounds as people say them', () => {
    expect([boundYuan(100), boundYuan(150), boundYuan(500000), boundYuan(1)]).toEqual([
      '1',
      '1.50',
      '5000',
      '0.01',
    ])
  })
})
