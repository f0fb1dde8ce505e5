/** Durations (SPEC §5): hours and minutes in Chinese, '-' when zero. */
import { NO_FIGURE } from '@/lib/money'
import { toFiniteNumber } from '@/lib/number'

const MINUTE = 60
const HOUR = 3600

/**
 * 3660 -> '1小时1分钟', 3600 -> '1小时', 300 -> '5分钟'. Seconds below a minute are dropped, but a
 * running charge of 1-59 s reads '不足1分钟' rather than '-' (which would look like "no data").
 * 0 and negatives are '-' (SPEC §5); nothing usable from the server (null, NaN, text) is '--'.
 */
export function formatDuration(seconds: unknown): string {
  const n = toFiniteNumber(seconds)
  if (n === null) return NO_FIGURE
  if (n <= 0) return '-'
  if (n < MINUTE) return '不足1分钟'
  const hours = Math.floor(n / HOUR)
  const minutes = Math.floor((n % HOUR) / MINUTE)
  const h = hours > 0 ? `${hours}小时` : ''
  const m = minutes > 0 ? `${minutes}分钟` : ''
  return h + m
}
