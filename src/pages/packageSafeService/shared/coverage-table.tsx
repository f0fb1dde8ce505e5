import type { Coverage } from '@/api/insurance-types'
import { formatYuan } from '@/lib/money'

/** 保障责任 and 保额: sums in yuan (万元 when round), or the benefit's own wording. */
export function coverageAmount(c: Coverage): string {
  if (c.amount <= 0) return c.note
  if (c.amount % 1000000 === 0) return `${c.amount / 1000000}万元`
  return formatYuan(c.amount).replace('¥', '') + '元'
}

export function CoverageTable({
  coverages,
  caption,
}: {
  coverages: readonly Coverage[]
  caption: string
}) {
  return (
    <table className="ins-coverage">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">保障责任</th>
          <th scope="col">保额</th>
        </tr>
      </thead>
      <tbody>
        {coverages.map((c) => (
          <tr key={c.item}>
            <th scope="row">
              {c.item}
              {c.amount > 0 && <small>{c.note}</small>}
            </th>
            <td>{coverageAmount(c)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
