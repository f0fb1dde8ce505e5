import type { InvoiceBuyer, InvoiceItem } from '@/api/invoice-types'
import { formatYuan } from '@/lib/money'
import { TITLE_TYPE_TEXT } from './labels'

/** The buyer's lines as the server gave them (company details only when there are some). */
export function BuyerRows({ buyer }: { buyer: InvoiceBuyer }) {
  const rows: [string, string][] = [
    ['抬头类型', TITLE_TYPE_TEXT[buyer.titleType] ?? ''],
    ['名称', buyer.name],
  ]
  if (buyer.titleType === 'COMPANY') {
    rows.push(['税号', buyer.taxNo])
    if (buyer.address) rows.push(['地址', buyer.address])
    if (buyer.phone) rows.push(['电话', buyer.phone])
    if (buyer.bankName) rows.push(['开户行', buyer.bankName])
    if (buyer.bankAccount) rows.push(['银行账号', buyer.bankAccount])
  }
  return <InfoRows rows={rows} />
}

export function InfoRows({ rows }: { rows: readonly [string, string][] }) {
  return (
    <dl className="invoice-rows">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The invoice's items: amount, rate and tax exactly as the server gave them (never computed here). */
export function ItemsTable({
  items,
  totalAmount,
  totalTax,
}: {
  items: readonly InvoiceItem[]
  totalAmount: number
  totalTax: number
}) {
  return (
    <table className="invoice-items">
      <caption className="visually-hidden">发票明细</caption>
      <thead>
        <tr>
          <th scope="col">项目</th>
          <th scope="col">金额（含税）</th>
          <th scope="col">税率</th>
          <th scope="col">税额</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.name}>
            <th scope="row">{item.name}</th>
            <td>{formatYuan(item.amount)}</td>
            <td>{item.taxRate}</td>
            <td>{formatYuan(item.taxAmount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">合计</th>
          <td>{formatYuan(totalAmount)}</td>
          <td />
          <td>{formatYuan(totalTax)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
