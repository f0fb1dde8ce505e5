import { JUST_NOW_SECONDS, TIME_AGO_MAX_DAYS } from '@/lib/constants'
import { MSG } from '@/lib/messages'
import { parseTime, timeAgo } from '@/lib/time-ago'

// Local noon, so the 'YYYY-MM-DD HH:mm:ss' strings below mean the same in every time zone.
const NOW = new Date(2024, 5, 15, 12, 0, 0).getTime()
const ago = (seconds: number): number => NOW - seconds * 1000
const DAY = 86400

describe('parseTime', () => {
  it('reads local date-time strings field by field', () => {
    expect(parseTime('2024-06-15 12:00:00')).toBe(NOW)
    expect(parseTime('2024/06/15 12:00:00')).toBe(NOW)
    expect(parseTime('2024-06-15T12:00:00')).toBe(NOW)
    expect(parseTime('2024-06-15 12:00')).toBe(NOW)
    expect(parseTime('2024-06-15')).toBe(new Date(2024, 5, 15).getTime())
  })

  it('accepts ms and Date', () => {
    expect(parseTime(NOW)).toBe(NOW)
    expect(parseTime(0)).toBe(0)
    expect(parseTime(new Date(NOW))).toBe(NOW)
  })

  it('rejects impossible dates and junk', () => {
    for (const bad of [
      '',
      'abc',
      '2024-02-30 10:00:00',
      '2024-13-01',
      '2024-06-15 24:00:00',
      '2024-06-15 12:60:00',
      '1718424000000',
      NaN,
      Infinity,
      new Date('x'),
    ]) {
      expect(parseTime(bad)).toBeNull()
    }
    expect(parseTime('2024-02-29')).not.toBeNull()
  })
})

describe('timeAgo', () => {
  it('says 刚刚 under JUST_NOW_SECONDS', () => {
    expect(MSG.justNow).toBe('刚刚')
    expect(timeAgo(NOW, NOW)).toBe(MSG.justNow)
    expect(timeAgo(ago(JUST_NOW_SECONDS - 1), NOW)).toBe(MSG.justNow)
    expect(timeAgo('2024-06-15 11:55:01', NOW)).toBe(MSG.justNow)
  })

  it('switches to minutes at exactly JUST_NOW_SECONDS', () => {
    expect(JUST_NOW_SECONDS).toBe(300)
    expect(timeAgo(ago(JUST_NOW_SECONDS), NOW)).toBe(`${JUST_NOW_SECONDS / 60}分钟前`)
    expect(timeAgo('2024-06-15 11:55:00', NOW)).toBe('5分钟前')
    expect(timeAgo(ago(3599), NOW)).toBe('59分钟前')
  })

  it('shows hours, then days', () => {
    expect(timeAgo(ago(3600), NOW)).toBe('1小时前')
    expect(timeAgo(ago(DAY - 1), NOW)).toBe('23小时前')
    expect(timeAgo(ago(DAY), NOW)).toBe('1天前')
    expect(timeAgo('2024-06-13 12:00:00', NOW)).toBe('2天前')
  })

  it('shows days while under TIME_AGO_MAX_DAYS, then the date', () => {
    expect(TIME_AGO_MAX_DAYS).toBe(30)
    expect(timeAgo(ago(TIME_AGO_MAX_DAYS * DAY - 1), NOW)).toBe(`${TIME_AGO_MAX_DAYS - 1}天前`)
    expect(timeAgo(ago(TIME_AGO_MAX_DAYS * DAY), NOW)).toBe('2024-05-16')
    expect(timeAgo('2023-01-02 03:04:05', NOW)).toBe('2023-01-02')
  })

  it('treats future times as 刚刚', () => {
    expect(timeAgo(NOW + 1000, NOW)).toBe(MSG.justNow)
    expect(timeAgo('2030-01-01 00:00:00', NOW)).toBe(MSG.justNow)
  })

  it('returns an empty string for invalid input', () => {
    expect(timeAgo('', NOW)).toBe('')
    expect(timeAgo('not a time', NOW)).toBe('')
    expect(timeAgo(NaN, NOW)).toBe('')
    expect(timeAgo(NOW, NaN)).toBe('')
  })

  it('defaults now to the current time', () => {
    expect(timeAgo(Date.now())).toBe(MSG.justNow)
  })
})
