import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setFault } from '@/mocks/core/faults'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { spyFeedback } from '../utils/feedback'

const PAGE = '/packageMine/serviceCenter'

const questions = () =>
  within(screen.getByRole('region', { name: '常见问题' }))
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(/[+−]$/, ''))

describe('service centre (serviceCenter)', () => {
  beforeEach(async () => {
    await loginThroughMock()
  })

  it("shows the operator's hotline as a tel: link, its hours and e-mail", async () => {
    renderApp(PAGE)
    const call = await screen.findByRole(
      'link',
      { name: /客服热线\s*400-826-5800/ },
      { timeout: 5000 },
    )
    expect(call).toHaveAttribute('href', 'tel:4008265800')
    expect(screen.getByText('每天 08:00-22:00')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'service@lvdong-charge.cn' })).toHaveAttribute(
      'href',
      'mailto:service@lvdong-charge.cn',
    )
    expect(screen.getByRole('link', { name: /订单中心/ })).toHaveAttribute(
      'href',
      '/packageOrder/orderList',
    )
    expect(screen.getByRole('link', { name: /投诉建议/ })).toHaveAttribute(
      'href',
      '/packageMine/userComplaint',
    )
    expect(screen.getByRole('link', { name: /我的投诉/ })).toHaveAttribute(
      'href',
      '/packageMine/userComplaint?tab=mine',
    )
    // Issue 14: entries to complaint, refunds and the order centre.
    expect(screen.getByRole('link', { name: /退款申请/ })).toHaveAttribute(
      'href',
      '/packageMine/refundApplyList',
    )
  })

  it('filters questions and answers as the user types; an answer opens and closes', async () => {
    const user = userEvent.setup()
    renderApp(PAGE)
    const search = await screen.findByRole('searchbox', { name: '搜索常见问题' })
    expect(questions().length).toBeGreaterThanOrEqual(10)

    // '原路退回' is only in answers: the search reads them too.
    await user.type(search, '原路退回')
    expect(questions()).toEqual([
      '付款后一直显示“支付确认中…”？',
      '预付的钱没用完，什么时候退回？',
      '付了钱但电桩没有启动，钱会退吗？',
    ])
    expect(screen.getByRole('status')).toHaveTextContent('找到3个相关问题')

    const question = screen.getByRole('button', { name: /预付的钱没用完/ })
    expect(question).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText(/未使用的部分原路退回/)).not.toBeVisible()
    await user.click(question)
    expect(question).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(/未使用的部分原路退回/)).toBeVisible()
    await user.click(question)
    expect(question).toHaveAttribute('aria-expanded', 'false')

    await user.clear(search)
    await user.type(search, '支付确认中')
    expect(questions()).toEqual(['付款后一直显示“支付确认中…”？'])
  })

  it('says so when nothing matches', async () => {
    const user = userEvent.setup()
    renderApp(PAGE)
    await user.type(await screen.findByRole('searchbox'), '火星充电')
    expect(screen.getByText('没有找到相关问题')).toBeInTheDocument()
    expect(questions()).toEqual([])
  })

  it('a failed hotline load offers a retry; the FAQ stays usable', async () => {
    spyFeedback()
    setFault('code:/service/service-info@1')
    const user = userEvent.setup()
    renderApp(PAGE)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('客服信息加载失败')
    expect(screen.getByRole('searchbox')).toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: '重试' }))
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /400-826-5800/ })).toHaveAttribute(
        'href',
        'tel:4008265800',
      ),
    )
  })
})
