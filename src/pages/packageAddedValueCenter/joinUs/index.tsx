import Button from 'antd-mobile/es/components/button'
import { useState } from 'react'
import * as z from 'zod/mini'
import { Link } from '@/components/link'
import { PARTNER_TYPES, PARTNER_VALUES, type PartnerApplyResult } from '@/api/partner-types'
import { partnersApi } from '@/api/partners'
import { useDraftState } from '@/components/form-draft'
import {
  choiceA11y,
  FormField,
  FormGroup,
  MobileInput,
  useFailedSubmit,
} from '@/components/form-field'
import { useOnceAction } from '@/components/once-action'
import { href } from '@/config/paths'
import { HandshakeIcon } from '@/components/icons/points'
import { charCount } from '@/lib/text'
import { MESSAGE_MAX, toRequest, validateJoin, type JoinErrors, type JoinForm } from './validate'
import './join-us.css'

const EMPTY: JoinForm = { name: '', mobile: '', city: '', type: '', message: '' }

/** The fields in the order shown: a failed submit takes the user to the first wrong one. */
const FIELD_ORDER = ['name', 'mobile', 'city', 'type', 'message'] as const
type Field = (typeof FIELD_ORDER)[number]
/** What takes the focus for a field: its control, or the group's first choice. */
const controlId = (field: Field) =>
  field === 'type' ? `join-type-${PARTNER_TYPES[0]?.value ?? ''}` : `join-${field}`

/** What was typed, kept for the visit (a 500 re-login leaves through OAuth and comes back). */
const DRAFT = z.object({
  name: z.string(),
  mobile: z.string(),
  city: z.string(),
  type: z.enum([...PARTNER_VALUES, '']),
  message: z.string(),
})

const BENEFITS = [
  { title: '零成本建站', text: '场地方无需投资，设备、安装、运维由平台承担' },
  { title: '收益分成', text: '按充电服务费比例分成，每月对账结算' },
  { title: '全程运营', text: '7×24小时远程监控，故障2小时响应' },
]

function ThankYou({ result }: { result: PartnerApplyResult }) {
  return (
    <div className="app-page join join--done">
      <section className="join__thanks" role="status">
        <span className="join__thanks-icon" aria-hidden="true">
          ✓
        </span>
        <h2>提交成功，感谢您的关注</h2>
        <p>我们的招商经理将在1-3个工作日内通过电话与您联系，请保持手机畅通。</p>
        <dl className="join__receipt">
          <div>
            <dt>申请编号</dt>
            <dd>{result.applicationId}</dd>
          </div>
          <div>
            <dt>提交时间</dt>
            <dd>{result.createTime}</dd>
          </div>
        </dl>
        <Link className="join__back" to={href('myPoints')}>
          返回能量值中心
        </Link>
        <Link className="join__back join__back--plain" to={href('home')}>
          返回首页
        </Link>
      </section>
    </div>
  )
}

/** 合作加盟 (SPEC §2 joinUs): the partner or franchise form, submitted once, then thanks. */
export default function JoinUsPage() {
  const [form, setForm, clearDraft] = useDraftState<JoinForm>('joinUs', DRAFT, EMPTY)
  const [errors, setErrors] = useState<JoinErrors>({})
  // A failed submit is said by the focus on the first wrong field, not by an alert a field.
  const failed = useFailedSubmit<Field>(errors)
  const [done, setDone] = useState<PartnerApplyResult | null>(null)
  const submit = useOnceAction(async () => {
    setDone(await partnersApi.apply(toRequest(form)))
    clearDraft()
  })

  if (done) return <ThankYou result={done} />

  const set = <K extends keyof JoinForm>(key: K, value: JoinForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }))
  }
  const onSubmit = () => {
    const found = validateJoin(form)
    const first = FIELD_ORDER.find((key) => found[key])
    if (!first) {
      setErrors(found)
      void submit.run()
      return
    }
    // An empty form has four errors: one announcement, not four alerts (useFailedSubmit).
    failed.fail({ found, first, control: controlId(first), show: () => setErrors(found) })
  }

  return (
    <div className="app-page app-page--soft join">
      <section className="join__hero">
        <span className="join__hero-icon" aria-hidden="true">
          <HandshakeIcon />
        </span>
        <h2>携手共建充电网络</h2>
        <p>场地合作、投资加盟、渠道代理，欢迎与我们联系</p>
      </section>
      <ul className="join__benefits" aria-label="合作优势">
        {BENEFITS.map((b) => (
          <li key={b.title}>
            <strong>{b.title}</strong>
            <span>{b.text}</span>
          </li>
        ))}
      </ul>
      <form
        className="join__form"
        aria-label="合作申请"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
      >
        <FormField
          id="join-name"
          label="姓名"
          error={errors.name}
          announce={failed.announce('name')}
        >
          {(a11y) => (
            <input
              {...a11y}
              placeholder="请输入您的姓名"
              maxLength={30}
              value={form.name}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="join-mobile"
          label="手机号"
          error={errors.mobile}
          announce={failed.announce('mobile')}
        >
          {(a11y) => (
            <MobileInput
              {...a11y}
              placeholder="请输入手机号"
              value={form.mobile}
              onChange={(digits) => set('mobile', digits)}
            />
          )}
        </FormField>
        <FormField
          id="join-city"
          label="所在城市"
          error={errors.city}
          announce={failed.announce('city')}
        >
          {(a11y) => (
            <input
              {...a11y}
              placeholder="如：杭州市"
              maxLength={30}
              value={form.city}
              onChange={(e) => set('city', e.target.value)}
            />
          )}
        </FormField>
        <FormGroup
          id="join-type"
          legend="合作类型"
          error={errors.type}
          announce={failed.announce('type')}
        >
          <div className="join__type-list">
            {PARTNER_TYPES.map((t) => (
              <label
                key={t.value}
                className={form.type === t.value ? 'join__type join__type--on' : 'join__type'}
              >
                <input
                  id={`join-type-${t.value}`}
                  {...choiceA11y('join-type', errors.type)}
                  type="radio"
                  name="join-type"
                  value={t.value}
                  checked={form.type === t.value}
                  onChange={() => set('type', t.value)}
                />
                <strong>{t.label}</strong>
                <small>{t.hint}</small>
              </label>
            ))}
          </div>
        </FormGroup>
        <FormField
          id="join-message"
          label="留言（选填）"
          error={errors.message}
          announce={failed.announce('message')}
          count={{ value: charCount(form.message), max: MESSAGE_MAX }}
        >
          {(a11y) => (
            <textarea
              {...a11y}
              placeholder="可简单介绍场地位置、车位数量、投资预算等"
              rows={4}
              maxLength={MESSAGE_MAX + 20}
              value={form.message}
              onChange={(e) => set('message', e.target.value)}
            />
          )}
        </FormField>
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          loading={submit.busy}
          loadingText="提交中"
        >
          提交申请
        </Button>
        <p className="join__privacy">
          提交即表示您同意我们为联系合作事宜使用以上信息，详见
          <Link to={href('privacy')}>《隐私政策》</Link>
        </p>
      </form>
    </div>
  )
}
