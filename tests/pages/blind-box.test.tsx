import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '@/api/endpoints/spec'
import { db } from '@/mocks/core/db'
import { setFault } from '@/mocks/core/faults'
import { prizeFor } from '@/mocks/points/blind-box-handlers'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { countCalls } from '../utils/calls'
import { chosenPanel } from '../utils/tabs'

const PAGE = '/packageRedPacket/blackBoxPage'

beforeEach(async () => {
  await loginThroughMock({ isPhone: true })
})
afterEach(() => {
  setFault(null)
})

describe('盲盒抽奖', () => {
  it('draws, polls the status silently while it opens, then shows the prize', async () => {
    const fb = spyFeedback()
    const polls = countCalls(API.blindBoxStatus)
    const { router } = renderApp(PAGE)
    expect(await screen.findByRole('heading', { name: '充电满额盲盒' })).toBeInTheDocument()
    // A failing status answer while opening: no toast, no overlay, the page keeps asking.
    setFault(`code:${API.blindBoxStatus}`)
    await userEvent.click(screen.getByRole('button', { name: '立即开启' }))
    expect(await screen.findByText('盲盒开启中…')).toBeInTheDocument()
    await waitFor(() => expect(polls.count).toBeGreaterThanOrEqual(2), { timeout: 4000 })
    expect(screen.getByText('盲盒开启中…')).toBeInTheDocument()
    setFault(null)
    const prize = prizeFor('BB20261101')
    expect(await screen.findByText(prize.name, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(fb.toast).not.toHaveBeenCalled()
    expect(fb.showLoading).not.toHaveBeenCalled()
    expect(router.state.location.search).toBe('?blindBoxId=BB20261101')
    const settled = polls.count
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(polls.count).toBe(settled) // polling stops once opened
    // The claim of a box drawn here sticks (the last poll's OPENED does not undo it).
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }))
    expect(await screen.findByText('已领取')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.getByText('已领取')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '立即领取' })).not.toBeInTheDocument()
  })

  it('claims once however many taps; the prize joins the coupons', async () => {
    const fb = spyFeedback()
    const claims = countCalls(API.blindBoxClaimCoupon)
    renderApp(`${PAGE}?blindBoxId=BB20261015`)
    const button = await screen.findByRole('button', { name: '立即领取' })
    await userEvent.dblClick(button)
    expect(await screen.findByText('已领取')).toBeInTheDocument()
    expect(claims.count).toBe(1)
    expect(fb.toast).toHaveBeenCalledWith('领取成功')
    expect(screen.queryByRole('button', { name: '立即领取' })).not.toBeInTheDocument()
    expect(db.coupons.some((c) => c.couponId === 'CPBB20261015')).toBe(true)
    expect(screen.getByRole('link', { name: '查看我的充电券' })).toBeInTheDocument()
  })

  it('says when there is no box to open, and shows a failed load with 重试', async () => {
    for (const box of db.blindBoxes) box.status = 'CLAIMED'
    const { unmount } = renderApp(PAGE)
    expect(await screen.findByText('暂无可开启的盲盒')).toBeInTheDocument()
    unmount()
    setFault(`network:${API.blindBoxDetail}`)
    renderApp(PAGE)
    expect(await screen.findByText('盲盒加载失败')).toBeInTheDocument()
    setFault(null)
    await userEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByText('暂无可开启的盲盒')).toBeInTheDocument()
  })
})

describe('我的盲盒奖品 and 我的充电券', () => {
  it('lists the boxes, claims from the list, and shows the voucher with its validity', async () => {
    const { router } = renderApp('/packageRedPacket/mineBlackBoxGift')
    expect(await screen.findByRole('article', { name: '周末充电盲盒' })).toHaveTextContent('待领取')
    await userEvent.click(screen.getByRole('button', { name: '领取' }))
    await waitFor(() =>
      expect(screen.getByRole('article', { name: '周末充电盲盒' })).toHaveTextContent('已领取'),
    )
    await userEvent.click(screen.getByRole('link', { name: '去使用' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/packageRedPacket/blackBoxChargeVoucher'),
    )
    expect(await screen.findByText('满20减5元充电优惠券')).toBeInTheDocument()
    expect(screen.getByText(/来自周末充电盲盒/)).toBeInTheDocument()
  })

  it('我的充电券: the status tabs are the shared tab strip, kept in the link', async () => {
    const { router } = renderApp('/packageRedPacket/blackBoxChargeVoucher')
    const tabs = await screen.findByRole('tablist', { name: '充电券状态' })
    expect(screen.getByRole('tab', { name: '可使用' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(screen.getByRole('tab', { name: '已过期' }))
    expect(router.state.location.search).toBe('?status=EXPIRED')
    expect(screen.getByRole('tab', { name: '已过期' })).toHaveAttribute('aria-selected', 'true')
    expect(tabs).toHaveClass('tab-strip')
    // The vouchers' list is the chosen tab's panel.
    expect(await within(chosenPanel('已过期')).findByText('暂无记录')).toBeInTheDocument()
  })
})
