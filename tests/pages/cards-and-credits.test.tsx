import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cardKeys } from '@/api/cards'
import { db } from '@/mocks/core/db'
import { CARD_TEXT } from '@/pages/packageChargingCard/realCardDetail'
import { appStore } from '@/store'
import { signedYuan } from '@/lib/money'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

const REAL = '/packageChargingCard/realCardDetail'
const link = (id: string) =>
  encodeURIComponent(`https://h5.charge.example.cn/b/card/activate/${id}`)

beforeEach(async () => {
  sessionStorage.clear()
  await loginThroughMock({ isPhone: true })
})

/** The balance figure on the card's face. */
const balanceFigure = () => {
  const face = screen.getByRole('region', { name: '实体卡' })
  return face.querySelector('.real-card__balance strong')?.textContent
}

describe('实体卡详情 opened from the entry link’s stored id', () => {
  it('after 激活此卡 + 确认激活 the address names the card (q), so a remount still finds it', async () => {
    const fb = spyFeedback()
    appStore.set({ scanCodeEntityCardId: 'C200' })
    const view = renderApp(REAL)
    expect(await screen.findByText('西湖文化广场充电站')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '激活此卡' }))
    expect(fb.confirm).toHaveBeenCalledWith('激活实体卡', CARD_TEXT.confirm, '确认激活')
    expect(await screen.findByText('正常')).toBeInTheDocument()
    expect(appStore.get().scanCodeEntityCardId).toBe('')
    await waitFor(() =>
      expect(new URLSearchParams(view.router.state.location.search).get('q')).toBe(
        '/b/card/activate/C200',
      ),
    )
    // Replaced, not pushed: 返回 does not step back to the address without the card.
    expect(view.router.state.historyAction).toBe('REPLACE')
    expect(view.router.state.location.pathname).toBe(REAL)

    // A reload (or a 500 re-login, or 返回 from its records) opens the page at that address again.
    const { pathname, search } = view.router.state.location
    view.unmount()
    renderApp(`${pathname}${search}`)
    expect(await screen.findByText('正常')).toBeInTheDocument()
    expect(screen.getByText('西湖文化广场充电站')).toBeInTheDocument()
    expect(screen.queryByText('未找到卡号')).not.toBeInTheDocument()
    expect(screen.getByText(CARD_TEXT.mine)).toBeInTheDocument()
  })

  it('a card opened from a scanned link (q) keeps its address as it was', async () => {
    spyFeedback()
    const view = renderApp(`${REAL}?q=${link('C100')}`)
    await userEvent.click(await screen.findByRole('button', { name: '激活此卡' }))
    expect(await screen.findByText('正常')).toBeInTheDocument()
    expect(new URLSearchParams(view.router.state.location.search).get('q')).toBe(
      'https://h5.charge.example.cn/b/card/activate/C100',
    )
  })
})

describe('实体卡详情 of a card that is not the user’s', () => {
  it('a LOST card bound to another user says it is lost, with no balance and no activation', async () => {
    renderApp(`${REAL}?q=${link('C300')}`)
    expect(
      await screen.findByText('此卡已挂失，无法激活。如有疑问请联系客服。'),
    ).toBeInTheDocument()
    expect(screen.getByText('已挂失')).toBeInTheDocument()
    expect(balanceFigure()).toBe('--')
    expect(screen.queryByText('12.00')).not.toBeInTheDocument()
    expect(screen.queryByText(/另有赠送余额/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '激活此卡' })).not.toBeInTheDocument()
  })

  it('a FROZEN card says it is frozen, with no balance', async () => {
    renderApp(`${REAL}?q=${link('C500')}`)
    expect(
      await screen.findByText('此卡已冻结，无法激活。如有疑问请联系客服。'),
    ).toBeInTheDocument()
    expect(screen.getByText('已冻结')).toBeInTheDocument()
    expect(balanceFigure()).toBe('--')
    expect(screen.queryByText('30.00')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '激活此卡' })).not.toBeInTheDocument()
  })

  it('an ACTIVE card bound to another user shows no balance either', async () => {
    renderApp(`${REAL}?q=${link('C400')}`)
    expect(await screen.findByText(CARD_TEXT.others)).toBeInTheDocument()
    expect(balanceFigure()).toBe('--')
    expect(screen.queryByText('8.00')).not.toBeInTheDocument()
    expect(screen.queryByText(/另有赠送余额/)).not.toBeInTheDocument()
  })

  it('an UNACTIVATED pool card still shows its balance and gift, and no note', async () => {
    renderApp(`${REAL}?q=${link('C100')}`)
    expect(await screen.findByText('未激活')).toBeInTheDocument()
    expect(balanceFigure()).toBe('50.00')
    expect(screen.getByText('另有赠送余额 ¥5.00')).toBeInTheDocument()
    // No note: the card is free to activate.
    expect(document.querySelector('.real-card__note')).toBeNull()
    expect(screen.getByRole('button', { name: '激活此卡' })).toBeInTheDocument()
  })
})

