import Button from 'antd-mobile/es/components/button'
import { useState } from 'react'
import * as z from 'zod/mini'
import { useDraftState } from '@/components/form-draft'
import {
  FieldError,
  fieldA11y,
  fieldErrorId,
  FormField,
  MobileInput,
  useFailedSubmit,
} from '@/components/form-field'
import type { InsurancePlan, InsuranceProduct, InsuredPerson } from '@/api/insurance-types'
import { formatYuan } from '@/lib/money'
import { capEdit, halfWidth, idCardChars } from '@/lib/typed-input'
import { CoverageTable } from './coverage-table'
import { termsOf } from './terms'
import { validateInsured, type InsuredErrors } from './validate'

interface Props {
  product: InsuranceProduct
  busy: boolean
  /** Valid details: the page confirms and pays. */
  onBuy: (plan: InsurancePlan, insured: InsuredPerson) => void
}

const EMPTY: InsuredPerson = { name: '', idCardNo: '', mobile: '', plateNo: '' }
/** The form's fields top to bottom: a failed 立即投保 goes to the first one that is wrong. */
const FIELD_ORDER = ['name', 'idCardNo', 'mobile', 'plateNo', 'agreed'] as const

/**
 * What was typed, kept for the visit (a 500 re-login leaves through OAuth and comes back): the ID
 * number is in it, so sessionStorage only (src/store/session-drafts.ts), dropped once bought.
 */
const DRAFT = z.object({
  planId: z.string(),
  insured: z.object({
    name: z.string(),
    idCardNo: z.string(),
    mobile: z.string(),
    plateNo: z.string(),
  }),
  agreed: z.boolean(),
})

/** The buy form's draft name for a product (the page drops it once the policy exists). */
export const insuranceDraft = (productType: string) => `insurance:${productType}`

