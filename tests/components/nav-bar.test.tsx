import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HashRouter, Route, Routes } from 'react-router-dom'
import { Link } from '@/components/link'
import { NavBar, hasInAppHistory } from '@/components/nav-bar'
import { RequirePhone } from '@/components/require-phone'
import { href } from '@/config/paths'
import { appStore } from '@/store'

/*
 * In the browser the app runs in a hash router: react-router keeps `idx` in history.state (0 on the
 * first entry, +1 per push, unchanged on replace). These tests use the same router over jsdom's
 * history, so a wrong history.back() shows as a location the app never chose.
 */

const PAYMENT = href('secondScanPage', { deviceId: '10000001', portNo: 1, amount: 200 })

function App() {
  return (
    <HashRouter>
      <Routes>
        <Route path="/" element={<p>首页内容</p>} />
        <Route
          path="/pages/scan/secondScanPage"
          element={
            <>
              <NavBar title="充电支付" showBack />
              <RequirePhone>
                <p>支付内容</p>
              </RequirePhone>
            </>
          }
        />
        <Route path="/packageMine/h5BindPhone" element={<NavBar title="绑定手机号" showBack />} />
        <Route path="/pages/my/my" element={<Link to={href('privacy')}>隐私政策</Link>} />
        <Route path="/packageMine/privacy" element={<NavBar title="隐私政策" showBack />} />
      </Routes>
    </HashRouter>
  )
}

/** A link opened from a chat: the chat's page, then the app's first entry. */
function openFromChat(path: string) {
  window.history.pushState(null, '', '/chat')
  window.history.pushState(null, '', `/#${path}`)
}

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('NavBar 返回', () => {
  it('on a payment link redirected to bind the phone, goes home (replace), not out of the app', async () => {
    const user = userEvent.setup()
    appStore.set({ isPhone: false })
    openFromChat(PAYMENT)
    const length = window.history.length
    render(<App />)
    expect(await screen.findByRole('heading', { name: '绑定手机号' })).toBeInTheDocument()
    // The redirect replaced the entry: still the first one of the visit, nothing to go back to.
    expect(window.history.length).toBe(length)
    expect(hasInAppHistory()).toBe(false)

    await user.click(screen.getByRole('button', { name: '返回' }))
    await waitFor(() => expect(window.location.hash).toBe('#/'))
    expect(window.location.pathname).toBe('/')
    expect(screen.getByText('首页内容')).toBeInTheDocument()
    expect(window.history.length).toBe(length)
  })

  it('goes back one page after the app moved', async () => {
    const user = userEvent.setup()
    openFromChat(href('my'))
    render(<App />)
    await user.click(await screen.findByRole('link', { name: '隐私政策' }))
    expect(await screen.findByRole('heading', { name: '隐私政策' })).toBeInTheDocument()
    expect(hasInAppHistory()).toBe(true)
    await user.click(screen.getByRole('button', { name: '返回' }))
    await waitFor(() => expect(window.location.hash).toBe('#/pages/my/my'))
  })

  it('closes an open overlay instead of navigating', async () => {
    const user = userEvent.setup()
    const closeOverlay = vi.fn()
    openFromChat(href('privacy'))
    render(
      <HashRouter>
        <NavBar title="隐私政策" showBack onCloseOverlay={closeOverlay} />
      </HashRouter>,
    )
    await user.click(screen.getByRole('button', { name: '返回' }))
    expect(closeOverlay).toHaveBeenCalledTimes(1)
    expect(window.location.hash).toBe('#/packageMine/privacy')
  })
})

describe('hasInAppHistory', () => {
  it('reads the router index of the current entry', () => {
    window.history.replaceState({ idx: 0 }, '')
    expect(hasInAppHistory()).toBe(false)
    window.history.replaceState({ idx: 2, key: 'k' }, '')
    expect(hasInAppHistory()).toBe(true)
    window.history.replaceState(null, '')
    expect(hasInAppHistory()).toBe(false)
  })
})
