import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { chargingKeys } from '@/api/charging'
import type { LiveCharging, OrderStatus } from '@/api/types'
import { userApi } from '@/api/user'
import { FOLLOW_PROMPT_INTERVAL_MS } from '@/app/auth'
import {
  FollowDialog,
  FollowPromptEnabled,
  followPromptPlace,
  opensScannerOnArrival,
} from '@/app/follow-dialog'
import { createQueryClient } from '@/app/query-client'
import { loadOperatorConfig } from '@/app/session'
import { env } from '@/config/env'
import { href } from '@/config/paths'
import { db } from '@/mocks/core/db'
import { appStore, operatorAppId } from '@/store'
import { setBridge } from '@/wechat'
import { fakeBridge } from './fake-bridge'
import { recordRequests } from '../utils/calls'

const HEADING = { name: '关注绿动充电' }
const ATTENTION = '/user/get-attention'

let requests: ReturnType<typeof recordRequests>
let bridge: ReturnType<typeof fakeBridge>

/** The state after boot: logged in through the mock, an openid known, the operator config loaded. */
async function signIn(openid = 'oGZUfollowtest0000000000001'): Promise<void> {
  const { token } = await userApi.login({ authCode: 'c1', loginType: '02', appId: env.wxAppId })
  appStore.set({ token, isLogin: true, customOpenid: openid })
  await loadOperatorConfig()
}

/** The prompt where RootLayout mounts it, at an in-app path, after the first paint. */
function renderAt(path: string, queryClient: QueryClient = createQueryClient()) {
  const onOverlayChange = vi.fn<(close: (() => void) | undefined) => void>()
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <button type="button">页面上的按钮</button>
        <FollowPromptEnabled value>
          <FollowDialog onOverlayChange={onOverlayChange} />
        </FollowPromptEnabled>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { ...utils, onOverlayChange }
}

/** Lets a call that was (not) started answer and render. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

/** The live charging page's data in the cache, as its query leaves it. */
function withLiveStatus(orderId: string, status: OrderStatus): QueryClient {
  const client = createQueryClient()
  client.setQueryData<Partial<LiveCharging>>(chargingKeys.live(orderId), { status })
  return client
}

beforeEach(() => {
  requests = recordRequests()
  bridge = fakeBridge()
  setBridge(bridge)
})

afterEach(() => {
  requests.stop()
})

describe('where the follow prompt may show', () => {
  it('home and an ended charge only', () => {
    expect(followPromptPlace('/', undefined)).toBe(true)
    expect(followPromptPlace('/pages/index/index', undefined)).toBe(true)
    expect(followPromptPlace('/packageOrder/chargingDetail', 'COMPLETED')).toBe(true)
    expect(followPromptPlace('/packageOrder/chargingDetail', 'START_FAILED')).toBe(true)
    expect(followPromptPlace('/packageOrder/chargingDetail', 'CHARGING')).toBe(false)
    expect(followPromptPlace('/packageOrder/chargingDetail', undefined)).toBe(false)
    for (const name of ['privacy', 'bindPhone', 'secondScanPage', 'scan', 'my'] as const) {
      expect(followPromptPlace(href(name), undefined)).toBe(false)
    }
  })
})

describe('a visit that came to scan (the /scanCode entry)', () => {
  it('is recognised from the landing hash, so the prompt stays away for that visit', () => {
    expect(opensScannerOnArrival('#/?scan=1')).toBe(true)
    expect(opensScannerOnArrival('#/pages/index/index?scan=1')).toBe(true)
    expect(opensScannerOnArrival('#/')).toBe(false)
    expect(opensScannerOnArrival('')).toBe(false)
    expect(opensScannerOnArrival('#/pages/my/my?scan=1')).toBe(false)
  })
})

