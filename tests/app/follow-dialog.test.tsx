import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { userApi } from '@/api/user'
import { FollowDialog } from '@/app/follow-dialog'
import { loadOperatorConfig } from '@/app/session'
import { env } from '@/config/env'
import { db } from '@/mocks/db'
import { appStore } from '@/store'
import { renderWithProviders } from '../utils/render'
import { recordRequests } from './requests'
import { whenClickable } from './ui'

let requests: ReturnType<typeof recordRequests>

/** The state after boot: logged in through the mock, an openid known, the operator config loaded. */
async function signIn(): Promise<void> {
  const { token } = await userApi.login({ authCode: 'c1', loginType: '02', appId: env.wxAppId })
  appStore.set({ token, isLogin: true, customOpenid: 'oGZUfollowtest0000000000001' })
  await loadOperatorConfig()
}

beforeEach(() => {
  sessionStorage.clear()
  requests = recordRequests()
})

afterEach(() => {
  requests.stop()
  sessionStorage.clear()
})

describe('FollowDialog (SPEC §4)', () => {
  it('asks a user who does not follow to follow, with the QR code', async () => {
    await signIn()
    renderWithProviders(<FollowDialog />)

    expect(await screen.findByRole('heading', { name: '关注绿动充电' })).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toHaveTextContent('长按识别二维码关注')
    const qr = await screen.findByRole('img', { name: /二维码/ })
    expect(qr).toHaveAttribute('alt', '绿动充电二维码')
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  })

  it('closes on 我知道了 and does not come back in the same visit', async () => {
    const user = userEvent.setup()
    await signIn()
    const first = renderWithProviders(<FollowDialog />)
    const button = await screen.findByRole('button', { name: '我知道了' })
    await user.click(await whenClickable(button))
    await waitFor(
      () => expect(screen.queryByRole('heading', { name: '关注绿动充电' })).not.toBeInTheDocument(),
      { timeout: 5000 },
    )

    // Rendered again (a new page, a new query cache): no dialog, and no new follow check.
    first.unmount()
    const before = requests.count('/user/get-attention')
    renderWithProviders(<FollowDialog />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('heading', { name: '关注绿动充电' })).not.toBeInTheDocument()
    expect(requests.count('/user/get-attention')).toBe(before)
  })

  it('never appears for a user who follows', async () => {
    db.user.follows = 1
    await signIn()
    renderWithProviders(<FollowDialog />)
    await waitFor(() => expect(requests.answered('/user/get-attention')).toBe(1))
    // Give the answer time to render.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('heading', { name: /关注/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /二维码/ })).not.toBeInTheDocument()
    expect(requests.count('/user/createQRCode')).toBe(0)
  })

  it('does not check before login, nor without an openid', async () => {
    renderWithProviders(<FollowDialog />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests.count('/user/get-attention')).toBe(0)
    expect(screen.queryByRole('heading', { name: /关注/ })).not.toBeInTheDocument()
  })
})
