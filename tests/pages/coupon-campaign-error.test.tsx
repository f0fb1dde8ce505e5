import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setFault } from '@/mocks/core/faults'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

// The coupon pages have no nav bar (SPEC: no title) and are opened from a shared link: their
// error state must not be a dead end (audit "access", finding 5).
describe('coupon campaign pages that cannot load', () => {
  beforeEach(async () => {
    await loginThroughMock()
    spyFeedback()
  })

  it.each([
    ['/packageMine/h5ReceiveCouponPage', '活动加载失败', '领取优惠券'],
    ['/packageMine/receiveCouponSuccess', '领取结果加载失败', '领取结果'],
  ])('%s offers 重试 and 返回首页, under the page heading', async (path, title, heading) => {
    setFault('network:/coupon/campaign-detail@1')
    const { router } = renderApp(path)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(title)
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument()
    // axe's page-has-heading-one: the loaded page's h1 goes with its content.
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    await userEvent.click(within(alert).getByRole('link', { name: '返回首页' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    // Nothing to come back to: the failed page is not left behind home in the history.
    expect(router.state.historyAction).toBe('REPLACE')
  })
})