describe('拆红包 credits the card: its records are asked again', () => {
  const CARD = '/packageChargingCard/virtualCardDetail?cardId=CARD0001'
  const PACKET = '/packageRedPacket/redPacketDetail?redPacketId=RP20261123001'

  it('back on the card page, 最近交易 shows the new 赠送 record without a reload', async () => {
    spyFeedback()
    const { router, queryClient } = renderApp(CARD)
    const before = await screen.findByRole('list', { name: '最近交易' })
    const firstBefore = within(before).getAllByRole('listitem')[0]?.textContent

    await act(() => router.navigate(PACKET))
    await userEvent.click(await screen.findByRole('button', { name: '拆红包' }))
    expect(await screen.findByText('恭喜你抢到红包', {}, { timeout: 4000 })).toBeInTheDocument()
    const amount = db.redPackets
      .find((p) => p.redPacketId === 'RP20261123001')
      ?.receivers.find((r) => r.userId === db.user.userId)?.amount
    expect(amount).toBeGreaterThan(0)
    // The card's records (cached 30 s) are marked for asking again.
    await waitFor(() =>
      expect(queryClient.getQueryState(cardKeys.latestRecords('CARD0001'))?.isInvalidated).toBe(
        true,
      ),
    )

    await act(() => router.navigate(-1))
    await waitFor(() => {
      const first = within(screen.getByRole('list', { name: '最近交易' })).getAllByRole(
        'listitem',
      )[0]
      expect(first).toHaveTextContent('赠送')
      expect(first).toHaveTextContent(signedYuan(amount))
    })
    expect(
      within(screen.getByRole('list', { name: '最近交易' })).getAllByRole('listitem')[0]
        ?.textContent,
    ).not.toBe(firstBefore)
  })

  it('invalidates every query under [cards] when the packet is opened', async () => {
    spyFeedback()
    const { queryClient } = renderApp(PACKET)
    const coin = await screen.findByRole('button', { name: '拆红包' })
    // Cached card data, as the card pages left it.
    queryClient.setQueryData(cardKeys.list, { list: [] })
    queryClient.setQueryData(cardKeys.latestRecords('CARD0001'), { list: [], total: 0 })
    await userEvent.click(coin)
    expect(await screen.findByText('恭喜你抢到红包', {}, { timeout: 4000 })).toBeInTheDocument()
    await waitFor(() => {
      expect(queryClient.getQueryState(cardKeys.list)?.isInvalidated).toBe(true)
      expect(queryClient.getQueryState(cardKeys.latestRecords('CARD0001'))?.isInvalidated).toBe(
        true,
      )
    })
  })
})

describe('充值 opened for a physical card', () => {
  it('says it is topped up at the counter and leads to its own page, not a 重试 that cannot work', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/packageChargingCard/virtualCardDetail?cardId=CARD0002')
    const note = await screen.findByRole('region', { name: '实体卡充值' }, { timeout: 5000 })
    expect(note).toHaveTextContent('实体卡请到运营网点充值')
    expect(screen.queryByText('无法获取充值方案')).toBeNull()
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull()
    await user.click(within(note).getByRole('link', { name: '查看实体卡详情' }))
    expect(router.state.location.pathname).toBe(REAL)
    expect(await screen.findByRole('region', { name: '实体卡' })).toBeInTheDocument()
  })
})
