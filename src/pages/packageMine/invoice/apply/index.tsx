import { useQuery, useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useRef, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { Link } from '@/components/link'
import * as z from 'zod/mini'
import { feedback } from '@/api/feedback'
import type { InvoicePreview, InvoicePreviewRequest, InvoiceTitle } from '@/api/invoice-types'
import {
  defaultTitle,
  invoiceQueries,
  invoicesApi,
  refreshAfterInvoice,
  refreshInvoiceTitles,
} from '@/api/invoices'
import { useDraftState } from '@/components/form-draft'
import { FieldError, FormField, FormGroup, useFailedSubmit } from '@/components/form-field'
import { useOnceAction, useRequestId } from '@/components/once-action'
import { PageSkeleton } from '@/components/page-skeleton'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'
import { href } from '@/config/paths'
import { formatYuan } from '@/lib/money'
import { parseOrderIds, TITLE_TYPE_TEXT } from '@/pages/packageMine/invoice/shared/labels'
import { BuyerRows, InfoRows, ItemsTable } from '@/pages/packageMine/invoice/shared/preview-card'
import { TitleFields } from '@/pages/packageMine/invoice/shared/title-fields'
import {
  buyerOf,
  codeOf,
  EMPTY_TITLE_FORM,
  fieldOfError,
  firstError,
  hasExtraError,
  INVOICE_MSG,
  MAX_ORDERS,
  validateBuyer,
  validateEmail,
  type TitleErrors,
  type TitleForm,
} from '@/pages/packageMine/invoice/shared/title-form'
import { clearDraft } from '@/store/session-drafts'
import '@/pages/packageMine/invoice/shared/invoice.css'

export const APPLY_TEXT = {
  submitted: '开票申请已提交',
  newTitle: '填写新抬头',
  titleGoneHint: '该抬头已删除，请重新选择',
} as const

/** The draft of the apply form (sessionStorage, for the visit). */
export const APPLY_DRAFT = 'invoice-apply'

interface ApplyDraft extends TitleForm {
  /** A saved title's id; '' for a title typed here; null: not chosen yet (the default then). */
  titleId: string | null
  /** null: not typed (the picked title's own e-mail is used). */
  mail: string | null
  more: boolean
}

const DRAFT_SCHEMA = z.object({
  titleId: z.nullable(z.string()),
  mail: z.nullable(z.string()),
  more: z.boolean(),
  titleType: z.enum(['PERSONAL', 'COMPANY']),
  name: z.string(),
  taxNo: z.string(),
  address: z.string(),
  phone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  email: z.string(),
})

const EMPTY_DRAFT: ApplyDraft = { ...EMPTY_TITLE_FORM, titleId: null, mail: null, more: false }

/** Where an error that is not about one field is said (the orders, the title picked). */
type PageErrors = TitleErrors & { orders?: string; title?: string }

function TitleChoice({ title }: { title: InvoiceTitle }) {
  return (
    <span className="invoice-choice__text">
      <strong>
        {title.name}
        {title.isDefault && <span className="invoice-tag">默认</span>}
      </strong>
      <small>
        {TITLE_TYPE_TEXT[title.titleType]}
        {title.taxNo ? ` · ${title.taxNo}` : ''}
      </small>
    </span>
  )
}

interface FormProps {
  orderIds: string[]
  titles: InvoiceTitle[]
  /** 重新开具: the failed invoice asked for again (with its orders), not a new one. */
  reissueId: string
}

function ApplyForm({ orderIds, titles, reissueId }: FormProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [draft, setDraft, clearApplyDraft] = useDraftState<ApplyDraft>(
    APPLY_DRAFT,
    DRAFT_SCHEMA,
    EMPTY_DRAFT,
  )
  const [errors, setErrors] = useState<PageErrors>({})
  // A failed check is said by the focus on the first wrong field, not by an alert a field.
  const failed = useFailedSubmit(errors)
  const [preview, setPreview] = useState<InvoicePreview | null>(null)
  const previewRef = useRef<HTMLElement>(null)

  // The title in use: the one picked, else the default; '' (or none saved): typed here.
  const fallback = defaultTitle(titles) ?? titles[0] ?? null
  const pickedId = draft.titleId ?? fallback?.titleId ?? ''
  const saved = titles.find((t) => t.titleId === pickedId) ?? null
  const typing = saved === null
  const email = draft.mail ?? saved?.email ?? draft.email

  const body: InvoicePreviewRequest = saved
    ? { orderIds, titleId: saved.titleId, email: email.trim() }
    : { orderIds, buyer: buyerOf(draft), email: email.trim() }
  const requestId = useRequestId(JSON.stringify([reissueId, body]))

  const change = (next: Partial<ApplyDraft>, cleared: (keyof PageErrors)[]) => {
    setDraft((d) => ({ ...d, ...next }))
    setErrors((e) => {
      const copy = { ...e }
      for (const key of cleared) delete copy[key]
      return copy
    })
    setPreview(null)
  }
  const set = <K extends keyof TitleForm>(name: K, value: TitleForm[K]) => {
    const cleared: (keyof PageErrors)[] = name === 'titleType' ? ['name', 'taxNo'] : [name]
    if (name === 'email') change({ mail: value as string, email: value as string }, ['email'])
    else change({ [name]: value }, cleared)
  }
  const pick = (titleId: string) => {
    const title = titles.find((t) => t.titleId === titleId)
    // A saved title brings its e-mail; typing a title keeps what was typed.
    change({ titleId, mail: title ? title.email : draft.email || null }, [
      'title',
      'name',
      'taxNo',
      'email',
    ])
  }

  const check = (): boolean => {
    const found: PageErrors = typing ? validateBuyer(draft) : {}
    const mail = validateEmail(email)
    if (mail) found.email = mail
    if (orderIds.length === 0) found.orders = INVOICE_MSG.noOrders
    const first = firstError(found)
    if (first) {
      // Marked, and 更多 opened for a wrong detail under it, before the focus moves.
      const show = () => {
        setErrors(found)
        if (hasExtraError(found)) setDraft((d) => ({ ...d, more: true }))
      }
      failed.fail({ found, first, control: `apply-${first}`, show })
      return false
    }
    setErrors(found)
    return Object.keys(found).length === 0
  }

  /** A refusal about a field is said under it; about the orders or the title, above them. */
  const showRefusal = (error: unknown) => {
    const field = fieldOfError(error)
    const message = error instanceof Error ? error.message : ''
    const code = codeOf(error)
    if (field && typing) setErrors((e) => ({ ...e, [field]: message }))
    else if (field === 'email') setErrors((e) => ({ ...e, email: message }))
    else if (field) setErrors((e) => ({ ...e, title: message }))
    else if (code === '860003' || code === '860004' || code === '860010')
      setErrors((e) => ({ ...e, orders: message }))
    else if (code === '860005') {
      setErrors((e) => ({ ...e, title: message }))
      void refreshInvoiceTitles(queryClient)
    }
  }

  const doPreview = useOnceAction(async () => {
    if (!check()) return
    try {
      const answer = await invoicesApi.preview(body)
      setPreview(answer)
      requestAnimationFrame(() => previewRef.current?.focus())
    } catch (error) {
      showRefusal(error)
      throw error
    }
  })

  const submit = useOnceAction(async () => {
    if (!check()) return
    try {
      const invoice = await requestId.send((id) => {
        if (!reissueId) return invoicesApi.apply({ ...body, requestId: id })
        const { orderIds: _orders, ...buyer } = body
        return invoicesApi.reissue({ ...buyer, invoiceId: reissueId, requestId: id })
      })
      clearApplyDraft()
      clearDraft('invoice-orders')
      await refreshAfterInvoice(queryClient, orderIds)
      feedback().toast(APPLY_TEXT.submitted)
      navigate(href('invoiceDetail', { invoiceId: invoice.invoiceId }), { replace: true })
    } catch (error) {
      // What was typed stays (the draft); a retry after a lost answer sends the same request id.
      // A refusal takes the preview down (what it showed was refused); an answer that never came
      // (the network, a server fault) leaves it, so 提交申请 is one tap again.
      showRefusal(error)
      if (codeOf(error) !== undefined) setPreview(null)
      throw error
    }
  })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void (preview ? submit.run() : doPreview.run())
  }

  return (
    <form className="invoice-form" onSubmit={onSubmit} noValidate aria-label="填写发票信息">
      <section className="app-card invoice-form__orders" aria-label="开票订单">
        {reissueId && <p className="invoice-form__reissue">重新开具失败的发票，开票订单不变</p>}
        <p>
          已选 <strong>{orderIds.length}</strong> 个订单
          {preview && (
            <>
              ，合计 <strong>{formatYuan(preview.totalAmount)}</strong>
            </>
          )}
        </p>
        {!reissueId && <Link to={href('invoice')}>重新选择</Link>}
        <FieldError id="apply-orders-error">{errors.orders}</FieldError>
      </section>

      <section className="app-card" aria-label="发票抬头">
        {titles.length > 0 && (
          <FormGroup id="apply-title" legend="发票抬头" error={errors.title}>
            <div className="invoice-choices">
              {titles.map((title) => (
                <label
                  key={title.titleId}
                  className={
                    pickedId === title.titleId
                      ? 'invoice-choice invoice-choice--checked'
                      : 'invoice-choice'
                  }
                >
                  <input
                    type="radio"
                    name="apply-title"
                    checked={pickedId === title.titleId}
                    onChange={() => pick(title.titleId)}
                  />
                  <TitleChoice title={title} />
                </label>
              ))}
              <label
                className={typing ? 'invoice-choice invoice-choice--checked' : 'invoice-choice'}
              >
                <input type="radio" name="apply-title" checked={typing} onChange={() => pick('')} />
                <strong className="invoice-choice__text">填写新抬头</strong>
              </label>
            </div>
            <Link className="invoice-form__manage" to={href('invoiceTitles')}>
              抬头管理
            </Link>
          </FormGroup>
        )}
        {typing && (
          <TitleFields
            idPrefix="apply"
            form={draft}
            errors={errors}
            announce={failed.announce}
            set={set}
            more={draft.more}
            onMore={(more) => setDraft((d) => ({ ...d, more }))}
            withEmail={false}
          />
        )}
        <div className="form-field-list">
          <FormField
            inline
            id="apply-email"
            label="接收邮箱"
            error={errors.email}
            announce={failed.announce('email')}
          >
            {(a11y) => (
              <input
                {...a11y}
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                maxLength={100}
                placeholder="接收电子发票的邮箱"
                value={email}
                onChange={(e) => set('email', e.target.value)}
              />
            )}
          </FormField>
        </div>
      </section>

      {preview && (
        <section
          className="app-card invoice-preview"
          aria-label="发票预览"
          tabIndex={-1}
          ref={previewRef}
        >
          <h2 className="invoice-card__title">发票预览</h2>
          <h3 className="invoice-card__sub">销售方</h3>
          <InfoRows
            rows={[
              ['名称', preview.seller.name],
              ['税号', preview.seller.taxNo],
            ]}
          />
          <h3 className="invoice-card__sub">购买方</h3>
          <BuyerRows buyer={preview.buyer} />
          <InfoRows
            rows={[
              ['接收邮箱', preview.email],
              ['订单数', `${preview.orderCount} 个`],
            ]}
          />
          <ItemsTable
            items={preview.items}
            totalAmount={preview.totalAmount}
            totalTax={preview.totalTax}
          />
          <p className="invoice-page__note">
            税额以税务系统开具为准。提交后将开具电子普通发票，开票成功后发送至接收邮箱。
          </p>
        </section>
      )}

      <footer className="app-bar invoice-bar">
        <div className="invoice-bar__sum">
          {preview ? (
            <span>
              价税合计 <strong>{formatYuan(preview.totalAmount)}</strong>
            </span>
          ) : (
            <span>共 {orderIds.length} 个订单</span>
          )}
        </div>
        {preview ? (
          <Button type="submit" color="primary" shape="rounded" loading={submit.busy}>
            提交申请
          </Button>
        ) : (
          <Button type="submit" color="primary" shape="rounded" loading={doPreview.busy}>
            预览发票
          </Button>
        )}
      </footer>
    </form>
  )
}

/** 填写发票信息 (ours, issue 26): the title (saved or typed), the e-mail, the preview, one submit. */
export default function InvoiceApplyPage() {
  const [params] = useSearchParams()
  const orderIds = parseOrderIds(params.get('orderIds'), MAX_ORDERS)
  const reissueId = parseOrderIds(params.get('reissue'), 1)[0] ?? ''
  const titles = useQuery(invoiceQueries.titles())

  let body
  if (orderIds.length === 0) {
    body = (
      <StateBlock kind="error" role="alert" title={INVOICE_MSG.noOrders}>
        <Link className="app-button" to={href('invoice')} replace>
          选择订单
        </Link>
      </StateBlock>
    )
  } else if (titles.data === undefined) {
    body = titles.isError ? (
      <LoadError title="无法获取发票抬头" error={titles.error} onRetry={titles.refetch} />
    ) : (
      <PageSkeleton rows={5} />
    )
  } else {
    body = <ApplyForm orderIds={orderIds} titles={titles.data.list} reissueId={reissueId} />
  }
  return <div className="app-page app-page--soft invoice-page invoice-page--bar">{body}</div>
}
