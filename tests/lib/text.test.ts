import { charCount } from '@/lib/text'

describe('charCount', () => {
  it('counts the characters of the trimmed text', () => {
    expect(charCount('充电桩不工作')).toBe(6)
    expect(charCount('  充电桩 不工作\n')).toBe(7)
    expect(charCount(' \t\n ')).toBe(0)
    expect(charCount('')).toBe(0)
  })

  it('counts code points: an emoji or a character outside the BMP once', () => {
    expect(charCount('😀')).toBe(1)
    expect(charCount('𠮷田')).toBe(2)
    expect(charCount('a😀b')).toBe(3)
  })
})
