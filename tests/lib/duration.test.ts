import { formatClock, formatDuration } from '@/lib/duration'

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

describe('formatClock', () => {
  it('formats HH:mm:ss', () => {
    expect(formatClock(0)).toBe('00:00:00')
    expect(formatClock(59)).toBe('00:00:59')
    expect(formatClock(60)).toBe('00:01:00')
    expect(formatClock(3661)).toBe('01:01:01')
    expect(formatClock('86399')).toBe('23:59:59')
    expect(formatClock(100 * 3600)).toBe('100:00:00')
    expect(formatClock(61.9)).toBe('00:01:01')
  })

  it('shows 00:00:00 for negatives', () => {
    expect(formatClock(-5)).toBe('00:00:00')
    expect(formatClock('-1')).toBe('00:00:00')
  })

  it('shows -- when the server sent nothing usable, not a charge that just began', () => {
    for (const bad of [NaN, '', 'x', null, undefined, Infinity]) {
      expect(formatClock(bad)).toBe('--')
    }
  })
})
