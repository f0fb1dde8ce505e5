import { formatKwh, whToKwh } from '@/lib/energy'
import { MSG } from '@/lib/messages'

describe('whToKwh', () => {
  it('divides by 1000 with 3 decimals', () => {
    expect(whToKwh(12345)).toBe('12.345')
    expect(whToKwh('12345')).toBe('12.345')
    expect(whToKwh(0)).toBe('0.000')
    expect(whToKwh(1)).toBe('0.001')
    expect(whToKwh(1000)).toBe('1.000')
    expect(whToKwh(-1500)).toBe('-1.500')
  })

  it('rounds to whole Wh without float error', () => {
    expect(whToKwh(1000.5)).toBe('1.001')
    expect(whToKwh(1234.4)).toBe('1.234')
  })

  it('rejects non-numbers with the spec message', () => {
    expect(MSG.invalidNumber).toBe('请输入有效的数字')
    for (const bad of ['abc', '', ' ', NaN, Infinity, null, undefined, {}, '12kWh']) {
      expect(() => whToKwh(bad)).toThrow(MSG.invalidNumber)
    }
  })
})

describe('formatKwh', () => {
  it('adds the unit', () => {
    expect(formatKwh(12345)).toBe('12.345 kWh')
    expect(formatKwh('0')).toBe('0.000 kWh')
  })

  it('shows - instead of throwing', () => {
    for (const bad of ['abc', '', NaN, null, undefined]) {
      expect(formatKwh(bad)).toBe('-')
    }
  })
})
