import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { complaintsApi } from '@/api/complaints'
import { messagesApi } from '@/api/messages'
import { DEFAULT_SPEED, setClock } from '@/mocks/core/clock'
import { REPLY_AFTER_S } from '@/mocks/complaints/model'
import { db } from '@/mocks/core/db'
import { setFault } from '@/mocks/core/faults'
import { UNREAD_IN_SEED } from '@/mocks/messages/seed'
import { spyFeedback } from '../utils/feedback'
import { withOffsetParent } from '../utils/layout'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

const PAGE = '/packageMine/newsList'

/** The message rows' toggles, in order. */
const rows = () => within(screen.getByRole('main')).queryAllByRole('button', { expanded: false })

describe('message centre (newsList)', () => {
  withOffsetParent()

  beforeEach(async () => {
    await loginThroughMock()
  })

  it('lists every message newest first, paging on to the end, unread ones marked', async () => {
    renderApp(PAGE)
    await waitFor(() => expect(rows()).toHaveLength(db.messages.length), { timeout: 10000 })
    expect(await screen.findByText('没有更多了')).toBeInTheDocument()
    // The newest order's refund, its end and its start: written together by the simulator.
    const [first, second, third, fourth] = rows()
    expect(first).toHaveTextContent(/^未读退款已到账/)
    expect(second).toHaveTextContent(/^未读充电已结束/)
    expect(third).toHaveTextContent(/^未读充电已开始/)
    expect(fourth).not.toHaveTextContent('未读')
    // Seeded times are days ago: SPEC §5 wording.
    expect(first?.querySelector('time')?.textContent).toMatch(/^(\d+天前|\d{4}-\d{2}-\d{2})$/)
    expect(screen.getAllByText('未读')).toHaveLength(UNREAD_IN_SEED)
  })

  it('opening a message shows it whole, marks it read and links to its order', async () => {
    const user = userEvent.setup()
    renderApp(PAGE)
    const newest = await screen.findByRole('button', { name: /未读\s*退款已到账/ })
    await user.click(newest)
    expect(newest).toHaveAttribute('aria-expanded', 'true')
    expect(newest).not.toHaveTextContent('未读')
    const link = screen.getByRole('link', { name: '查看订单详情' })
    expect(link).toHaveAttribute('href', '/packageOrder/carChargingDetail?orderId=OD100001')
    await waitFor(async () =>
      expect((await messagesApi.unreadCount()).count).toBe(UNREAD_IN_SEED - 1),
    )
    expect(screen.getAllByText('未读')).toHaveLength(UNREAD_IN_SEED - 1)

    const [start] = screen.getAllByRole('button', { name: /充电已开始/ })
    if (!start) throw new Error('no start message')
    await user.click(start)
    expect(newest).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('link', { name: '查看充电详情' })).toHaveAttribute(
      'href',
      '/packageOrder/chargingDetail?orderId=OD100001',
    )
  })

  it('Mine shows the unread count, and it drops once a message is read', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/pages/my/my')
    const entry = await screen.findByRole(
      'link',
      { name: new RegExp(`^消息中心\\s*${UNREAD_IN_SEED}条未读$`) },
      { timeout: 5000 },
    )
    expect(entry).toHaveAttribute('href', PAGE)
    expect(screen.getByRole('link', { name: '客服中心' })).toHaveAttribute(
      'href',
      '/packageMine/serviceCenter',
    )
    await user.click(entry)
    await user.click(await screen.findByRole('button', { name: /未读\s*充电已结束/ }))
    await waitFor(() => expect(screen.getAllByText('未读')).toHaveLength(UNREAD_IN_SEED - 1))
    await act(() => router.navigate(-1))
    expect(
      await screen.findByRole(
        'link',
        {
          name: new RegExp(`^消息中心\\s*${UNREAD_IN_SEED - 1}条未读$`),
        },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
  })

  it('a complaint answered by customer service: an unread message that opens the complaint', async () => {
    const { complaintId } = await complaintsApi.submit({
      type: 'BILLING',
      orderId: 'OD100004',
      content: '这笔订单充电只有十分钟，却扣了整整五块钱。',
      mobile: '13912345678',
      images: [],
    })
    // The reply comes REPLY_AFTER_S simulated seconds later (15 real seconds at the default speed).
    const filedAt = Date.now()
    setClock(() => filedAt + ((REPLY_AFTER_S * 1000) / DEFAULT_SPEED) * 2)
    try {
      const user = userEvent.setup()
      renderApp(PAGE)
      const reply = await screen.findByRole('button', { name: /^未读\s*您的投诉已回复/ })
      expect(reply).toHaveTextContent('扣费问题')
      await user.click(reply)
      expect(reply).not.toHaveTextContent('未读')
      expect(screen.getByRole('link', { name: '查看投诉详情' })).toHaveAttribute(
        'href',
        `/packageMine/userComplaint?tab=mine&complaintId=${complaintId}`,
      )
      expect(screen.getAllByText('未读')).toHaveLength(UNREAD_IN_SEED)
    } finally {
      setClock(null)
    }
  })

  it('the reply opened from its message: 我的投诉 seen before shows it replied at once', async () => {
    const content = '回复刷新检查：充电十分钟却扣了五块钱，请核实。'
    await complaintsApi.submit({ type: 'BILLING', content, mobile: '13912345678', images: [] })
    const card = () => screen.getByRole('button', { name: new RegExp(content) })
    const user = userEvent.setup()
    const { router } = renderApp('/packageMine/userComplaint?tab=mine')
    await waitFor(() => expect(card()).toHaveTextContent('待处理'), { timeout: 5000 })
    const filedAt = Date.now()
    setClock(() => filedAt + ((REPLY_AFTER_S * 1000) / DEFAULT_SPEED) * 2)
    try {
      await act(() => router.navigate(PAGE))
      await user.click(await screen.findByRole('button', { name: /^未读\s*您的投诉已回复/ }))
      await user.click(screen.getByRole('link', { name: '查看投诉详情' }))
      // Before, the list and the sheet held 待处理 until the sheet's next poll (5 s).
      const sheet = (await screen.findByText('投诉详情', {}, { timeout: 3000 })).parentElement
      await waitFor(() => expect(sheet).toHaveTextContent('客服回复'), { timeout: 1500 })
      await waitFor(() => expect(card()).toHaveTextContent('已回复'), { timeout: 1500 })
    } finally {
      setClock(null)
    }
  })

  it("no messages: '暂无消息'", async () => {
    db.messages = []
    renderApp(PAGE)
    expect(await screen.findByText('暂无消息')).toBeInTheDocument()
  })

  it('a failed load offers a retry', async () => {
    spyFeedback()
    setFault('code:/message/message-list@1')
    const user = userEvent.setup()
    renderApp(PAGE)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('加载失败')
    await user.click(within(alert).getByRole('button', { name: '重试' }))
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
  })
})
