import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { FieldError, fieldA11y, FormField, FormGroup, MobileInput } from '@/components/form-field'

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
