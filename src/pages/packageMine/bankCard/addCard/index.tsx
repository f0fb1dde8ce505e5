import { useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useState, type FormEvent } from 'react'
import * as z from 'zod/mini'
import { useDraftState } from '@/components/form-draft'
import { FormField, useFailedSubmit } from '@/components/form-field'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { bankApi, refreshBanks } from '@/api/bank'
import { feedback } from '@/api/feedback'
import { useOnceAction } from '@/components/once-action'
import { href, safeInAppPath } from '@/config/paths'
import {
  EMPTY_BANK_CARD_FORM,
  normaliseBankCardForm,
  validateBankCardForm,
  type BankCardErrors,
  type BankCardForm,
} from '@/lib/bank-card-form'
import { BANKS } from '@/lib/banks'
import { capEdit, halfWidth, idCardChars, mobileDigits } from '@/lib/typed-input'
import '../bank-card.css'

type Field = keyof BankCardForm

const FIELDS: {
  name: Field
  label: string
  placeholder: string
  inputMode?: 'numeric' | 'tel' | 'text'
  /** A name's room: past the rule's 20 characters, so a long one is said, not cut. */
  maxLength?: number
  /** Numbers are cleaned, then capped (lib/typed-input): pasted with spaces, they stay whole. */
  clean?: (value: string, previous: string) => string
}[] = [
  { name: 'holderName', label: '持卡人', placeholder: '请输入持卡人姓名', maxLength: 30 },
  { name: 'idCardNo', label: '身份证号', placeholder: '请输入持卡人身份证号', clean: idCardChars },
  { name: 'bankName', label: '开户银行', placeholder: '请选择开户银行' },
  {
    name: 'bankCardNo',
    label: '银行卡号',
    placeholder: '请输入本人储蓄卡卡号',
    inputMode: 'numeric',
    clean: groupDigits,
  },
  {
    name: 'mobile',
    label: '预留手机号',
    placeholder: '请输入银行预留手机号',
    inputMode: 'tel',
    clean: mobileDigits,
  },
]

/** '6225880123581234' -> '6225 8801 2358 1234' while typing (spaces are taken out when sent). */
function groupDigits(value: string, previous: string): string {
  const digits = capEdit(halfWidth(value).replace(/[^\d]/g, ''), 19, previous.replace(/\s/g, ''))
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** What was typed, kept for the visit (a 500 re-login leaves through OAuth and comes back). */
const BANK_CARD_DRAFT = z.object({
  bankName: z.string(),
  bankCardNo: z.string(),
  holderName: z.string(),
  idCardNo: z.string(),
  mobile: z.string(),
})

/** 添加银行卡 (SPEC §2 packageMine/bankCard/addCard): bank-config-save, checked before it is sent. */
export default function AddBankCardPage() {
  const [params] = useSearchParams()
  const redirect = safeInAppPath(params.get('redirect'))
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // The full card and ID numbers are in it: sessionStorage only, dropped once saved.
  const [form, setForm, clearDraft] = useDraftState<BankCardForm>(
    'bankCard',
    BANK_CARD_DRAFT,
    EMPTY_BANK_CARD_FORM,
  )
  const [errors, setErrors] = useState<BankCardErrors>({})
  // A failed submit is said by the focus on the first wrong field, not by an alert a field.
  const failed = useFailedSubmit(errors)

  const set = (name: Field, value: string) => {
    const clean = FIELDS.find((f) => f.name === name)?.clean
    setForm((f) => ({ ...f, [name]: clean ? clean(value, f[name]) : value }))
    setErrors((e) => ({ ...e, [name]: undefined }))
  }

  const save = useOnceAction(async () => {
    const found = validateBankCardForm(form)
    const first = FIELDS.find((f) => found[f.name])?.name
    if (first) {
      failed.fail({ found, first, control: `bank-${first}`, show: () => setErrors(found) })
      return
    }
    setErrors(found)
    await bankApi.save(normaliseBankCardForm(form))
    clearDraft()
    await refreshBanks(queryClient)
    feedback().toast('添加成功')
    navigate(redirect ?? href('bankCardList'), { replace: true })
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save.run()
  }

  return (
    <div className="app-page app-page--soft bank-form">
      <form onSubmit={submit} noValidate aria-label="添加银行卡">
        <div className="bank-form__fields form-field-list">
          {FIELDS.map((f) => (
            <FormField
              key={f.name}
              inline
              id={`bank-${f.name}`}
              label={f.label}
              error={errors[f.name]}
              announce={failed.announce(f.name)}
            >
              {(a11y) =>
                f.name === 'bankName' ? (
                  <select
                    {...a11y}
                    required
                    value={form.bankName}
                    onChange={(e) => set('bankName', e.target.value)}
                  >
                    <option value="" disabled>
                      {f.placeholder}
                    </option>
                    {BANKS.map((bank) => (
                      <option key={bank} value={bank}>
                        {bank}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...a11y}
                    autoComplete="off"
                    inputMode={f.inputMode}
                    maxLength={f.maxLength}
                    placeholder={f.placeholder}
                    value={form[f.name]}
                    onChange={(e) => set(f.name, e.target.value)}
                  />
                )
              }
            </FormField>
          ))}
        </div>
        <p className="bank-form__tip">
          请添加持卡人本人的储蓄卡，退款将打款至该卡。身份证号与手机号仅用于核验持卡人身份。
        </p>
        <footer className="app-bar">
          <Button block type="submit" color="primary" shape="rounded" loading={save.busy}>
            确认添加
          </Button>
        </footer>
      </form>
    </div>
  )
}
