/** 'YYYY-MM' of `count` months up to the one of `today`, newest first. */
export function recentMonths(today: Date, count = 6): string[] {
  const months: string[] = []
  for (let i = 0; i < count; i += 1) {
    const d = new Date(today.getFullYear(), today.getMonth() - i, 1)
    months.push(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`)
  }
  return months
}

export const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/

/** '2026-09' -> '9月' within `today`'s year, else '2025年12月'. */
export function monthLabel(month: string, today: Date): string {
  const [year = '', mm = ''] = month.split('-')
  return Number(year) === today.getFullYear() ? `${Number(mm)}月` : `${year}年${Number(mm)}月`
}
