import {
  formatCurrent,
  formatKwh,
  formatPower,
  formatVoltage,
  kwhText,
  whToKwh,
} from '@/lib/energy'
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

const BAD = ['abc', '', ' ', NaN, Infinity, null, undefined, {}, '12kWh']

describe('kwhText', () => {
  it('is whToKwh for numbers', () => {
    for (const wh of [12345, '12345', 0, 1, 1000, -1500, 1000.5, 1234.4]) {
      expect(kwhText(wh)).toBe(whToKwh(wh))
    }
  })

  it('shows -- instead of throwing', () => {
    for (const bad of BAD) expect(kwhText(bad)).toBe('--')
  })
})

describe('formatKwh', () => {
  it('adds the unit', () => {
    expect(formatKwh(12345)).toBe('12.345 kWh')
    expect(formatKwh('0')).toBe('0.000 kWh')
  })

  it('shows -- instead of throwing', () => {
    for (const bad of BAD) expect(formatKwh(bad)).toBe('--')
  })
})

describe('live figures: power, voltage, current', () => {
  it('formats valid numbers', () => {
    expect(formatPower(180.4, 'W')).toBe('180 W')
    expect(formatPower(7200, 'kW')).toBe('7.2 kW')
    expect(formatPower(0, 'kW')).toBe('0.0 kW')
    expect(formatPower('60000', 'kW')).toBe('60.0 kW')
    expect(formatVoltage(220)).toBe('220.0 V')
    expect(formatVoltage('380.26')).toBe('380.3 V')
    expect(formatCurrent(0.8)).toBe('0.80 A')
    expect(formatCurrent(0)).toBe('0.00 A')
  })

  it('shows -- for null, undefined, NaN and text instead of crashing', () => {
    for (const bad of BAD) {
      expect(formatPower(bad, 'W')).toBe('--')
      expect(formatPower(bad, 'kW')).toBe('--')
      expect(formatVoltage(bad)).toBe('--')
      expect(formatCurrent(bad)).toBe('--')
    }
  })
})
