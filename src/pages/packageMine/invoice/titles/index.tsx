import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { feedback } from '@/api/feedback'
import type { InvoiceTitle } from '@/api/invoice-types'
import { invoiceQueries, invoicesApi, refreshInvoiceTitles } from '@/api/invoices'
import { useOnceAction } from '@/components/once-action'
import { SavedList } from '@/components/saved-list'
import { href } from '@/config/paths'
import { TITLE_TYPE_TEXT } from '@/pages/packageMine/invoice/shared/labels'
import {
  MAX_TITLES,
  titleSaveRequest,
  titleFormOf,
} from '@/pages/packageMine/invoice/shared/title-form'
import '@/pages/packageMine/invoice/shared/invoice.css'

export const TITLES_TEXT = {
  empty: '还没有保存发票抬头',
  emptyHint: '保存常用的个人或单位抬头，开票时直接选择',
  removeTitle: '删除抬头',
  removed: '已删除',
  defaultSet: '已设为默认抬头',
  full: `最多可保存${MAX_TITLES}个抬头`,
} as const

interface ItemProps {
  title: InvoiceTitle
  onDefault: (t: InvoiceTitle) => void
  onEdit: (t: InvoiceTitle) => void
  onRemove: (t: InvoiceTitle) => void
}

function TitleItem({ title, onDefault, onEdit, onRemove }: ItemProps) {
  return (
    <article className="invoice-card invoice-title" aria-label={title.name}>
      <div className="invoice-title__head">
        <span className="invoice-title__type">{TITLE_TYPE_TEXT[title.titleType]}</span>
        <strong className="invoice-title__name">{title.name}</strong>
        {title.isDefault && <span className="invoice-tag">默认</span>}
      </div>
      {title.taxNo && <p className="invoice-title__line">税号 {title.taxNo}</p>}
      <p className="invoice-title__line">邮箱 {title.email}</p>
      <div className="invoice-actions">
        {!title.isDefault && (
          <button
            type="button"
            aria-label={`将 ${title.name} 设为默认`}
            onClick={() => onDefault(title)}
          >
            设为默认
          </button>
        )}
        <button type="button" aria-label={`编辑 ${title.name}`} onClick={() => onEdit(title)}>
          编辑
        </button>
        <button
          type="button"
          className="invoice-actions__danger"
          aria-label={`删除 ${title.name}`}
          onClick={() => onRemove(title)}
        >
          删除
        </button>
      </div>
    </article>
  )
}

/** 抬头管理 (ours, issue 26): the saved invoice titles, the default first. */
export default function InvoiceTitlesPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const titles = useQuery(invoiceQueries.titles())
  const act = useOnceAction(async (kind: 'default' | 'remove', title: InvoiceTitle) => {
    if (kind === 'default') {
      await invoicesApi.saveTitle(titleSaveRequest(titleFormOf(title), true, title.titleId))
      await refreshInvoiceTitles(queryClient)
      feedback().toast(TITLES_TEXT.defaultSet)
      return
    }
    const text = `确定删除抬头「${title.name}」？已开具的发票不受影响。`
    if (!(await feedback().confirm(TITLES_TEXT.removeTitle, text, '确认删除'))) return
    await invoicesApi.removeTitle(title.titleId)
    await refreshInvoiceTitles(queryClient)
    feedback().toast(TITLES_TEXT.removed)
  })
  return (
    <SavedList
      className="invoice-page invoice-page--bar"
      query={titles}
      loadErrorTitle="无法获取发票抬头"
      empty={{ title: TITLES_TEXT.empty, hint: TITLES_TEXT.emptyHint }}
      listLabel="发票抬头"
      listClassName="invoice-list"
      itemKey={(title) => title.titleId}
      renderItem={(title) => (
        <TitleItem
          title={title}
          onDefault={(t) => void act.run('default', t)}
          onEdit={(t) => navigate(href('invoiceTitleEdit', { titleId: t.titleId }))}
          onRemove={(t) => void act.run('remove', t)}
        />
      )}
      note="开票时默认选择默认抬头，可在填写发票信息时更换。单位抬头须填写18位统一社会信用代码。"
      noteClassName="invoice-page__note"
      addLabel="添加抬头"
      fullLabel={TITLES_TEXT.full}
      max={MAX_TITLES}
      onAdd={() => navigate(href('invoiceTitleAdd'))}
    />
  )
}
