import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import {
  choiceA11y,
  FieldError,
  fieldA11y,
  FormField,
  FormGroup,
  MobileInput,
  useFailedSubmit,
  type FieldErrors,
} from '@/components/form-field'

function Name({ error, hint }: { error?: string; hint?: string }) {
  const [value, setValue] = useState('')
  return (
    <FormField id="f-name" label="姓名" error={error} hint={hint} unit="位">
      {(a11y) => <input {...a11y} value={value} onChange={(e) => setValue(e.target.value)} />}
    </FormField>
  )
}

describe('FormField', () => {
  it('labels its control; valid, it is neither invalid nor described', async () => {
    render(<Name />)
    const input = screen.getByLabelText('姓名')
    expect(input).toHaveAttribute('id', 'f-name')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // The unit is not part of the name.
    expect(screen.getByText('位')).toHaveAttribute('aria-hidden', 'true')
    await userEvent.type(input, '李')
    expect(input).toHaveValue('李')
  })

  it('shows its error with a stable id, announced, and the control says so', () => {
    render(<Name error="请填写姓名" />)
    const input = screen.getByLabelText('姓名')
    expect(screen.getByRole('alert')).toHaveTextContent('请填写姓名')
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'f-name-error')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('请填写姓名')
  })

  it('describes the control by its hint and its count, and by the error first', () => {
    render(
      <FormField id="f-msg" label="留言" hint="选填" count={{ value: 3, max: 500 }} error="太长">
        {(a11y) => <textarea {...a11y} />}
      </FormField>,
    )
    const box = screen.getByLabelText('留言')
    expect(box).toHaveAttribute('aria-describedby', 'f-msg-error f-msg-hint f-msg-count')
    expect(box).toHaveAccessibleDescription('太长 选填 3/500')
  })

  it('lays an inline field out in one row with its extra', () => {
    render(
      <FormField
        inline
        id="f-code"
        label="验证码"
        extra={<button type="button">获取验证码</button>}
      >
        {(a11y) => <input {...a11y} />}
      </FormField>,
    )
    const row = screen.getByLabelText('验证码').parentElement!
    expect(row).toHaveClass('form-field__row')
    expect(row).toContainElement(screen.getByRole('button', { name: '获取验证码' }))
  })
})

