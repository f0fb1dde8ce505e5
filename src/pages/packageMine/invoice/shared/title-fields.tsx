import { FormField, FormGroup } from '@/components/form-field'
import { TITLE_TYPE_TEXT } from './labels'
import {
  cleanTaxNo,
  EXTRA_FIELDS,
  EXTRA_MAX,
  hasExtraError,
  NAME_MAX,
  type TitleErrors,
  type TitleField,
  type TitleForm,
} from './title-form'

const EXTRA_LABELS: Record<(typeof EXTRA_FIELDS)[number], [label: string, placeholder: string]> = {
  address: ['单位地址', '选填'],
  phone: ['单位电话', '选填'],
  bankName: ['开户银行', '选填'],
  bankAccount: ['银行账号', '选填'],
}

interface Props {
  /** Prefix of the controls' ids ('title' -> 'title-name'). */
  idPrefix: string
  form: TitleForm
  errors: TitleErrors
  set: <K extends keyof TitleForm>(name: K, value: TitleForm[K]) => void
  /** Whether 更多 (address, phone, bank) is open. */
  more: boolean
  onMore: (open: boolean) => void
  /** Without the e-mail (a form that asks for it elsewhere). */
  withEmail?: boolean
  /** Whether a field's error is an alert (the page's useFailedSubmit); by default every one is. */
  announce?: (field: TitleField) => boolean
}

/**
 * A title's fields: 个人/单位, the name, the 统一社会信用代码 for a company, its optional details
 * under 更多, and the e-mail the PDF is sent to. Errors are said under their field.
 */
export function TitleFields({
  idPrefix,
  form,
  errors,
  set,
  more,
  onMore,
  withEmail = true,
  announce = () => true,
}: Props) {
  const company = form.titleType === 'COMPANY'
  const id = (name: string) => `${idPrefix}-${name}`
  const open = more || hasExtraError(errors)
  return (
    <div className="invoice-form__fields form-field-list">
      <FormGroup id={id('type')} legend="抬头类型" className="invoice-form__type">
        <div className="invoice-segment">
          {(['COMPANY', 'PERSONAL'] as const).map((type) => (
            <label key={type} className="invoice-segment__item">
              <input
                type="radio"
                name={id('type')}
                checked={form.titleType === type}
                onChange={() => set('titleType', type)}
              />
              <span>{TITLE_TYPE_TEXT[type]}</span>
            </label>
          ))}
        </div>
      </FormGroup>
      <FormField
        inline
        id={id('name')}
        label={company ? '单位名称' : '个人姓名'}
        error={errors.name}
        announce={announce('name')}
      >
        {(a11y) => (
          <input
            {...a11y}
            autoComplete={company ? 'organization' : 'name'}
            maxLength={NAME_MAX + 20}
            placeholder={company ? '请输入单位全称' : '请输入姓名'}
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </FormField>
      {company && (
        <FormField
          inline
          id={id('taxNo')}
          label="税号"
          error={errors.taxNo}
          announce={announce('taxNo')}
        >
          {(a11y) => (
            <input
              {...a11y}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="18位统一社会信用代码"
              value={form.taxNo}
              onChange={(e) => set('taxNo', cleanTaxNo(e.target.value, form.taxNo))}
            />
          )}
        </FormField>
      )}
      {company && (
        <div className="invoice-form__more">
          <button
            type="button"
            className="invoice-form__more-toggle"
            aria-expanded={open}
            aria-controls={id('more')}
            onClick={() => onMore(!open)}
          >
            更多（地址、电话、开户行，选填）
            <span aria-hidden="true">{open ? '▲' : '▼'}</span>
          </button>
          <div id={id('more')} hidden={!open} className="form-field-list">
            {EXTRA_FIELDS.map((field) => (
              <FormField
                key={field}
                inline
                id={id(field)}
                label={EXTRA_LABELS[field][0]}
                error={errors[field]}
                announce={announce(field)}
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    autoComplete="off"
                    inputMode={field === 'phone' || field === 'bankAccount' ? 'numeric' : undefined}
                    maxLength={EXTRA_MAX + 20}
                    placeholder={EXTRA_LABELS[field][1]}
                    value={form[field]}
                    onChange={(e) => set(field, e.target.value)}
                  />
                )}
              </FormField>
            ))}
          </div>
        </div>
      )}
      {withEmail && (
        <FormField
          inline
          id={id('email')}
          label="接收邮箱"
          error={errors.email}
          announce={announce('email')}
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
              value={form.email}
              onChange={(e) => set('email', e.target.value)}
            />
          )}
        </FormField>
      )}
    </div>
  )
}
