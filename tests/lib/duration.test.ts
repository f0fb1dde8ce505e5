import { formatDuration } from '@/lib/duration'

describe('formatDuration', () => {
  it('shows - for zero and negatives (SPEC §5)', () => {
    for (const zero of [0, '0', -0, -1, -3600, '-60']) {
      expect(formatDuration(zero)).toBe('-')
    }
  })

  it('shows -- when the server sent nothing usable', () => {
    for (const bad of [NaN, '', ' ', 'abc', null, undefined, Infinity, {}, '1h']) {
      expect(formatDuration(bad)).toBe('--')
    }
  })

  it('says 不足1分钟 for 1-59 seconds', () => {
    expect(formatDuration(1)).toBe('不足1分钟')
    expect(formatDuration(0.5)).toBe('不足1分钟')
    expect(formatDuration(59)).toBe('不足1分钟')
  })

  it('shows hours and minutes in Chinese', () => {
    expect(formatDuration(60)).toBe('1分钟')
    expect(formatDuration(119)).toBe('1分钟')
    expect(formatDuration(3599)).toBe('59分钟')
    expect(formatDuration(3600)).toBe('1小时')
    expect(formatDuration(3660)).toBe('1小时1分钟')
    expect(formatDuration(125 * 60)).toBe('2小时5分钟')
    expect(formatDuration('7200')).toBe('2小时')
    expect(formatDuration(25 * 3600 + 60)).toBe('25小时1分钟')
  })
})
