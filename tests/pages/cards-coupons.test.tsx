import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CARD_TEXT } from '@/pages/packageChargingCard/realCardDetail'
import { appStore } from '@/store'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

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
    expect(screen.getByText('全部站点')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '激活此卡' }))
    expect(fb.confirm).toHaveBeenCalledWith('激活实体卡', CARD_TEXT.confirm, '确认激活')
    expect(await screen.findByText('已激活')).toBeInTheDocument()
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
    expect(await screen.findByText('已激活')).toBeInTheDocument()
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

  it('an unknown card shows the server message with a retry', async () => {
    renderApp(`/packageChargingCard/realCardDetail?q=${link('C999')}`)
    expect(await screen.findByRole('alert')).toHaveTextContent('卡片不存在')
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument()
  })

  it('without any card id, says so', async () => {
    renderApp('/packageChargingCard/realCardDetail')
    expect(await screen.findByText('未找到卡号')).toBeInTheDocument()
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
  })
})
