import type { InvoiceStatus } from '@/api/invoice-types'
import { INVOICE_STATUS_TEXT } from './labels'

/** 开票中 / 已开票 / 开票失败, coloured, as text. */
export function StatusTag({ status }: { status: InvoiceStatus }) {
  return (
    <span className={`invoice-status invoice-status--${status.toLowerCase()}`}>
      {INVOICE_STATUS_TEXT[status] ?? status}
    </span>
  )
}