/** The product, its plans and coverage, the insured's details and the terms: the buy form. */
export function BuyForm({ product, busy, onBuy }: Props) {
  const [draft, setDraft] = useDraftState(insuranceDraft(product.productType), DRAFT, {
    planId: product.plans[0]?.planId ?? '',
    insured: EMPTY,
    agreed: false,
  })
  const { planId, insured, agreed } = draft
  const setPlanId = (id: string) => setDraft((d) => ({ ...d, planId: id }))
  const setAgreed = (on: boolean) => setDraft((d) => ({ ...d, agreed: on }))
  const [errors, setErrors] = useState<InsuredErrors>({})
  // A failed 立即投保 is said by the focus on the first wrong field, not by an alert a field.
  const failed = useFailedSubmit(errors)
  const plan = product.plans.find((p) => p.planId === planId) ?? product.plans[0]
  if (!plan) return null
  const lowest = Math.min(...product.plans.map((p) => p.price))
  const plateLabel = product.plate === 'NEW_ENERGY' ? '车牌号' : '电动车号牌'

  const set = (key: keyof InsuredPerson, value: string) => {
    setDraft((d) => ({ ...d, insured: { ...d.insured, [key]: value } }))
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }))
  }
  const submit = () => {
    const found = validateInsured(product, insured, agreed)
    const first = FIELD_ORDER.find((key) => found[key])
    if (!first) {
      setErrors(found)
      return onBuy(plan, insured)
    }
    // The form is longer than a phone's screen: take the user to what is wrong, not only say it.
    const control = first === 'agreed' ? 'ins-agree' : `ins-${first}`
    failed.fail({ found, first, control, show: () => setErrors(found) })
  }
  return (
    <>
      <section className={`ins-hero ins-hero--${product.productType.toLowerCase()}`}>
        <h2>{product.name}</h2>
        <p>{product.slogan}</p>
        <p className="ins-hero__price">
          <strong>{formatYuan(lowest)}</strong> 起/年
        </p>
        <p className="ins-hero__insurer">承保公司：{product.insurer}</p>
      </section>

      <section className="app-card ins-plans" aria-label="保障方案">
        <h3 className="ins-section-title">选择方案</h3>
        <div role="radiogroup" aria-label="保障方案" className="ins-plans__list">
          {product.plans.map((p) => (
            <button
              key={p.planId}
              type="button"
              role="radio"
              aria-checked={p.planId === plan.planId}
              className={p.planId === plan.planId ? 'ins-plan ins-plan--on' : 'ins-plan'}
              onClick={() => setPlanId(p.planId)}
            >
              <strong>{p.name}</strong>
              <span>{formatYuan(p.price)}/年</span>
            </button>
          ))}
        </div>
        <CoverageTable coverages={plan.coverages} caption={`${plan.name}保障内容`} />
        <p className="ins-plans__term">保障期限：1年（支付成功次日零时起保）</p>
      </section>

      <section className="app-card ins-form" aria-label="被保险人信息">
        <h3 className="ins-section-title">被保险人信息</h3>
        <FormField
          id="ins-name"
          label="姓名"
          className="ins-form__field"
          error={errors.name}
          announce={failed.announce('name')}
        >
          {(a11y) => (
            <input
              {...a11y}
              value={insured.name}
              placeholder="与身份证一致"
              maxLength={30}
              onChange={(e) => set('name', e.target.value.trim())}
            />
          )}
        </FormField>
        <FormField
          id="ins-idCardNo"
          label="身份证号"
          className="ins-form__field"
          error={errors.idCardNo}
          announce={failed.announce('idCardNo')}
        >
          {(a11y) => (
            <input
              {...a11y}
              value={insured.idCardNo}
              placeholder="18位居民身份证号"
              onChange={(e) => set('idCardNo', idCardChars(e.target.value, insured.idCardNo))}
            />
          )}
        </FormField>
        <FormField
          id="ins-mobile"
          label="手机号"
          className="ins-form__field"
          error={errors.mobile}
          announce={failed.announce('mobile')}
        >
          {(a11y) => (
            <MobileInput
              {...a11y}
              value={insured.mobile}
              placeholder="接收保单短信"
              onChange={(digits) => set('mobile', digits)}
            />
          )}
        </FormField>
        <FormField
          id="ins-plateNo"
          label={
            <>
              {plateLabel}
              {product.plate === 'EBIKE_OPTIONAL' && '（选填）'}
            </>
          }
          className="ins-form__field"
          error={errors.plateNo}
          announce={failed.announce('plateNo')}
        >
          {(a11y) => (
            <input
              {...a11y}
              value={insured.plateNo}
              placeholder={
                product.plate === 'NEW_ENERGY'
                  ? '新能源车牌，如 浙AD12345'
                  : '如 浙A12345，未上牌可不填'
              }
              onChange={(e) =>
                set(
                  'plateNo',
                  capEdit(
                    halfWidth(e.target.value).replace(/\s/g, '').toUpperCase(),
                    10,
                    insured.plateNo,
                  ),
                )
              }
            />
          )}
        </FormField>
      </section>

      <section className="app-card ins-terms" aria-label="保险条款">
        <h3 className="ins-section-title">投保须知与条款</h3>
        {termsOf(product.productType).map((s) => (
          <details key={s.title} className="ins-terms__item">
            <summary>《{s.title}》</summary>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </details>
        ))}
        <div className="ins-terms__agree">
          <input
            {...fieldA11y('ins-agree', { error: errors.agreed })}
            type="checkbox"
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.target.checked)
              if (errors.agreed) setErrors((x) => ({ ...x, agreed: undefined }))
            }}
          />
          <label htmlFor="ins-agree">
            我已阅读并同意《投保须知》《保险责任》《责任免除》等条款，确认被保险人信息真实有效
          </label>
        </div>
        <FieldError id={fieldErrorId('ins-agree')} announce={failed.announce('agreed')}>
          {errors.agreed}
        </FieldError>
      </section>

      <footer className="app-bar ins-bar">
        <p className="ins-bar__price">
          保费 <strong>{formatYuan(plan.price)}</strong>
          <small>{plan.name}·1年</small>
        </p>
        <Button
          color="primary"
          shape="rounded"
          loading={busy}
          loadingText="处理中"
          onClick={submit}
        >
          立即投保
        </Button>
      </footer>
    </>
  )
}
