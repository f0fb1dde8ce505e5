import { yuanToCents } from '@/lib/amount-input'
import { NO_FIGURE, centsToYuan, formatYuan, signedYuan } from '@/lib/money'

describe('centsToYuan', () => {
  it('divides by 100 with 2 decimals', () => {
    expect(centsToYuan(1234)).toBe('12.34')
    expect(centsToYuan(0)).toBe('0.00')
    expect(centsToYuan(1)).toBe('0.01')
    expect(centsToYuan(100)).toBe('1.00')
    expect(centsToYuan(1005)).toBe('10.05')
  })

  it('keeps the sign of negatives', () => {
    expect(centsToYuan(-1234)).toBe('-12.34')
    expect(centsToYuan(-5)).toBe('-0.05')
    expect(centsToYuan(-0)).toBe('0.00')
  })

  it('accepts numeric strings', () => {
    expect(centsToYuan('1234')).toBe('12.34')
    expect(centsToYuan(' -50 ')).toBe('-0.50')
  })

  it('rounds fractional cents half away from zero', () => {
    expect(centsToYuan(1234.5)).toBe('12.35')
    expect(centsToYuan(-1234.5)).toBe('-12.35')
  })

  it('shows -- for NaN and non-numbers: never a made-up 0.00', () => {
    expect(NO_FIGURE).toBe('--')
    for (const bad of [NaN, Infinity, -Infinity, '', ' ', 'abc', null, undefined, {}, [], '12a']) {
      expect(centsToYuan(bad)).toBe('--')
    }
  })
})

describe('yuanToCents', () => {
  it('converts exactly, without float error', () => {
    expect(yuanToCents('0.29')).toBe(29)
    expect(yuanToCents('12.3')).toBe(1230)
    expect(yuanToCents('12.34')).toBe(1234)
    expect(yuanToCents('1.00')).toBe(100)
    expect(yuanToCents(0.29)).toBe(29)
    expect(yuanToCents(19.99)).toBe(1999)
    expect(yuanToCents(1.15)).toBe(115)
    expect(yuanToCents('0')).toBe(0)
    expect(yuanToCents(0)).toBe(0)
    expect(yuanToCents(' 8 ')).toBe(800)
  })

  it('keeps the sign and never returns -0', () => {
    expect(yuanToCents('-12.34')).toBe(-1234)
    expect(yuanToCents(-0.5)).toBe(-50)
    expect(Object.is(yuanToCents('-0'), 0)).toBe(true)
  })

  it('round-trips with centsToYuan', () => {
    for (const cents of [0, 1, 29, 1230, 99999, -1234]) {
      expect(yuanToCents(centsToYuan(cents))).toBe(cents)
    }
  })

  it('returns NaN for invalid text, more than 2 decimals and unsafe sizes', () => {
    for (const bad of [
      '',
      ' ',
      'abc',
      '1.234',
      '1.',
      '.5',
      '1e3',
      '12,3',
      '¥1',
      NaN,
      Infinity,
      1.234,
    ]) {
      expect(yuanToCents(bad)).toBeNaN()
    }
    expect(yuanToCents('9'.repeat(20))).toBeNaN()
    expect(yuanToCents(null as unknown as string)).toBeNaN()
  })
})

describe('formatYuan', () => {
  it('prefixes the yuan sign', () => {
    expect(formatYuan(1234)).toBe('¥12.34')
    expect(formatYuan(0)).toBe('¥0.00')
    expect(formatYuan('5')).toBe('¥0.05')
  })

  it('shows -- (no yuan sign) when the server sent nothing usable', () => {
    for (const bad of [NaN, null, undefined, '', 'abc', Infinity]) {
      expect(formatYuan(bad)).toBe('--')
    }
  })

  it('puts the minus sign before the yuan sign', () => {
    expect(formatYuan(-1234)).toBe('-¥12.34')
  })
})

describe('signedYuan', () => {
  it('signs money into a wallet, leaves money out of it as formatYuan does', () => {
    expect(signedYuan(10000)).toBe('+¥100.00')
    expect(signedYuan(-3200)).toBe('-¥32.00')
    expect(signedYuan(0)).toBe('¥0.00')
    expect(signedYuan('x')).toBe('--')
  })
})
