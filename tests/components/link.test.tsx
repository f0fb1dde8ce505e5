import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  HashRouter,
  MemoryRouter,
  Link as RouterLink,
  useLocation,
  useNavigationType,
} from 'react-router-dom'
import { Link as AppLink } from '@/components/link'

/** Where the router is, and how it got there (PUSH, REPLACE or POP). */
function Where() {
  const location = useLocation()
  return <output>{`${useNavigationType()} ${location.pathname}${location.search}`}</output>
}

function renderAt(path: string, ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Where />
    </MemoryRouter>,
  )
}

// The same behaviour as react-router's Link, which the app's replaces (src/components/link).
describe.each([
  ['Link', AppLink],
  ["react-router's Link", RouterLink],
])('%s', (_name, Link) => {
  it("carries the router's address: #/path under the hash router, /path in memory", () => {
    const { unmount } = render(
      <HashRouter>
        <Link to="/pages/my/my?tab=1">我的</Link>
      </HashRouter>,
    )
    expect(screen.getByRole('link', { name: '我的' })).toHaveAttribute(
      'href',
      '#/pages/my/my?tab=1',
    )
    unmount()
    renderAt('/', <Link to="/pages/my/my">我的</Link>)
    expect(screen.getByRole('link', { name: '我的' })).toHaveAttribute('href', '/pages/my/my')
  })

  it('moves inside the app on a plain click, adding a history entry', async () => {
    renderAt(
      '/',
      <Link to="/packageOrder/orderList?tab=all" className="x" aria-describedby="d">
        订单
      </Link>,
    )
    const link = screen.getByRole('link', { name: '订单' })
    expect(link).toHaveClass('x')
    expect(link).toHaveAttribute('aria-describedby', 'd')
    await userEvent.click(link)
    expect(screen.getByRole('status')).toHaveTextContent('PUSH /packageOrder/orderList?tab=all')
  })

  it('replaces the entry for a link to where the user is', async () => {
    renderAt('/pages/my/my', <Link to="/pages/my/my">我的</Link>)
    await userEvent.click(screen.getByRole('link'))
    expect(screen.getByRole('status')).toHaveTextContent('REPLACE /pages/my/my')
  })

  it('replaces when asked to', async () => {
    renderAt(
      '/',
      <Link to="/pages/my/my" replace>
        我的
      </Link>,
    )
    await userEvent.click(screen.getByRole('link'))
    expect(screen.getByRole('status')).toHaveTextContent('REPLACE /pages/my/my')
  })

  it("runs the caller's onClick first, and stays when it prevents the default", async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault())
    renderAt(
      '/',
      <Link to="/pages/my/my" onClick={onClick}>
        我的
      </Link>,
    )
    await userEvent.click(screen.getByRole('link'))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toHaveTextContent('POP /')
  })

  it.each([
    ['a modifier key', { ctrlKey: true }],
    ['another button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_what, init) => {
    renderAt('/', <Link to="/pages/my/my">我的</Link>)
    const notCancelled = fireEvent.click(screen.getByRole('link'), init)
    expect(notCancelled).toBe(true)
    expect(screen.getByRole('status')).toHaveTextContent('POP /')
  })

  it('leaves a link to another target to the browser', () => {
    renderAt(
      '/',
      <Link to="/pages/my/my" target="_blank">
        我的
      </Link>,
    )
    expect(fireEvent.click(screen.getByRole('link'))).toBe(true)
    expect(screen.getByRole('status')).toHaveTextContent('POP /')
  })
})