describe('FormGroup, fieldA11y and FieldError', () => {
  it('a group is named by its legend and described by its error', () => {
    render(
      <FormGroup id="f-type" legend="合作类型" error="请选择合作类型">
        <label>
          <input type="radio" name="t" /> 场地合作
        </label>
      </FormGroup>,
    )
    const group = screen.getByRole('group', { name: '合作类型' })
    expect(group).toHaveAccessibleDescription('请选择合作类型')
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'f-type-error')
  })

  it('gives a control laid out elsewhere the same props', () => {
    expect(fieldA11y('x')).toEqual({ id: 'x' })
    expect(fieldA11y('x', { error: '错' })).toEqual({
      id: 'x',
      'aria-invalid': true,
      'aria-describedby': 'x-error',
    })
    expect(fieldA11y('x', { error: '', hint: true })).toEqual({
      id: 'x',
      'aria-describedby': 'x-hint',
    })
    const { container } = render(<FieldError id="x-error">{''}</FieldError>)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('MobileInput', () => {
  function Mobile() {
    const [value, setValue] = useState('')
    return (
      <FormField id="m" label="手机号">
        {(a11y) => <MobileInput {...a11y} value={value} onChange={setValue} />}
      </FormField>
    )
  }

  it('takes digits only, 11 at most: a pasted formatted number keeps all its digits', async () => {
    render(<Mobile />)
    const input = screen.getByLabelText('手机号')
    expect(input).toHaveAttribute('type', 'tel')
    expect(input).toHaveAttribute('inputmode', 'numeric')
    await userEvent.click(input)
    await userEvent.paste('138 1234 5678')
    expect(input).toHaveValue('13812345678')
    await userEvent.type(input, '9a')
    expect(input).toHaveValue('13812345678')
  })
})

describe('useFailedSubmit', () => {
  type Field = 'name' | 'kind' | 'city'
  const ORDER: Field[] = ['name', 'kind', 'city']
  const TEXT = {
    name: '请填写姓名',
    kind: '请选择类型',
    cityEmpty: '请填写城市',
    cityDigits: '城市不能含数字',
  }
  const check = (v: Record<Field, string>): FieldErrors<Field> => ({
    name: v.name ? '' : TEXT.name,
    kind: v.kind ? '' : TEXT.kind,
    city: !v.city ? TEXT.cityEmpty : /\d/.test(v.city) ? TEXT.cityDigits : '',
  })

  /** Three fields, a radio group among them; the city is checked again as it is typed. */
  function Form({ kindControl = 'f-kind-a' }: { kindControl?: string }) {
    const [values, setValues] = useState<Record<Field, string>>({ name: '', kind: '', city: '' })
    const [errors, setErrors] = useState<FieldErrors<Field>>({})
    const failed = useFailedSubmit(errors)
    const set = (field: Field, value: string) => {
      const next = { ...values, [field]: value }
      setValues(next)
      setErrors((e) => ({ ...e, [field]: field === 'city' ? check(next).city : '' }))
    }
    return (
      <form
        aria-label="表单"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          const found = check(values)
          const first = ORDER.find((field) => found[field])
          if (!first) return
          const control = first === 'kind' ? kindControl : `f-${first}`
          failed.fail({ found, first, control, show: () => setErrors(found) })
        }}
      >
        <FormField id="f-name" label="姓名" error={errors.name} announce={failed.announce('name')}>
          {(a11y) => (
            <input {...a11y} value={values.name} onChange={(e) => set('name', e.target.value)} />
          )}
        </FormField>
        <FormGroup id="f-kind" legend="类型" error={errors.kind} announce={failed.announce('kind')}>
          <label>
            <input
              id="f-kind-a"
              {...choiceA11y('f-kind', errors.kind)}
              type="radio"
              name="kind"
              onChange={() => set('kind', 'a')}
            />
            甲
          </label>
        </FormGroup>
        <FormField id="f-city" label="城市" error={errors.city} announce={failed.announce('city')}>
          {(a11y) => (
            <input {...a11y} value={values.city} onChange={(e) => set('city', e.target.value)} />
          )}
        </FormField>
        <button type="submit">提交</button>
      </form>
    )
  }
  const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent)

  it('a failed submit: every error shown, none an alert; the first wrong field, focused, reads it', async () => {
    render(<Form />)
    await userEvent.click(screen.getByRole('button', { name: '提交' }))
    for (const text of [TEXT.name, TEXT.kind, TEXT.cityEmpty]) {
      expect(screen.getByText(text)).toBeInTheDocument()
    }
    expect(alerts()).toEqual([])
    const name = screen.getByLabelText('姓名')
    expect(name).toHaveFocus()
    expect(name).toHaveAccessibleDescription(TEXT.name)
  })

  it('Enter in the first wrong field (focused already): its error is the one alert', async () => {
    render(<Form />)
    await userEvent.type(screen.getByLabelText('城市'), '杭州')
    await userEvent.click(screen.getByLabelText('姓名'))
    await userEvent.keyboard('{Enter}')
    expect(screen.getByLabelText('姓名')).toHaveFocus()
    expect(alerts()).toEqual([TEXT.name])
    expect(screen.getByText(TEXT.kind)).toBeInTheDocument()
  })

  it('a quiet error that becomes the alert is drawn anew (said as it comes in)', async () => {
    render(<Form />)
    await userEvent.type(screen.getByLabelText('城市'), '杭州')
    await userEvent.click(screen.getByRole('radio', { name: '甲' }))
    await userEvent.click(screen.getByRole('button', { name: '提交' }))
    expect(alerts()).toEqual([])
    const quiet = screen.getByText(TEXT.name)
    // Enter in 姓名, still empty and focused: the same text, now the one alert.
    await userEvent.keyboard('{Enter}')
    expect(alerts()).toEqual([TEXT.name])
    expect(screen.getByRole('alert')).not.toBe(quiet)
    expect(quiet).not.toBeInTheDocument()
  })

  it('no control to focus (every choice disabled, say): that error is the one alert', async () => {
    render(<Form kindControl="f-kind-none" />)
    await userEvent.type(screen.getByLabelText('姓名'), '李')
    await userEvent.click(screen.getByRole('button', { name: '提交' }))
    expect(alerts()).toEqual([TEXT.kind])
    expect(screen.getByText(TEXT.cityEmpty)).toBeInTheDocument()
  })

  it("a radio group first: its first choice, focused, reads the group's error; no alert", async () => {
    render(<Form />)
    await userEvent.type(screen.getByLabelText('姓名'), '李')
    await userEvent.click(screen.getByRole('button', { name: '提交' }))
    const choice = screen.getByRole('radio', { name: '甲' })
    expect(choice).toHaveFocus()
    expect(choice).toHaveAccessibleDescription(TEXT.kind)
    expect(alerts()).toEqual([])
    expect(screen.getByText(TEXT.cityEmpty)).toBeInTheDocument()
  })

  it('an error that changes, or goes and comes back, as the user corrects is an alert again', async () => {
    render(<Form />)
    await userEvent.type(screen.getByLabelText('姓名'), '李')
    await userEvent.click(screen.getByRole('radio', { name: '甲' }))
    await userEvent.click(screen.getByRole('button', { name: '提交' }))
    const city = screen.getByLabelText('城市')
    expect(city).toHaveFocus()
    expect(city).toHaveAccessibleDescription(TEXT.cityEmpty)
    expect(alerts()).toEqual([])
    await userEvent.type(city, '1')
    expect(alerts()).toEqual([TEXT.cityDigits])
    // The failed submit's own text again, after it went: said, as any error that appears.
    await userEvent.clear(city)
    expect(alerts()).toEqual([TEXT.cityEmpty])
    // Gone (a valid city), then back.
    await userEvent.type(city, '杭')
    expect(alerts()).toEqual([])
    await userEvent.clear(city)
    expect(alerts()).toEqual([TEXT.cityEmpty])
  })
})
