import { useQuery, useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import Dialog from 'antd-mobile/es/components/dialog'
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Link } from '@/components/link'
import { feedback } from '@/api/feedback'
import type { Invoice } from '@/api/invoice-types'
import { invoiceQueries, invoicesApi, refreshAfterInvoice } from '@/api/invoices'
import { FormField } from '@/components/form-field'
import { useOnceAction } from '@/components/once-action'
import { PageSkeleton } from '@/components/page-skeleton'
import { PullToRefresh } from '@/components/pull-to-refresh'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'
import { holdFocus } from '@/components/modal'
import { href } from '@/config/paths'
import { formatYuan } from '@/lib/money'
import {
  ISSUING_POLL_MS,
  pdfFrameable,
  safePdfUrl,
} from '@/pages/packageMine/invoice/shared/labels'
import { BuyerRows, InfoRows, ItemsTable } from '@/pages/packageMine/invoice/shared/preview-card'
import { StatusTag } from '@/pages/packageMine/invoice/shared/status-tag'
import { codeOf, validateEmail } from '@/pages/packageMine/invoice/shared/title-form'
import '@/pages/packageMine/invoice/shared/invoice.css'

export const DETAIL_TEXT = {
  issuing: (email: string) => `发票开具中，一般几分钟内完成，完成后将发送至 ${email}`,
  issued: (email: string) => `电子发票已开具并发送至 ${email}`,
  failed: '开票失败，可修改抬头后重新开具',
  reissued: '其中的订单已在另一张发票申请中开具，无需重新开具',
  badPdf: '发票文件地址无效，请联系客服获取发票',
  pdfElsewhere: '发票文件由开票平台提供，请点击下载发票查看',
  resent: '已重新发送至邮箱',
} as const

/** 重发邮箱: the e-mail prefilled and checked; one send per tap. */
function ResendDialog({
  invoice,
  visible,
  onClose,
}: {
  invoice: Invoice
  visible: boolean
  onClose: () => void
}) {
  const [email, setEmail] = useState(invoice.email)
  const [error, setError] = useState('')
  const send = useOnceAction(async () => {
    const bad = validateEmail(email)
    setError(bad ?? '')
    if (bad) {
      document.getElementById('resend-email')?.focus()
      return
    }
    try {
      await invoicesApi.resend({ invoiceId: invoice.invoiceId, email: email.trim() })
    } catch (failure) {
      if (codeOf(failure) === '860002' && failure instanceof Error) setError(failure.message)
      throw failure
    }
    feedback().toast(DETAIL_TEXT.resent)
    onClose()
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void send.run()
  }
  // A modal as the app's other dialogs are (docs/design-notes.md): focus on the e-mail, Tab kept
  // inside, Escape is 取消, focus back on close. The form is drawn once the dialog is.
  const [form, setForm] = useState<HTMLFormElement | null>(null)
  const close = useRef(onClose)
  useLayoutEffect(() => {
    close.current = onClose
  })
  useEffect(() => {
    const dialog = visible ? form?.closest<HTMLElement>('[role="dialog"]') : null
    if (!dialog || !form) return
    dialog.setAttribute('aria-modal', 'true')
    return holdFocus(dialog, {
      initial: form.querySelector<HTMLElement>('input') ?? undefined,
      onEscape: () => close.current(),
      // Its mask, beside the dialog, closes it on a tap: not made inert.
      around: dialog.closest<HTMLElement>('.adm-center-popup'),
    })
  }, [visible, form])
  return (
    <Dialog
      visible={visible}
      aria-label="重发邮箱"
      title="重发邮箱"
      onClose={onClose}
      closeOnMaskClick
      content={
        <form
          ref={setForm}
          className="invoice-resend"
          onSubmit={submit}
          noValidate
          aria-label="重发邮箱"
        >
          <FormField id="resend-email" label="接收邮箱" error={error}>
            {(a11y) => (
              <input
                {...a11y}
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                maxLength={100}
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value)
                  setError('')
                }}
              />
            )}
          </FormField>
          <p className="invoice-page__note">每张发票每天最多重发5次。</p>
          <div className="invoice-resend__actions">
            <Button fill="outline" shape="rounded" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" color="primary" shape="rounded" loading={send.busy}>
              发送
            </Button>
          </div>
        </form>
      }
    />
  )
}

function PdfBlock({ invoice }: { invoice: Invoice }) {
  const url = safePdfUrl(invoice.pdfUrl)
  if (!url) {
    return (
      <p className="invoice-pdf__bad" role="alert">
        {DETAIL_TEXT.badPdf}
      </p>
    )
  }
  return (
    <div className="invoice-pdf">
      {pdfFrameable(url) ? (
        <iframe
          className="invoice-pdf__frame"
          title={`电子发票 ${invoice.invoiceNo}`}
          src={url}
          loading="lazy"
        />
      ) : (
        <p className="invoice-pdf__note">{DETAIL_TEXT.pdfElsewhere}</p>
      )}
      <a
        className="invoice-pdf__download"
        href={url}
        download={`电子发票-${invoice.invoiceNo || invoice.invoiceId}.pdf`}
        target="_blank"
        rel="noopener noreferrer"
      >
        下载发票
      </a>
    </div>
  )
}

