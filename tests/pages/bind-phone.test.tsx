import { act, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CODE_COUNTDOWN_SECONDS } from '@/lib/constants'
import { setFault } from '@/mocks/core/faults'
import { BIND_TEXT } from '@/pages/packageMine/h5BindPhone'
import { useCountdown } from '@/pages/packageMine/h5BindPhone/use-countdown'
import { appStore } from '@/store'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { bodiesOf, countCalls } from '../utils/calls'

describe('bind phone', () => {
  it('names the bound phone from the profile when this browser never bound it', async () => {
    const profile = { nickName: '张师傅', headUrl: '', maskMobileNo: '139****0000' }
    await loginThroughMock({ isPhone: true, phone: '', userInfo: profile })
    const { unmount } = renderApp('/packageMine/h5BindPhone')
    expect(
      await screen.findByText('当前绑定手机号 139****0000，可更换为新的手机号'),
    ).toBeInTheDocument()
    unmount()
    appStore.set({ phone: '', userInfo: null })
    renderApp('/packageMine/h5BindPhone')
    expect(await screen.findByText('已绑定手机号，可更换为新的手机号')).toBeInTheDocument()
  })

  it('validates the mobile before sending a code', async () => {
    await loginThroughMock()
    const sends = countCalls('send-mobile-code')
    renderApp('/packageMine/h5BindPhone')
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号'), '1123456789')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(screen.getByRole('alert')).toHaveTextContent(BIND_TEXT.badMobile)
    expect(sends.count).toBe(0)
  })

  it('sends once, counts down from 60 s, binds with the code and sets the masked phone', async () => {
    await loginThroughMock()
    const sends = countCalls('send-mobile-code')
    const bodies = bodiesOf('/user/getChargeUserMobile')
    const { router } = renderApp('/packageMine/h5BindPhone')
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号'), '13812345678')
    const send = screen.getByRole('button', { name: '获取验证码' })
    await userEvent.click(send)
    const counting = await screen.findByRole('button', {
      name: `重新发送(${CODE_COUNTDOWN_SECONDS}s)`,
    })
    expect(counting).toBeDisabled()
    await userEvent.click(counting)
    expect(sends.count).toBe(1)

    await userEvent.type(screen.getByPlaceholderText('请输入6位验证码'), '12345')
    await userEvent.click(screen.getByRole('button', { name: '立即绑定' }))
    expect(screen.getByRole('alert')).toHaveTextContent(BIND_TEXT.badCode)

    await userEvent.type(screen.getByPlaceholderText('请输入6位验证码'), '6')
    await userEvent.click(screen.getByRole('button', { name: '立即绑定' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/my'))
    expect(appStore.get()).toMatchObject({ isPhone: true, phone: '138****5678' })
    expect(localStorage.getItem('isPhone')).toBe('true')
    // Bound: coming back to change the number starts afresh.
    await act(() => router.navigate('/packageMine/h5BindPhone'))
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeEnabled()
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('')
    // SPEC §7's call, with loginType '02' and the SMS code in place of encrypted phone data.
    expect(bodies).toEqual([{ loginType: '02', mobile: '13812345678', code: '123456' }])
  })

  it('leaving and coming back keeps the countdown and the number (no second send)', async () => {
    await loginThroughMock()
    const sends = countCalls('send-mobile-code')
    const { router } = renderApp('/packageMine/h5BindPhone')
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号'), '13812345678')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    await screen.findByRole('button', { name: /^重新发送\(\d+s\)$/ })
    await act(() => router.navigate('/pages/my/my'))
    await act(() => router.navigate('/packageMine/h5BindPhone'))
    const counting = await screen.findByRole('button', { name: /^重新发送\(\d+s\)$/ })
    expect(counting).toBeDisabled()
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('13812345678')
    await userEvent.click(counting)
    expect(sends.count).toBe(1)
  })

  it('shows the server message for a wrong code and stays', async () => {
    await loginThroughMock()
    const fb = spyFeedback()
    const { router } = renderApp('/packageMine/h5BindPhone')
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号'), '13812345678')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    await userEvent.type(screen.getByPlaceholderText('请输入6位验证码'), '654321')
    await userEvent.click(screen.getByRole('button', { name: '立即绑定' }))
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith('验证码错误或已过期'))
    expect(router.state.location.pathname).toBe('/packageMine/h5BindPhone')
    expect(appStore.get().isPhone).toBe(false)
  })

  it('returns to a safe in-app redirect only', async () => {
    await loginThroughMock()
    const { router } = renderApp('/packageMine/h5BindPhone?redirect=%2FpackageMine%2Ftips')
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号'), '13912345678')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    await userEvent.type(screen.getByPlaceholderText('请输入6位验证码'), '123456')
    await userEvent.click(screen.getByRole('button', { name: '立即绑定' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/packageMine/tips'))
  })

  it('two taps on 获取验证码 in one tick send one code', async () => {
    await loginThroughMock()
    const fb = spyFeedback()
    const sends = countCalls('send-mobile-code')
    renderApp('/packageMine/h5BindPhone')
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号'), '13812345678')
    const send = screen.getByRole('button', { name: '获取验证码' })
    act(() => {
      send.click()
      send.click()
    })
    expect(
      await screen.findByRole('button', { name: `重新发送(${CODE_COUNTDOWN_SECONDS}s)` }),
    ).toBeDisabled()
    expect(sends.count).toBe(1)
    expect(fb.toast).toHaveBeenCalledTimes(1)
    expect(fb.toast).toHaveBeenCalledWith(BIND_TEXT.sent)
  })

  it('two taps on 立即绑定 in one tick bind once', async () => {
    await loginThroughMock()
    const fb = spyFeedback()
    const binds = countCalls('getChargeUserMobile')
    const { router } = renderApp('/packageMine/h5BindPhone')
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号'), '13812345678')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    await userEvent.type(screen.getByPlaceholderText('请输入6位验证码'), '123456')
    const submit = screen.getByRole('button', { name: '立即绑定' })
    act(() => {
      submit.click()
      submit.click()
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/my'))
    expect(binds.count).toBe(1)
    expect(fb.toast).toHaveBeenCalledWith(BIND_TEXT.bound)
    expect(fb.toast).toHaveBeenCalledTimes(2) // sent, bound: no refusal of a second bind
  })

  it('a code that could not be sent is shown, and the button is free again', async () => {
    await loginThroughMock()
    const fb = spyFeedback()
    renderApp('/packageMine/h5BindPhone')
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号'), '13812345678')
    setFault('code:/user/send-mobile-code')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith('模拟的业务错误'))
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled()
  })

  it('ignores a redirect to another site', async () => {
    await loginThroughMock()
    const { router } = renderApp('/packageMine/h5BindPhone?redirect=https%3A%2F%2Fevil.cn%2F')
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号'), '13712345678')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    await userEvent.type(screen.getByPlaceholderText('请输入6位验证码'), '123456')
    await userEvent.click(screen.getByRole('button', { name: '立即绑定' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/my'))
  })
})

describe('the code countdown', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('counts 60 s from a deadline and survives re-renders', () => {
    const { result, rerender } = renderHook(() => useCountdown())
    expect(result.current.running).toBe(false)
    act(() => result.current.start())
    expect(result.current.left).toBe(60)
    act(() => vi.advanceTimersByTime(10_000))
    rerender()
    expect(result.current.left).toBe(50)
    act(() => vi.advanceTimersByTime(50_000))
    expect(result.current.left).toBe(0)
    expect(result.current.running).toBe(false)
  })
})
