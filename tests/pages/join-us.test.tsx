import { act, screen, waitFor, configure } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PARTNER_API } from '@/api/endpoints/partners'
import { db } from '@/mocks/core/db'
import { PARTNER_MSG } from '@/mocks/user/partner-handlers'
import { JOIN_TEXT } from '@/pages/packageAddedValueCenter/joinUs/validate'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { countCalls } from '../utils/calls'

// The app's pages load on a shared, busy machine: give the first paint some room.
configure({ asyncUtilTimeout: 5000 })

const PAGE = '/packageAddedValueCenter/joinUs'

async function fill(values: { name?: string; mobile?: string; city?: string; type?: RegExp }) {
  const user = userEvent.setup()
  if (values.name) await user.type(screen.getByLabelText('姓名'), values.name)
  if (values.mobile) await user.type(screen.getByLabelText('手机号'), values.mobile)
  if (values.city) await user.type(screen.getByLabelText('所在城市'), values.city)
  if (values.type) await user.click(screen.getByRole('radio', { name: values.type }))
}

const submit = () => screen.getByRole('button', { name: '提交申请' })

describe('partner form (joinUs)', () => {
  beforeEach(async () => {
    await loginThroughMock({ isPhone: true })
  })

  it('validates every field, says what is wrong, keeps what was typed, sends nothing', async () => {
    const applies = countCalls(PARTNER_API.apply)
    renderApp(PAGE)
    await screen.findByRole('form', { name: '合作申请' })
    await fill({ name: 'Tom', mobile: '1381234', city: 'HZ' })
    await userEvent.click(submit())
    expect(screen.getByText(JOIN_TEXT.name)).toBeInTheDocument()
    expect(screen.getByText(JOIN_TEXT.mobile)).toBeInTheDocument()
    expect(screen.getByText(JOIN_TEXT.city)).toBeInTheDocument()
    expect(screen.getByText(JOIN_TEXT.type)).toBeInTheDocument()
    expect(screen.getByLabelText('姓名')).toHaveValue('Tom')
    expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true')
    expect(applies.count).toBe(0)
    // Fixing a field clears its message.
    await userEvent.clear(screen.getByLabelText('姓名'))
    await userEvent.type(screen.getByLabelText('姓名'), '李建华')
    expect(screen.queryByText(JOIN_TEXT.name)).not.toBeInTheDocument()
  })

  it('submits once, then thanks with the application number', async () => {
    const applies = countCalls(PARTNER_API.apply)
    renderApp(PAGE)
    await screen.findByRole('form', { name: '合作申请' })
    await fill({ name: '李建华', mobile: '13912345678', city: '杭州市', type: /场地合作/ })
    await userEvent.type(screen.getByLabelText('留言（选填）'), '园区有120个车位')
    const button = submit()
    act(() => {
      button.click()
      button.click()
    })
    expect(await screen.findByText('提交成功，感谢您的关注')).toBeInTheDocument()
    expect(screen.getByText(/^JM\d+$/)).toBeInTheDocument()
    expect(applies.count).toBe(1)
    expect(db.partnerApplications).toHaveLength(1)
    expect(db.partnerApplications[0]).toMatchObject({
      name: '李建华',
      city: '杭州市',
      type: 'SITE',
      message: '园区有120个车位',
    })
    expect(screen.getByRole('link', { name: '返回能量值中心' })).toBeInTheDocument()
  })

  it('the same application again is refused by the server; the form stays as typed', async () => {
    const fb = spyFeedback()
    db.partnerApplications.push({
      applicationId: 'JM20261001',
      name: '李建华',
      mobile: '13912345678',
      city: '杭州市',
      type: 'INVEST',
      message: '',
      createTime: '2026-11-23 08:00:00',
      createdMs: Date.now() - 60_000,
    })
    renderApp(PAGE)
    await screen.findByRole('form', { name: '合作申请' })
    await fill({ name: '李建华', mobile: '13912345678', city: '杭州市', type: /投资加盟/ })
    await userEvent.click(submit())
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith(PARTNER_MSG.duplicate))
    expect(screen.queryByText('提交成功，感谢您的关注')).not.toBeInTheDocument()
    expect(screen.getByLabelText('所在城市')).toHaveValue('杭州市')
  })
})