function InvoiceView({ invoice, refetch }: { invoice: Invoice; refetch: () => Promise<unknown> }) {
  const [resending, setResending] = useState(false)
  const orderIds = invoice.orders.map((o) => o.orderId)
  const reissue = href('invoiceApply', { orderIds: orderIds.join(','), reissue: invoice.invoiceId })
  const rows: [string, string][] = [
    ['发票号码', invoice.invoiceNo || '-'],
    ['价税合计', formatYuan(invoice.totalAmount)],
    ['税额', formatYuan(invoice.totalTax)],
    ['接收邮箱', invoice.email],
    ['申请时间', invoice.applyTime],
  ]
  if (invoice.issueTime) rows.push(['开票时间', invoice.issueTime])
  return (
    <PullToRefresh onRefresh={refetch}>
      <section className="app-card invoice-head" aria-label="开票状态">
        <StatusTag status={invoice.status} />
        {invoice.status === 'ISSUING' && <p>{DETAIL_TEXT.issuing(invoice.email)}</p>}
        {invoice.status === 'ISSUED' && <p>{DETAIL_TEXT.issued(invoice.email)}</p>}
        {invoice.status === 'FAILED' && (
          <>
            <p>{invoice.reissuable === false ? DETAIL_TEXT.reissued : DETAIL_TEXT.failed}</p>
            <p className="invoice-head__reason">失败原因：{invoice.failReason || '-'}</p>
            {invoice.reissuable !== false && (
              <Link className="app-button invoice-head__action" to={reissue}>
                重新开具
              </Link>
            )}
          </>
        )}
      </section>

      {invoice.status === 'ISSUED' && (
        <section className="app-card" aria-label="电子发票文件">
          <h2 className="invoice-card__title">电子发票</h2>
          <PdfBlock invoice={invoice} />
          <Button
            block
            fill="outline"
            shape="rounded"
            className="invoice-head__action"
            onClick={() => setResending(true)}
          >
            重发邮箱
          </Button>
          <ResendDialog
            key={String(resending)}
            invoice={invoice}
            visible={resending}
            onClose={() => setResending(false)}
          />
        </section>
      )}

      <section className="app-card" aria-label="发票信息">
        <h2 className="invoice-card__title">发票信息</h2>
        <InfoRows rows={rows} />
        <ItemsTable
          items={invoice.items}
          totalAmount={invoice.totalAmount}
          totalTax={invoice.totalTax}
        />
      </section>

      <section className="app-card" aria-label="购买方">
        <h2 className="invoice-card__title">购买方</h2>
        <BuyerRows buyer={invoice.buyer} />
      </section>

      <section className="app-card" aria-label="销售方">
        <h2 className="invoice-card__title">销售方</h2>
        <InfoRows
          rows={[
            ['名称', invoice.seller.name],
            ['税号', invoice.seller.taxNo],
          ]}
        />
      </section>

      <section className="app-card" aria-label="开票订单">
        <h2 className="invoice-card__title">开票订单（{invoice.orders.length}）</h2>
        <ul className="invoice-covered">
          {invoice.orders.map((order) => (
            <li key={order.orderId}>
              <Link to={href('carChargingDetail', { orderId: order.orderId })}>
                <span className="invoice-covered__station">{order.stationName}</span>
                <span className="invoice-covered__amount">{formatYuan(order.amount)}</span>
                <small>
                  订单号 {order.orderNo} · {order.endTime}
                </small>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </PullToRefresh>
  )
}

/** 发票详情 (ours, issue 26): status, buyer, seller, items, orders, the PDF, 重发邮箱, 重新开具. */
export default function InvoiceDetailPage() {
  const [params] = useSearchParams()
  const invoiceId = params.get('invoiceId') ?? ''
  const queryClient = useQueryClient()
  const invoice = useQuery({
    ...invoiceQueries.detail(invoiceId),
    refetchInterval: (query) => (query.state.data?.status === 'ISSUING' ? ISSUING_POLL_MS : false),
  })
  // Once it leaves 开票中 the history, the orders and their details say so too.
  const status = invoice.data?.status
  const was = useRef(status)
  useEffect(() => {
    if (was.current === 'ISSUING' && status && status !== 'ISSUING' && invoice.data) {
      void refreshAfterInvoice(
        queryClient,
        invoice.data.orders.map((o) => o.orderId),
      )
    }
    was.current = status
  }, [status, invoice.data, queryClient])

  let body
  if (!invoiceId) {
    body = (
      <StateBlock kind="error" role="alert" title="缺少发票编号">
        <Link className="app-button" to={href('invoiceHistory')} replace>
          查看开票记录
        </Link>
      </StateBlock>
    )
  } else if (invoice.data === undefined) {
    body = invoice.isError ? (
      <LoadError title="无法获取发票" error={invoice.error} onRetry={invoice.refetch}>
        <Link className="app-button app-button--plain" to={href('invoiceHistory')} replace>
          查看开票记录
        </Link>
      </LoadError>
    ) : (
      <PageSkeleton rows={6} />
    )
  } else {
    body = <InvoiceView invoice={invoice.data} refetch={invoice.refetch} />
  }
  return <div className="app-page app-page--soft invoice-page">{body}</div>
}
