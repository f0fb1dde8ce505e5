import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ErrorBoundary } from '@/components/error-boundary'
import { appStore } from '@/store'

const TOKEN = 'tk-secret-000042'

/** A page that throws while `broken.now` is true (its props may carry the token). */
const broken = { now: true }
function Page(_props: { token?: string }) {
  if (broken.now) throw new Error('订单数据格式错误')
  return <p>订单列表</p>
}

function loggedText(spy: { mock: { calls: unknown[][] } }): string {
  return spy.mock.calls
    .flat()
    .map((arg) => {
      if (arg instanceof Error) return `${arg.message}\n${arg.stack ?? ''}`
      try {
        return typeof arg === 'string' ? arg : JSON.stringify(arg)
      } catch {
        return String(arg)
      }
    })
    .join('\n')
}

describe('ErrorBoundary', () => {
  let consoleError: ReturnType<typeof vi.spyOn>

  beforeEach(() => {
    broken.now = true
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it('shows 页面出错了 and a retry instead of a white screen', () => {
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('页面出错了')
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument()
    expect(screen.queryByText('订单列表')).not.toBeInTheDocument()
  })

  it('renders the children again on 重试', async () => {
    const user = userEvent.setup()
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    )
    // Still broken: the error comes back.
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(screen.getByText('页面出错了')).toBeInTheDocument()

    broken.now = false
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(screen.getByText('订单列表')).toBeInTheDocument()
    expect(screen.queryByText('页面出错了')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('clears the error when resetKey changes (a new location)', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/packageOrder/orderList">
        <Page />
      </ErrorBoundary>,
    )
    expect(screen.getByText('页面出错了')).toBeInTheDocument()

    broken.now = false
    // Same key: the error stays.
    rerender(
      <ErrorBoundary resetKey="/packageOrder/orderList">
        <Page />
      </ErrorBoundary>,
    )
    expect(screen.getByText('页面出错了')).toBeInTheDocument()

    rerender(
      <ErrorBoundary resetKey="/pages/my/my">
        <Page />
      </ErrorBoundary>,
    )
    expect(screen.getByText('订单列表')).toBeInTheDocument()
    expect(screen.queryByText('页面出错了')).not.toBeInTheDocument()
  })

  it('logs the message without the token of the store or of the page', () => {
    appStore.set({ token: TOKEN })
    render(
      <ErrorBoundary>
        <Page token={TOKEN} />
      </ErrorBoundary>,
    )
    expect(screen.getByText('页面出错了')).toBeInTheDocument()
    expect(consoleError).toHaveBeenCalledWith('页面出错', '订单数据格式错误', expect.anything())
    expect(loggedText(consoleError)).not.toContain(TOKEN)
  })
})
