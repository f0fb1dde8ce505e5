import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '@/api/endpoints/spec'
import { setFault } from '@/mocks/core/faults'
import { appStore } from '@/store'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

beforeEach(async () => {
  sessionStorage.clear()
  await loginThroughMock({ isPhone: true })
  appStore.set({ userInfo: null })
})
afterEach(() => {
  setFault(null)
})

describe('the user card when getChargeUserInfo fails', () => {
  it.each([
    ['Mine', '/pages/my/my', '个人信息'],
    ['home', '/', '用户信息'],
  ])(
    '%s says so with 重试 (the call has no toast, SPEC §8), and 重试 brings the profile',
    async (_, path, region) => {
      const fb = spyFeedback()
      setFault(`code:${API.userInfo}`)
      renderApp(path)
      const card = await screen.findByRole('region', { name: region })
      expect(
        await within(card).findByText('用户信息获取失败', {}, { timeout: 5000 }),
      ).toBeInTheDocument()
      expect(fb.toast).not.toHaveBeenCalled()
      setFault(null)
      await userEvent.click(within(card).getByRole('button', { name: '重试' }))
      await waitFor(() => expect(within(card).queryByText('用户信息获取失败')).toBeNull())
      expect(within(card).queryByText('微信用户')).toBeNull()
    },
  )
})
