import { useQuery, useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useState, type FormEvent } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { Link } from '@/components/link'
import * as z from 'zod/mini'
import { feedback } from '@/api/feedback'
import type { InvoiceTitle } from '@/api/invoice-types'
import { invoiceQueries, invoicesApi, refreshInvoiceTitles } from '@/api/invoices'
import { useDraftState } from '@/components/form-draft'
import { useFailedSubmit } from '@/components/form-field'
import { useOnceAction } from '@/components/once-action'
import { PageSkeleton } from '@/components/page-skeleton'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'
import { href, routeByPath, safeInAppPath } from '@/config/paths'
import { TitleFields } from '@/pages/packageMine/invoice/shared/title-fields'
import {
  EMPTY_TITLE_FORM,
  fieldOfError,
  firstError,
  hasExtraError,
  INVOICE_MSG,
  titleFormOf,
  titleSaveRequest,
  validateTitleForm,
  type TitleErrors,
  type TitleForm,
} from '@/pages/packageMine/invoice/shared/title-form'
import '@/pages/packageMine/invoice/shared/invoice.css'

interface TitleDraft extends TitleForm {
  isDefault: boolean
  more: boolean
}

const TITLE_DRAFT = z.object({
  titleType: z.enum(['PERSONAL', 'COMPANY']),
  name: z.string(),
  taxNo: z.string(),
  address: z.string(),
  phone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  email: z.string(),
  isDefault: z.boolean(),
  more: z.boolean(),
})

function draftOf(title: InvoiceTitle | null, first: boolean): TitleDraft {
  if (!title) return { ...EMPTY_TITLE_FORM, isDefault: first, more: false }
  const form = titleFormOf(title)
  const more = [form.address, form.phone, form.bankName, form.bankAccount].some(Boolean)
  return { ...form, isDefault: title.isDefault, more }
}

function TitleFormView({ title, first }: { title: InvoiceTitle | null; first: boolean }) {
  const [params] = useSearchParams()
  const redirect = safeInAppPath(params.get('redirect'))
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // Kept for the visit (a 500 re-login comes back to it); dropped once saved.
  const [form, setForm, clearTitleDraft] = useDraftState<TitleDraft>(
    title ? `invoice-title-${title.titleId}` : 'invoice-title',
    TITLE_DRAFT,
    draftOf(title, first),
  )
  const [errors, setErrors] = useState<TitleErrors>({})
  // A failed submit is said by the focus on the first wrong field, not by an alert a field.
  const failed = useFailedSubmit(errors)

  const set = <K extends keyof TitleForm>(name: K, value: TitleForm[K]) => {
    setForm((f) => ({ ...f, [name]: value }))
    setErrors((e) => (name === 'titleType' ? {} : { ...e, [name]: undefined }))
  }

  const save = useOnceAction(async () => {
    const found = validateTitleForm(form)
    const firstBad = firstError(found)
    if (firstBad) {
      // Marked, and 更多 opened for a wrong detail under it, before the focus moves.
      const show = () => {
        setErrors(found)
        if (hasExtraError(found)) setForm((f) => ({ ...f, more: true }))
      }
      failed.fail({ found, first: firstBad, control: `title-${firstBad}`, show })
      return
    }
    setErrors(found)
    try {
      await invoicesApi.saveTitle(titleSaveRequest(form, form.isDefault, title?.titleId))
      clearTitleDraft()
      await refreshInvoiceTitles(queryClient)
      feedback().toast(title ? '已保存' : '添加成功')
      navigate(redirect ?? href('invoiceTitles'), { replace: true })
    } catch (error) {
      // What was typed stays; a refused field is also said under it.
      const field = fieldOfError(error)
      if (field && error instanceof Error) setErrors({ [field]: error.message })
      throw error
    }
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save.run()
  }
  const heading = title ? '编辑抬头' : '添加抬头'
  return (
    <form className="invoice-form" onSubmit={submit} noValidate aria-label={heading}>
      <section className="app-card">
        <TitleFields
          idPrefix="title"
          form={form}
          errors={errors}
          announce={failed.announce}
          set={set}
          more={form.more}
          onMore={(more) => setForm((f) => ({ ...f, more }))}
        />
        <div className="invoice-switch">
          <label htmlFor="title-default">设为默认</label>
          <input
            id="title-default"
            type="checkbox"
            role="switch"
            checked={form.isDefault}
            disabled={title?.isDefault === true || first}
            onChange={(e) => setForm((f) => ({ ...f, isDefault: e.target.checked }))}
          />
        </div>
      </section>
      <p className="invoice-page__note">
        {title?.isDefault || first
          ? '这是默认抬头；把其他抬头设为默认后，它不再是默认抬头。'
          : '默认抬头在开票时自动选中，可在填写发票信息时更换。'}
      </p>
      <footer className="app-bar">
        <Button block type="submit" color="primary" shape="rounded" loading={save.busy}>
          {title ? '保存' : '确认添加'}
        </Button>
      </footer>
    </form>
  )
}

function Missing({ title }: { title: string }) {
  return (
    <StateBlock kind="error" role="alert" title={title}>
      <Link className="app-button" to={href('invoiceTitles')} replace>
        返回抬头管理
      </Link>
    </StateBlock>
  )
}

/** 添加抬头 / 编辑抬头 (ours, issue 26): a personal or company title, checked as the server does. */
export default function InvoiceTitleEditPage() {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const titleId = params.get('titleId')
  const editing = routeByPath(pathname) === 'invoiceTitleEdit'
  const titles = useQuery(invoiceQueries.titles())

  let body
  if (editing && !titleId) body = <Missing title="缺少抬头编号" />
  else if (titles.data === undefined) {
    body = titles.isError ? (
      <LoadError title="无法获取发票抬头" error={titles.error} onRetry={titles.refetch} />
    ) : (
      <PageSkeleton rows={5} />
    )
  } else if (editing) {
    const title = titles.data.list.find((t) => t.titleId === titleId)
    body = title ? (
      <TitleFormView key={title.titleId} title={title} first={false} />
    ) : (
      <Missing title={INVOICE_MSG.titleGone} />
    )
  } else {
    body = <TitleFormView title={null} first={titles.data.list.length === 0} />
  }
  return <div className="app-page app-page--soft invoice-page invoice-page--bar">{body}</div>
}
