/**
 * Times (SPEC §5, DESIGN §7): the API sends local 'YYYY-MM-DD HH:mm:ss' strings or epoch ms.
 * WECHAT(iOS): `new Date('2024-01-02 03:04:05')` is Invalid Date on iOS Safari/WKWebView, so
 * strings are parsed here field by field, never by the Date constructor.
 */
import dayjs from 'dayjs'
import { JUST_NOW_SECONDS, TIME_AGO_MAX_DAYS } from '@/lib/constants'
import { MSG } from '@/lib/messages'

export type TimeInput = string | number | Date

const LOCAL_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/

/** Epoch ms of a time input, or null. Impossible dates ('2024-02-30') are null, not rolled over. */
export function parseTime(time: TimeInput): number | null {
  if (time instanceof Date) {
    const ms = time.getTime()
    return Number.isFinite(ms) ? ms : null
  }
  if (typeof time === 'number') return Number.isFinite(time) ? time : null
  if (typeof time !== 'string') return null
  const match = LOCAL_TIME.exec(time.trim())
  if (!match) return null
  // Groups that did not match (no time part) are undefined and count as 0.
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, sec = 0] = match.slice(1).map((g) => Number(g ?? 0))
  const date = new Date(y, mo - 1, d, h, mi, sec)
  // new Date() silently rolls Feb 30 into March; reading the fields back catches that.
  const same =
    date.getFullYear() === y &&
    date.getMonth() === mo - 1 &&
    date.getDate() === d &&
    date.getHours() === h &&
    date.getMinutes() === mi &&
    date.getSeconds() === sec
  return same ? date.getTime() : null
}

const MINUTE = 60
const HOUR = 3600
const DAY = 86400

/**
 * 刚刚 under JUST_NOW_SECONDS (and for future times: a server clock a little ahead of the phone),
 * then N分钟前 / N小时前 / N天前 in whole elapsed units while under TIME_AGO_MAX_DAYS; from then on
 * the plain date. Invalid input is '' so a screen shows nothing rather than 'NaN天前'.
 */
export function timeAgo(time: TimeInput, now: number | Date = Date.now()): string {
  const then = parseTime(time)
  const current = parseTime(now)
  if (then === null || current === null) return ''
  const seconds = Math.floor((current - then) / 1000)
  if (seconds < JUST_NOW_SECONDS) return MSG.justNow
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}分钟前`
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}小时前`
  const days = Math.floor(seconds / DAY)
  if (days < TIME_AGO_MAX_DAYS) return `${days}天前`
  return dayjs(then).format('YYYY-MM-DD')
}