describe('FollowDialog (SPEC §4 and docs/design-notes.md)', () => {
  it('asks a user on home who does not follow (flag != 1), with the QR code', async () => {
    await signIn()
    renderAt('/')
    expect(await screen.findByRole('heading', HEADING)).toBeInTheDocument()
    expect(screen.getByRole('dialog', HEADING)).toHaveTextContent('长按识别二维码关注')
    const qr = await screen.findByRole('img', { name: /二维码/ })
    expect(qr).toHaveAttribute('alt', '绿动充电二维码')
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  })

  it('never appears for a user who follows (flag == 1)', async () => {
    db.user.follows = 1
    await signIn()
    renderAt('/')
    await waitFor(() => expect(requests.answered(ATTENTION)).toBe(1))
    await settle()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(requests.count('/user/createQRCode')).toBe(0)
  })

  it("never appears when the server sends the flag as text ('1')", async () => {
    db.user.follows = '1' as unknown as number
    await signIn()
    renderAt('/')
    await waitFor(() => expect(requests.answered(ATTENTION)).toBe(1))
    await settle()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('is not shown over a policy page, a form or a payment, and does not even check', async () => {
    await signIn()
    for (const path of [
      href('privacy'),
      href('bindPhone'),
      href('secondScanPage', { deviceId: '10000001', portNo: 1, planId: 'T2', amount: 200 }),
    ]) {
      const view = renderAt(path)
      await settle()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      view.unmount()
    }
    expect(requests.count(ATTENTION)).toBe(0)
  })

  it('shows on the live charging page once the charge has ended, not while it runs', async () => {
    await signIn()
    const running = renderAt(
      href('chargingDetail', { orderId: 'OD1' }),
      withLiveStatus('OD1', 'CHARGING'),
    )
    await settle()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    running.unmount()

    renderAt(href('chargingDetail', { orderId: 'OD1' }), withLiveStatus('OD1', 'COMPLETED'))
    expect(await screen.findByRole('heading', HEADING)).toBeInTheDocument()
  })

  it('closed, it stays away for a day (not twice a day), then comes back', async () => {
    const user = userEvent.setup()
    await signIn()
    const first = renderAt('/')
    await user.click(await screen.findByRole('button', { name: '我知道了' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const closedAt = appStore.get().followPromptClosedAt[operatorAppId()]
    expect(closedAt).toBeGreaterThan(Date.now() - 5000)
    expect(localStorage.getItem('followPromptClosedAt')).toContain(operatorAppId())
    first.unmount()

    // Home again later that day (a new page load, a new query cache): no prompt, no check.
    const before = requests.count(ATTENTION)
    const again = renderAt('/')
    await settle()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(requests.count(ATTENTION)).toBe(before)
    again.unmount()

    // A day later it may ask again.
    appStore.set({
      followPromptClosedAt: { [operatorAppId()]: Date.now() - FOLLOW_PROMPT_INTERVAL_MS },
    })
    renderAt('/')
    expect(await screen.findByRole('heading', HEADING)).toBeInTheDocument()
  })

  it('takes the focus, closes on Escape, and gives the focus back', async () => {
    const user = userEvent.setup()
    await signIn()
    renderAt('/')
    // The user was on the page's button when the prompt opened.
    const pageButton = screen.getByRole('button', { name: '页面上的按钮' })
    pageButton.focus()
    const ok = await screen.findByRole('button', { name: '我知道了' })
    await waitFor(() => expect(ok).toHaveFocus())
    expect(screen.getByRole('dialog', HEADING)).toHaveAttribute('aria-modal', 'true')
    // Tab stays inside.
    await user.tab()
    expect(ok).toHaveFocus()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(pageButton).toHaveFocus()
    expect(appStore.get().followPromptClosedAt[operatorAppId()]).toBeDefined()
  })

  it('hands the nav bar its close while open (返回 closes the prompt, it does not navigate)', async () => {
    await signIn()
    const { onOverlayChange } = renderAt(
      href('chargingDetail', { orderId: 'OD2' }),
      withLiveStatus('OD2', 'START_FAILED'),
    )
    await screen.findByRole('heading', HEADING)
    await waitFor(() => expect(onOverlayChange).toHaveBeenLastCalledWith(expect.any(Function)))
    const close = onOverlayChange.mock.lastCall?.[0]
    act(() => close?.())
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(onOverlayChange).toHaveBeenLastCalledWith(undefined)
  })

  it('does not check before login; without an openid it fetches one (silent OAuth) first', async () => {
    const loggedOut = renderAt('/')
    await settle()
    expect(requests.count(ATTENTION)).toBe(0)
    expect(bridge.authorize).not.toHaveBeenCalled()
    loggedOut.unmount()

    await signIn('')
    renderAt('/')
    await waitFor(() => expect(bridge.authorize).toHaveBeenCalledTimes(1))
    expect(bridge.authorize.mock.lastCall?.[2]).toBe('snsapi_base')
    expect(requests.count(ATTENTION)).toBe(0)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
