import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { userApi } from '@/api/user'
import { createQueryClient } from '@/app/query-client'
import { AppRouter, LazyPage } from '@/app/router'
import { env } from '@/config/env'
import { appStore } from '@/store'
import { renderApp } from '../utils/render'

const navHeading = () => screen.findByRole('heading', { level: 1 })
const tabBar = () => screen.getByRole('navigation', { name: '主导航' })
const back = () => screen.getByRole('button', { name: '返回' })

afterEach(() => {
  window.history.replaceState(null, '', '/')
  document.title = ''
})

describe('home', () => {
  it('shows the default index title in the nav bar and as the document title', async () => {
    renderApp('/')
    expect(await navHeading()).toHaveTextContent('充电小助手')
    await waitFor(() => expect(document.title).toBe('充电小助手'))
  })

  it("shows the operator's stored index title", async () => {
    appStore.set({ indexTitle: '易充' })
    renderApp('/pages/index/index')
    expect(await navHeading()).toHaveTextContent('易充')
    await waitFor(() => expect(document.title).toBe('易充'))
  })

  it('shows a title holding markup as text', async () => {
    appStore.set({ indexTitle: '<img src=x onerror=alert(1)>' })
    renderApp('/')
    const heading = await navHeading()
    expect(heading).toHaveTextContent('<img src=x onerror=alert(1)>')
    expect(heading.querySelector('img')).toBeNull()
  })

  it('has no back button, and the tab bar marks 首页 as the current page', async () => {
    renderApp('/')
    await navHeading()
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument()
    const home = within(tabBar()).getByRole('link', { name: '首页' })
    const mine = within(tabBar()).getByRole('link', { name: '我的' })
    expect(home).toHaveAttribute('aria-current', 'page')
    expect(mine).not.toHaveAttribute('aria-current')
  })

  it('switches to 我的 from the tab bar', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/')
    await navHeading()
    await user.click(within(tabBar()).getByRole('link', { name: '我的' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/my'))
    expect(await screen.findByRole('heading', { level: 1, name: '我的' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('我的'))
    expect(within(tabBar()).getByRole('link', { name: '我的' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(tabBar()).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current')
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument()
  })

  it('shows the signed-in user and their balance', async () => {
    const { token } = await userApi.login({
      authCode: 'c1',
      loginType: '02',
      appId: env.wxAppId,
    })
    appStore.set({ token, isLogin: true })
    renderApp('/')
    expect(await screen.findByText('张师傅')).toBeInTheDocument()
    expect(await screen.findByText('86.50')).toBeInTheDocument()
  })
})

describe('sub pages', () => {
  it('show their title, a back button and no tab bar', async () => {
    renderApp('/packageMine/privacy')
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('隐私政策'))
    expect(back()).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument()
  })

  it('that SPEC shows without a title have no nav bar, and the index title as document title', async () => {
    document.title = ''
    renderApp('/packageMine/receiveCouponSuccess')
    // Not empty: axe's document-title rule (serious) asks every page for one.
    await waitFor(() => expect(document.title).toBe('充电小助手'))
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument()
  })

  it('go home on 返回 when they were opened first', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/packageMine/privacy')
    await screen.findByRole('heading', { level: 1, name: '隐私政策' })
    await user.click(back())
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await navHeading()).toHaveTextContent('充电小助手')
  })

  it('go back on 返回 after navigating (hash history, as in production)', async () => {
    // jsdom follows an <a> without href (antd-mobile's clickable List.Item) to the document URL,
    // which a browser does not do; stop that so only the app's own navigation happens.
    const ignoreBareLinks = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest('a')
      if (link && !link.hasAttribute('href')) event.preventDefault()
    }
    document.addEventListener('click', ignoreBareLinks)
    onTestFinished(() => document.removeEventListener('click', ignoreBareLinks))
    const user = userEvent.setup()
    window.history.replaceState(null, '', '/#/pages/my/my')
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AppRouter />
      </QueryClientProvider>,
    )
    await screen.findByRole('heading', { level: 1, name: '我的' })

    await user.click(await screen.findByText('隐私政策'))
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument()
    expect(window.location.hash).toBe('#/packageMine/privacy')
    // The link went with its page: the new page's title has focus, not the body (WCAG 2.4.3).
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: '隐私政策' })).toHaveFocus(),
    )

    await user.click(back())
    await waitFor(() => expect(window.location.hash).toBe('#/pages/my/my'))
    expect(await screen.findByRole('heading', { level: 1, name: '我的' })).toBeInTheDocument()
    // Back where the page was left: the link that opened 隐私政策 has focus again, not the title.
    await waitFor(() => expect(screen.getByRole('link', { name: '隐私政策' })).toHaveFocus())

    // A page opened while the title has focus (not from a control of the page): the title takes
    // it again, so its new text is read (review).
    const title = screen.getByRole('heading', { level: 1, name: '我的' })
    act(() => title.focus())
    let focused = 0
    title.addEventListener('focus', () => (focused += 1))
    act(() => {
      window.location.hash = '#/packageMine/privacy'
    })
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBe(title)
    await waitFor(() => expect(focused).toBe(1))
    expect(title).toHaveFocus()
  })
})

describe('unknown paths', () => {
  it('show 页面不存在 with a way home', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/packageMine/doesNotExist')
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: '返回首页' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await navHeading()).toHaveTextContent('充电小助手')
  })
})

describe('route errors', () => {
  beforeEach(() => {
    // React and the router report the caught error; keep the output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('a page whose chunk fails to load shows 页面加载失败 with 重试 and a way home', async () => {
    const user = userEvent.setup()
    const failedChunk = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')
    let app: ReturnType<typeof renderApp> | undefined
    // Awaited: the page suspends on its chunk first, and act resumes it only when awaited.
    await act(async () => {
      app = renderApp('/broken/chunk', [
        {
          path: '/broken/chunk',
          element: <LazyPage load={() => Promise.reject(failedChunk)} />,
        },
      ])
    })
    const router = app!.router
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('页面加载失败')
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument()

    await user.click(within(alert).getByRole('button', { name: '返回首页' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await navHeading()).toHaveTextContent('充电小助手')
  })

  it('重试 renders a failed page again', async () => {
    const user = userEvent.setup()
    let fail = true
    function Flaky() {
      if (fail) throw new Error('boom')
      return <p>recovered</p>
    }
    renderApp('/broken/flaky', [{ path: '/broken/flaky', element: <Flaky /> }])
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('页面出错了')
    fail = false
    await user.click(within(alert).getByRole('button', { name: '重试' }))
    expect(await screen.findByText('recovered')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('a page that throws while rendering keeps the nav bar and offers 重试', async () => {
    function Broken(): never {
      throw new Error('render failed')
    }
    const { router } = renderApp('/broken/render', [
      { path: '/broken/render', element: <Broken /> },
    ])
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('页面出错了')
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument()
    // The layout survives: the user can still go back.
    expect(back()).toBeInTheDocument()

    // Leaving the page clears the error.
    await act(() => router.navigate('/packageMine/tips'))
    expect(
      await screen.findByRole('heading', { level: 1, name: '安全充电小贴士' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
