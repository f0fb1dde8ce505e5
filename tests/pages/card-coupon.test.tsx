import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { API } from '@/api/endpoints/spec'
import { route } from '@/mocks/core/http'
import { setFault } from '@/mocks/core/faults'
import { server } from '@/mocks/node'
import { setBridge } from '@/wechat'
import { createSimulatedBridge } from '@/wechat/simulated'
import { askDialog } from '@/app/feedback'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { chosenPanel } from '../utils/tabs'

const PAGE = '/packageMine/mineCardCoupon'

const tickets = () => screen.getAllByRole('listitem')

beforeEach(async () => {
  await loginThroughMock()
  setBridge(createSimulatedBridge(askDialog))
})

describe('我的卡券', () => {
  it('sums up the cards and links to the card list', async () => {
    renderApp(PAGE)
    const cards = await screen.findByRole('link', { name: /我的充电卡/ }, { timeout: 5000 })
    await waitFor(() => expect(cards).toHaveTextContent('2 张 · 余额 ¥86.50 · 赠送 ¥10.00'))
    expect(cards).toHaveAttribute('href', '/packageChargingCard/list')
  })

  it('says when the cards could not be read, with 重试 that reads them', async () => {
    setFault('network:/card/card-list@1')
    spyFeedback()
    renderApp(PAGE)
    const failed = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(failed).toHaveTextContent('我的充电卡加载失败')
    await userEvent.click(within(failed).getByRole('button', { name: '重试' }))
    const cards = await screen.findByRole('link', { name: /我的充电卡/ })
    await waitFor(() => expect(cards).toHaveTextContent('2 张 · 余额 ¥86.50 · 赠送 ¥10.00'))
  })

  it('shows unused coupons with their rule, validity and 立即使用, which opens the scanner', async () => {
    renderApp(PAGE)
    expect(await screen.findByRole('tab', { name: '未使用', selected: true })).toBeInTheDocument()
    await waitFor(() => expect(tickets()).toHaveLength(3))
    const [first, , voucher] = tickets()
    expect(first).toHaveTextContent('满5减1')
    expect(first).toHaveTextContent('满5.00元可用')
    expect(first).toHaveTextContent('适用：全部站点')
    expect(first).toHaveTextContent('2026-10-01 至 2027-03-31')
    expect(voucher).toHaveTextContent('直接抵扣充电费用')
    await userEvent.click(within(first!).getByRole('button', { name: '立即使用' }))
    expect(await screen.findByLabelText('或输入电桩编号')).toBeInTheDocument()
  })

  it('switches to used and expired coupons, each marked, without 立即使用', async () => {
    const { router } = renderApp(PAGE)
    await userEvent.click(await screen.findByRole('tab', { name: '已使用' }))
    await waitFor(() => expect(router.state.location.search).toBe('?tab=USED'))
    await waitFor(() => expect(tickets()).toHaveLength(2))
    expect(within(chosenPanel('已使用')).getAllByRole('listitem')).toHaveLength(2)
    for (const t of tickets()) expect(t).toHaveTextContent('已使用')
    expect(screen.queryByRole('button', { name: '立即使用' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: '已过期' }))
    await waitFor(() => expect(tickets()).toHaveLength(1))
    expect(tickets()[0]).toHaveTextContent('满10减2')
    expect(tickets()[0]).toHaveTextContent('已过期')
  })

  it('has an empty state per tab', async () => {
    server.use(
      http.post(route(API.couponList), () =>
        HttpResponse.json({ code: '000000', msg: 'ok', data: { list: [], total: 0 } }),
      ),
    )
    renderApp(`${PAGE}?tab=EXPIRED`)
    expect(await screen.findByText('暂无已过期的优惠券')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: '未使用' }))
    expect(await screen.findByText('暂无可用的优惠券')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: '已使用' }))
    expect(await screen.findByText('暂无已使用的优惠券')).toBeInTheDocument()
  })
})
