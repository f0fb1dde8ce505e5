import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link } from '@/components/link'
import type { InvoiceSummary } from '@/api/invoice-types'
import { invoiceKeys, invoiceQueries } from '@/api/invoices'
import { ListBlock } from '@/components/list-block'
import { href } from '@/config/paths'
import { formatYuan } from '@/lib/money'
import type { Page } from '@/api/types'
import { ISSUING_POLL_MS, TITLE_TYPE_TEXT } from '@/pages/packageMine/invoice/shared/labels'
import { StatusTag } from '@/pages/packageMine/invoice/shared/status-tag'
import '@/pages/packageMine/invoice/shared/invoice.css'

/** While an invoice is 开票中 the list asks again now and then (it moves to 已开票 or 开票失败). */
function useWatchIssuing() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const timer = window.setInterval(() => {
      const cached = queryClient.getQueriesData<{ pages: Page<InvoiceSummary>[] }>({
        queryKey: invoiceKeys.list,
      })
      const moving = cached.some(([, data]) =>
        data?.pages.some((p) => p.list.some((i) => i.status === 'ISSUING')),
      )
      if (moving) void queryClient.invalidateQueries({ queryKey: invoiceKeys.list })
    }, ISSUING_POLL_MS)
    return () => window.clearInterval(timer)
  }, [queryClient])
}

function InvoiceItem({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <Link
      className="invoice-card invoice-record"
      to={href('invoiceDetail', { invoiceId: invoice.invoiceId })}
    >
      <span className="invoice-record__head">
        <StatusTag status={invoice.status} />
        <strong className="invoice-record__name">{invoice.buyerName}</strong>
        <span className="invoice-record__amount">{formatYuan(invoice.totalAmount)}</span>
      </span>
      <span className="invoice-record__meta">
        {TITLE_TYPE_TEXT[invoice.titleType]} · {invoice.orderCount} 个订单 · 申请于{' '}
        {invoice.applyTime}
      </span>
    </Link>
  )
}

/** 开票记录 (ours, issue 26): every invoice asked for, newest first, with its status. */
export default function InvoiceHistoryPage() {
  useWatchIssuing()
  return (
    <div className="app-page app-page--soft invoice-page">
      <ListBlock
        source={invoiceQueries.list()}
        itemKey={(i) => i.invoiceId}
        renderItem={(i) => <InvoiceItem invoice={i} />}
        emptyTitle="暂无开票记录"
        emptyDescription="开具的电子发票会显示在这里，开票成功后可查看和下载 PDF"
        emptyAction={
          <Link className="invoice-link" to={href('invoice')}>
            去开发票
          </Link>
        }
      />
    </div>
  )
}
