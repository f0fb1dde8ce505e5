import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '@/api/endpoints/spec'
import { setFault } from '@/mocks/core/faults'
import { CARD_TEXT } from '@/pages/packageChargingCard/realCardDetail'
import { appStore } from '@/store'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { countCalls } from '../utils/calls'

const link = (id: string) =>
  encodeURIComponent(`https://h5.charge.example.cn/b/card/activate/${id}`)

describe('physical card activation (realCardDetail)', () => {
  beforeEach(async () => {
    await loginThroughMock()
  })

  it('reads the card from the scanned link (q), confirms, activates and clears the stored id', async () => {
    const fb = spyFeedback()
    appStore.set({ scanCodeEntityCardId: 'C100' })
    renderApp(`/packageChargingCard/realCardDetail?q=${link('C100')}`)
    expect(await screen.findByText('未激活')).toBeInTheDocument()
    expect(screen.getByText('50.00')).toBeInTheDocument()
    // The gift is kept apart from the balance (DESIGN §7): beside it, not inside it.
    expect(screen.getByText('另有赠送余额 ¥5.00')).toBeInTheDocument()
    expect(screen.queryByText(/含赠送/)).not.toBeInTheDocument()
    expect(screen.getByText('全部站点')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '激活此卡' }))
    expect(fb.confirm).toHaveBeenCalledWith('激活实体卡', CARD_TEXT.confirm, '确认激活')
    expect(await screen.findByText('正常')).toBeInTheDocument()
    expect(fb.toast).toHaveBeenCalledWith(CARD_TEXT.activated)
    expect(screen.getByText(CARD_TEXT.mine)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '激活此卡' })).not.toBeInTheDocument()
    expect(appStore.get().scanCodeEntityCardId).toBe('')
  })

  it('uses the id stored by the entry link when there is no q, and keeps the card after activating', async () => {
    spyFeedback()
    appStore.set({ scanCodeEntityCardId: 'C200' })
    renderApp('/packageChargingCard/realCardDetail')
    expect(await screen.findByText('西湖文化广场充电站')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '激活此卡' }))
    expect(await screen.findByText('正常')).toBeInTheDocument()
    expect(appStore.get().scanCodeEntityCardId).toBe('')
    expect(screen.getByText('西湖文化广场充电站')).toBeInTheDocument()
  })

  it('does nothing when the confirmation is declined', async () => {
    const fb = spyFeedback()
    fb.confirm.mockResolvedValue(false)
    renderApp(`/packageChargingCard/realCardDetail?q=${link('C100')}`)
    await userEvent.click(await screen.findByRole('button', { name: '激活此卡' }))
    await waitFor(() => expect(fb.confirm).toHaveBeenCalled())
    expect(screen.getByText('未激活')).toBeInTheDocument()
  })

  it('says when a card belongs to someone else, or is lost, and offers no activation', async () => {
    renderApp(`/packageChargingCard/realCardDetail?q=${link('C400')}`)
    expect(await screen.findByText(CARD_TEXT.others)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '激活此卡' })).not.toBeInTheDocument()
  })

  it('an unknown card shows the server message with a retry and a way home', async () => {
    const { router } = renderApp(`/packageChargingCard/realCardDetail?q=${link('C999')}`)
    expect(await screen.findByRole('alert')).toHaveTextContent('卡片不存在')
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument()
    // The server said no: asking again will not change that, so the page offers a way on.
    await userEvent.click(screen.getByRole('link', { name: '返回首页' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('two taps on 激活此卡 in one tick ask once and activate once', async () => {
    const fb = spyFeedback()
    renderApp(`/packageChargingCard/realCardDetail?q=${link('C100')}`)
    const button = await screen.findByRole('button', { name: '激活此卡' })
    const activations = countCalls(API.activateCard)
    act(() => {
      button.click()
      button.click()
    })
    expect(await screen.findByText('正常')).toBeInTheDocument()
    expect(fb.confirm).toHaveBeenCalledTimes(1)
    expect(activations.count).toBe(1)
    // A second activation would have been refused ('卡片状态不可激活' or the like) as a toast.
    expect(fb.toast).toHaveBeenCalledTimes(1)
    expect(fb.toast).toHaveBeenCalledWith(CARD_TEXT.activated)
  })

  it('a tap while the confirmation is open makes no second call', async () => {
    const fb = spyFeedback()
    let answer: (yes: boolean) => void = () => {}
    fb.confirm.mockImplementationOnce(() => new Promise<boolean>((resolve) => (answer = resolve)))
    renderApp(`/packageChargingCard/realCardDetail?q=${link('C100')}`)
    const button = await screen.findByRole('button', { name: '激活此卡' })
    const activations = countCalls(API.activateCard)
    await userEvent.click(button) // the dialog opens
    await userEvent.click(button)
    expect(fb.confirm).toHaveBeenCalledTimes(1)
    await act(async () => answer(true))
    expect(await screen.findByText('正常')).toBeInTheDocument()
    expect(fb.confirm).toHaveBeenCalledTimes(1)
    expect(activations.count).toBe(1)
  })

  it('a failed activation is shown, and the card stays as the server last said', async () => {
    const fb = spyFeedback()
    renderApp(`/packageChargingCard/realCardDetail?q=${link('C100')}`)
    const button = await screen.findByRole('button', { name: '激活此卡' })
    setFault('code:/card/activate-card')
    await userEvent.click(button)
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith('模拟的业务错误'))
    expect(screen.getByText('未激活')).toBeInTheDocument()
    // Free again: the user can try once more.
    setFault(null)
    await userEvent.click(screen.getByRole('button', { name: '激活此卡' }))
    expect(await screen.findByText('正常')).toBeInTheDocument()
  })

  it('a card that cannot be loaded is an error with 重试, not a card', async () => {
    spyFeedback()
    setFault('network:/card/physical-card-detail@1')
    renderApp(`/packageChargingCard/realCardDetail?q=${link('C100')}`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('无法获取卡片信息')
    expect(screen.queryByText('未激活')).not.toBeInTheDocument()
    // A network failure may pass: 重试 is the way on, with no second choice beside it.
    expect(within(alert).queryByRole('link', { name: '返回首页' })).not.toBeInTheDocument()
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    expect(await screen.findByText('未激活')).toBeInTheDocument()
  })

  it('without any card id, says so', async () => {
    renderApp('/packageChargingCard/realCardDetail')
    expect(await screen.findByText('未找到卡号')).toBeInTheDocument()
  })

  it('a scanned link without a readable id says so, not showing the card an entry link stored', async () => {
    appStore.set({ scanCodeEntityCardId: 'C200' })
    const q = encodeURIComponent('https://charge.example.cn/b/card/activate/C_1')
    renderApp(`/packageChargingCard/realCardDetail?q=${q}`)
    expect(await screen.findByText('未找到卡号')).toBeInTheDocument()
    expect(screen.queryByText('西湖文化广场充电站')).not.toBeInTheDocument()
  })
})

describe('coupon campaign (h5ReceiveCouponPage, receiveCouponSuccess)', () => {
  beforeEach(async () => {
    await loginThroughMock()
  })

  it('shows the campaign, receives once and lands on the success page (replacing the campaign)', async () => {
    const { router } = renderApp('/packageMine/h5ReceiveCouponPage')
    expect(await screen.findByRole('heading', { name: '新用户充电礼包' })).toBeInTheDocument()
    expect(screen.getAllByText(/有效期至/).length).toBeGreaterThan(0)
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/packageMine/receiveCouponSuccess'),
    )
    expect(router.state.historyAction).toBe('REPLACE')
    expect(await screen.findByRole('heading', { name: '领取成功' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '去扫码充电' })).toHaveAttribute('href', '/')
    // And where the coupons just received are kept.
    expect(screen.getByRole('link', { name: '查看我的卡券' })).toHaveAttribute(
      'href',
      '/packageMine/mineCardCoupon',
    )
  })

  it('a campaign already received says so and cannot be received again', async () => {
    renderApp('/packageMine/h5ReceiveCouponPage')
    await userEvent.click(await screen.findByRole('button', { name: '立即领取' }))
    await screen.findByRole('heading', { name: '领取成功' })
    renderApp('/packageMine/h5ReceiveCouponPage')
    expect(await screen.findByRole('button', { name: '已领取' })).toBeDisabled()
  })

  it('the success page before receiving points to the campaign', async () => {
    renderApp('/packageMine/receiveCouponSuccess')
    expect(await screen.findByRole('heading', { name: '尚未领取' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '去领取' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/')
  })

  it('two taps on 立即领取 in one tick receive once', async () => {
    const fb = spyFeedback()
    const receipts = countCalls(API.receiveCoupons)
    const { router } = renderApp('/packageMine/h5ReceiveCouponPage')
    const button = await screen.findByRole('button', { name: '立即领取' })
    act(() => {
      button.click()
      button.click()
    })
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/packageMine/receiveCouponSuccess'),
    )
    expect(await screen.findByRole('heading', { name: '领取成功' })).toBeInTheDocument()
    expect(receipts.count).toBe(1)
    // A second call would have been refused ('已领取') as a toast.
    expect(fb.toast).not.toHaveBeenCalled()
  })

  it('a failed receipt is shown and the campaign page stays', async () => {
    const fb = spyFeedback()
    const { router } = renderApp('/packageMine/h5ReceiveCouponPage')
    const button = await screen.findByRole('button', { name: '立即领取' })
    setFault('code:/coupon/receive-campaign')
    await userEvent.click(button)
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith('模拟的业务错误'))
    expect(router.state.location.pathname).toBe('/packageMine/h5ReceiveCouponPage')
    expect(screen.getByRole('button', { name: '立即领取' })).toBeEnabled()
  })

  it('a campaign that cannot be loaded is an error with 重试', async () => {
    spyFeedback()
    setFault('network:/coupon/campaign-detail@1')
    renderApp('/packageMine/h5ReceiveCouponPage')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('活动加载失败')
    expect(screen.queryByRole('button', { name: '立即领取' })).not.toBeInTheDocument()
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('button', { name: '立即领取' })).toBeInTheDocument()
  })

  it('the success page after a network error says so with 重试, never 尚未领取', async () => {
    spyFeedback()
    renderApp('/packageMine/h5ReceiveCouponPage')
    await userEvent.click(await screen.findByRole('button', { name: '立即领取' }))
    await screen.findByRole('heading', { name: '领取成功' })

    setFault('network:/coupon/campaign-detail@1')
    renderApp('/packageMine/receiveCouponSuccess')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('领取结果加载失败')
    expect(screen.queryByRole('heading', { name: '尚未领取' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '去领取' })).not.toBeInTheDocument()
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    expect(await screen.findAllByRole('heading', { name: '领取成功' })).toHaveLength(2)
  })
})
