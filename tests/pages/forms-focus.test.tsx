import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BIND_TEXT } from '@/pages/packageMine/h5BindPhone'
import { JOIN_TEXT } from '@/pages/packageAddedValueCenter/joinUs/validate'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

// A form submitted with wrong fields takes the user to the first one (focused; focusField also
// scrolls it into view), and says it once, not with an alert for every field (audit "access",
// finding 6).
describe('a failed submit goes to the first wrong field', () => {
  beforeEach(async () => {
    sessionStorage.clear()
    await loginThroughMock({ isPhone: true })
  })

  it('joinUs: empty, the focus on 姓名 reads its error; no alert per field', async () => {
    renderApp('/packageAddedValueCenter/joinUs')
    await screen.findByRole('form', { name: '合作申请' })
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    const name = screen.getByLabelText('姓名')
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription(JOIN_TEXT.name)
    // Every error is shown, none is read out over the others.
    for (const text of [JOIN_TEXT.name, JOIN_TEXT.mobile, JOIN_TEXT.city, JOIN_TEXT.type]) {
      expect(screen.getByText(text)).toBeInTheDocument()
    }
    expect(screen.queryAllByRole('alert')).toEqual([])
  })

  it('joinUs: the next wrong field after the ones fixed; a radio group says its error', async () => {
    renderApp('/packageAddedValueCenter/joinUs')
    await screen.findByRole('form', { name: '合作申请' })
    await userEvent.type(screen.getByLabelText('姓名'), '李建华')
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    await waitFor(() => expect(screen.getByLabelText('手机号')).toHaveFocus())
    expect(screen.queryAllByRole('alert')).toEqual([])

    await userEvent.type(screen.getByLabelText('手机号'), '13912345678')
    await userEvent.type(screen.getByLabelText('所在城市'), '杭州市')
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }))
    const choice = screen.getByRole('radio', { name: /场地合作/ })
    await waitFor(() => expect(choice).toHaveFocus())
    // The choice focused reads its group's error: no alert.
    expect(choice).toHaveAccessibleDescription(JOIN_TEXT.type)
    expect(screen.queryAllByRole('alert')).toEqual([])
  })

  it('joinUs: Enter in the first wrong field (already focused) makes its error the one alert', async () => {
    renderApp('/packageAddedValueCenter/joinUs')
    await screen.findByRole('form', { name: '合作申请' })
    await userEvent.type(screen.getByLabelText('姓名'), 'Tom{Enter}')
    expect(screen.getByLabelText('姓名')).toHaveFocus()
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([JOIN_TEXT.name])
  })

  it('h5BindPhone: 立即绑定 goes to the mobile, then to the code', async () => {
    renderApp('/packageMine/h5BindPhone')
    await userEvent.click(await screen.findByRole('button', { name: '更换绑定' }))
    const mobile = screen.getByLabelText('手机号')
    await waitFor(() => expect(mobile).toHaveFocus())
    expect(screen.getByRole('alert')).toHaveTextContent(BIND_TEXT.badMobile)

    await userEvent.type(mobile, '13812345678')
    await userEvent.click(screen.getByRole('button', { name: '更换绑定' }))
    await waitFor(() => expect(screen.getByLabelText('验证码')).toHaveFocus())
    expect(screen.getByRole('alert')).toHaveTextContent(BIND_TEXT.badCode)
  })

  it('h5BindPhone: 获取验证码 with a wrong mobile goes to the mobile', async () => {
    renderApp('/packageMine/h5BindPhone')
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }))
    await waitFor(() => expect(screen.getByLabelText('手机号')).toHaveFocus())
    expect(screen.getByRole('alert')).toHaveTextContent(BIND_TEXT.badMobile)
  })

  it('charging card list: 查看 with no card number goes to the card number', async () => {
    renderApp('/packageChargingCard/list')
    await screen.findAllByRole('article')
    await userEvent.click(screen.getByRole('button', { name: '查看' }))
    await waitFor(() => expect(screen.getByLabelText('卡号')).toHaveFocus())
    expect(screen.getByRole('alert')).toHaveTextContent('请输入卡片背面的卡号')
  })

  it('发红包: 塞钱进红包 empty goes to 红包标题; with a title, to 总金额', async () => {
    renderApp('/packageRedPacket/createRedPacket')
    await userEvent.click(await screen.findByRole('button', { name: '塞钱进红包' }))
    await waitFor(() => expect(screen.getByLabelText('红包标题')).toHaveFocus())
    await userEvent.type(screen.getByLabelText('红包标题'), '车友福利')
    await userEvent.click(screen.getByRole('button', { name: '塞钱进红包' }))
    await waitFor(() => expect(screen.getByLabelText('总金额')).toHaveFocus())
  })

  it('充值: 立即充值 without an amount goes to 其他金额, without the tick to the agreement', async () => {
    renderApp('/packageChargingCard/virtualCardDetail?cardId=CARD0001')
    const pay = await screen.findByRole('button', { name: '立即充值' }, { timeout: 5000 })
    await userEvent.click(pay)
    await waitFor(() => expect(screen.getByLabelText('其他金额')).toHaveFocus())
    await userEvent.type(screen.getByLabelText('其他金额'), '50')
    await userEvent.click(pay)
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /充值协议/ })).toHaveFocus())
  })
})
