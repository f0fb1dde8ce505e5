import { formatFixed, roundHalfAway, toFiniteNumber } from '@/lib/number'

describe('toFiniteNumber', () => {
  it('accepts numbers and plain decimal strings', () => {
    expect(toFiniteNumber(0)).toBe(0)
    expect(toFiniteNumber(-12.5)).toBe(-12.5)
    expect(toFiniteNumber(' 12.34 ')).toBe(12.34)
    expect(toFiniteNumber('-7')).toBe(-7)
    expect(toFiniteNumber('.5')).toBe(0.5)
  })

  it('rejects NaN, infinities, empty text, exponents, hex and non-numbers', () => {
    for (const bad of [
      NaN,
      Infinity,
      -Infinity,
      '',
      '  ',
      'abc',
      '1e3',
      '0x10',
      '1,000',
      null,
      undefined,
      {},
      [],
      true,
    ]) {
      expect(toFiniteNumber(bad)).toBeNull()
    }
  })
})

describe('roundHalfAway', () => {
  it('rounds halves away from zero and never yields -0', () => {
    expect(roundHalfAway(0.5)).toBe(1)
    expect(roundHalfAway(-0.5)).toBe(-1)
    expect(Object.is(roundHalfAway(-0.4), 0)).toBe(true)
  })
})

describe('formatFixed', () => {
  it('places the decimal point by integer arithmetic', () => {
    expect(formatFixed(1005, 2)).toBe('10.05')
    expect(formatFixed(5, 2)).toBe('0.05')
    expect(formatFixed(0, 3)).toBe('0.000')
    expect(formatFixed(-5, 2)).toBe('-0.05')
    expect(formatFixed(42, 0)).toBe('42')
  })

  it('falls back to toFixed past the safe integer range', () => {
    expect(formatFixed(2 ** 60, 2)).toBe((2 ** 60 / 100).toFixed(2))
  })
})
